/**
 * SQL of salary statements (always filtered by the caller's organisations): statements with their
 * contract, transit and debit accounts, rows, signatures; the contracts' transit accounts and cards;
 * the deferred report; the bank job's claim, account locks and ledger legs.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import {
  salaryCards,
  salaryStatementRows,
  salaryStatementSignatures,
  salaryStatements,
  wageContracts,
} from '../../db/schema/cards.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { outerColumn } from '../../db/outer-column.ts';

export type StatementRow = typeof salaryStatements.$inferSelect;
export type StatementLine = typeof salaryStatementRows.$inferSelect;
export type ContractRow = typeof wageContracts.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** Caller's organisations: [] = none. */
export type Scope = readonly number[];

export interface StatementRecord {
  readonly statement: StatementRow;
  readonly contractId: string;
  readonly transitAccount: string;
  readonly debitAccount: string;
  readonly signedBy: string | null;
  readonly credited: bigint;
  readonly deferred: bigint;
  readonly deferredCount: number;
}

function inScope(scope: Scope): SQL {
  if (scope.length === 0) return sql`false`;
  return inArray(salaryStatements.organizationId, [...scope]);
}

const transit = alias(accounts, 'transit');
const debit = alias(accounts, 'debit');

const liveSigner = sql<string | null>`(
  select u.full_name from salary_statement_signatures s join users u on u.id = s.user_id
  where s.statement_id = ${outerColumn(salaryStatements.id)} and s.voided_at is null order by s.id desc limit 1)`;
const sumOf = (state: string) =>
  sql<string>`(select coalesce(sum(r.amount), 0)::text from salary_statement_rows r
    where r.statement_id = ${outerColumn(salaryStatements.id)} and r.state = ${state})`;
const deferredCount = sql<number>`(select count(*)::int from salary_statement_rows r
    where r.statement_id = ${outerColumn(salaryStatements.id)} and r.state = 'deferred')`;

function records(db: Db) {
  return db
    .select({
      statement: salaryStatements,
      contractId: wageContracts.contractId,
      transitAccount: transit.number,
      debitAccount: debit.number,
      signedBy: liveSigner,
      credited: sumOf('credited'),
      deferred: sumOf('deferred'),
      deferredCount,
    })
    .from(salaryStatements)
    .innerJoin(wageContracts, eq(wageContracts.id, salaryStatements.contractId))
    .innerJoin(transit, eq(transit.id, wageContracts.transitAccountId))
    .innerJoin(debit, eq(debit.id, salaryStatements.debitAccountId));
}

type RawRecord = Awaited<ReturnType<ReturnType<typeof records>['where']>>[number];
function toRecord(r: RawRecord): StatementRecord {
  return {
    ...r,
    credited: BigInt(r.credited),
    deferred: BigInt(r.deferred),
    deferredCount: Number(r.deferredCount),
  };
}

export async function findMany(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  lock = false,
): Promise<StatementRecord[]> {
  if (ids.length === 0) return [];
  const query = records(db)
    .where(and(inArray(salaryStatements.id, [...ids]), inScope(scope)))
    .orderBy(asc(salaryStatements.id));
  const rows = lock ? await query.for('update', { of: salaryStatements }) : await query;
  return rows.map(toRecord);
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { statusId?: number | undefined; cardCode?: string | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: StatementRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.statusId === undefined ? undefined : eq(salaryStatements.statusId, filter.statusId),
    filter.cardCode === undefined ? undefined : eq(salaryStatements.cardCode, filter.cardCode),
  );
  const [total] = await db.select({ n: count() }).from(salaryStatements).where(where);
  const rows = await records(db)
    .where(where)
    .orderBy(desc(salaryStatements.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows: rows.map(toRecord), total: total?.n ?? 0 };
}

export async function findByReference(
  db: Db,
  organizationId: number,
  clientReference: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: salaryStatements.id })
    .from(salaryStatements)
    .where(
      and(
        eq(salaryStatements.organizationId, organizationId),
        eq(salaryStatements.clientReference, clientReference),
      ),
    );
  return row?.id;
}

/** The organisation's next statement number (its count + 1, as text). */
export async function nextNumber(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ n: count() })
    .from(salaryStatements)
    .where(eq(salaryStatements.organizationId, organizationId));
  return String((row?.n ?? 0) + 1);
}

export async function insertStatement(
  db: Db,
  values: typeof salaryStatements.$inferInsert,
  lines: readonly Omit<typeof salaryStatementRows.$inferInsert, 'statementId'>[],
): Promise<number> {
  const [row] = await db.insert(salaryStatements).values(values).returning({ id: salaryStatements.id });
  if (row === undefined) throw new Error('salary statement insert returned nothing');
  await db.insert(salaryStatementRows).values(lines.map((l) => ({ ...l, statementId: row.id })));
  return row.id;
}

