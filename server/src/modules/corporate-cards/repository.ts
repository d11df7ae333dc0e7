/**
 * SQL of corporate card orders: the orders (always filtered by the caller's organisations, or every
 * organisation for bank staff), their logs and signatures, the accounts they are ordered on, and
 * the bank job's claims.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  corporateCardOrderLogs,
  corporateCardOrderSignatures,
  corporateCardOrders,
} from '../../db/schema/corporate-cards.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import type { Scope } from '../../plugins/scope-repository.ts';

export type OrderRow = typeof corporateCardOrders.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export interface OrderRecord {
  readonly order: OrderRow;
  readonly orgName: string;
  readonly signedBy: string | null;
}

function inScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(corporateCardOrders.organizationId, [...scope]);
}

const liveSigner = sql<string | null>`(
  select u.full_name from corporate_card_order_signatures s join users u on u.id = s.user_id
  where s.order_id = ${corporateCardOrders.id} and s.voided_at is null order by s.id desc limit 1)`;

const recordColumns = { order: corporateCardOrders, orgName: organizations.name, signedBy: liveSigner };

function records(db: Db) {
  return db
    .select(recordColumns)
    .from(corporateCardOrders)
    .innerJoin(organizations, eq(organizations.id, corporateCardOrders.organizationId));
}

export async function findMany(db: Db, scope: Scope, ids: readonly number[], lock = false) {
  if (ids.length === 0) return [];
  const query = records(db)
    .where(and(inArray(corporateCardOrders.id, [...ids]), inScope(scope)))
    .orderBy(asc(corporateCardOrders.id));
  return lock ? query.for('update', { of: corporateCardOrders }) : query;
}

export async function findByReference(db: Db, organizationId: number, clientReference: string) {
  const [row] = await db
    .select({ id: corporateCardOrders.id })
    .from(corporateCardOrders)
    .where(
      and(
        eq(corporateCardOrders.organizationId, organizationId),
        eq(corporateCardOrders.clientReference, clientReference),
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
    filter.statusId === undefined ? undefined : eq(corporateCardOrders.statusId, filter.statusId),
  );
  const [total] = await db.select({ n: count() }).from(corporateCardOrders).where(where);
  const rows = await records(db)
    .where(where)
    .orderBy(desc(corporateCardOrders.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Issued cards of the scope, newest first. */
export function issued(db: Db, scope: Scope) {
  return records(db)
    .where(and(inScope(scope), eq(corporateCardOrders.statusId, 4)))
    .orderBy(desc(corporateCardOrders.processedAt), desc(corporateCardOrders.id));
}

/** A client account (current or corporate card) with this number, any organisation. */
export async function accountByNumber(db: Db, number: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.number, number), inArray(accounts.kind, ['current', 'corp_card'])));
  return row;
}

export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The organisation's open current and corporate card accounts. */
export function openAccounts(db: Db, organizationId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        inArray(accounts.kind, ['current', 'corp_card']),
        eq(accounts.state, 'open'),
      ),
    )
    .orderBy(asc(accounts.currency), asc(accounts.number));
}

export async function nextNumber(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${corporateCardOrders.number}::int), 0)::int` })
    .from(corporateCardOrders)
    .where(eq(corporateCardOrders.organizationId, organizationId));
  return String((row?.n ?? 0) + 1);
}

export async function insertOrder(db: Db, values: typeof corporateCardOrders.$inferInsert): Promise<number> {
  const [row] = await db.insert(corporateCardOrders).values(values).returning({ id: corporateCardOrders.id });
  if (row === undefined) throw new Error('card order insert returned nothing');
  return row.id;
}

export async function updateOrder(
  db: Db,
  id: number,
  values: Partial<typeof corporateCardOrders.$inferInsert>,
): Promise<void> {
  await db.update(corporateCardOrders).set(values).where(eq(corporateCardOrders.id, id));
}

export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.delete(corporateCardOrders).where(eq(corporateCardOrders.id, id));
}

export async function addLog(db: Db, values: typeof corporateCardOrderLogs.$inferInsert): Promise<void> {
  await db.insert(corporateCardOrderLogs).values(values);
}

export function logsOf(db: Db, orderId: number) {
  return db
    .select({
      id: corporateCardOrderLogs.id,
      action: corporateCardOrderLogs.action,
      user: users.fullName,
      statusId: corporateCardOrderLogs.statusId,
      version: corporateCardOrderLogs.version,
      at: corporateCardOrderLogs.at,
    })
    .from(corporateCardOrderLogs)
    .leftJoin(users, eq(users.id, corporateCardOrderLogs.userId))
    .where(eq(corporateCardOrderLogs.orderId, orderId))
    .orderBy(asc(corporateCardOrderLogs.id));
}

export async function addSignature(
  db: Db,
  values: typeof corporateCardOrderSignatures.$inferInsert,
): Promise<void> {
  await db.insert(corporateCardOrderSignatures).values(values);
}

export async function voidSignatures(db: Db, orderId: number, at: Date): Promise<number> {
  const rows = await db
    .update(corporateCardOrderSignatures)
    .set({ voidedAt: at })
    .where(
      and(eq(corporateCardOrderSignatures.orderId, orderId), isNull(corporateCardOrderSignatures.voidedAt)),
    )
    .returning({ id: corporateCardOrderSignatures.id });
  return rows.length;
}

export function liveSignatures(db: Db, orderId: number) {
  return db
    .select()
    .from(corporateCardOrderSignatures)
    .where(
      and(eq(corporateCardOrderSignatures.orderId, orderId), isNull(corporateCardOrderSignatures.voidedAt)),
    );
}

// The bank job ---------------------------------------------------------------------------------

/** The oldest Sent order no other transaction holds (FOR UPDATE SKIP LOCKED). */
export async function claimSent(db: Db, sentStatus: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(corporateCardOrders)
    .where(eq(corporateCardOrders.statusId, sentStatus))
    .orderBy(asc(corporateCardOrders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function tokenTaken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: corporateCardOrders.id })
    .from(corporateCardOrders)
    .where(eq(corporateCardOrders.cardToken, token));
  return row !== undefined;
}

/** Whether the order's holder (same organisation and phone) already holds an issued card of the product. */
export async function holderHasCard(db: Db, order: OrderRow): Promise<boolean> {
  const [row] = await db
    .select({ id: corporateCardOrders.id })
    .from(corporateCardOrders)
    .where(
      and(
        eq(corporateCardOrders.organizationId, order.organizationId),
        eq(corporateCardOrders.phone, order.phone),
        eq(corporateCardOrders.productCode, order.productCode),
        eq(corporateCardOrders.statusId, 4),
      ),
    )
    .limit(1);
  return row !== undefined;
}
