/** SQL of currency buy/sell requests (service.ts holds the rules). */
import { randomUUID } from 'node:crypto';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { madeByImportFile } from '../../core/import-repository.ts';
import type { Db } from '../../db/client.ts';
import { currencies, currencyRates, ledgerDetails } from '../../db/schema/accounts-history.ts';
import { fxDealLogs, fxDealSignatures, fxDeals } from '../../db/schema/fx-deals.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { outerColumn } from '../../db/outer-column.ts';

export type DealRow = typeof fxDeals.$inferSelect;
export type DealInsert = typeof fxDeals.$inferInsert;
export type AccountRow = typeof accounts.$inferSelect;

const soumAccount = aliasedTable(accounts, 'soum_account');
const fxAccount = aliasedTable(accounts, 'fx_account');

const signerName = sql<string | null>`(select ${users.fullName} from ${fxDealSignatures}
  join ${users} on ${users.id} = ${fxDealSignatures.userId}
  where ${fxDealSignatures.dealId} = ${outerColumn(fxDeals.id)} and ${fxDealSignatures.voidedAt} is null
  order by ${fxDealSignatures.id} desc limit 1)`;

const recordColumns = {
  deal: fxDeals,
  orgName: organizations.name,
  orgInn: organizations.inn,
  orgDualControl: organizations.dualControl,
  soumAccount: soumAccount.number,
  soumMfo: soumAccount.mfo,
  fxAccount: fxAccount.number,
  fxMfo: fxAccount.mfo,
  signedBy: signerName,
};

export interface DealRecord {
  readonly deal: DealRow;
  readonly orgName: string;
  readonly orgInn: string;
  readonly orgDualControl: boolean;
  readonly soumAccount: string;
  readonly soumMfo: string;
  readonly fxAccount: string;
  readonly fxMfo: string;
  readonly signedBy: string | null;
}

export interface DealWhere {
  readonly ids?: readonly number[];
  /** null: every organisation. */
  readonly orgIds: readonly number[] | null;
  /** Only requests the bank has received (Sent and later, Returned and Rejected included). */
  readonly sentOnly: boolean;
  readonly type?: string;
  readonly statusId?: number;
  readonly currency?: string;
  readonly organization?: string;
  /** Only the requests an exchange import file made (its upid_file). */
  readonly importFile?: string;
}