export async function updateStatement(
  db: Db,
  id: number,
  values: Partial<typeof salaryStatements.$inferInsert>,
): Promise<void> {
  await db.update(salaryStatements).set(values).where(eq(salaryStatements.id, id));
}

export async function deleteStatement(db: Db, id: number): Promise<void> {
  await db.delete(salaryStatements).where(eq(salaryStatements.id, id));
}

export async function addSignature(
  db: Db,
  values: typeof salaryStatementSignatures.$inferInsert,
): Promise<void> {
  await db.insert(salaryStatementSignatures).values(values);
}

export function linesOf(db: Db, statementId: number): Promise<StatementLine[]> {
  return db
    .select()
    .from(salaryStatementRows)
    .where(eq(salaryStatementRows.statementId, statementId))
    .orderBy(asc(salaryStatementRows.lineNo));
}

export async function setLine(
  db: Db,
  id: number,
  values: { state: 'credited' | 'deferred'; deferredReason: string | null },
): Promise<void> {
  await db.update(salaryStatementRows).set(values).where(eq(salaryStatementRows.id, id));
}

// Contracts, transit accounts, cards --------------------------------------------------------------

export async function contractByContractId(db: Db, contractId: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(wageContracts).where(eq(wageContracts.contractId, contractId));
  return row;
}

export interface ContractAccount {
  readonly contract: ContractRow;
  readonly account: string;
  readonly balance: bigint;
  readonly activeCards: number;
  readonly deferredCount: number;
  readonly deferredAmount: bigint;
}

export async function contractAccounts(
  db: Db,
  organizationId: number,
  filter: { cardCode?: string; contractId?: string },
): Promise<ContractAccount[]> {
  const rows = await db
    .select({
      contract: wageContracts,
      account: accounts.number,
      balance: accounts.balance,
      activeCards: sql<number>`(select count(*)::int from salary_cards c
        where c.contract_id = ${outerColumn(wageContracts.id)} and c.state_code = 'active')`,
      deferredCount: sql<number>`(select count(*)::int from salary_statement_rows r
        join salary_statements s on s.id = r.statement_id
        where s.contract_id = ${outerColumn(wageContracts.id)} and r.state = 'deferred')`,
      deferredAmount: sql<string>`(select coalesce(sum(r.amount), 0)::text from salary_statement_rows r
        join salary_statements s on s.id = r.statement_id
        where s.contract_id = ${outerColumn(wageContracts.id)} and r.state = 'deferred')`,
    })
    .from(wageContracts)
    .innerJoin(accounts, eq(accounts.id, wageContracts.transitAccountId))
    .where(
      and(
        eq(wageContracts.organizationId, organizationId),
        filter.cardCode === undefined ? undefined : eq(wageContracts.cardCode, filter.cardCode),
        filter.contractId === undefined ? undefined : eq(wageContracts.contractId, filter.contractId),
      ),
    )
    .orderBy(asc(wageContracts.id));
  return rows.map((r) => ({
    ...r,
    activeCards: Number(r.activeCards),
    deferredCount: Number(r.deferredCount),
    deferredAmount: BigInt(r.deferredAmount),
  }));
}

export interface CardRecord {
  readonly cardId: number;
  readonly organizationId: number;
  readonly contractId: number | null;
  readonly stateCode: string;
  readonly panMasked: string;
  readonly fullName: string;
  readonly cardAccount: string;
  readonly cardAccountId: number;
}

function cardRecords(db: Db) {
  return db
    .select({
      cardId: salaryCards.id,
      organizationId: salaryCards.organizationId,
      contractId: salaryCards.contractId,
      stateCode: salaryCards.stateCode,
      panMasked: salaryCards.panMasked,
      fullName: salaryCards.fullName,
      cardAccount: accounts.number,
      cardAccountId: accounts.id,
    })
    .from(salaryCards)
    .innerJoin(accounts, eq(accounts.id, salaryCards.cardAccountId));
}

/** The cards active on a contract (what a statement built from the list may pay). */
export function activeCardsOf(db: Db, contractId: number): Promise<CardRecord[]> {
  return cardRecords(db)
    .where(and(eq(salaryCards.contractId, contractId), eq(salaryCards.stateCode, 'active')))
    .orderBy(asc(salaryCards.fullName), asc(salaryCards.id));
}

export function cardsByIds(db: Db, organizationId: number, ids: readonly number[]): Promise<CardRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cardRecords(db).where(
    and(eq(salaryCards.organizationId, organizationId), inArray(salaryCards.id, [...ids])),
  );
}

