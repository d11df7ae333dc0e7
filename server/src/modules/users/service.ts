/**
 * The admin's user rules (contracts/api/users.ts). Admin only (the router's role guard). Every
 * action runs in the router's `commit` transaction with its audit row, so a refused action changes
 * nothing and leaves no audit row of the change. Block sets users.blocked_at and revokes every
 * session of the user in the same transaction (sign-in then refuses the user, security/service.ts);
 * an admin never blocks themself (422). An action whose flag is false for the user (already blocked,
 * nothing to clear, …) is refused with 422. Per-row flags are computed here, never by the client.
 */
import {
  USER_LAST_SIGN_INS,
  USER_SORT_FIELDS,
  type UserDetails,
  type UserFilter,
  type UserFlags,
  type UserRow,
  type UserWithPassword,
  type userCreateBody,
  type userUpdateBody,
} from '../../../../contracts/api/users.ts';
import type { z } from 'zod';

type UserCreateInput = z.output<typeof userCreateBody>;
type UserUpdateInput = z.output<typeof userUpdateBody>;
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { SESSION_IDLE_MS } from '../../plugins/auth.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { temporaryPassword } from '../multiclient/service.ts';
import { clearSignInFailures, endSessionsOf, hashUserPassword } from '../security/service.ts';
import { assertSomeoneKeepsAccess, assignableRoles, resolveUserRole } from '../rbac/service.ts';
import { lastLogins } from '../shell/service.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

export type { Actor };

type Facts = Pick<UserRow, 'state' | 'locked' | 'password_change_required'> & {
  readonly failures: number;
  readonly self: boolean;
  /** The only active administrator: never blocked or demoted. */
  readonly lastAdmin: boolean;
};

function flagsOf(f: Facts): UserFlags {
  return {
    isView: true,
    isBlock: f.state === 'active' && !f.self && !f.lastAdmin,
    isUnblock: f.state === 'blocked',
    isClearLockout: f.locked || f.failures > 0,
    isRequirePasswordChange: !f.password_change_required,
    isEdit: true,
    isResetPassword: true,
  };
}

/** True when `record` is an active administrator and no other active one exists. */
function isLastAdmin(record: repo.UserRecord, activeAdmins: number): boolean {
  return record.role === 'admin' && record.blockedAt === null && activeAdmins <= 1;
}

/** 409: the change would leave the bank without an active administrator (issue 25). */
const lastAdminRefusal = () =>
  new ApiError({
    http: 409,
    status: 'error',
    message: 'users.lastAdmin',
    validation: [{ attribute: 'role', key: 'users.lastAdmin' }],
  });

/** Reads through `db`: the app's connection, or an action's transaction (PGlite's db waits for it). */
function createReader(db: Db, clock: Clock) {
  async function rows(records: readonly repo.UserRecord[], callerId: number) {
    const ids = records.map((r) => r.id);
    const [orgs, throttle, lastSuccess, activeAdmins] = await Promise.all([
      repo.organizationsOf(db, ids),
      repo.throttleOf(
        db,
        records.map((r) => r.username),
      ),
      repo.lastSuccessOf(db, ids),
      repo.activeAdminCount(db),
    ]);
    const now = clock.now().getTime();
    return records.map((r) => {
      const t = throttle.get(r.username.toLowerCase());
      const lockedUntil = t?.lockedUntil != null && t.lockedUntil.getTime() > now ? t.lockedUntil : null;
      const facts: Facts = {
        state: r.blockedAt === null ? 'active' : 'blocked',
        locked: lockedUntil !== null,
        password_change_required: r.passwordChangeRequired,
        failures: t?.failures ?? 0,
        self: r.id === callerId,
        lastAdmin: isLastAdmin(r, activeAdmins),
      };
      const row: UserRow = {
        id: r.id,
        username: r.username,
        full_name: r.fullName,
        role: r.role,
        access_role: r.accessRole,
        phone: r.phone,
        state: facts.state,
        organizations: orgs.get(r.id) ?? [],
        locked: facts.locked,
        password_change_required: r.passwordChangeRequired,
        last_sign_in_at: lastSuccess.get(r.id)?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
        ...flagsOf(facts),
      };
      return { row, record: r, failures: facts.failures, lockedUntil, lastAdmin: facts.lastAdmin };
    });
  }

  async function details(id: number, callerId: number): Promise<UserDetails> {
    const record = await repo.find(db, id);
    if (record === undefined) throw ApiError.notFound('users.notFound');
    const [built] = await rows([record], callerId);
    if (built === undefined) throw ApiError.notFound('users.notFound');
    const now = clock.now();
    const [lastSignIns, activeSessions, blockedBy] = await Promise.all([
      lastLogins(db, id, USER_LAST_SIGN_INS),
      repo.liveSessionCount(db, id, now, new Date(now.getTime() - SESSION_IDLE_MS)),
      repo.usernameOf(db, record.blockedBy),
    ]);
    return {
      ...built.row,
      birth_day: record.birthDay,
      blocked_at: record.blockedAt?.toISOString() ?? null,
      blocked_by: record.blockedAt === null ? null : blockedBy,
      blocked_reason: record.blockedAt === null ? null : record.blockedReason,
      lockout: {
        failures: built.failures,
        locked_until: built.lockedUntil?.toISOString() ?? null,
      },
      last_sign_ins: lastSignIns,
      active_sessions: activeSessions,
      is_self: id === callerId,
      branch_mfo: record.branchMfo,
      is_last_admin: built.lastAdmin,
    };
  }

  return { rows, details };
}

