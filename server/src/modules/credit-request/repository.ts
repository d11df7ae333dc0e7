/**
 * Drizzle access for credit requests and issued loans. Every read takes a Scope (the organisations
 * the caller works for, or null for the bank's staff), so another organisation's id is not found.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import {
  creditRequestEvents,
  creditRequests,
  loanScheduleRows,
  loans,
} from '../../db/schema/credit-requests.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import type { Scope } from '../../plugins/scope-repository.ts';

export type RequestRow = typeof creditRequests.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
export type ScheduleRowRecord = typeof loanScheduleRows.$inferSelect;

/** GL codes of the bank's own loan accounts (kind clearing, no organisation) at the head office. */
export const LOAN_FUNDING_GL = '12401';
export const LOAN_REPAYMENT_GL = '16307';
export const HEAD_OFFICE_MFO = '00873';
/** The bank's taxpayer number as a payment's recipient inn. */
export const BANK_INN = '200833833';

const signer = alias(users, 'signer');

export interface RequestRecord {
  request: RequestRow;
  orgName: string;
  account: string;
  accountMfo: string;
  signerName: string | null;
  loanId: number | null;
}

const requestColumns = {
  request: creditRequests,
  orgName: organizations.name,
  account: accounts.number,
  accountMfo: accounts.mfo,
  signerName: signer.fullName,
  loanId: loans.id,
};

function requestRows(db: Db) {
  return db
    .select(requestColumns)
    .from(creditRequests)
    .innerJoin(organizations, eq(organizations.id, creditRequests.organizationId))
    .innerJoin(accounts, eq(accounts.id, creditRequests.accountId))
    .leftJoin(signer, eq(signer.id, creditRequests.signedBy))
    .leftJoin(loans, eq(loans.requestId, creditRequests.id));
}

/** Which requests a scope sees: its organisations', or (bank) every request once sent. */
function requestScope(scope: Scope): SQL | undefined {
  if (scope === null) return notInArray(creditRequests.status, ['draft', 'signed']);
  return scope.length === 0 ? sql`false` : inArray(creditRequests.organizationId, [...scope]);
}

export async function listRequests(
  db: Db,
  scope: Scope,
  status: string | undefined,
  page: { page: number; pageSize: number },
): Promise<{ rows: RequestRecord[]; total: number }> {
  const where = and(
    requestScope(scope),
    status === undefined ? undefined : eq(creditRequests.status, status),
  );
  const [total] = await db.select({ n: count() }).from(creditRequests).where(where);
  const rows = await requestRows(db)
    .where(where)
    .orderBy(desc(creditRequests.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function findRequest(
  db: Db,
  scope: Scope,
  id: number,
  lock = false,
): Promise<RequestRecord | null> {
  const query = requestRows(db).where(and(eq(creditRequests.id, id), requestScope(scope)));
  const [row] = lock ? await query.for('update', { of: creditRequests }) : await query;
  return row ?? null;
}

export async function insertRequest(
  tx: Db,
  values: Omit<typeof creditRequests.$inferInsert, 'number'>,
): Promise<number> {
  const [row] = await tx
    .insert(creditRequests)
    .values({ ...values, number: `tmp-${randomUUID()}` })
    .returning({ id: creditRequests.id });
  if (row === undefined) throw new Error('credit request not stored');
  await tx
    .update(creditRequests)
    .set({ number: `KZ-${String(row.id).padStart(6, '0')}` })
    .where(eq(creditRequests.id, row.id));
  return row.id;
}

export async function updateRequest(tx: Db, id: number, values: Partial<typeof creditRequests.$inferInsert>) {
  await tx.update(creditRequests).set(values).where(eq(creditRequests.id, id));
}

export async function addEvent(tx: Db, values: typeof creditRequestEvents.$inferInsert) {
  await tx.insert(creditRequestEvents).values(values);
}

export function eventsOf(db: Db, requestId: number) {
  return db
    .select({ event: creditRequestEvents, user: users.fullName })
    .from(creditRequestEvents)
    .leftJoin(users, eq(users.id, creditRequestEvents.userId))
    .where(eq(creditRequestEvents.requestId, requestId))
    .orderBy(asc(creditRequestEvents.id));
}

/** The organisation's open current soum account with this number (scope-checked), or null. */
export async function orgAccount(tx: Db, organizationId: number, number: string) {
  const [row] = await tx
    .select({ id: accounts.id, mfo: accounts.mfo })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.number, number),
        eq(accounts.kind, 'current'),
        eq(accounts.currency, 'UZS'),
        eq(accounts.state, 'open'),
      ),
    );
  return row ?? null;
}

export async function bankExists(tx: Db, mfo: string): Promise<boolean> {
  const [row] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.mfo, mfo));
  return row !== undefined;
}

/** The bank's own account with this GL code at the head office (kind clearing). */
export async function bankLoanAccount(tx: Db, glCode: string) {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.glCode, glCode), eq(accounts.kind, 'clearing'), eq(accounts.mfo, HEAD_OFFICE_MFO)))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row ?? null;
}

export async function bankName(db: Db, mfo: string): Promise<string> {
  const [row] = await db.select({ name: banks.name }).from(banks).where(eq(banks.mfo, mfo));
  return row?.name ?? '';
}

