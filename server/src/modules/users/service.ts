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
} from '../../../../contracts/api/users.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { SESSION_IDLE_MS } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { clearSignInFailures, endSessionsOf } from '../security/service.ts';
import { lastLogins } from '../shell/service.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

export type { Actor };

type Facts = Pick<UserRow, 'state' | 'locked' | 'password_change_required'> & {
  readonly failures: number;
  readonly self: boolean;
};

function flagsOf(f: Facts): UserFlags {
  return {
    isView: true,
    isBlock: f.state === 'active' && !f.self,
    isUnblock: f.state === 'blocked',
    isClearLockout: f.locked || f.failures > 0,
    isRequirePasswordChange: !f.password_change_required,
  };
}

/** Reads through `db`: the app's connection, or an action's transaction (PGlite's db waits for it). */
function createReader(db: Db, clock: Clock) {
  async function rows(records: readonly repo.UserRecord[], callerId: number) {
    const ids = records.map((r) => r.id);
    const [orgs, throttle, lastSuccess] = await Promise.all([
      repo.organizationsOf(db, ids),
      repo.throttleOf(
        db,
        records.map((r) => r.username),
      ),
      repo.lastSuccessOf(db, ids),
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
      };
      const row: UserRow = {
        id: r.id,
        username: r.username,
        full_name: r.fullName,
        role: r.role,
        phone: r.phone,
        state: facts.state,
        organizations: orgs.get(r.id) ?? [],
        locked: facts.locked,
        password_change_required: r.passwordChangeRequired,
        last_sign_in_at: lastSuccess.get(r.id)?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
        ...flagsOf(facts),
      };
      return { row, record: r, failures: facts.failures, lockedUntil };
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
    };
  }

  return { rows, details };
}

export function createUserService(db: Db, clock: Clock) {
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

  return {
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
        async () => {
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
