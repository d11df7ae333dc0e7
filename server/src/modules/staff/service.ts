/**
 * The bank's staff consoles (contracts/api/staff.ts; docs/decisions.md "Bank staff"). The router's
 * role guard lets admin_bank and admin_branch in; this service narrows further:
 *  - a console the caller's role may not open (admin_branch on /admin-bank) answers 403, audited;
 *  - admin_branch works for one branch (users.branch_mfo): client users of organisations served
 *    there, moderators of that branch. A user outside answers 404, as another organisation's
 *    document does. An admin_branch without a branch sees nobody;
 *  - actions check the row's flag (422 when false) and run in the router's `commit` transaction
 *    with their audit row; reset password issues a one-time password the user must change.
 */
import {
  BRANCH_KINDS,
  STAFF_KIND_READERS,
  STAFF_KIND_ROLES,
  STAFF_KINDS,
  STAFF_SORT_FIELDS,
  type BankOrganizationFilter,
  type BankOrganizationRow,
  type StaffFilter,
  type StaffKind,
  type StaffOneTimePassword,
  type StaffRow,
} from '../../../../contracts/api/staff.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { temporaryPassword } from '../multiclient/service.ts';
import { endSessionsOf, hashUserPassword } from '../security/service.ts';
import * as repo from './repository.ts';

/** The consoles `role` may open. */
export function kindsFor(role: string): StaffKind[] {
  return STAFF_KINDS.filter((k) => roleAllowed(role, STAFF_KIND_READERS[k]));
}

export function kindOfRole(role: string): StaffKind | undefined {
  return STAFF_KINDS.find((k) => (STAFF_KIND_ROLES[k] as readonly string[]).includes(role));
}

/** How a console is narrowed for the caller (admin_branch: its branch; no branch: an impossible one). */
export function scopeFor(role: string, branch: string | null, kind: StaffKind): repo.BranchScope {
  if (role !== 'admin_branch') return { by: 'none' };
  // No branch set: nothing matches the MFO "-", so the branch admin sees an empty list.
  const mfo = branch ?? '-';
  return kind === 'clients' ? { by: 'organization', mfo } : { by: 'staff', mfo };
}

export interface StaffFacts {
  readonly callerRole: string;
  readonly self: boolean;
  readonly blocked: boolean;
  readonly kind: StaffKind;
}

export function staffFlags(f: StaffFacts) {
  return {
    isBlock: !f.blocked && !f.self,
    isUnblock: f.blocked && !f.self,
    isResetPassword: !f.self,
    isLinkOrganization: f.kind === 'clients',
    isSetBranch: f.callerRole === 'admin_bank' && BRANCH_KINDS.includes(f.kind),
  };
}

