/**
 * SQL of utility payments: the reference catalogue (groups, suppliers, settlements), the payments
 * (always filtered by the caller's organisations), their signatures, the templates, and the bank
 * job's claims and ledger legs (processing.ts says how it stays safe).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import {
  munisGroups,
  munisPayments,
  munisSettlements,
  munisSignatures,
  munisSuppliers,
  munisTemplates,
} from '../../db/schema/munis.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';

export type PaymentRow = typeof munisPayments.$inferSelect;
export type SupplierRow = typeof munisSuppliers.$inferSelect;
export type SettlementRow = typeof munisSettlements.$inferSelect;
export type GroupRow = typeof munisGroups.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type TemplateRow = typeof munisTemplates.$inferSelect;

export interface PaymentRecord {
  readonly payment: PaymentRow;
  readonly orgName: string;
  readonly orgInn: string;
  readonly supplier: SupplierRow;
  readonly settlement: SettlementRow;
  readonly signedBy: string | null;
}

/** Caller's organisations: null = every one (never for munis), [] = none. */
export type Scope = readonly number[];

function inScope(scope: Scope): SQL {
  if (scope.length === 0) return sql`false`;
  return inArray(munisPayments.organizationId, [...scope]);
}

const liveSigner = sql<string | null>`(
  select u.full_name from munis_signatures s join users u on u.id = s.user_id
  where s.payment_id = ${munisPayments.id} and s.voided_at is null order by s.id desc limit 1)`;

const recordColumns = {
  payment: munisPayments,
  orgName: organizations.name,
  orgInn: organizations.inn,
  supplier: munisSuppliers,
  settlement: munisSettlements,
  signedBy: liveSigner,
};

function records(db: Db) {
  return db
    .select(recordColumns)
    .from(munisPayments)
    .innerJoin(organizations, eq(organizations.id, munisPayments.organizationId))
    .innerJoin(munisSuppliers, eq(munisSuppliers.id, munisPayments.supplierId))
    .innerJoin(munisSettlements, eq(munisSettlements.id, munisPayments.settlementId));
}

export async function findMany(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  lock = false,
): Promise<PaymentRecord[]> {
  if (ids.length === 0) return [];
  const query = records(db)
    .where(and(inArray(munisPayments.id, [...ids]), inScope(scope)))
    .orderBy(asc(munisPayments.id));
  return lock ? query.for('update', { of: munisPayments }) : query;
}

