/** Drizzle access for multiclient administration (db/schema/multiclients.ts). SQL only here. */
import { and, asc, count, eq, gte, ilike, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import { movementColumns } from '../../core/ledger-repository.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import type { Db } from '../../db/client.ts';
import {
  multiclientChildren,
  multiclientUserAccounts,
  multiclientUsers,
  multiclientUserSettings,
  multiclients,
} from '../../db/schema/multiclients.ts';
import { accounts, ledgerEntries, payments } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { sessions } from '../../db/schema/security.ts';
import { userOrganizations, users } from '../../db/schema/users.ts';

export type ParentRecord = typeof multiclients.$inferSelect;

export interface Page {
  readonly page: number;
  readonly pageSize: number;
}

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Parents

export async function listParents(db: Db, text: string | undefined, page: Page) {
  const search = text?.trim();
  const where =
    search === undefined || search === ''
      ? undefined
      : or(ilike(multiclients.name, containing(search)), ilike(multiclients.inn, containing(search)));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(multiclients)
      .where(where)
      .orderBy(asc(multiclients.name), asc(multiclients.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(multiclients).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findParent(db: Db, id: number, lock = false): Promise<ParentRecord | null> {
  const query = db.select().from(multiclients).where(eq(multiclients.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function parentByInn(db: Db, inn: string): Promise<ParentRecord | null> {
  const [row] = await db.select().from(multiclients).where(eq(multiclients.inn, inn));
  return row ?? null;
}

export async function insertParent(db: Db, name: string, inn: string, now: Date): Promise<ParentRecord> {
  const [row] = await db
    .insert(multiclients)
    .values({ name, inn, createdAt: now, updatedAt: now })
    .returning();
  if (row === undefined) throw new Error('multiclient insert returned nothing');
  return row;
}

export async function updateParent(db: Db, id: number, name: string, inn: string, now: Date): Promise<void> {
  await db.update(multiclients).set({ name, inn, updatedAt: now }).where(eq(multiclients.id, id));
}

/** Children and (not deleted) users per parent. */
export async function countsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { children: new Map<number, number>(), users: new Map<number, number>() };
  const [children, members] = await Promise.all([
    db
      .select({ id: multiclientChildren.multiclientId, n: count() })
      .from(multiclientChildren)
      .where(inArray(multiclientChildren.multiclientId, [...ids]))
      .groupBy(multiclientChildren.multiclientId),
    db
      .select({ id: multiclientUsers.multiclientId, n: count() })
      .from(multiclientUsers)
      .where(and(inArray(multiclientUsers.multiclientId, [...ids]), isNull(multiclientUsers.deletedAt)))
      .groupBy(multiclientUsers.multiclientId),
  ]);
  return {
    children: new Map(children.map((r) => [r.id, r.n])),
    users: new Map(members.map((r) => [r.id, r.n])),
  };
}

// Children

const childColumns = {
  child: multiclientChildren,
  name: organizations.name,
  inn: organizations.inn,
  nibbd: organizations.nibbd,
  mfo: organizations.mfo,
};

export async function listChildren(db: Db, parentId: number, page?: Page) {
  const where = eq(multiclientChildren.multiclientId, parentId);
  const query = db
    .select(childColumns)
    .from(multiclientChildren)
    .innerJoin(organizations, eq(organizations.id, multiclientChildren.organizationId))
    .where(where)
    .orderBy(asc(organizations.name), asc(multiclientChildren.id));
  const [rows, [total]] = await Promise.all([
    page === undefined ? query : query.limit(page.pageSize).offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(multiclientChildren).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type ChildRecord = Awaited<ReturnType<typeof listChildren>>['rows'][number];

export async function findChild(db: Db, parentId: number, childId: number, lock = false) {
  const query = db
    .select(childColumns)
    .from(multiclientChildren)
    .innerJoin(organizations, eq(organizations.id, multiclientChildren.organizationId))
    .where(and(eq(multiclientChildren.multiclientId, parentId), eq(multiclientChildren.id, childId)));
  const [row] = await (lock ? query.for('update', { of: multiclientChildren }) : query);
  return row ?? null;
}

export async function organizationByNibbd(db: Db, nibbd: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.nibbd, nibbd));
  return row ?? null;
}

export async function childOfOrganization(db: Db, parentId: number, organizationId: number) {
  const [row] = await db
    .select({ id: multiclientChildren.id })
    .from(multiclientChildren)
    .where(
      and(
        eq(multiclientChildren.multiclientId, parentId),
        eq(multiclientChildren.organizationId, organizationId),
      ),
    );
  return row ?? null;
}

export async function insertChild(
  db: Db,
  values: { parentId: number; organizationId: number; alias: string | null; allowId: number; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(multiclientChildren)
    .values({
      multiclientId: values.parentId,
      organizationId: values.organizationId,
      alias: values.alias,
      allowId: values.allowId,
      createdAt: values.now,
    })
    .returning({ id: multiclientChildren.id });
  if (row === undefined) throw new Error('child insert returned nothing');
  return row.id;
}

export async function updateChild(db: Db, id: number, alias: string | null, allowId: number): Promise<void> {
  await db.update(multiclientChildren).set({ alias, allowId }).where(eq(multiclientChildren.id, id));
}

/** Removes the child and every right the parent's users had in it. */
export async function deleteChild(db: Db, id: number, organizationId: number, userIds: readonly number[]) {
  if (userIds.length > 0) {
    await db
      .delete(multiclientUserAccounts)
      .where(
        and(
          inArray(multiclientUserAccounts.userId, [...userIds]),
          eq(multiclientUserAccounts.organizationId, organizationId),
        ),
      );
    await db
      .delete(multiclientUserSettings)
      .where(
        and(
          inArray(multiclientUserSettings.userId, [...userIds]),
          eq(multiclientUserSettings.organizationId, organizationId),
        ),
      );
    // A user who had chosen this child goes back to acting for no chosen child.
    await db
      .update(sessions)
      .set({ actingOrganizationId: null })
      .where(and(inArray(sessions.userId, [...userIds]), eq(sessions.actingOrganizationId, organizationId)));
  }
  await db.delete(multiclientChildren).where(eq(multiclientChildren.id, id));
}

// Users

const memberColumns = {
  member: multiclientUsers,
  user: {
    id: users.id,
    username: users.username,
    fullName: users.fullName,
    phone: users.phone,
    blockedAt: users.blockedAt,
    passwordChangeRequired: users.passwordChangeRequired,
  },
};

export async function listMembers(db: Db, parentId: number, page?: Page) {
  const where = and(eq(multiclientUsers.multiclientId, parentId), isNull(multiclientUsers.deletedAt));
  const query = db
    .select(memberColumns)
    .from(multiclientUsers)
    .innerJoin(users, eq(users.id, multiclientUsers.userId))
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id));
  const [rows, [total]] = await Promise.all([
    page === undefined ? query : query.limit(page.pageSize).offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(multiclientUsers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type MemberRecord = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export async function findMember(db: Db, parentId: number, userId: number, lock = false) {
  const query = db
    .select(memberColumns)
    .from(multiclientUsers)
    .innerJoin(users, eq(users.id, multiclientUsers.userId))
    .where(
      and(
        eq(multiclientUsers.multiclientId, parentId),
        eq(multiclientUsers.userId, userId),
        isNull(multiclientUsers.deletedAt),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** Active (not blocked, not deleted) members with full access; locked, so two removals cannot race. */
export async function fullActiveMembers(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: multiclientUsers.userId })
    .from(multiclientUsers)
    .innerJoin(users, eq(users.id, multiclientUsers.userId))
    .where(
      and(
        eq(multiclientUsers.multiclientId, parentId),
        isNull(multiclientUsers.deletedAt),
        eq(multiclientUsers.allowId, 2),
        isNull(users.blockedAt),
      ),
    )
    .for('update');
  return rows.map((r) => r.id);
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row !== undefined;
}

export async function insertMember(
  db: Db,
  values: {
    parentId: number;
    username: string;
    fullName: string;
    phone: string;
    email: string | null;
    position: string | null;
    allowId: number;
    passwordHash: string;
    now: Date;
  },
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      username: values.username,
      fullName: values.fullName,
      role: 'multiclient',
      passwordHash: values.passwordHash,
      passwordChangeRequired: true,
      phone: values.phone,
      createdAt: values.now,
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('user insert returned nothing');
  await db.insert(multiclientUsers).values({
    userId: user.id,
    multiclientId: values.parentId,
    email: values.email,
    position: values.position,
    allowId: values.allowId,
    createdAt: values.now,
  });
  return user.id;
}

export async function updateMember(
  db: Db,
  userId: number,
  values: { fullName: string; phone: string; email: string | null; position: string | null; allowId: number },
): Promise<void> {
  await db.update(users).set({ fullName: values.fullName, phone: values.phone }).where(eq(users.id, userId));
  await db
    .update(multiclientUsers)
    .set({ email: values.email, position: values.position, allowId: values.allowId })
    .where(eq(multiclientUsers.userId, userId));
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangeRequired: true }).where(eq(users.id, userId));
}

export async function setBlocked(
  db: Db,
  userId: number,
  at: Date | null,
  by: number | null,
  reason: string | null,
) {
  await db
    .update(users)
    .set({ blockedAt: at, blockedBy: by, blockedReason: reason })
    .where(eq(users.id, userId));
}

export async function markDeleted(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(multiclientUsers).set({ deletedAt: now }).where(eq(multiclientUsers.userId, userId));
  await db.delete(multiclientUserAccounts).where(eq(multiclientUserAccounts.userId, userId));
  await db.delete(multiclientUserSettings).where(eq(multiclientUserSettings.userId, userId));
  await db.delete(userOrganizations).where(eq(userOrganizations.userId, userId));
}

// Settings and account control

export async function settingsOf(db: Db, userId: number) {
  return db.select().from(multiclientUserSettings).where(eq(multiclientUserSettings.userId, userId));
}

export async function saveSettings(
  db: Db,
  userId: number,
  organizationId: number,
  groups: string[],
  now: Date,
) {
  await db
    .insert(multiclientUserSettings)
    .values({ userId, organizationId, groups, updatedAt: now })
    .onConflictDoUpdate({
      target: [multiclientUserSettings.userId, multiclientUserSettings.organizationId],
      set: { groups, updatedAt: now },
    });
}

const CLIENT_KINDS = ['current', 'corp_card'];

/** The client accounts of these organisations with the user's rights on each (none: no row). */
export async function accountsWithRights(db: Db, userId: number, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return [];
  const lastTurn = db
    .select({ accountId: ledgerEntries.accountId, at: max(ledgerEntries.at).as('last_at') })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId)
    .as('last_turn');
  return db
    .select({
      account: accounts,
      organization: { id: organizations.id, name: organizations.name, nibbd: organizations.nibbd },
      right: {
        permission: multiclientUserAccounts.permission,
        mode: multiclientUserAccounts.mode,
        amountNotMore: multiclientUserAccounts.amountNotMore,
      },
      lastTurn: lastTurn.at,
    })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .leftJoin(
      multiclientUserAccounts,
      and(eq(multiclientUserAccounts.accountId, accounts.id), eq(multiclientUserAccounts.userId, userId)),
    )
    .leftJoin(lastTurn, eq(lastTurn.accountId, accounts.id))
    .where(and(inArray(accounts.organizationId, [...organizationIds]), inArray(accounts.kind, CLIENT_KINDS)))
    .orderBy(asc(organizations.name), asc(accounts.number));
}

export type AccountWithRight = Awaited<ReturnType<typeof accountsWithRights>>[number];

export async function saveAccountRight(
  db: Db,
  values: {
    userId: number;
    accountId: number;
    organizationId: number;
    permission: number;
    mode: number;
    amountNotMore: bigint | null;
    now: Date;
  },
): Promise<void> {
  const set = {
    permission: values.permission,
    mode: values.mode,
    amountNotMore: values.amountNotMore,
    organizationId: values.organizationId,
    updatedAt: values.now,
  };
  await db
    .insert(multiclientUserAccounts)
    .values({ userId: values.userId, accountId: values.accountId, ...set })
    .onConflictDoUpdate({
      target: [multiclientUserAccounts.userId, multiclientUserAccounts.accountId],
      set,
    });
}

// The multiclient user's own view

export async function membershipOf(db: Db, userId: number) {
  const [row] = await db
    .select({ multiclientId: multiclientUsers.multiclientId, allowId: multiclientUsers.allowId })
    .from(multiclientUsers)
    .where(and(eq(multiclientUsers.userId, userId), isNull(multiclientUsers.deletedAt)));
  return row ?? null;
}

export async function setActingOrganization(
  db: Db,
  sessionId: number,
  organizationId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ actingOrganizationId: organizationId, organizationId })
    .where(eq(sessions.id, sessionId));
}

export async function organizationsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(organizations)
    .where(inArray(organizations.id, [...ids]))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

// The multi-statement (reads of the ledger)

const net = sql<string>`coalesce(sum(${ledgerEntries.credit} - ${ledgerEntries.debit}), 0)`;

/** Ledger net (credits − debits) per account before `before`. */
export async function netBefore(db: Db, ids: readonly number[], before: Date): Promise<Map<number, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerEntries.accountId, net })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.accountId, [...ids]), lt(ledgerEntries.at, before)))
    .groupBy(ledgerEntries.accountId);
  return new Map(rows.map((r) => [r.id, BigInt(r.net)]));
}

/** Debit and credit turnover per account in [from, to). */
export async function turnovers(db: Db, ids: readonly number[], from: Date, to: Date) {
  if (ids.length === 0) return new Map<number, { debit: bigint; credit: bigint }>();
  const rows = await db
    .select({
      id: ledgerEntries.accountId,
      debit: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(inArray(ledgerEntries.accountId, [...ids]), gte(ledgerEntries.at, from), lt(ledgerEntries.at, to)),
    )
    .groupBy(ledgerEntries.accountId);
  return new Map(rows.map((r) => [r.id, { debit: BigInt(r.debit), credit: BigInt(r.credit) }]));
}

/** The legs of these accounts in [from, to), oldest first, with what names their counterparty. */
export async function movementsOf(db: Db, ids: readonly number[], from: Date, to: Date) {
  if (ids.length === 0) return [];
  return db
    .select({ ...movementColumns, accountId: ledgerEntries.accountId })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(
      and(inArray(ledgerEntries.accountId, [...ids]), gte(ledgerEntries.at, from), lt(ledgerEntries.at, to)),
    )
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id))
    .limit(MOVEMENTS_MAX);
}

/** At most this many operations in one multi-statement (a year of every child's accounts stays well under). */
export const MOVEMENTS_MAX = 20_000;
