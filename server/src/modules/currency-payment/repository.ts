/**
 * Drizzle access for currency payments (the only file of the module that queries, with
 * processing-repository.ts for the bank job). Every read takes a Scope, so an id outside the
 * caller's organisations is simply not found.
 */
import {
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
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FxPaymentFilter } from '../../../../contracts/api/currency-payment.ts';
import { madeByImportFile } from '../../core/import-repository.ts';
import type { Db } from '../../db/client.ts';
import { foreignTransfers } from '../../db/schema/accounts-history.ts';
import {
  currencyPaymentGpiSteps,
  currencyPaymentLogs,
  currencyPaymentSignatures,
  currencyPayments,
} from '../../db/schema/currency-payments.ts';
import { eisvoContracts } from '../../db/schema/eisvo.ts';
import { accounts } from '../../db/schema/payments.ts';
import { banks, currencyTransactionCodes, organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import type { Scope } from '../../plugins/scope-repository.ts';

export type FxPaymentRecordRow = typeof currencyPayments.$inferSelect;
export type FxPaymentInsert = typeof currencyPayments.$inferInsert;

export interface FxRecord {
  readonly payment: FxPaymentRecordRow;
  readonly orgName: string;
  readonly orgMustSignB: boolean;
  readonly orgDualControl: boolean;
  /** Letters of the live signatures of the current version. */
  readonly signedLetters: ('A' | 'B')[];
}

const columns = {
  payment: currencyPayments,
  orgName: organizations.name,
  orgMustSignB: organizations.mustSignB,
  orgDualControl: organizations.dualControl,
};

function inScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(currencyPayments.organizationId, [...scope]);
}

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function withLetters(db: Db, rows: Omit<FxRecord, 'signedLetters'>[]): Promise<FxRecord[]> {
  if (rows.length === 0) return [];
  const live = await db
    .select({
      paymentId: currencyPaymentSignatures.paymentId,
      version: currencyPaymentSignatures.version,
      letter: currencyPaymentSignatures.letter,
    })
    .from(currencyPaymentSignatures)
    .where(
      and(
        inArray(
          currencyPaymentSignatures.paymentId,
          rows.map((r) => r.payment.id),
        ),
        isNull(currencyPaymentSignatures.voidedAt),
      ),
    );
  return rows.map((r) => ({
    ...r,
    signedLetters: live
      .filter((s) => s.paymentId === r.payment.id && s.version === r.payment.version)
      .map((s) => (s.letter === 'B' ? 'B' : 'A')),
  }));
}

function filterWhere(scope: Scope, filter: FxPaymentFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    inScope(scope),
    filter.status_id === undefined ? undefined : eq(currencyPayments.statusId, filter.status_id),
    filter.date_from === undefined ? undefined : gte(currencyPayments.date, filter.date_from),
    filter.date_to === undefined ? undefined : lte(currencyPayments.date, filter.date_to),
    search
      ? or(
          ilike(currencyPayments.beneficiaryName, containing(search)),
          ilike(currencyPayments.beneficiaryAccount, containing(search)),
          ilike(currencyPayments.number, containing(search)),
          ilike(currencyPayments.purpose, containing(search)),
        )
      : undefined,
    filter.import_file === undefined
      ? undefined
      : madeByImportFile(
          'currency',
          filter.import_file,
          currencyPayments.id,
          currencyPayments.organizationId,
        ),
  );
}

const SORTS = {
  id: currencyPayments.id,
  date: currencyPayments.date,
  amount: currencyPayments.amount,
  status_id: currencyPayments.statusId,
  value_date: currencyPayments.valueDate,
} as const;

export async function list(
  db: Db,
  scope: Scope,
  filter: FxPaymentFilter,
  page: { page: number; pageSize: number; sort?: keyof typeof SORTS; desc?: boolean },
): Promise<{ rows: FxRecord[]; total: number }> {
  const where = filterWhere(scope, filter);
  const column = SORTS[page.sort ?? 'id'];
  const order = page.sort === undefined || page.desc === true ? desc(column) : asc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(currencyPayments)
      .innerJoin(organizations, eq(organizations.id, currencyPayments.organizationId))
      .where(where)
      .orderBy(order, desc(currencyPayments.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(currencyPayments).where(where),
  ]);
  return { rows: await withLetters(db, rows), total: total?.n ?? 0 };
}

export async function findMany(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  lock = false,
): Promise<FxRecord[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(columns)
    .from(currencyPayments)
    .innerJoin(organizations, eq(organizations.id, currencyPayments.organizationId))
    .where(and(inScope(scope), inArray(currencyPayments.id, [...ids])))
    .orderBy(asc(currencyPayments.id));
  const rows = lock ? await query.for('update', { of: currencyPayments }) : await query;
  return withLetters(db, rows);
}