function whereOf(w: DealWhere): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (w.ids !== undefined) parts.push(inArray(fxDeals.id, [...w.ids]));
  if (w.orgIds !== null)
    parts.push(w.orgIds.length === 0 ? sql`false` : inArray(fxDeals.organizationId, [...w.orgIds]));
  if (w.sentOnly) parts.push(gte(fxDeals.statusId, 3));
  if (w.type !== undefined) parts.push(eq(fxDeals.type, w.type));
  if (w.statusId !== undefined) parts.push(eq(fxDeals.statusId, w.statusId));
  if (w.currency !== undefined) parts.push(eq(fxDeals.currency, w.currency));
  if (w.organization !== undefined && w.organization !== '') {
    const like = `%${w.organization.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(organizations.name, like), ilike(organizations.inn, like)));
  }
  if (w.importFile !== undefined)
    parts.push(madeByImportFile('exchange', w.importFile, fxDeals.id, fxDeals.organizationId));
  return and(...parts);
}

function baseQuery(db: Db) {
  return db
    .select(recordColumns)
    .from(fxDeals)
    .innerJoin(organizations, eq(organizations.id, fxDeals.organizationId))
    .innerJoin(soumAccount, eq(soumAccount.id, fxDeals.soumAccountId))
    .innerJoin(fxAccount, eq(fxAccount.id, fxDeals.fxAccountId));
}

export async function dealRecords(
  db: Db,
  where: DealWhere,
  page?: { page: number; pageSize: number },
): Promise<DealRecord[]> {
  const q = baseQuery(db).where(whereOf(where)).orderBy(desc(fxDeals.id)).$dynamic();
  if (page !== undefined) q.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  return q;
}

/** The requests locked for an action (FOR UPDATE of the request rows). */
export async function lockedRecords(tx: Db, ids: readonly number[], where: DealWhere): Promise<DealRecord[]> {
  await tx
    .select({ id: fxDeals.id })
    .from(fxDeals)
    .where(inArray(fxDeals.id, [...ids]))
    .orderBy(asc(fxDeals.id))
    .for('update');
  return baseQuery(tx)
    .where(whereOf({ ...where, ids }))
    .orderBy(asc(fxDeals.id));
}

export async function countDeals(db: Db, where: DealWhere): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fxDeals)
    .innerJoin(organizations, eq(organizations.id, fxDeals.organizationId))
    .where(whereOf(where));
  return row?.n ?? 0;
}

export async function dealByReference(tx: Db, orgId: number, reference: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: fxDeals.id })
    .from(fxDeals)
    .where(and(eq(fxDeals.organizationId, orgId), eq(fxDeals.clientReference, reference)));
  return row?.id;
}

export async function insertDeal(tx: Db, values: DealInsert): Promise<number> {
  const [row] = await tx.insert(fxDeals).values(values).returning({ id: fxDeals.id });
  if (row === undefined) throw new Error('fx deal not inserted');
  return row.id;
}

export async function updateDeal(tx: Db, id: number, values: Partial<DealInsert>): Promise<void> {
  await tx.update(fxDeals).set(values).where(eq(fxDeals.id, id));
}

export async function deleteDeal(tx: Db, id: number): Promise<void> {
  await tx.delete(fxDeals).where(eq(fxDeals.id, id));
}

/** The next number of an organisation's requests. */
/**
 * The organisation's next request number: one more than the highest numeric one. Not a count: after a
 * draft is deleted a count would hand out the newest request's number again.
 */
export async function nextNumber(tx: Db, orgId: number): Promise<string> {
  const [row] = await tx
    .select({
      max: sql<
        string | null
      >`max(case when ${fxDeals.number} ~ '^[0-9]{1,9}$' then ${fxDeals.number}::int end)`,
    })
    .from(fxDeals)
    .where(eq(fxDeals.organizationId, orgId));
  return String(Number(row?.max ?? 0) + 1);
}

export async function insertLog(tx: Db, values: typeof fxDealLogs.$inferInsert): Promise<void> {
  await tx.insert(fxDealLogs).values(values);
}

export function logsOf(db: Db, dealId: number) {
  return db
    .select({ log: fxDealLogs, user: users.fullName })
    .from(fxDealLogs)
    .leftJoin(users, eq(users.id, fxDealLogs.userId))
    .where(eq(fxDealLogs.dealId, dealId))
    .orderBy(asc(fxDealLogs.id));
}

export async function insertSignature(tx: Db, values: typeof fxDealSignatures.$inferInsert): Promise<void> {
  await tx.insert(fxDealSignatures).values(values);
}

export async function voidSignatures(tx: Db, dealId: number, at: Date): Promise<void> {
  await tx
    .update(fxDealSignatures)
    .set({ voidedAt: at })
    .where(and(eq(fxDealSignatures.dealId, dealId), isNull(fxDealSignatures.voidedAt)));
}

/** An open current account of the organisation with this number. */
export async function ownAccount(
  db: Db,
  orgId: number,
  number: string,
  mfo: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, orgId),
        eq(accounts.number, number),
        eq(accounts.mfo, mfo),
        eq(accounts.kind, 'current'),
      ),
    );
  return row;
}

export function openAccountsOf(db: Db, orgId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, orgId), eq(accounts.kind, 'current'), eq(accounts.state, 'open')))
    .orderBy(asc(accounts.id));
}

/** Every currency's rates of the latest day with rates on or before `day`. */
export async function ratesOn(db: Db, day: string) {
  const [latest] = await db
    .select({ day: currencyRates.day })
    .from(currencyRates)
    .where(lte(currencyRates.day, day))
    .orderBy(desc(currencyRates.day))
    .limit(1);
  if (latest === undefined) return [];
  return db
    .select({ rate: currencyRates, currency: currencies })
    .from(currencyRates)
    .innerJoin(currencies, eq(currencies.code, currencyRates.code))
    .where(eq(currencyRates.day, latest.day))
    .orderBy(asc(currencies.numeric));
}

/** The bank's reservation account 22613 (soums held for currency purchases). */
export async function reservationAccountId(tx: Db): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNull(accounts.organizationId), eq(accounts.glCode, '22613')))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id;
}

/** The bank's position in a currency: its largest correspondent account in it (the interbank one for soums). */
export async function positionAccountId(tx: Db, currency: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        isNull(accounts.organizationId),
        eq(accounts.kind, 'correspondent'),
        eq(accounts.currency, currency),
      ),
    )
    .orderBy(desc(accounts.openingBalance), asc(accounts.id))
    .limit(1);
  return row?.id;
}

/** Locks accounts FOR UPDATE in id order (two officers never deadlock); answers them by id. */
export async function lockAccounts(tx: Db, ids: readonly number[]): Promise<Map<number, AccountRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(accounts)
    .where(inArray(accounts.id, unique))
    .orderBy(asc(accounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

export interface Leg {
  readonly accountId: number;
  readonly debit: bigint;
  readonly credit: bigint;
}

export interface PostingDetail {
  readonly docNumber: string;
  readonly counterpartyName: string;
  readonly counterpartyAccount: string;
  readonly counterpartyMfo: string;
  readonly purpose: string;
}

/**
 * One ledger transaction: its legs (debits must equal credits — the caller builds them so; checked
 * here too), each account's balance moved by its leg, and the statement's detail row.
 */
export async function post(tx: Db, legs: readonly Leg[], at: Date, detail: PostingDetail): Promise<string> {
  const debits = legs.reduce((n, l) => n + l.debit, 0n);
  const credits = legs.reduce((n, l) => n + l.credit, 0n);
  if (debits !== credits || debits === 0n) throw new Error(`unbalanced fx posting: ${debits} ≠ ${credits}`);
  const transactionId = randomUUID();
  const live = legs.filter((l) => l.debit > 0n || l.credit > 0n);
  await tx
    .insert(ledgerEntries)
    .values(
      live.map((l) => ({ transactionId, accountId: l.accountId, debit: l.debit, credit: l.credit, at })),
    );
  for (const l of live) {
    await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${l.credit - l.debit}` })
      .where(eq(accounts.id, l.accountId));
  }
  await tx.insert(ledgerDetails).values({ transactionId, ...detail, counterpartyInn: null });
  return transactionId;
}

export async function accountNumberOf(
  tx: Db,
  id: number,
): Promise<{ number: string; mfo: string } | undefined> {
  const [row] = await tx
    .select({ number: accounts.number, mfo: accounts.mfo })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row;
}

/** The status of each of these documents (import files' delete gate; ids the caller already owns). */
export async function statusesOf(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; statusId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: fxDeals.id, statusId: fxDeals.statusId })
    .from(fxDeals)
    .where(inArray(fxDeals.id, [...ids]))
    .orderBy(asc(fxDeals.id));
}