export function createStaffService(db: Db, clock: Clock, passwordHashCost: number) {
  async function toRows(reader: Db, records: readonly repo.UserRecord[], actor: Actor): Promise<StaffRow[]> {
    const orgs = await repo.organizationsOf(
      reader,
      records.map((r) => r.id),
    );
    return records.map((r) => ({
      id: r.id,
      username: r.username,
      full_name: r.fullName,
      role: r.role,
      phone: r.phone,
      state: r.blockedAt === null ? 'active' : 'blocked',
      branch_mfo: r.branchMfo,
      branch_name: r.branchName,
      organizations: orgs.get(r.id) ?? [],
      password_change_required: r.passwordChangeRequired,
      created_at: r.createdAt.toISOString(),
      blocked_at: r.blockedAt?.toISOString() ?? null,
      blocked_reason: r.blockedAt === null ? null : r.blockedReason,
      ...staffFlags({
        callerRole: actor.session.role,
        self: r.id === actor.session.userId,
        blocked: r.blockedAt !== null,
        kind: kindOfRole(r.role) ?? 'clients',
      }),
    }));
  }

  /** The user if some console of the caller lists them, else 404. */
  async function target(reader: Db, actor: Actor, id: number): Promise<{ row: StaffRow; kind: StaffKind }> {
    const branch = await repo.branchOf(reader, actor.session.userId);
    for (const kind of kindsFor(actor.session.role)) {
      const record = await repo.findIn(
        reader,
        id,
        STAFF_KIND_ROLES[kind],
        scopeFor(actor.session.role, branch, kind),
      );
      if (record !== undefined) {
        const [row] = await toRows(reader, [record], actor);
        if (row !== undefined) return { row, kind };
      }
    }
    throw ApiError.notFound('users.notFound');
  }

  async function act(
    tx: Db,
    actor: Actor,
    id: number,
    action: AuditAction,
    allowed: (row: StaffRow) => MessageKey | null,
    change: (row: StaffRow, kind: StaffKind) => Promise<Record<string, unknown>>,
  ): Promise<StaffRow> {
    const { row, kind } = await target(tx, actor, id);
    const refusal = allowed(row);
    if (refusal !== null) throw ApiError.rejected([{ attribute: 'id', key: refusal }], refusal);
    const detail = await change(row, kind);
    await auditActor(tx, clock.now(), actor, action, {
      targetUserId: row.id,
      targetUsername: row.username,
      kind,
      ...detail,
    });
    return (await target(tx, actor, id)).row;
  }

  return {
    async list(actor: Actor, filter: StaffFilter, page: repo.ListPage): Promise<Paged<StaffRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(STAFF_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      if (!roleAllowed(actor.session.role, STAFF_KIND_READERS[filter.kind])) {
        throw ApiError.forbidden();
      }
      const { kind, ...rest } = filter;
      const branch = await repo.branchOf(db, actor.session.userId);
      const { rows, total } = await repo.list(
        db,
        STAFF_KIND_ROLES[kind],
        rest,
        scopeFor(actor.session.role, branch, kind),
        page,
      );
      return { list: await toRows(db, rows, actor), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async view(actor: Actor, id: number): Promise<StaffRow> {
      return (await target(db, actor, id)).row;
    },

    block(tx: Db, actor: Actor, id: number, reason: string | undefined): Promise<StaffRow> {
      return act(
        tx,
        actor,
        id,
        'staff.block',
        (r) => (r.isBlock ? null : r.state === 'blocked' ? 'users.alreadyBlocked' : 'users.selfBlock'),
        async () => {
          const now = clock.now();
          const text = reason?.trim() ? reason.trim() : null;
          await repo.setBlocked(tx, id, { at: now, by: actor.session.userId, reason: text });
          await endSessionsOf(tx, id, now);
          return { reason: text };
        },
      );
    },

    unblock(tx: Db, actor: Actor, id: number): Promise<StaffRow> {
      return act(
        tx,
        actor,
        id,
        'staff.unblock',
        (r) => (r.isUnblock ? null : 'users.notBlocked'),
        async (r) => {
          await repo.setBlocked(tx, id, null);
          return { blockedAt: r.blocked_at };
        },
      );
    },

    async resetPassword(tx: Db, actor: Actor, id: number): Promise<StaffOneTimePassword> {
      const password = temporaryPassword();
      const hash = await hashUserPassword(password, passwordHashCost);
      const user = await act(
        tx,
        actor,
        id,
        'staff.reset-password',
        (r) => (r.isResetPassword ? null : 'staff.selfReset'),
        async () => {
          await repo.setOneTimePassword(tx, id, hash);
          await endSessionsOf(tx, id, clock.now());
          // The password itself is never audited.
          return { oneTimePassword: true };
        },
      );
      return { user, one_time_password: password };
    },

    linkOrganization(tx: Db, actor: Actor, id: number, inn: string): Promise<StaffRow> {
      return act(
        tx,
        actor,
        id,
        'staff.link-organization',
        (r) => (r.isLinkOrganization ? null : 'staff.notClient'),
        async () => {
          const org = await repo.organizationByInn(tx, inn);
          const branch = await repo.branchOf(tx, actor.session.userId);
          // A branch admin links only organisations its branch serves; others read as unknown.
          if (org === undefined || (actor.session.role === 'admin_branch' && org.mfo !== branch)) {
            throw ApiError.rejected([{ attribute: 'inn', key: 'staff.organizationUnknown' }]);
          }
          if (!(await repo.link(tx, id, org.id))) {
            throw ApiError.rejected([{ attribute: 'inn', key: 'staff.alreadyLinked' }]);
          }
          return { organizationId: org.id, inn };
        },
      );
    },

    setBranch(tx: Db, actor: Actor, id: number, mfo: string | null): Promise<StaffRow> {
      return act(
        tx,
        actor,
        id,
        'staff.set-branch',
        (r) => (r.isSetBranch ? null : 'staff.noBranch'),
        async (r) => {
          if (mfo !== null && !(await repo.activeBranch(tx, mfo))) {
            throw ApiError.rejected([{ attribute: 'branch_mfo', key: 'users.branchUnknown' }]);
          }
          await repo.setBranch(tx, id, mfo);
          return { before: r.branch_mfo, after: mfo };
        },
      );
    },

    async organizations(
      actor: Actor,
      filter: BankOrganizationFilter,
      page: repo.ListPage,
    ): Promise<Paged<BankOrganizationRow>> {
      const branch =
        actor.session.role === 'admin_branch'
          ? ((await repo.branchOf(db, actor.session.userId)) ?? '-')
          : null;
      const { rows, total } = await repo.listOrganizations(
        db,
        {
          ...(filter.text ? { text: filter.text } : {}),
          ...(branch !== null ? { mfo: branch } : filter.mfo ? { mfo: filter.mfo } : {}),
        },
        page,
      );
      return { list: rows, _meta: pageMeta(total, page.page, page.pageSize) };
    },
  };
}