export async function findByClientReference(
  db: Db,
  organizationId: number,
  clientReference: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: currencyPayments.id })
    .from(currencyPayments)
    .where(
      and(
        eq(currencyPayments.organizationId, organizationId),
        eq(currencyPayments.clientReference, clientReference),
      ),
    );
  return row?.id;
}

export async function insertPayment(db: Db, values: FxPaymentInsert): Promise<number> {
  const [row] = await db.insert(currencyPayments).values(values).returning({ id: currencyPayments.id });
  if (row === undefined) throw new Error('currency payment not inserted');
  return row.id;
}

export async function updatePayment(db: Db, id: number, values: Partial<FxPaymentInsert>): Promise<void> {
  await db.update(currencyPayments).set(values).where(eq(currencyPayments.id, id));
}

export async function deletePayments(db: Db, ids: readonly number[]): Promise<void> {
  await db.delete(currencyPayments).where(inArray(currencyPayments.id, [...ids]));
}

export async function addLog(db: Db, values: typeof currencyPaymentLogs.$inferInsert): Promise<void> {
  await db.insert(currencyPaymentLogs).values(values);
}

export function logsOf(db: Db, paymentId: number) {
  return db
    .select({
      action: currencyPaymentLogs.action,
      statusId: currencyPaymentLogs.statusId,
      comment: currencyPaymentLogs.comment,
      at: currencyPaymentLogs.at,
      user: users.fullName,
    })
    .from(currencyPaymentLogs)
    .leftJoin(users, eq(users.id, currencyPaymentLogs.userId))
    .where(eq(currencyPaymentLogs.paymentId, paymentId))
    .orderBy(asc(currencyPaymentLogs.at), asc(currencyPaymentLogs.id));
}

export async function addSignature(
  db: Db,
  values: typeof currencyPaymentSignatures.$inferInsert,
): Promise<void> {
  await db.insert(currencyPaymentSignatures).values(values);
}

export async function voidSignatures(db: Db, paymentId: number, at: Date): Promise<void> {
  await db
    .update(currencyPaymentSignatures)
    .set({ voidedAt: at })
    .where(
      and(eq(currencyPaymentSignatures.paymentId, paymentId), isNull(currencyPaymentSignatures.voidedAt)),
    );
}

/** The organisation's open foreign-currency accounts (not UZS) with the bank's name. */
export function foreignAccounts(db: Db, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ account: accounts, bankName: banks.name })
    .from(accounts)
    .leftJoin(banks, eq(banks.mfo, accounts.mfo))
    .where(
      and(
        inArray(accounts.organizationId, [...organizationIds]),
        ne(accounts.currency, 'UZS'),
        eq(accounts.kind, 'current'),
        eq(accounts.state, 'open'),
      ),
    )
    .orderBy(asc(accounts.id));
}

/** The organisation's account with this number (any currency, any state). */
export async function accountOf(db: Db, organizationId: number, number: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.number, number)));
  return row;
}

export function contractsOf(db: Db, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      idn: eisvoContracts.idn,
      docNo: eisvoContracts.docNo,
      docDate: eisvoContracts.docDate,
      currCode: eisvoContracts.currCode,
      partnerName: eisvoContracts.contractorForName,
      country: eisvoContracts.contractorForCountryCode,
    })
    .from(eisvoContracts)
    .where(inArray(eisvoContracts.organizationId, [...organizationIds]))
    .orderBy(desc(eisvoContracts.docDate));
}

/** Whether a payment may name this operation code: an active row of /currency-transaction-codes. */
export async function operationCodeActive(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: currencyTransactionCodes.id })
    .from(currencyTransactionCodes)
    .where(and(eq(currencyTransactionCodes.code, code), eq(currencyTransactionCodes.active, true)));
  return row !== undefined;
}

export async function contractOf(db: Db, organizationId: number, idn: string) {
  const [row] = await db
    .select({ idn: eisvoContracts.idn, docNo: eisvoContracts.docNo, docDate: eisvoContracts.docDate })
    .from(eisvoContracts)
    .where(and(eq(eisvoContracts.organizationId, organizationId), eq(eisvoContracts.idn, idn)));
  return row;
}

export function gpiSteps(db: Db, paymentId: number) {
  return db
    .select()
    .from(currencyPaymentGpiSteps)
    .where(eq(currencyPaymentGpiSteps.paymentId, paymentId))
    .orderBy(asc(currencyPaymentGpiSteps.seq));
}

export async function foreignTransfer(db: Db, id: number) {
  const [row] = await db.select().from(foreignTransfers).where(eq(foreignTransfers.id, id));
  return row;
}

/** The status of each of these documents (import files' delete gate; ids the caller already owns). */
export async function statusesOf(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; statusId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: currencyPayments.id, statusId: currencyPayments.statusId })
    .from(currencyPayments)
    .where(inArray(currencyPayments.id, [...ids]))
    .orderBy(asc(currencyPayments.id));
}
