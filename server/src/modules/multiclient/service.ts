/**
 * Multiclient administration rules (contracts/api/multiclient.ts, docs/decisions.md "Multiclient
 * administration"). admin_bank only for the parents, children, users and rights (the router's role
 * guard); the multiclient for their own children (m-client/*). Every change runs in the router's
 * `commit` transaction with its audit row; a refused one changes nothing (routes.ts writes the
 * refusal's audit row after the rollback). Flags are computed here, never by the client.
 * A parent that would be left without an active user with full access refuses the change
 * (last-admin protection: block, delete, lowering the access level).
 */
import { randomInt } from 'node:crypto';
import {
  ALLOW_IDS,
  MODE,
  MODES,
  PERMISSIONS,
  SCREEN_GROUPS,
  type AccControlItem,
  type AccControlRow,
  type ChildAccessBody,
  type ChildAddBody,
  type ChildRow,
  type CustomerInfo,
  type LookupItem,
  type MulticlientBody,
  type MulticlientRow,
  type MuserBody,
  type MuserCreateBody,
  type MuserRow,
  type MyChild,
  MULTI_STATEMENT_TYPES,
  type MultiStatementBody,
  type MultiStatementRow,
  type ScreenGroup,
  type UserSettings,
} from '../../../../contracts/api/multiclient.ts';
import type { CurrentUser } from '../../../../contracts/api/security.ts';
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import { bankDayStart } from '../../../../contracts/bank-calendar.ts';
import { loadMulticlientRights } from '../../core/multiclient-rights.ts';
import { tashkentDate } from '../../time-format.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, isMoneyString, toMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import { loadCurrentUser } from '../security/current-user-service.ts';
import { endSessionsOf, hashUserPassword } from '../security/service.ts';
import * as repo from './repository.ts';

const allowText = (lang: Language, id: number) => t(lang, `multiclient.allow.${id}` as MessageKey);
const permissionText = (lang: Language, id: number) => t(lang, `multiclient.permission.${id}` as MessageKey);
const modeText = (lang: Language, id: number) => t(lang, `multiclient.mode.${id}` as MessageKey);
const accountStatus = (state: string) => (state === 'closed' ? 3 : 1);

const rejected = (attribute: string, key: MessageKey) => ApiError.rejected([{ attribute, key }], key);

/** 12 characters with capitals, small letters and digits (no look-alikes); shown once. */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789'];
  const all = sets.join('');
  const chars = sets.map((s) => s[randomInt(s.length)] as string);
  while (chars.length < 12) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

function parentRow(p: repo.ParentRecord, children: number, members: number): MulticlientRow {
  return {
    id: p.id,
    name: p.name,
    inn: p.inn,
    children_count: children,
    users_count: members,
    isUpdate: true,
    // The spec names no delete call for a parent: a parent is emptied (children, users) instead.
    isDelete: false,
    isCheckbox: false,
    isCreate: true,
    isSelectAllow: true,
  };
}

function childRow(c: repo.ChildRecord, lang: Language): ChildRow {
  return {
    id: c.child.id,
    organization_id: c.child.organizationId,
    children_name: c.name,
    children_customerid: c.nibbd,
    children_inn: c.inn,
    nibbd: c.nibbd,
    mfo: c.mfo,
    alias: c.child.alias,
    allowId: c.child.allowId,
    allowText: allowText(lang, c.child.allowId),
    date_reg: c.child.createdAt.toISOString().slice(0, 10),
    isDelete: true,
    isExport: true,
    isFilter: true,
  };
}

function memberRow(
  m: repo.MemberRecord,
  lang: Language,
  lastAdmin: boolean,
  temporary: string | null = null,
): MuserRow {
  const blocked = m.user.blockedAt !== null;
  return {
    id: m.user.id,
    m_client_id: m.member.multiclientId,
    username: m.user.username,
    full_name: m.user.fullName,
    email: m.member.email,
    phone: m.user.phone,
    position: m.member.position,
    allowId: m.member.allowId,
    allowText: allowText(lang, m.member.allowId),
    state: blocked ? 'blocked' : 'active',
    password_change_required: m.user.passwordChangeRequired,
    temporary_password: temporary,
    isSettings: true,
    isView: true,
    isCreate: true,
    isUpdate: true,
    isAccControl: true,
    isResetPassword: !blocked,
    isBlock: !blocked && !lastAdmin,
    isUnBlock: blocked,
    isDelete: !lastAdmin,
  };
}