export function createUserService(db: Db, clock: Clock, passwordHashCost: number) {
  const { rows, details } = createReader(db, clock);

  /**
   * Checks the action's flag for the target, applies the change and writes the audit row, all in
   * the caller's transaction; answers the user's record as it is after the change.
   */
  async function act(
    tx: Db,
    actor: Actor,
    id: number,
    action: AuditAction,
    allowed: (d: UserDetails) => MessageKey | null,
    change: (target: UserDetails) => Promise<Record<string, unknown>>,
  ): Promise<UserDetails> {
    const reader = createReader(tx, clock);
    const before = await reader.details(id, actor.session.userId);
    const refusal = allowed(before);
    if (refusal !== null) throw ApiError.rejected([{ attribute: 'id', key: refusal }], refusal);
    const detail = await change(before);
    await auditActor(tx, clock.now(), actor, action, {
      targetUserId: before.id,
      targetUsername: before.username,
      ...detail,
    });
    return reader.details(id, actor.session.userId);
  }

  /**
   * Refuses (409) a change that takes `id` out of the active administrators when no other is
   * left; the admins' rows are locked first so two such changes cannot both pass.
   */
  async function guardLastAdmin(tx: Db, id: number): Promise<void> {
    const admins = await repo.lockActiveAdmins(tx);
    if (admins.includes(id) && admins.length <= 1) throw lastAdminRefusal();
  }

  /** The role name given: a catalogue role, or an added role with a base (422 on `role` otherwise). */
  async function resolveRole(tx: Db, name: string): Promise<{ role: string; accessRole: string | null }> {
    const resolved = await resolveUserRole(tx, name);
    if (resolved === undefined) throw ApiError.rejected([{ attribute: 'role', key: 'users.roleUnknown' }]);
    return resolved;
  }

  /** The branch must be an active bank of /mfo; the organisation must exist (422 on the field). */
  async function checkLinks(tx: Db, branchMfo: string | null, organizationInn: string | null) {
    const problems: FieldProblem[] = [];
    const organizationId =
      organizationInn === null ? null : await repo.organizationIdByInn(tx, organizationInn);
    if (branchMfo !== null && (await repo.activeBranch(tx, branchMfo)) === undefined) {
      problems.push({ attribute: 'branch_mfo', key: 'users.branchUnknown' });
    }
    if (organizationInn !== null && organizationId === null) {
      problems.push({ attribute: 'organization_inn', key: 'users.organizationUnknown' });
    }
    if (problems.length > 0) throw ApiError.rejected(problems);
    return organizationId;
  }

  return {
    assignableRoles: () => assignableRoles(db),

    async create(tx: Db, actor: Actor, body: UserCreateInput): Promise<UserWithPassword> {
      if (await repo.usernameTaken(tx, body.username)) {
        throw ApiError.rejected([{ attribute: 'username', key: 'users.usernameTaken' }]);
      }
      const given = await resolveRole(tx, body.role);
      const organizationId = await checkLinks(tx, body.branch_mfo, body.organization_inn);
      const password = temporaryPassword();
      const id = await repo.insertUser(tx, {
        username: body.username,
        fullName: body.full_name,
        role: given.role,
        accessRole: given.accessRole,
        phone: body.phone,
        branchMfo: body.branch_mfo,
        organizationId,
        passwordHash: await hashUserPassword(password, passwordHashCost),
        at: clock.now(),
      });
      // The password itself is never audited: only that a one-time one was issued.
      await auditActor(tx, clock.now(), actor, 'user.create', {
        targetUserId: id,
        targetUsername: body.username,
        role: given.role,
        accessRole: given.accessRole,
        branchMfo: body.branch_mfo,
        organizationId,
        oneTimePassword: true,
      });
      const reader = createReader(tx, clock);
      return { user: await reader.details(id, actor.session.userId), one_time_password: password };
    },

    update(tx: Db, actor: Actor, id: number, body: UserUpdateInput): Promise<UserDetails> {
      return act(
        tx,
        actor,
        id,
        'user.update',
        () => null,
        async (d) => {
          const given = await resolveRole(tx, body.role);
          if (d.role === 'admin' && given.role !== 'admin' && d.state === 'active') {
            await guardLastAdmin(tx, d.id);
          }
          if (body.branch_mfo !== d.branch_mfo) await checkLinks(tx, body.branch_mfo, null);
          await repo.updateUser(tx, id, {
            fullName: body.full_name,
            role: given.role,
            accessRole: given.accessRole,
            phone: body.phone,
            branchMfo: body.branch_mfo,
          });
          const roleChanged = given.role !== d.role || given.accessRole !== d.access_role;
          // An added role may lack the RBAC calls: giving it to the last administrator who holds
          // them would lock everyone out of the editor (the RBAC editor's own rule, 422).
          if (roleChanged && d.state === 'active') await assertSomeoneKeepsAccess(tx, 'role');
          // A new role changes what every open session may do: they end, the user signs in again.
          if (roleChanged) await endSessionsOf(tx, id, clock.now());
          return {
            before: {
              fullName: d.full_name,
              role: d.role,
              accessRole: d.access_role,
              phone: d.phone,
              branchMfo: d.branch_mfo,
            },
            after: {
              fullName: body.full_name,
              role: given.role,
              accessRole: given.accessRole,
              phone: body.phone,
              branchMfo: body.branch_mfo,
            },
          };
        },
      );
    },

    async resetPassword(tx: Db, actor: Actor, id: number): Promise<UserWithPassword> {
      const password = temporaryPassword();
      const hash = await hashUserPassword(password, passwordHashCost);
      const user = await act(
        tx,
        actor,
        id,
        'user.reset-password',
        () => null,
        async () => {
          await repo.setOneTimePassword(tx, id, hash);
          await endSessionsOf(tx, id, clock.now());
          return { oneTimePassword: true };
        },
      );
      return { user, one_time_password: password };
    },

    async list(filter: UserFilter, page: repo.ListPage, callerId: number): Promise<Paged<UserRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(USER_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows: records, total } = await repo.list(db, filter, page);
      return {
        list: (await rows(records, callerId)).map((r) => r.row),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    view(id: number, callerId: number): Promise<UserDetails> {
      return details(id, callerId);
    },

    block(tx: Db, actor: Actor, id: number, reason: string | undefined): Promise<UserDetails> {
      return act(
        tx,
        actor,
        id,
        'user.block',
        (d) => (d.is_self ? 'users.selfBlock' : d.state === 'blocked' ? 'users.alreadyBlocked' : null),
        async (d) => {
          if (d.role === 'admin') await guardLastAdmin(tx, d.id);
          const now = clock.now();
          const text = reason?.trim() ? reason.trim() : null;
          await repo.setBlocked(tx, id, { at: now, by: actor.session.userId, reason: text });
          await endSessionsOf(tx, id, now);
          return { reason: text };
        },
      );
    },

    unblock(tx: Db, actor: Actor, id: number): Promise<UserDetails> {
      return act(
        tx,
        actor,
        id,
        'user.unblock',
        (d) => (d.state === 'blocked' ? null : 'users.notBlocked'),
        async (d) => {
          await repo.setBlocked(tx, id, null);
          return { blockedAt: d.blocked_at };
        },
      );
    },

    clearLockout(tx: Db, actor: Actor, id: number): Promise<UserDetails> {
      return act(
        tx,
        actor,
        id,
        'user.clear-lockout',
        (d) => (d.isClearLockout ? null : 'users.notLocked'),
        async (d) => {
          await clearSignInFailures(tx, d.username.toLowerCase());
          return { failures: d.lockout.failures, lockedUntil: d.lockout.locked_until };
        },
      );
    },

    requirePasswordChange(tx: Db, actor: Actor, id: number): Promise<UserDetails> {
      return act(
        tx,
        actor,
        id,
        'user.require-password-change',
        (d) => (d.password_change_required ? 'users.alreadyRequired' : null),
        async () => {
          await repo.setPasswordChangeRequired(tx, id);
          return {};
        },
      );
    },
  };
}