export async function findByReference(
  db: Db,
  organizationId: number,
  clientReference: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: munisPayments.id })
    .from(munisPayments)
    .where(
      and(
        eq(munisPayments.organizationId, organizationId),
        eq(munisPayments.clientReference, clientReference),
      ),
    );
  return row?.id;
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { statusId?: number | undefined; supplierId?: number | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: PaymentRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.statusId === undefined ? undefined : eq(munisPayments.statusId, filter.statusId),
    filter.supplierId === undefined ? undefined : eq(munisPayments.supplierId, filter.supplierId),
  );
  const [total] = await db.select({ n: count() }).from(munisPayments).where(where);
  const rows = await records(db)
    .where(where)
    .orderBy(desc(munisPayments.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

// Catalogue --------------------------------------------------------------------------------------

export function groups(db: Db): Promise<GroupRow[]> {
  return db.select().from(munisGroups).orderBy(asc(munisGroups.sort), asc(munisGroups.id));
}

export function suppliers(db: Db): Promise<SupplierRow[]> {
  return db.select().from(munisSuppliers).orderBy(asc(munisSuppliers.sort), asc(munisSuppliers.id));
}

export function settlements(db: Db): Promise<SettlementRow[]> {
  return db
    .select()
    .from(munisSettlements)
    .orderBy(asc(munisSettlements.supplierId), asc(munisSettlements.id));
}

export async function supplierById(db: Db, id: number): Promise<SupplierRow | undefined> {
  const [row] = await db.select().from(munisSuppliers).where(eq(munisSuppliers.id, id));
  return row;
}

export async function settlementById(db: Db, id: number): Promise<SettlementRow | undefined> {
  const [row] = await db.select().from(munisSettlements).where(eq(munisSettlements.id, id));
  return row;
}

export async function groupById(db: Db, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(munisGroups).where(eq(munisGroups.id, id));
  return row;
}

export async function saveGroup(
  db: Db,
  id: number | undefined,
  values: Omit<typeof munisGroups.$inferInsert, 'id'>,
  supplierIds: readonly number[],
): Promise<number> {
  let groupId = id;
  if (groupId === undefined) {
    const [row] = await db.insert(munisGroups).values(values).returning({ id: munisGroups.id });
    if (row === undefined) throw new Error('munis group insert returned nothing');
    groupId = row.id;
  } else {
    await db.update(munisGroups).set(values).where(eq(munisGroups.id, groupId));
  }
  await db.update(munisSuppliers).set({ groupId: null }).where(eq(munisSuppliers.groupId, groupId));
  if (supplierIds.length > 0)
    await db
      .update(munisSuppliers)
      .set({ groupId })
      .where(inArray(munisSuppliers.id, [...supplierIds]));
  return groupId;
}

export async function countSuppliers(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(munisSuppliers)
    .where(inArray(munisSuppliers.id, [...ids]));
  return row?.n ?? 0;
}

// Accounts ---------------------------------------------------------------------------------------

export async function accountByNumber(db: Db, number: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.number, number), eq(accounts.kind, 'current')));
  return row;
}

export function soumAccounts(db: Db, organizationId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.kind, 'current'),
        eq(accounts.state, 'open'),
        eq(accounts.currency, 'UZS'),
      ),
    )
    .orderBy(asc(accounts.number));
}

// Payments ---------------------------------------------------------------------------------------