function accRow(
  a: repo.AccountWithRight,
  userId: number,
  lang: Language,
  result: { ok: boolean; key?: MessageKey } | null = null,
): AccControlRow {
  const status = accountStatus(a.account.state);
  const permission = a.right?.permission ?? 0;
  const mode = a.right?.mode ?? MODE.any;
  return {
    account_id: a.account.id,
    customerid: a.organization.nibbd,
    status,
    statusTxt: t(lang, `multiclient.accountStatus.${status}` as MessageKey),
    user_id: userId,
    organization_id: a.organization.id,
    permission,
    mode,
    type: a.account.kind,
    number: a.account.number,
    mfo: a.account.mfo,
    amount: fromMinor(a.account.balance),
    currency: a.account.currency,
    percent: null,
    name: a.account.name,
    glcode: a.account.glCode,
    acc_title: a.account.name,
    acc_block: a.account.state === 'closed',
    organization: a.organization.name,
    last_turn_date: a.lastTurn === null ? null : new Date(a.lastTurn).toISOString().slice(0, 10),
    result: result === null ? null : result.ok,
    register_id: null,
    error_code: result?.key ?? null,
    error_message: result?.key === undefined ? null : t(lang, result.key),
    amount_not_more:
      a.right?.amountNotMore === null || a.right?.amountNotMore === undefined
        ? null
        : fromMinor(a.right.amountNotMore),
  };
}

