/**
 * SQL of salary card orders and the salary project: contracts, cards, orders (always filtered by
 * the caller's organisations), their signatures and change log, the bank job's claims and the
 * card accounts it opens, and the staff's card list across organisations.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  salaryCards,
  wageCardOrders,
  wageContracts,
  wageOrderLogs,
  wageOrderSignatures,
} from '../../db/schema/cards.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { outerColumn } from '../../db/outer-column.ts';

export type OrderRow = typeof wageCardOrders.$inferSelect;
export type ContractRow = typeof wageContracts.$inferSelect;
export type CardRow = typeof salaryCards.$inferSelect;

/** Caller's organisations: [] = none. */
export type Scope = readonly number[];

export interface OrderRecord {
  readonly order: OrderRow;
  readonly orgName: string;
  readonly contractId: string;
  readonly signedBy: string | null;
}

function inScope(scope: Scope): SQL {
  if (scope.length === 0) return sql`false`;
  return inArray(wageCardOrders.organizationId, [...scope]);
}

const liveSigner = sql<string | null>`(
  select u.full_name from wage_order_signatures s join users u on u.id = s.user_id
  where s.order_id = ${outerColumn(wageCardOrders.id)} and s.voided_at is null order by s.id desc limit 1)`;

function records(db: Db) {
  return db
    .select({
      order: wageCardOrders,
      orgName: organizations.name,
      contractId: wageContracts.contractId,
      signedBy: liveSigner,
    })
    .from(wageCardOrders)
    .innerJoin(organizations, eq(organizations.id, wageCardOrders.organizationId))
    .innerJoin(wageContracts, eq(wageContracts.id, wageCardOrders.contractId));
}

export async function findMany(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  lock = false,
): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const query = records(db)
    .where(and(inArray(wageCardOrders.id, [...ids]), inScope(scope)))
    .orderBy(asc(wageCardOrders.id));
  return lock ? query.for('update', { of: wageCardOrders }) : query;
}