export async function nextNumber(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${munisPayments.number}::int), 0)::int` })
    .from(munisPayments)
    .where(eq(munisPayments.organizationId, organizationId));
  return String((row?.n ?? 0) + 1);
}

export async function insertPayment(db: Db, values: typeof munisPayments.$inferInsert): Promise<number> {
  const [row] = await db.insert(munisPayments).values(values).returning({ id: munisPayments.id });
  if (row === undefined) throw new Error('munis payment insert returned nothing');
  return row.id;
}

export async function updatePayment(
  db: Db,
  id: number,
  values: Partial<typeof munisPayments.$inferInsert>,
): Promise<void> {
  await db.update(munisPayments).set(values).where(eq(munisPayments.id, id));
}

export async function deletePayment(db: Db, id: number): Promise<void> {
  await db.delete(munisPayments).where(eq(munisPayments.id, id));
}

export async function addSignature(db: Db, values: typeof munisSignatures.$inferInsert): Promise<void> {
  await db.insert(munisSignatures).values(values);
}

export async function voidSignatures(db: Db, paymentId: number, at: Date): Promise<number> {
  const rows = await db
    .update(munisSignatures)
    .set({ voidedAt: at })
    .where(and(eq(munisSignatures.paymentId, paymentId), isNull(munisSignatures.voidedAt)))
    .returning({ id: munisSignatures.id });
  return rows.length;
}

export function liveSignatures(db: Db, paymentId: number) {
  return db
    .select()
    .from(munisSignatures)
    .where(and(eq(munisSignatures.paymentId, paymentId), isNull(munisSignatures.voidedAt)));
}

// Templates --------------------------------------------------------------------------------------

const templateColumns = { template: munisTemplates, supplier: munisSuppliers, settlement: munisSettlements };
export interface TemplateRecord {
  readonly template: TemplateRow;
  readonly supplier: SupplierRow;
  readonly settlement: SettlementRow;
}

function templateRecords(db: Db) {
  return db
    .select(templateColumns)
    .from(munisTemplates)
    .innerJoin(munisSuppliers, eq(munisSuppliers.id, munisTemplates.supplierId))
    .innerJoin(munisSettlements, eq(munisSettlements.id, munisTemplates.settlementId));
}

export function templates(db: Db, organizationId: number): Promise<TemplateRecord[]> {
  return templateRecords(db)
    .where(eq(munisTemplates.organizationId, organizationId))
    .orderBy(asc(munisSuppliers.sort), asc(munisTemplates.id));
}

export async function templateFor(
  db: Db,
  organizationId: number,
  supplierId: number,
  settlementId: number,
): Promise<TemplateRecord | undefined> {
  const [row] = await templateRecords(db).where(
    and(
      eq(munisTemplates.organizationId, organizationId),
      eq(munisTemplates.supplierId, supplierId),
      eq(munisTemplates.settlementId, settlementId),
    ),
  );
  return row;
}

export async function upsertTemplate(db: Db, values: typeof munisTemplates.$inferInsert): Promise<void> {
  await db
    .insert(munisTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [munisTemplates.organizationId, munisTemplates.supplierId, munisTemplates.settlementId],
      set: {
        debitAccount: values.debitAccount,
        amount: values.amount,
        purpose: values.purpose,
        fields: values.fields,
        createdBy: values.createdBy,
        updatedAt: values.updatedAt,
      },
    });
}

export async function deleteTemplate(db: Db, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(munisTemplates)
    .where(and(eq(munisTemplates.id, id), eq(munisTemplates.organizationId, organizationId)))
    .returning({ id: munisTemplates.id });
  return rows.length > 0;
}

// The bank-processing job ------------------------------------------------------------------------

/** The oldest Sent payment no other transaction holds (FOR UPDATE SKIP LOCKED). */
export async function claimDue(db: Db, sentStatus: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(munisPayments)
    .where(eq(munisPayments.statusId, sentStatus))
    .orderBy(asc(munisPayments.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Where a supplier's money goes: its open account here, else the bank's correspondent account. */
export async function creditAccountFor(db: Db, supplier: SupplierRow): Promise<number | null> {
  const [own] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.number, supplier.account), eq(accounts.mfo, supplier.mfo), eq(accounts.state, 'open')),
    );
  if (own !== undefined) return own.id;
  const [correspondent] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.kind, 'correspondent'))
    .orderBy(asc(accounts.id))
    .limit(1);
  return correspondent?.id ?? null;
}

/** Locks the accounts FOR UPDATE in id order (two processors never deadlock); answers them. */
export function lockAccounts(db: Db, ids: readonly number[]): Promise<AccountRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, unique))
    .orderBy(asc(accounts.id))
    .for('update');
}

/** One ledger transaction of two legs (debit equals credit), the balances and the statement detail. */
export async function move(
  db: Db,
  transactionId: string,
  debit: AccountRow,
  credit: AccountRow,
  amount: bigint,
  at: Date,
  detail: { docNumber: string; purpose: string; name: string; account: string; mfo: string },
): Promise<void> {
  await db.insert(ledgerEntries).values([
    { transactionId, accountId: debit.id, debit: amount, credit: 0n, at },
    { transactionId, accountId: credit.id, debit: 0n, credit: amount, at },
  ]);
  await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}` })
    .where(eq(accounts.id, debit.id));
  await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(eq(accounts.id, credit.id));
  await db.insert(ledgerDetails).values({
    transactionId,
    docNumber: detail.docNumber,
    counterpartyName: detail.name,
    counterpartyAccount: detail.account,
    counterpartyMfo: detail.mfo,
    purpose: detail.purpose,
  });
}

/** Test kit: the ledger legs of a payment's execution. */
export function legsOf(db: Db, paymentId: number) {
  return db
    .select({ accountId: ledgerEntries.accountId, debit: ledgerEntries.debit, credit: ledgerEntries.credit })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, `munis-${paymentId}`))
    .orderBy(asc(ledgerEntries.id));
}