export function cardsByTokens(
  db: Db,
  organizationId: number,
  tokens: readonly string[],
): Promise<(CardRecord & { panToken: string })[]> {
  if (tokens.length === 0) return Promise.resolve([]);
  return db
    .select({
      cardId: salaryCards.id,
      organizationId: salaryCards.organizationId,
      contractId: salaryCards.contractId,
      stateCode: salaryCards.stateCode,
      panMasked: salaryCards.panMasked,
      fullName: salaryCards.fullName,
      cardAccount: accounts.number,
      cardAccountId: accounts.id,
      panToken: salaryCards.panToken,
    })
    .from(salaryCards)
    .innerJoin(accounts, eq(accounts.id, salaryCards.cardAccountId))
    .where(and(eq(salaryCards.organizationId, organizationId), inArray(salaryCards.panToken, [...tokens])));
}

/** The organisation's open soum current accounts (salaries are paid from them). */
export function debitAccounts(db: Db, organizationId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.kind, 'current'),
        eq(accounts.currency, 'UZS'),
        eq(accounts.state, 'open'),
      ),
    )
    .orderBy(asc(accounts.id));
}

// Deferred report -------------------------------------------------------------------------------------

export async function deferred(
  db: Db,
  organizationId: number,
  filter: { cardCode: string; contractId?: string | undefined },
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(salaryStatements.organizationId, organizationId),
    eq(salaryStatements.cardCode, filter.cardCode),
    eq(salaryStatementRows.state, 'deferred'),
    filter.contractId === undefined ? undefined : eq(wageContracts.contractId, filter.contractId),
  );
  const [total] = await db
    .select({ n: count() })
    .from(salaryStatementRows)
    .innerJoin(salaryStatements, eq(salaryStatements.id, salaryStatementRows.statementId))
    .innerJoin(wageContracts, eq(wageContracts.id, salaryStatements.contractId))
    .where(where);
  const rows = await db
    .select({ line: salaryStatementRows, statement: salaryStatements })
    .from(salaryStatementRows)
    .innerJoin(salaryStatements, eq(salaryStatements.id, salaryStatementRows.statementId))
    .innerJoin(wageContracts, eq(wageContracts.id, salaryStatements.contractId))
    .where(where)
    .orderBy(desc(salaryStatements.id), asc(salaryStatementRows.lineNo))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

// The bank's job --------------------------------------------------------------------------------------

export async function claimDue(db: Db, sentStatus: number): Promise<StatementRow | null> {
  const [row] = await db
    .select()
    .from(salaryStatements)
    .where(eq(salaryStatements.statusId, sentStatus))
    .orderBy(asc(salaryStatements.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function contractById(db: Db, id: number): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(wageContracts).where(eq(wageContracts.id, id));
  return row;
}

/** The rows still pending with their card's state, contract and account. */
export function pendingLines(db: Db, statementId: number) {
  return db
    .select({
      line: salaryStatementRows,
      stateCode: salaryCards.stateCode,
      cardContractId: salaryCards.contractId,
      cardAccountId: salaryCards.cardAccountId,
    })
    .from(salaryStatementRows)
    .innerJoin(salaryCards, eq(salaryCards.id, salaryStatementRows.cardId))
    .where(and(eq(salaryStatementRows.statementId, statementId), eq(salaryStatementRows.state, 'pending')))
    .orderBy(asc(salaryStatementRows.lineNo));
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
  from: AccountRow,
  to: AccountRow,
  amount: bigint,
  at: Date,
  detail: { docNumber: string; purpose: string },
): Promise<void> {
  await db.insert(ledgerEntries).values([
    { transactionId, accountId: from.id, debit: amount, credit: 0n, at },
    { transactionId, accountId: to.id, debit: 0n, credit: amount, at },
  ]);
  await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}` })
    .where(eq(accounts.id, from.id));
  await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(eq(accounts.id, to.id));
  await db.insert(ledgerDetails).values({
    transactionId,
    docNumber: detail.docNumber,
    counterpartyName: to.name,
    counterpartyAccount: to.number,
    counterpartyMfo: to.mfo,
    purpose: detail.purpose,
  });
}

/** Test kit: every ledger leg of a statement's execution. */
export function legsOf(db: Db, statementId: number) {
  return db
    .select({
      transactionId: ledgerEntries.transactionId,
      accountId: ledgerEntries.accountId,
      debit: ledgerEntries.debit,
      credit: ledgerEntries.credit,
    })
    .from(ledgerEntries)
    .where(
      sql`${ledgerEntries.transactionId} like ${`salary-${statementId}-%`} or ${ledgerEntries.transactionId} = ${`salary-${statementId}`}`,
    )
    .orderBy(asc(ledgerEntries.id));
}
