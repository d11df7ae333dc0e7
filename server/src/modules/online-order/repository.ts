/**
 * SQL of online account orders: the orders (always filtered by the caller's organisations), their
 * logs and signatures, and the bank job's claim and the account it opens (accounts read by
 * /accounts: the account is inserted here, once, with the order's account_id set in the same
 * transaction).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountOrderLogs, accountOrderSignatures, accountOrders } from '../../db/schema/account-orders.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import type { Scope } from '../../plugins/scope-repository.ts';

export type OrderRow = typeof accountOrders.$inferSelect;
export interface OrderRecord {
  readonly order: OrderRow;
  readonly orgName: string;
  readonly accountNumber: string | null;
  readonly signedBy: string | null;
}

function inScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(accountOrders.organizationId, [...scope]);
}

const liveSigner = sql<string | null>`(
  select u.full_name from account_order_signatures s join users u on u.id = s.user_id
  where s.order_id = ${accountOrders.id} and s.voided_at is null order by s.id desc limit 1)`;

const recordColumns = {
  order: accountOrders,
  orgName: organizations.name,
  accountNumber: accounts.number,
  signedBy: liveSigner,
};

function records(db: Db) {
  return db
    .select(recordColumns)
    .from(accountOrders)
    .innerJoin(organizations, eq(organizations.id, accountOrders.organizationId))
    .leftJoin(accounts, eq(accounts.id, accountOrders.accountId));
}

export async function findMany(db: Db, scope: Scope, ids: readonly number[], lock = false) {
  if (ids.length === 0) return [];
  const query = records(db)
    .where(and(inArray(accountOrders.id, [...ids]), inScope(scope)))
    .orderBy(asc(accountOrders.id));
  return lock ? query.for('update', { of: accountOrders }) : query;
}

export async function findByReference(db: Db, organizationId: number, clientReference: string) {
  const [row] = await db
    .select({ id: accountOrders.id })
    .from(accountOrders)
    .where(
      and(
        eq(accountOrders.organizationId, organizationId),
        eq(accountOrders.clientReference, clientReference),
      ),
    );
  return row?.id;
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { statusId?: number | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: OrderRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.statusId === undefined ? undefined : eq(accountOrders.statusId, filter.statusId),
  );
  const [total] = await db.select({ n: count() }).from(accountOrders).where(where);
  const rows = await records(db)
    .where(where)
    .orderBy(desc(accountOrders.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function nextNumber(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${accountOrders.number}::int), 0)::int` })
    .from(accountOrders)
    .where(eq(accountOrders.organizationId, organizationId));
  return String((row?.n ?? 0) + 1);
}

export async function insertOrder(db: Db, values: typeof accountOrders.$inferInsert): Promise<number> {
  const [row] = await db.insert(accountOrders).values(values).returning({ id: accountOrders.id });
  if (row === undefined) throw new Error('account order insert returned nothing');
  return row.id;
}

export async function updateOrder(
  db: Db,
  id: number,
  values: Partial<typeof accountOrders.$inferInsert>,
): Promise<void> {
  await db.update(accountOrders).set(values).where(eq(accountOrders.id, id));
}

export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.delete(accountOrders).where(eq(accountOrders.id, id));
}

export async function addLog(db: Db, values: typeof accountOrderLogs.$inferInsert): Promise<void> {
  await db.insert(accountOrderLogs).values(values);
}

export function logsOf(db: Db, orderId: number) {
  return db
    .select({
      id: accountOrderLogs.id,
      action: accountOrderLogs.action,
      user: users.fullName,
      statusId: accountOrderLogs.statusId,
      version: accountOrderLogs.version,
      at: accountOrderLogs.at,
    })
    .from(accountOrderLogs)
    .leftJoin(users, eq(users.id, accountOrderLogs.userId))
    .where(eq(accountOrderLogs.orderId, orderId))
    .orderBy(asc(accountOrderLogs.id));
}

export async function addSignature(
  db: Db,
  values: typeof accountOrderSignatures.$inferInsert,
): Promise<void> {
  await db.insert(accountOrderSignatures).values(values);
}

export async function voidSignatures(db: Db, orderId: number, at: Date): Promise<number> {
  const rows = await db
    .update(accountOrderSignatures)
    .set({ voidedAt: at })
    .where(and(eq(accountOrderSignatures.orderId, orderId), isNull(accountOrderSignatures.voidedAt)))
    .returning({ id: accountOrderSignatures.id });
  return rows.length;
}

export function liveSignatures(db: Db, orderId: number) {
  return db
    .select()
    .from(accountOrderSignatures)
    .where(and(eq(accountOrderSignatures.orderId, orderId), isNull(accountOrderSignatures.voidedAt)));
}

// The bank job ---------------------------------------------------------------------------------

/**
 * Registration of accounts (docs/decisions.md "Registration of accounts"): while an active step is
 * configured, a sent order waits until the contact centre took its application and marked every
 * active step done; with no active step every sent order is processed as before.
 */
const registrationCleared = sql`(
  not exists (select 1 from registration_steps s where s.active)
  or exists (select 1 from registration_applications a
    where a.order_id = ${accountOrders.id} and a.state <> 'rejected'
      and not exists (select 1 from registration_steps s where s.active
        and not exists (select 1 from registration_step_marks m
          where m.order_id = a.order_id and m.step_id = s.id))))`;

export async function claimSent(db: Db, sentStatus: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(accountOrders)
    .where(and(eq(accountOrders.statusId, sentStatus), isNull(accountOrders.accountId), registrationCleared))
    .orderBy(asc(accountOrders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/**
 * The order's organisation, locked FOR UPDATE: two jobs opening accounts of one organisation take
 * turns, so the second sees the first's account before choosing its sequence.
 */
export async function lockOrganization(db: Db, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row;
}

/** The organisation's accounts of a kind and currency: open ones counted, every sequence used. */
export async function accountsOfKind(db: Db, organizationId: number, kind: string, currency: string) {
  return db
    .select({ number: accounts.number, state: accounts.state })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.kind, kind),
        eq(accounts.currency, currency),
      ),
    );
}

/** Every account number of the organisation (the next sequence must not clash with any). */
export async function accountNumbersOf(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .select({ number: accounts.number })
    .from(accounts)
    .where(eq(accounts.organizationId, organizationId));
  return rows.map((r) => r.number);
}

export async function insertAccount(db: Db, values: typeof accounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  if (row === undefined) throw new Error('account insert returned nothing');
  return row.id;
}

/** Test kit: how many accounts carry this number. */
export async function countAccounts(db: Db, number: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.number, number));
  return row?.n ?? 0;
}