/**
 * The disbursement: the bank's funding account debited, the client's account credited — two legs
 * of one ledger transaction (balanced), both balances moved, the counterparty named for statements.
 * Accounts are locked in id order first.
 */
export async function disburse(
  tx: Db,
  input: {
    fundingAccountId: number;
    clientAccountId: number;
    amount: bigint;
    at: Date;
    docNumber: string;
    purpose: string;
    funding: { number: string; mfo: string; name: string };
  },
): Promise<string> {
  const ids = [input.fundingAccountId, input.clientAccountId].sort((a, b) => a - b);
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(asc(accounts.id))
    .for('update');
  const transactionId = randomUUID();
  await tx.insert(ledgerEntries).values([
    {
      transactionId,
      paymentId: null,
      accountId: input.fundingAccountId,
      debit: input.amount,
      credit: 0n,
      at: input.at,
    },
    {
      transactionId,
      paymentId: null,
      accountId: input.clientAccountId,
      debit: 0n,
      credit: input.amount,
      at: input.at,
    },
  ]);
  await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${input.amount}` })
    .where(eq(accounts.id, input.fundingAccountId));
  await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${input.amount}` })
    .where(eq(accounts.id, input.clientAccountId));
  await tx.insert(ledgerDetails).values({
    transactionId,
    docNumber: input.docNumber,
    counterpartyName: input.funding.name,
    counterpartyAccount: input.funding.number,
    counterpartyMfo: input.funding.mfo,
    counterpartyInn: BANK_INN,
    purpose: input.purpose,
  });
  return transactionId;
}

export async function insertLoan(
  tx: Db,
  values: Omit<typeof loans.$inferInsert, 'number'>,
  schedule: readonly Omit<typeof loanScheduleRows.$inferInsert, 'loanId'>[],
): Promise<number> {
  const [row] = await tx
    .insert(loans)
    .values({ ...values, number: `tmp-${randomUUID()}` })
    .returning({ id: loans.id });
  if (row === undefined) throw new Error('loan not stored');
  await tx
    .update(loans)
    .set({ number: `KD-${String(row.id).padStart(6, '0')}` })
    .where(eq(loans.id, row.id));
  if (schedule.length > 0)
    await tx.insert(loanScheduleRows).values(schedule.map((s) => ({ ...s, loanId: row.id })));
  return row.id;
}

export interface LoanRecord {
  loan: LoanRow;
  orgName: string;
  account: string;
  accountMfo: string;
  principalLeft: bigint;
  nextDate: string | null;
  nextAmount: bigint | null;
}

// Repayments count (core/loan-repayment-repository.ts): what is left is what the paid amounts do not cover.
const principalLeft = sql<string>`coalesce((select sum(${loanScheduleRows.principal} - ${loanScheduleRows.paidPrincipal}) from ${loanScheduleRows} where ${loanScheduleRows.loanId} = ${loans.id} and not ${loanScheduleRows.paid}), 0)`;
const nextDate = sql<
  string | null
>`(select min(${loanScheduleRows.date})::text from ${loanScheduleRows} where ${loanScheduleRows.loanId} = ${loans.id} and not ${loanScheduleRows.paid})`;
const nextAmount = sql<
  string | null
>`(select ${loanScheduleRows.total} - ${loanScheduleRows.paidPrincipal} - ${loanScheduleRows.paidInterest} from ${loanScheduleRows} where ${loanScheduleRows.loanId} = ${loans.id} and not ${loanScheduleRows.paid} order by ${loanScheduleRows.n} limit 1)`;

function loanRows(db: Db) {
  return db
    .select({
      loan: loans,
      orgName: organizations.name,
      account: accounts.number,
      accountMfo: accounts.mfo,
      principalLeft,
      nextDate,
      nextAmount,
    })
    .from(loans)
    .innerJoin(organizations, eq(organizations.id, loans.organizationId))
    .innerJoin(accounts, eq(accounts.id, loans.accountId));
}

function loanScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(loans.organizationId, [...scope]);
}

function toLoanRecord(row: {
  loan: LoanRow;
  orgName: string;
  account: string;
  accountMfo: string;
  principalLeft: string;
  nextDate: string | null;
  nextAmount: string | null;
}): LoanRecord {
  return {
    ...row,
    principalLeft: BigInt(row.principalLeft),
    nextAmount: row.nextAmount === null ? null : BigInt(row.nextAmount),
  };
}

export async function listLoans(
  db: Db,
  scope: Scope,
  status: string | undefined,
  page: { page: number; pageSize: number },
): Promise<{ rows: LoanRecord[]; total: number }> {
  const where = and(loanScope(scope), status === undefined ? undefined : eq(loans.status, status));
  const [total] = await db.select({ n: count() }).from(loans).where(where);
  const rows = await loanRows(db)
    .where(where)
    .orderBy(desc(loans.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows: rows.map(toLoanRecord), total: total?.n ?? 0 };
}

export async function findLoan(db: Db, scope: Scope, id: number): Promise<LoanRecord | null> {
  const [row] = await loanRows(db).where(and(eq(loans.id, id), loanScope(scope)));
  return row === undefined ? null : toLoanRecord(row);
}

export function scheduleOf(db: Db, loanId: number): Promise<ScheduleRowRecord[]> {
  return db
    .select()
    .from(loanScheduleRows)
    .where(eq(loanScheduleRows.loanId, loanId))
    .orderBy(asc(loanScheduleRows.n));
}