export async function findByReference(
  db: Db,
  organizationId: number,
  clientReference: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: wageCardOrders.id })
    .from(wageCardOrders)
    .where(
      and(
        eq(wageCardOrders.organizationId, organizationId),
        eq(wageCardOrders.clientReference, clientReference),
      ),
    );
  return row?.id;
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { statusId?: number | undefined; cardCode?: string | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: OrderRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.statusId === undefined ? undefined : eq(wageCardOrders.statusId, filter.statusId),
    filter.cardCode === undefined ? undefined : eq(wageCardOrders.cardCode, filter.cardCode),
  );
  const [total] = await db.select({ n: count() }).from(wageCardOrders).where(where);
  const rows = await records(db)
    .where(where)
    .orderBy(desc(wageCardOrders.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function insertOrder(db: Db, values: typeof wageCardOrders.$inferInsert): Promise<number> {
  const [row] = await db.insert(wageCardOrders).values(values).returning({ id: wageCardOrders.id });
  if (row === undefined) throw new Error('wage order insert returned nothing');
  return row.id;
}

export async function updateOrder(
  db: Db,
  id: number,
  values: Partial<typeof wageCardOrders.$inferInsert>,
): Promise<void> {
  await db.update(wageCardOrders).set(values).where(eq(wageCardOrders.id, id));
}

export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.delete(wageCardOrders).where(eq(wageCardOrders.id, id));
}

export async function addLog(db: Db, values: typeof wageOrderLogs.$inferInsert): Promise<void> {
  await db.insert(wageOrderLogs).values(values);
}

export function logsOf(db: Db, orderId: number) {
  return db
    .select({ log: wageOrderLogs, user: users.fullName })
    .from(wageOrderLogs)
    .leftJoin(users, eq(users.id, wageOrderLogs.userId))
    .where(eq(wageOrderLogs.orderId, orderId))
    .orderBy(asc(wageOrderLogs.id));
}

export async function addSignature(db: Db, values: typeof wageOrderSignatures.$inferInsert): Promise<void> {
  await db.insert(wageOrderSignatures).values(values);
}

export async function voidSignatures(db: Db, orderId: number, at: Date): Promise<number> {
  const rows = await db
    .update(wageOrderSignatures)
    .set({ voidedAt: at })
    .where(and(eq(wageOrderSignatures.orderId, orderId), isNull(wageOrderSignatures.voidedAt)))
    .returning({ id: wageOrderSignatures.id });
  return rows.length;
}

// Contracts and cards ---------------------------------------------------------------------------

export async function contractByContractId(db: Db, contractId: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(wageContracts).where(eq(wageContracts.contractId, contractId));
  return row;
}

export function contractsOf(db: Db, organizationId: number, cardCode?: string) {
  return db
    .select({
      contract: wageContracts,
      account: accounts.number,
      mfo: accounts.mfo,
      cards: sql<number>`(select count(*)::int from salary_cards c where c.contract_id = ${outerColumn(wageContracts.id)})`,
    })
    .from(wageContracts)
    .innerJoin(accounts, eq(accounts.id, wageContracts.transitAccountId))
    .where(
      and(
        eq(wageContracts.organizationId, organizationId),
        cardCode === undefined ? undefined : eq(wageContracts.cardCode, cardCode),
      ),
    )
    .orderBy(asc(wageContracts.cardCode), asc(wageContracts.id));
}

/** Per card code: open orders (Created, Signed, Sent, Ready) of an organisation. */
export function openOrderCounts(db: Db, organizationId: number, openStatuses: readonly number[]) {
  return db
    .select({ cardCode: wageCardOrders.cardCode, n: count() })
    .from(wageCardOrders)
    .where(
      and(
        eq(wageCardOrders.organizationId, organizationId),
        inArray(wageCardOrders.statusId, [...openStatuses]),
      ),
    )
    .groupBy(wageCardOrders.cardCode);
}

export function cardsOfContract(db: Db, contractRowId: number, state?: string) {
  return db
    .select({ card: salaryCards, account: accounts.number })
    .from(salaryCards)
    .innerJoin(accounts, eq(accounts.id, salaryCards.cardAccountId))
    .where(
      and(
        eq(salaryCards.contractId, contractRowId),
        state === undefined ? undefined : eq(salaryCards.stateCode, state),
      ),
    )
    .orderBy(asc(salaryCards.id));
}

export async function cardById(db: Db, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(salaryCards).where(eq(salaryCards.id, id));
  return row;
}

export async function cardByToken(db: Db, token: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(salaryCards).where(eq(salaryCards.panToken, token));
  return row;
}

export async function updateCard(
  db: Db,
  id: number,
  values: Partial<typeof salaryCards.$inferInsert>,
): Promise<void> {
  await db.update(salaryCards).set(values).where(eq(salaryCards.id, id));
}

/** Another order of the same passport in the organisation with a card issued or under way. */
export async function samePassportElsewhere(
  db: Db,
  order: OrderRow,
  liveStatuses: readonly number[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: wageCardOrders.id })
    .from(wageCardOrders)
    .where(
      and(
        eq(wageCardOrders.organizationId, order.organizationId),
        eq(wageCardOrders.mode, 'passport'),
        eq(wageCardOrders.documentSeries, order.documentSeries ?? ''),
        eq(wageCardOrders.documentNumber, order.documentNumber ?? ''),
        sql`${wageCardOrders.id} <> ${order.id}`,
        inArray(wageCardOrders.statusId, [...liveStatuses]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// The bank-processing job ------------------------------------------------------------------------

export async function claimDue(db: Db, sentStatus: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(wageCardOrders)
    .where(eq(wageCardOrders.statusId, sentStatus))
    .orderBy(asc(wageCardOrders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function contractRowById(db: Db, id: number): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(wageContracts).where(eq(wageContracts.id, id));
  return row;
}

export async function orgMfo(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ mfo: organizations.mfo })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (row === undefined) throw new Error('organisation not found');
  return row.mfo;
}

/** Opens an employee's card account (gl 22618, no organisation: the employee's own). */
export async function openCardAccount(
  db: Db,
  values: { number: string; mfo: string; name: string; openingDate: string },
): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({
      number: values.number,
      mfo: values.mfo,
      name: values.name,
      currency: 'UZS',
      kind: 'employee_card',
      glCode: '22618',
      openingDate: values.openingDate,
    })
    .returning({ id: accounts.id });
  if (row === undefined) throw new Error('card account insert returned nothing');
  return row.id;
}

export async function insertCard(db: Db, values: typeof salaryCards.$inferInsert): Promise<number> {
  const [row] = await db.insert(salaryCards).values(values).returning({ id: salaryCards.id });
  if (row === undefined) throw new Error('salary card insert returned nothing');
  return row.id;
}

// The staff's card list ---------------------------------------------------------------------------

export interface CardListFilter {
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  readonly phone?: string | undefined;
  readonly state?: string | undefined;
  readonly organization?: string | undefined;
}

export async function cardList(db: Db, filter: CardListFilter, page: { page: number; pageSize: number }) {
  const org = filter.organization?.trim();
  const where = and(
    filter.from === undefined ? undefined : gte(salaryCards.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(salaryCards.createdAt, filter.to),
    filter.phone === undefined ? undefined : eq(salaryCards.phone, filter.phone),
    filter.state === undefined ? undefined : eq(salaryCards.stateCode, filter.state),
    org === undefined || org === ''
      ? undefined
      : or(ilike(organizations.name, `%${org.replace(/[%_\\]/g, '\\$&')}%`), eq(organizations.inn, org)),
  );
  const [total] = await db
    .select({ n: count() })
    .from(salaryCards)
    .innerJoin(organizations, eq(organizations.id, salaryCards.organizationId))
    .where(where);
  const rows = await db
    .select({ card: salaryCards, orgName: organizations.name, orgInn: organizations.inn })
    .from(salaryCards)
    .innerJoin(organizations, eq(organizations.id, salaryCards.organizationId))
    .where(where)
    .orderBy(desc(salaryCards.createdAt), desc(salaryCards.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}
