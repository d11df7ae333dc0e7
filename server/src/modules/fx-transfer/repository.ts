/**
 * SQL of transfers between own foreign-currency accounts: the documents (always filtered by the
 * caller's organisations), their logs and signatures, the accounts and rates they use, and the
 * bank job's claims and ledger legs (processing.ts says how it stays safe).
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerDetails, currencyRates } from '../../db/schema/accounts-history.ts';
import { fxTransferLogs, fxTransferSignatures, fxTransfers } from '../../db/schema/fx-transfers.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import type { Scope } from '../../plugins/scope-repository.ts';

export type TransferRow = typeof fxTransfers.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export interface TransferRecord {
  readonly transfer: TransferRow;
  readonly orgName: string;
}

function inScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(fxTransfers.organizationId, [...scope]);
}

const recordColumns = { transfer: fxTransfers, orgName: organizations.name };

export async function findMany(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  lock = false,
): Promise<TransferRecord[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(recordColumns)
    .from(fxTransfers)
    .innerJoin(organizations, eq(organizations.id, fxTransfers.organizationId))
    .where(and(inArray(fxTransfers.id, [...ids]), inScope(scope)))
    .orderBy(asc(fxTransfers.id));
  return lock ? query.for('update', { of: fxTransfers }) : query;
}

export async function findByReference(
  db: Db,
  organizationId: number,
  clientReference: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: fxTransfers.id })
    .from(fxTransfers)
    .where(
      and(eq(fxTransfers.organizationId, organizationId), eq(fxTransfers.clientReference, clientReference)),
    );
  return row?.id;
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { statusId?: number | undefined; kind?: string | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: TransferRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.statusId === undefined ? undefined : eq(fxTransfers.statusId, filter.statusId),
    filter.kind === undefined ? undefined : eq(fxTransfers.kind, filter.kind),
  );
  const [total] = await db.select({ n: count() }).from(fxTransfers).where(where);
  const rows = await db
    .select(recordColumns)
    .from(fxTransfers)
    .innerJoin(organizations, eq(organizations.id, fxTransfers.organizationId))
    .where(where)
    .orderBy(desc(fxTransfers.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** The client account with this number (any organisation: the service judges the scope). */
export async function accountByNumber(db: Db, number: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.number, number), eq(accounts.kind, 'current')));
  return row;
}

/** The open foreign-currency current accounts of these organisations. */
export function foreignAccounts(db: Db, organizationIds: readonly number[]): Promise<AccountRow[]> {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(accounts)
    .where(
      and(
        inArray(accounts.organizationId, [...organizationIds]),
        eq(accounts.kind, 'current'),
        eq(accounts.state, 'open'),
        ne(accounts.currency, 'UZS'),
      ),
    )
    .orderBy(asc(accounts.currency), asc(accounts.number));
}

/** The latest rate of `code` on or before `day`. */
export async function rateOn(
  db: Db,
  code: string,
  day: string,
): Promise<{ day: string; clientBuy: bigint; clientSell: bigint } | undefined> {
  const [row] = await db
    .select({
      day: currencyRates.day,
      clientBuy: currencyRates.clientBuy,
      clientSell: currencyRates.clientSell,
    })
    .from(currencyRates)
    .where(and(eq(currencyRates.code, code), lte(currencyRates.day, day)))
    .orderBy(desc(currencyRates.day))
    .limit(1);
  return row;
}

export async function nextNumber(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ n: count() })
    .from(fxTransfers)
    .where(eq(fxTransfers.organizationId, organizationId));
  return String((row?.n ?? 0) + 1);
}

export async function insertTransfer(db: Db, values: typeof fxTransfers.$inferInsert): Promise<number> {
  const [row] = await db.insert(fxTransfers).values(values).returning({ id: fxTransfers.id });
  if (row === undefined) throw new Error('fx transfer insert returned nothing');
  return row.id;
}

export async function updateTransfer(
  db: Db,
  id: number,
  values: Partial<typeof fxTransfers.$inferInsert>,
): Promise<void> {
  await db.update(fxTransfers).set(values).where(eq(fxTransfers.id, id));
}

export async function deleteTransfer(db: Db, id: number): Promise<void> {
  await db.delete(fxTransfers).where(eq(fxTransfers.id, id));
}

export async function addLog(db: Db, values: typeof fxTransferLogs.$inferInsert): Promise<void> {
  await db.insert(fxTransferLogs).values(values);
}

export function logsOf(db: Db, transferId: number) {
  return db
    .select({
      id: fxTransferLogs.id,
      action: fxTransferLogs.action,
      user: users.fullName,
      statusId: fxTransferLogs.statusId,
      version: fxTransferLogs.version,
      comment: fxTransferLogs.comment,
      at: fxTransferLogs.at,
    })
    .from(fxTransferLogs)
    .leftJoin(users, eq(users.id, fxTransferLogs.userId))
    .where(eq(fxTransferLogs.transferId, transferId))
    .orderBy(asc(fxTransferLogs.id));
}

export async function addSignature(db: Db, values: typeof fxTransferSignatures.$inferInsert): Promise<void> {
  await db.insert(fxTransferSignatures).values(values);
}

export async function voidSignatures(db: Db, transferId: number, at: Date): Promise<number> {
  const rows = await db
    .update(fxTransferSignatures)
    .set({ voidedAt: at })
    .where(and(eq(fxTransferSignatures.transferId, transferId), isNull(fxTransferSignatures.voidedAt)))
    .returning({ id: fxTransferSignatures.id });
  return rows.length;
}

/** Live (not voided) signatures of a transfer, for tests and the detail. */
export function liveSignatures(db: Db, transferId: number) {
  return db
    .select()
    .from(fxTransferSignatures)
    .where(and(eq(fxTransferSignatures.transferId, transferId), isNull(fxTransferSignatures.voidedAt)));
}

// The bank-processing job --------------------------------------------------------------------

/** The oldest Sent transfer due by `day` that no other transaction holds (FOR UPDATE SKIP LOCKED). */
export async function claimDue(db: Db, sentStatus: number, day: string): Promise<TransferRow | null> {
  const [row] = await db
    .select()
    .from(fxTransfers)
    .where(and(eq(fxTransfers.statusId, sentStatus), lte(fxTransfers.valueDate, day)))
    .orderBy(asc(fxTransfers.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** The bank's position account in `currency`, if it keeps one. */
export async function positionAccount(db: Db, currency: string): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, 'position'), eq(accounts.currency, currency), eq(accounts.state, 'open')))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
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

/**
 * One ledger transaction `transactionId` of two legs (debit equals credit) and the balances, with
 * the detail a statement names the counterparty by.
 */
export async function move(
  db: Db,
  transactionId: string,
  debit: AccountRow,
  credit: AccountRow,
  amount: bigint,
  at: Date,
  detail: { docNumber: string; purpose: string },
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
    counterpartyName: credit.name,
    counterpartyAccount: credit.number,
    counterpartyMfo: credit.mfo,
    purpose: detail.purpose,
  });
}

/** Test kit: the ledger legs of a transfer's execution. */
export function legsOf(db: Db, transferId: number) {
  return db
    .select({
      transactionId: ledgerEntries.transactionId,
      accountId: ledgerEntries.accountId,
      currency: accounts.currency,
      debit: ledgerEntries.debit,
      credit: ledgerEntries.credit,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(sql`${ledgerEntries.transactionId} like ${`fx-${transferId}-%`}`)
    .orderBy(asc(ledgerEntries.id));
}

/** Test kit and seed: an account by id. */
export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}