export function createMulticlientService(db: Db, clock: Clock, passwordHashCost: number) {
  async function audit(tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) {
    await auditActor(tx, clock.now(), actor, action, detail);
  }

  async function parentOr404(tx: Db, id: number, lock = false) {
    const parent = await repo.findParent(tx, id, lock);
    if (parent === null) throw ApiError.notFound('multiclient.notFound');
    return parent;
  }

  async function parentView(tx: Db, parent: repo.ParentRecord): Promise<MulticlientRow> {
    const counts = await repo.countsOf(tx, [parent.id]);
    return parentRow(parent, counts.children.get(parent.id) ?? 0, counts.users.get(parent.id) ?? 0);
  }

  async function memberOr404(tx: Db, parentId: number, userId: number, lock = false) {
    const member = await repo.findMember(tx, parentId, userId, lock);
    if (member === null) throw ApiError.notFound();
    return member;
  }

  /** The user's row with the flags of the parent's users as they are now. */
  async function memberView(tx: Db, lang: Language, parentId: number, userId: number, temporary?: string) {
    const member = await memberOr404(tx, parentId, userId);
    const { rows } = await repo.listMembers(tx, parentId);
    return memberRow(member, lang, isLastAdmin(rows, userId), temporary ?? null);
  }

  function isLastAdmin(rows: readonly repo.MemberRecord[], userId: number): boolean {
    const full = rows.filter((r) => r.member.allowId === 2 && r.user.blockedAt === null);
    return full.length === 1 && full[0]?.user.id === userId;
  }

  /** Refuses a change that would leave the parent with no active user with full access. */
  async function guardLastAdmin(tx: Db, parentId: number, userId: number): Promise<void> {
    const full = await repo.fullActiveMembers(tx, parentId);
    if (full.length === 1 && full[0] === userId) throw rejected('id', 'multiclient.lastAdmin');
  }

  async function childOrgIds(tx: Db, parentId: number): Promise<number[]> {
    return (await repo.listChildren(tx, parentId)).rows.map((c) => c.child.organizationId);
  }

  function checkedRight(item: Omit<AccControlItem, 'account_id'>): { limit: bigint | null } | MessageKey {
    if (!(PERMISSIONS as readonly number[]).includes(item.permission)) return 'field.invalid';
    if (!(MODES as readonly number[]).includes(item.mode)) return 'field.invalid';
    const text = item.amount_not_more?.trim() ?? '';
    if (item.mode === MODE.limit) {
      if (!isMoneyString(text) || toMinor(text) <= 0n) return 'multiclient.limitRequired';
      return { limit: toMinor(text) };
    }
    return { limit: null };
  }

  /** Saves the rights row by row: every row answers its own result; a refused row changes nothing. */
  async function saveRights(
    tx: Db,
    actor: Actor,
    parentId: number,
    userId: number,
    items: readonly AccControlItem[],
  ): Promise<AccControlRow[]> {
    await memberOr404(tx, parentId, userId, true);
    const orgIds = await childOrgIds(tx, parentId);
    const known = new Map((await repo.accountsWithRights(tx, userId, orgIds)).map((a) => [a.account.id, a]));
    const now = clock.now();
    const results = new Map<number, { ok: boolean; key?: MessageKey }>();
    const unknown: number[] = [];
    for (const item of items) {
      const account = known.get(item.account_id);
      if (account === undefined) {
        unknown.push(item.account_id);
        continue;
      }
      if (account.account.state === 'closed') {
        results.set(item.account_id, { ok: false, key: 'multiclient.accountClosed' });
        continue;
      }
      const checked = checkedRight(item);
      if (typeof checked === 'string') {
        results.set(item.account_id, { ok: false, key: checked });
        continue;
      }
      await repo.saveAccountRight(tx, {
        userId,
        accountId: item.account_id,
        organizationId: account.organization.id,
        permission: item.permission,
        mode: item.mode,
        amountNotMore: checked.limit,
        now,
      });
      results.set(item.account_id, { ok: true });
    }
    const after = await repo.accountsWithRights(tx, userId, orgIds);
    await audit(tx, actor, 'multiclient.acc-control-save', {
      multiclientId: parentId,
      targetUserId: userId,
      saved: [...results].filter(([, r]) => r.ok).map(([id]) => id),
      refused: [...results].filter(([, r]) => !r.ok).map(([id, r]) => ({ accountId: id, key: r.key })),
      unknown,
    });
    const rows = after
      .filter((a) => results.has(a.account.id))
      .map((a) => accRow(a, userId, actor.lang, results.get(a.account.id) ?? null));
    // An account outside the parent's children is answered as a refused row without its details.
    for (const id of unknown) {
      rows.push({
        ...emptyAccRow(userId, actor.lang),
        account_id: id,
        result: false,
        error_code: 'multiclient.accountUnknown',
        error_message: t(actor.lang, 'multiclient.accountUnknown'),
      });
    }
    return rows;
  }

  return {
    // Parents

    async list(text: string | undefined, page: repo.Page): Promise<Paged<MulticlientRow>> {
      const { rows, total } = await repo.listParents(db, text, page);
      const counts = await repo.countsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        list: rows.map((r) => parentRow(r, counts.children.get(r.id) ?? 0, counts.users.get(r.id) ?? 0)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async view(id: number): Promise<MulticlientRow> {
      return parentView(db, await parentOr404(db, id));
    },

    async create(tx: Db, actor: Actor, body: MulticlientBody): Promise<MulticlientRow> {
      if ((await repo.parentByInn(tx, body.inn)) !== null) throw rejected('inn', 'multiclient.innTaken');
      const parent = await repo.insertParent(tx, body.name, body.inn, clock.now());
      await audit(tx, actor, 'multiclient.create', {
        multiclientId: parent.id,
        name: body.name,
        inn: body.inn,
      });
      return parentView(tx, parent);
    },

    async update(tx: Db, actor: Actor, id: number, body: MulticlientBody): Promise<MulticlientRow> {
      const before = await parentOr404(tx, id, true);
      const other = await repo.parentByInn(tx, body.inn);
      if (other !== null && other.id !== id) throw rejected('inn', 'multiclient.innTaken');
      await repo.updateParent(tx, id, body.name, body.inn, clock.now());
      await audit(tx, actor, 'multiclient.update', {
        multiclientId: id,
        from: { name: before.name, inn: before.inn },
        to: { name: body.name, inn: body.inn },
      });
      return parentView(tx, await parentOr404(tx, id));
    },

    // Children

    async children(id: number, page: repo.Page, lang: Language): Promise<Paged<ChildRow>> {
      await parentOr404(db, id);
      const { rows, total } = await repo.listChildren(db, id, page);
      return { list: rows.map((r) => childRow(r, lang)), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async customer(customerid: string): Promise<CustomerInfo> {
      const org = await repo.organizationByNibbd(db, customerid);
      if (org === null) throw rejected('customerid', 'multiclient.customerNotFound');
      return { customerid, name: org.name, inn: org.inn, mfo: org.mfo };
    },

    async addChild(tx: Db, actor: Actor, id: number, body: ChildAddBody): Promise<ChildRow> {
      await parentOr404(tx, id, true);
      const org = await repo.organizationByNibbd(tx, body.customerid);
      if (org === null) throw rejected('customerid', 'multiclient.customerNotFound');
      if ((await repo.childOfOrganization(tx, id, org.id)) !== null) {
        throw rejected('customerid', 'multiclient.childTaken');
      }
      const alias = body.alias?.trim() ? body.alias.trim() : null;
      const childId = await repo.insertChild(tx, {
        parentId: id,
        organizationId: org.id,
        alias,
        allowId: body.allow_id,
        now: clock.now(),
      });
      await audit(tx, actor, 'multiclient.child-add', {
        multiclientId: id,
        childId,
        organizationId: org.id,
        allowId: body.allow_id,
      });
      const row = await repo.findChild(tx, id, childId);
      if (row === null) throw ApiError.notFound();
      return childRow(row, actor.lang);
    },

    async childAccess(tx: Db, actor: Actor, id: number, childId: number, body: ChildAccessBody) {
      const before = await repo.findChild(tx, id, childId, true);
      if (before === null) throw ApiError.notFound();
      const alias = body.alias?.trim() ? body.alias.trim() : null;
      await repo.updateChild(tx, childId, alias, body.allow_id);
      await audit(tx, actor, 'multiclient.child-access', {
        multiclientId: id,
        childId,
        organizationId: before.child.organizationId,
        from: { allowId: before.child.allowId, alias: before.child.alias },
        to: { allowId: body.allow_id, alias },
      });
      const row = await repo.findChild(tx, id, childId);
      if (row === null) throw ApiError.notFound();
      return childRow(row, actor.lang);
    },

    async deleteChild(tx: Db, actor: Actor, id: number, childId: number): Promise<ChildRow> {
      const before = await repo.findChild(tx, id, childId, true);
      if (before === null) throw ApiError.notFound();
      const members = (await repo.listMembers(tx, id)).rows.map((m) => m.user.id);
      await repo.deleteChild(tx, childId, before.child.organizationId, members);
      await audit(tx, actor, 'multiclient.child-delete', {
        multiclientId: id,
        childId,
        organizationId: before.child.organizationId,
      });
      return childRow(before, actor.lang);
    },

    // Lookup lists

    allowList(lang: Language): LookupItem[] {
      return ALLOW_IDS.map((id) => ({ id, value: allowText(lang, id) }));
    },
    permissionList(lang: Language): LookupItem[] {
      return PERMISSIONS.map((id) => ({ id, value: permissionText(lang, id) }));
    },
    modeList(lang: Language): LookupItem[] {
      return MODES.map((id) => ({ id, value: modeText(lang, id) }));
    },
    childStatusList(lang: Language): LookupItem[] {
      return [1, 3].map((id) => ({ id, value: t(lang, `multiclient.accountStatus.${id}` as MessageKey) }));
    },

    // Users

    async users(id: number, page: repo.Page, lang: Language): Promise<Paged<MuserRow>> {
      await parentOr404(db, id);
      const [{ rows, total }, all] = await Promise.all([
        repo.listMembers(db, id, page),
        repo.listMembers(db, id),
      ]);
      return {
        list: rows.map((r) => memberRow(r, lang, isLastAdmin(all.rows, r.user.id))),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async user(id: number, userId: number, lang: Language): Promise<MuserRow> {
      await parentOr404(db, id);
      return memberView(db, lang, id, userId);
    },

    async createUser(tx: Db, actor: Actor, id: number, body: MuserCreateBody): Promise<MuserRow> {
      await parentOr404(tx, id, true);
      const username = body.username.trim();
      if (await repo.usernameTaken(tx, username)) throw rejected('username', 'multiclient.usernameTaken');
      const temporary = temporaryPassword();
      const userId = await repo.insertMember(tx, {
        parentId: id,
        username,
        fullName: body.full_name,
        phone: body.phone,
        email: body.email?.trim() ? body.email.trim() : null,
        position: body.position?.trim() ? body.position.trim() : null,
        allowId: body.allow_id,
        passwordHash: await hashUserPassword(temporary, passwordHashCost),
        now: clock.now(),
      });
      // Every child's screen groups open by default; account rights stay "none" until set.
      for (const orgId of await childOrgIds(tx, id)) {
        await repo.saveSettings(tx, userId, orgId, [...SCREEN_GROUPS], clock.now());
      }
      await audit(tx, actor, 'multiclient.user-create', {
        multiclientId: id,
        targetUserId: userId,
        targetUsername: username,
        allowId: body.allow_id,
      });
      return memberView(tx, actor.lang, id, userId, temporary);
    },

    async updateUser(tx: Db, actor: Actor, id: number, userId: number, body: MuserBody): Promise<MuserRow> {
      const before = await memberOr404(tx, id, userId, true);
      if (before.member.allowId === 2 && body.allow_id !== 2) await guardLastAdmin(tx, id, userId);
      const values = {
        fullName: body.full_name,
        phone: body.phone,
        email: body.email?.trim() ? body.email.trim() : null,
        position: body.position?.trim() ? body.position.trim() : null,
        allowId: body.allow_id,
      };
      await repo.updateMember(tx, userId, values);
      await audit(tx, actor, 'multiclient.user-update', {
        multiclientId: id,
        targetUserId: userId,
        from: {
          fullName: before.user.fullName,
          phone: before.user.phone,
          email: before.member.email,
          position: before.member.position,
          allowId: before.member.allowId,
        },
        to: values,
      });
      return memberView(tx, actor.lang, id, userId);
    },

    async deleteUser(tx: Db, actor: Actor, id: number, userId: number): Promise<MuserRow> {
      const before = await memberOr404(tx, id, userId, true);
      await guardLastAdmin(tx, id, userId);
      const { rows } = await repo.listMembers(tx, id);
      const answer = memberRow(before, actor.lang, isLastAdmin(rows, userId));
      const now = clock.now();
      await repo.markDeleted(tx, userId, now);
      if (before.user.blockedAt === null)
        await repo.setBlocked(tx, userId, now, actor.session.userId, 'deleted');
      await endSessionsOf(tx, userId, now);
      await audit(tx, actor, 'multiclient.user-delete', {
        multiclientId: id,
        targetUserId: userId,
        targetUsername: before.user.username,
      });
      return { ...answer, state: 'blocked' };
    },

    async resetPassword(tx: Db, actor: Actor, id: number, userId: number): Promise<MuserRow> {
      const before = await memberOr404(tx, id, userId, true);
      if (before.user.blockedAt !== null) throw rejected('id', 'multiclient.alreadyBlocked');
      const temporary = temporaryPassword();
      await repo.setPassword(tx, userId, await hashUserPassword(temporary, passwordHashCost));
      await endSessionsOf(tx, userId, clock.now());
      await audit(tx, actor, 'multiclient.user-reset-password', {
        multiclientId: id,
        targetUserId: userId,
        targetUsername: before.user.username,
      });
      return memberView(tx, actor.lang, id, userId, temporary);
    },

    async block(tx: Db, actor: Actor, id: number, userId: number): Promise<MuserRow> {
      const before = await memberOr404(tx, id, userId, true);
      if (before.user.blockedAt !== null) throw rejected('id', 'multiclient.alreadyBlocked');
      await guardLastAdmin(tx, id, userId);
      const now = clock.now();
      await repo.setBlocked(tx, userId, now, actor.session.userId, null);
      await endSessionsOf(tx, userId, now);
      await audit(tx, actor, 'multiclient.user-block', {
        multiclientId: id,
        targetUserId: userId,
        targetUsername: before.user.username,
      });
      return memberView(tx, actor.lang, id, userId);
    },

    async unblock(tx: Db, actor: Actor, id: number, userId: number): Promise<MuserRow> {
      const before = await memberOr404(tx, id, userId, true);
      if (before.user.blockedAt === null) throw rejected('id', 'multiclient.notBlocked');
      await repo.setBlocked(tx, userId, null, null, null);
      await audit(tx, actor, 'multiclient.user-unblock', {
        multiclientId: id,
        targetUserId: userId,
        targetUsername: before.user.username,
      });
      return memberView(tx, actor.lang, id, userId);
    },

    // Settings

    async settings(tx: Db, id: number, userId: number, lang: Language): Promise<UserSettings[]> {
      await memberOr404(tx, id, userId);
      const { rows: children } = await repo.listChildren(tx, id);
      const [saved, accounts] = await Promise.all([
        repo.settingsOf(tx, userId),
        repo.accountsWithRights(
          tx,
          userId,
          children.map((c) => c.child.organizationId),
        ),
      ]);
      const groupsOf = new Map(saved.map((s) => [s.organizationId, new Set(s.groups)]));
      return children.map((c) => {
        const groups = groupsOf.get(c.child.organizationId) ?? new Set<string>();
        return {
          name: c.child.alias ?? c.name,
          user_id: userId,
          organization_id: c.child.organizationId,
          allowId: c.child.allowId,
          groups: Object.fromEntries(SCREEN_GROUPS.map((g) => [g, groups.has(g)])) as Record<
            ScreenGroup,
            boolean
          >,
          accounts: accounts
            .filter((a) => a.organization.id === c.child.organizationId)
            .map((a) => {
              const permission = a.right?.permission ?? 0;
              const mode = a.right?.mode ?? MODE.any;
              return {
                account_id: a.account.id,
                name: a.account.name,
                mfo: a.account.mfo,
                account: a.account.number,
                currency: a.account.currency,
                permission,
                permissionText: permissionText(lang, permission),
                mode,
                modeText: modeText(lang, mode),
              };
            }),
        };
      });
    },

    async settingsSave(
      tx: Db,
      actor: Actor,
      id: number,
      userId: number,
      organizationId: number,
      groups: readonly ScreenGroup[],
    ): Promise<UserSettings[]> {
      await memberOr404(tx, id, userId, true);
      if (!(await childOrgIds(tx, id)).includes(organizationId)) throw ApiError.notFound();
      const unique = [...new Set(groups)];
      await repo.saveSettings(tx, userId, organizationId, unique, clock.now());
      await audit(tx, actor, 'multiclient.settings-save', {
        multiclientId: id,
        targetUserId: userId,
        organizationId,
        groups: unique,
      });
      return this.settings(tx, id, userId, actor.lang);
    },

    // Account control

    async accControl(id: number, userId: number, organizationId: number | undefined, lang: Language) {
      await memberOr404(db, id, userId);
      const orgIds = await childOrgIds(db, id);
      if (organizationId !== undefined && !orgIds.includes(organizationId)) throw ApiError.notFound();
      const rows = await repo.accountsWithRights(
        db,
        userId,
        organizationId === undefined ? orgIds : [organizationId],
      );
      return rows.map((a) => accRow(a, userId, lang));
    },

    accControlSave(tx: Db, actor: Actor, id: number, userId: number, items: readonly AccControlItem[]) {
      return saveRights(tx, actor, id, userId, items);
    },

    /** The same permission and mode on every account of every child of the parent, row by row. */
    async accControlSaveAll(
      tx: Db,
      actor: Actor,
      id: number,
      body: Omit<AccControlItem, 'account_id'> & { user_id: number },
    ) {
      await memberOr404(tx, id, body.user_id, true);
      const orgIds = await childOrgIds(tx, id);
      const accounts = await repo.accountsWithRights(tx, body.user_id, orgIds);
      const { user_id, ...right } = body;
      return saveRights(
        tx,
        actor,
        id,
        user_id,
        accounts.map((a) => ({ ...right, account_id: a.account.id })),
      );
    },

    // The multiclient's own children

    async myChildren(actor: Actor): Promise<MyChild[]> {
      const session = actor.session;
      const ids = (await scopeOf(db, session, { acrossChildren: true })) ?? [];
      const membership = await repo.membershipOf(db, session.userId);
      const children =
        membership === null ? [] : (await repo.listChildren(db, membership.multiclientId)).rows;
      const childOf = new Map(children.map((c) => [c.child.organizationId, c]));
      const orgs = await repo.organizationsByIds(db, ids);
      const current = session.actingOrganizationId ?? session.organizationId;
      return orgs.map((o) => {
        const child = childOf.get(o.id);
        const allow = child?.child.allowId ?? 2;
        return {
          organization_id: o.id,
          name: o.name,
          alias: child?.child.alias ?? null,
          inn: o.inn,
          nibbd: o.nibbd,
          mfo: o.mfo,
          allowId: allow,
          allowText: allowText(actor.lang, allow),
          is_current: o.id === current,
          isSelectAllow: o.id !== current,
        };
      });
    },

    async current(actor: Actor): Promise<MyChild | null> {
      return (await this.myChildren(actor)).find((c) => c.is_current) ?? null;
    },

    // The multi-statement across children

    multiStateList(lang: Language): LookupItem[] {
      return MULTI_STATEMENT_TYPES.map((id) => ({
        id,
        value: t(lang, `multiclient.report.${id}` as MessageKey),
      }));
    },

    /**
     * Balances and turnover (type 1) or every operation (type 2) of the accounts the user may see
     * (permission view or more) in the children whose screen groups hold "reports", across children
     * whatever child the session acts for (the report's point).
     */
    async multiStatement(actor: Actor, body: MultiStatementBody) {
      const problem = statementRangeProblem(body.date_from, body.date_to);
      if (problem !== null) throw rejected('date_to', problem);
      const membership = await repo.membershipOf(db, actor.session.userId);
      if (membership === null)
        return { type: body.type, date_from: body.date_from, date_to: body.date_to, rows: [] };
      const rights = await loadMulticlientRights(db, actor.session.userId);
      const wanted = body.organization_ids === undefined ? null : new Set(body.organization_ids);
      const orgIds = (await childOrgIds(db, membership.multiclientId)).filter(
        (o) => rights.hasGroup(o, 'reports') && (wanted === null || wanted.has(o)),
      );
      const accounts = (await repo.accountsWithRights(db, actor.session.userId, orgIds)).filter((a) =>
        rights.mayView(a.organization.id, a.account.number, a.account.mfo),
      );
      const ids = accounts.map((a) => a.account.id);
      const from = bankDayStart(body.date_from);
      const to = new Date(bankDayStart(body.date_to).getTime() + 86_400_000);
      const base = (a: repo.AccountWithRight) => ({
        organization_id: a.organization.id,
        organization: a.organization.name,
        account: a.account.number,
        mfo: a.account.mfo,
        currency: a.account.currency,
        account_name: a.account.name,
      });
      let rows: MultiStatementRow[];
      if (body.type === 1) {
        const [before, sums] = await Promise.all([
          repo.netBefore(db, ids, from),
          repo.turnovers(db, ids, from, to),
        ]);
        rows = accounts.map((a) => {
          const opening = a.account.openingBalance + (before.get(a.account.id) ?? 0n);
          const sum = sums.get(a.account.id) ?? { debit: 0n, credit: 0n };
          return {
            ...base(a),
            date: null,
            number: null,
            description: null,
            counterparty: null,
            opening: fromMinor(opening),
            debit: fromMinor(sum.debit),
            credit: fromMinor(sum.credit),
            closing: fromMinor(opening + sum.credit - sum.debit),
          };
        });
      } else {
        const byId = new Map(accounts.map((a) => [a.account.id, a]));
        const legs = await repo.movementsOf(db, ids, from, to);
        rows = legs.flatMap((leg) => {
          const a = byId.get(leg.accountId);
          if (a === undefined) return [];
          const outgoing = leg.debit > 0n;
          return [
            {
              ...base(a),
              date: tashkentDate(leg.at),
              number: leg.payment?.number ?? leg.detail?.docNumber ?? null,
              description: leg.payment?.description ?? leg.detail?.purpose ?? null,
              counterparty: outgoing
                ? (leg.payment?.rName ?? leg.detail?.name ?? null)
                : (leg.payment?.payerName ?? leg.detail?.name ?? null),
              opening: null,
              debit: fromMinor(leg.debit),
              credit: fromMinor(leg.credit),
              closing: null,
            },
          ];
        });
      }
      return { type: body.type, date_from: body.date_from, date_to: body.date_to, rows };
    },

    async select(tx: Db, actor: Actor, organizationId: number): Promise<CurrentUser> {
      const ids = (await scopeOf(tx, actor.session, { acrossChildren: true })) ?? [];
      if (!ids.includes(organizationId)) throw ApiError.notFound();
      await repo.setActingOrganization(tx, actor.session.sessionId, organizationId);
      await audit(tx, actor, 'multiclient.select-organization', {
        from: actor.session.actingOrganizationId ?? actor.session.organizationId,
        to: organizationId,
      });
      return loadCurrentUser(tx, actor.session.userId, organizationId);
    },
  };
}

function emptyAccRow(userId: number, lang: Language): AccControlRow {
  void lang;
  return {
    account_id: 0,
    customerid: '',
    status: 0,
    statusTxt: '',
    user_id: userId,
    organization_id: 0,
    permission: 0,
    mode: MODE.any,
    type: '',
    number: '',
    mfo: '',
    amount: '0.00',
    currency: '',
    percent: null,
    name: '',
    glcode: '',
    acc_title: '',
    acc_block: false,
    organization: '',
    last_turn_date: null,
    result: null,
    register_id: null,
    error_code: null,
    error_message: null,
    amount_not_more: null,
  };
}
