/**
 * Drizzle access for soum payments. Every read of payments takes a Scope (the organisations the
 * caller works for, or all for bank staff), so an id outside it simply is not found.
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
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { UZS_STATUS, type UzsPaymentFilter } from '../../../../contracts/api/uzs-payment.ts';
import type { Db } from '../../db/client.ts';
import { jsonRow } from '../../db/json-row.ts';
import type { Scope } from '../../plugins/scope-repository.ts';
import {
  accounts,
  budgetRecipients,
  corporateCards,
  paymentLogs,
  paymentSignatures,
  payments,
  paymentTemplates,
  purposeCodes,
} from '../../db/schema/payments.ts';
import { bankSettings, banks, organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { mustBeAuthAccounts } from '../../db/schema/controlled-accounts.ts';
import { CONTROLLED_UZS_PAYMENTS } from '../../core/controlled-accounts-repository.ts';
import { signerLetter, isPreparer } from './state-machine.ts';
import { outerColumn } from '../../db/outer-column.ts';

const payerBank = alias(banks, 'payer_bank');
const recipientBank = alias(banks, 'recipient_bank');

export const rowColumns = {
  payment: payments,
  orgName: organizations.name,
  orgInn: organizations.inn,
  orgMustSignB: organizations.mustSignB,
  orgDualControl: organizations.dualControl,
  orgParentId: organizations.parentId,
  bankName: payerBank.name,
  rBank: recipientBank.name,
  /** The user who alone may sign payments from this account (an active controlled account), if any. */
  controlledBy: sql<
    number | null
  >`(select ${mustBeAuthAccounts.userId} from ${mustBeAuthAccounts} where ${mustBeAuthAccounts.account} = ${outerColumn(payments.account)} and ${mustBeAuthAccounts.type} = ${CONTROLLED_UZS_PAYMENTS} and ${mustBeAuthAccounts.status} = 1 limit 1)`,
};

export type PaymentRecord = {
  payment: typeof payments.$inferSelect;
  orgName: string;
  orgInn: string;
  orgMustSignB: boolean;
  orgDualControl: boolean;
  orgParentId: number | null;
  bankName: string | null;
  rBank: string | null;
  controlledBy: number | null;
};

function baseRows(db: Db) {
  return db
    .select(rowColumns)
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .leftJoin(payerBank, eq(payerBank.mfo, payments.mfo))
    .leftJoin(recipientBank, eq(recipientBank.mfo, payments.rMfo));
}

export function inScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(payments.organizationId, [...scope]);
}

/** The organisations a user works for: client roles every linked one; multiclient its own and their children. */
const twoSignatures = sql`(${organizations.mustSignB} or ${payments.secondSignature})`;
const authorisable = and(
  eq(payments.statusId, UZS_STATUS.signed),
  isNotNull(organizations.parentId),
  isNull(payments.authorizedAt),
);

/** Four-eyes (state-machine.ts fourEyesRefuses): not a payment this user prepared under dual control. */
function notOwnPreparation(userId: number | Placeholder): SQL {
  return sql`not (${organizations.dualControl} and (${payments.createdBy} = ${userId} or coalesce(${payments.editedBy} = ${userId}, false)))`;
}

/** Rows the caller can act on now (the `awaiting` filter and the home counters); mirrors state-machine.ts. */
export function awaitingCondition(
  awaiting: 'sign' | 'send' | 'approve' | 'auth',
  role: string,
  userId: number | Placeholder,
): SQL {
  switch (awaiting) {
    case 'sign': {
      const letter = signerLetter(role);
      if (letter === 'B')
        return (
          and(eq(payments.statusId, UZS_STATUS.entered), twoSignatures, notOwnPreparation(userId)) ??
          sql`false`
        );
      if (letter === 'A')
        return (
          and(
            or(
              and(eq(payments.statusId, UZS_STATUS.entered), sql`not ${twoSignatures}`),
              eq(payments.statusId, UZS_STATUS.signedB),
            ),
            notOwnPreparation(userId),
          ) ?? sql`false`
        );
      return sql`false`;
    }
    case 'send':
      if (!isPreparer(role) && signerLetter(role) === null) return sql`false`;
      return (
        and(
          eq(payments.statusId, UZS_STATUS.signed),
          or(isNull(organizations.parentId), isNotNull(payments.authorizedAt)),
        ) ?? sql`false`
      );
    case 'approve':
      return isPreparer(role) ? eq(payments.statusId, UZS_STATUS.created) : sql`false`;
    case 'auth':
      return role.toLowerCase() === 'multiclient' ? (authorisable ?? sql`false`) : sql`false`;
  }
}

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListInput {
  readonly filter: UzsPaymentFilter & { organization_id?: number };
  readonly role: string;
  readonly userId: number;
  /** Money bounds already in minor units. */
  readonly sumFrom?: bigint;
  readonly sumTo?: bigint;
  /** Only payments from these accounts (a multiclient's accounts with the view permission). */
  readonly accountIds?: readonly number[];
}

/**
 * How a value enters the list's condition: as itself (a query built for this call) or as a named
 * placeholder whose value is recorded (a prepared statement, see createListQuery).
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_name, value) => value;

function filterCondition(scope: Scope, input: ListInput, bind: Bind = inline): SQL | undefined {
  const f = input.filter;
  const recipient = f.recipient?.trim();
  const number = f.number?.trim();
  const like = recipient ? bind('recipient', containing(recipient)) : undefined;
  return and(
    scope === null
      ? undefined
      : scope.length === 0
        ? sql`false`
        : inArray(
            payments.organizationId,
            scope.map((id, i) => bind(`scope${i}`, id)),
          ),
    f.organization_id === undefined
      ? undefined
      : eq(payments.organizationId, bind('organization', f.organization_id)),
    input.accountIds === undefined
      ? undefined
      : input.accountIds.length === 0
        ? sql`false`
        : inArray(
            payments.accountId,
            input.accountIds.map((id, i) => bind(`account${i}`, id)),
          ),
    f.date_from === undefined ? undefined : gte(payments.date, bind('dateFrom', f.date_from)),
    f.date_to === undefined ? undefined : lte(payments.date, bind('dateTo', f.date_to)),
    f.status_id === undefined ? undefined : eq(payments.statusId, bind('status', f.status_id)),
    f.type === undefined ? undefined : eq(payments.type, bind('type', f.type)),
    // Sums as text: a placeholder's value reaches the driver as it is, and bigint is the column's type.
    input.sumFrom === undefined
      ? undefined
      : gte(payments.sum, sql`${bind('sumFrom', String(input.sumFrom))}`),
    input.sumTo === undefined ? undefined : lte(payments.sum, sql`${bind('sumTo', String(input.sumTo))}`),
    number ? eq(payments.number, bind('number', number)) : undefined,
    like === undefined
      ? undefined
      : or(ilike(payments.rName, like), ilike(payments.rAccount, like), ilike(payments.rInn, like)),
    f.awaiting === undefined
      ? undefined
      : awaitingCondition(f.awaiting, input.role, bind('userId', input.userId)),
    // The file's own organisation is the payments' (the scope above): another's file finds nothing.
    f.import_file === undefined
      ? undefined
      : sql`${payments.importFileId} in (select id from import_files where upid_file = ${bind('importFile', f.import_file)})`,
  );
}

const SORT_COLUMNS = {
  id: payments.id,
  number: payments.number,
  date: payments.date,
  sum: payments.sum,
  status_id: payments.statusId,
  created_at: payments.createdAt,
} as const;

type ListPage = { page: number; pageSize: number; sort?: string };

function countOf(db: Db, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(where);
}

/**
 * The page and its total in one statement: the total is an uncorrelated subquery, which the
 * database counts once (an index can answer it) rather than carrying every row of a window count.
 */
function pageQuery(db: Db, where: SQL | undefined, sort: string | undefined) {
  const field = (sort?.replace(/^-/, '') ?? 'id') as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field];
  const direction = sort === undefined || sort.startsWith('-') ? desc : asc;
  return db
    .select({ row: pageRow.sql, total: sql<number>`(${countOf(db, where)})`.mapWith(Number) })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .leftJoin(payerBank, eq(payerBank.mfo, payments.mfo))
    .leftJoin(recipientBank, eq(recipientBank.mfo, payments.rMfo))
    .where(where)
    .orderBy(direction(column), desc(payments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** A page's rows each as one JSON text (db/json-row.ts): a twentieth of the cells to decode. */
const pageRow = jsonRow<PaymentRecord>(rowColumns);

const MAX_PREPARED_SHAPES = 500;

type PreparedPage = ReturnType<ReturnType<typeof pageQuery>['prepare']>;

/**
 * The paged list of payments, as prepared statements (issue 18): building the query took as long
 * as running it. A statement is prepared once per shape — which filters are present, the number
 * of organisations in scope, the sort, and for `awaiting` the role — with every value a
 * placeholder; a call then only collects its values. PostgreSQL also keeps the statement's plan
 * per connection (node-postgres names it). One per app: `createListQuery(db)`.
 */
export function createListQuery(db: Db) {
  const prepared = new Map<string, PreparedPage>();
  return async function list(
    scope: Scope,
    input: ListInput,
    page: ListPage,
  ): Promise<{ rows: PaymentRecord[]; total: number }> {
    const values: Record<string, unknown> = {};
    const bind: Bind = (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    };
    const where = filterCondition(scope, input, bind);
    const shape = [
      scope === null ? 'all' : scope.length,
      page.sort ?? '',
      input.filter.awaiting === undefined ? '' : `${input.filter.awaiting}:${input.role}`,
      ...Object.keys(values),
    ].join('|');
    let query = prepared.get(shape);
    if (query === undefined) {
      const name = `uzs_list_${createHash('sha256').update(shape).digest('hex').slice(0, 24)}`;
      query = pageQuery(db, where, page.sort).prepare(name);
      // Shapes are few (the sort is one of UZS_SORT_FIELDS); past the bound a shape runs unkept.
      if (prepared.size < MAX_PREPARED_SHAPES) prepared.set(shape, query);
    }
    const found = await query.execute({
      ...values,
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    const rows = found.map(({ row }) => pageRow.read(row));
    const first = found[0];
    if (first !== undefined) return { rows, total: first.total };
    if (page.page === 1) return { rows, total: 0 };
    // A page past the end has no row to carry the total: counted on its own.
    const [total] = await countOf(db, filterCondition(scope, input));
    return { rows, total: total?.n ?? 0 };
  };
}

export async function countByStatus(
  db: Db,
  scope: Scope,
  input: ListInput,
): Promise<{ statusId: number; n: number }[]> {
  return db
    .select({ statusId: payments.statusId, n: count() })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(filterCondition(scope, input))
    .groupBy(payments.statusId);
}

export async function countAwaiting(
  db: Db,
  scope: Scope,
  role: string,
  userId: number,
  awaiting: 'sign' | 'send' | 'approve' | 'auth',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(and(inScope(scope), awaitingCondition(awaiting, role, userId)));
  return row?.n ?? 0;
}

/** Payments by id within the scope; `lock`: FOR UPDATE of the payment rows (inside a transaction). */
export async function findMany(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  lock = false,
): Promise<PaymentRecord[]> {
  if (ids.length === 0) return [];
  const query = baseRows(db)
    .where(and(inScope(scope), inArray(payments.id, [...ids])))
    .orderBy(asc(payments.id));
  return lock ? query.for('update', { of: payments }) : query;
}

export async function findByReference(
  db: Db,
  organizationId: number,
  clientReference: string,
): Promise<PaymentRecord | null> {
  const [row] = await baseRows(db).where(
    and(eq(payments.organizationId, organizationId), eq(payments.clientReference, clientReference)),
  );
  return row ?? null;
}

export type PaymentInsert = typeof payments.$inferInsert;

export async function insertPayment(db: Db, values: PaymentInsert): Promise<number> {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  if (row === undefined) throw new Error('payment insert returned nothing');
  return row.id;
}

/** The columns an import's batch fills: [column, SQL type, field of PaymentInsert]. */
const BULK_COLUMNS = [
  ['organization_id', 'int', 'organizationId'],
  ['client_reference', 'text', 'clientReference'],
  ['number', 'text', 'number'],
  ['date', 'date', 'date'],
  ['type', 'smallint', 'type'],
  ['status_id', 'smallint', 'statusId'],
  ['account_id', 'int', 'accountId'],
  ['account', 'text', 'account'],
  ['mfo', 'text', 'mfo'],
  ['r_account', 'text', 'rAccount'],
  ['r_mfo', 'text', 'rMfo'],
  ['r_inn', 'text', 'rInn'],
  ['r_name', 'text', 'rName'],
  ['r_account_25', 'text', 'rAccount25'],
  ['r_account_27', 'text', 'rAccount27'],
  ['r_inn_27', 'text', 'rInn27'],
  ['corp_card', 'text', 'corpCard'],
  ['corp_card_token', 'text', 'corpCardToken'],
  ['r_pinfl', 'text', 'rPinfl'],
  ['sum', 'bigint', 'sum'],
  ['code', 'text', 'code'],
  ['description', 'text', 'description'],
  ['second_signature', 'boolean', 'secondSignature'],
  ['upid', 'text', 'upid'],
  ['icon', 'text', 'icon'],
  ['created_by', 'int', 'createdBy'],
  ['created_at', 'timestamptz', 'createdAt'],
  ['updated_at', 'timestamptz', 'updatedAt'],
  ['import_file_id', 'int', 'importFileId'],
] as const satisfies readonly (readonly [string, string, keyof PaymentInsert])[];

export type BulkPayment = Pick<PaymentInsert, (typeof BULK_COLUMNS)[number][2]> & { statusId: number };

/**
 * Several new payments (an import's batch) in one statement whose rows travel as one JSON
 * parameter (a thousand rows of thirty bound parameters each is many times slower, on PGlite most
 * of all). Their ids in the order given (matched back by client_reference, unique per organisation).
 */
export async function insertPayments(db: Db, values: readonly BulkPayment[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = values.map((v) =>
    Object.fromEntries(
      BULK_COLUMNS.map(([column, , field]) => {
        const value = v[field];
        return [
          column,
          typeof value === 'bigint'
            ? value.toString()
            : value instanceof Date
              ? value.toISOString()
              : (value ?? null),
        ];
      }),
    ),
  );
  const columns = sql.raw(BULK_COLUMNS.map(([c]) => c).join(', '));
  const shape = sql.raw(BULK_COLUMNS.map(([c, type]) => `${c} ${type}`).join(', '));
  // Both drivers (node-postgres, PGlite) answer raw SQL as { rows }.
  const result = (await db.execute(sql`
    insert into payments (${columns})
    select ${columns} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${shape})
    returning id, client_reference`)) as unknown as { rows: { id: number; client_reference: string }[] };
  const ids = new Map(result.rows.map((r) => [r.client_reference, Number(r.id)]));
  return values.map((v) => {
    const id = ids.get(v.clientReference);
    if (id === undefined) throw new Error('bulk payment insert lost a row');
    return id;
  });
}

/** Log lines of several payments in one statement (one JSON parameter). */
export async function addLogs(db: Db, values: readonly (typeof paymentLogs.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((v) => ({
    payment_id: v.paymentId,
    user_id: v.userId ?? null,
    action: v.action,
    status_id: v.statusId,
    version: v.version,
    comment: v.comment ?? null,
    at: v.at.toISOString(),
  }));
  await db.execute(sql`
    insert into payment_logs (payment_id, user_id, action, status_id, version, comment, at)
    select payment_id, user_id, action, status_id, version, comment, at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(payment_id int, user_id int, action text, status_id smallint, version int, comment text, at timestamptz)`);
}

/** The payments an import file made, locked (FOR UPDATE): their ids and statuses. */
export async function lockPaymentsOfFile(db: Db, organizationId: number, fileId: number) {
  return db
    .select({ id: payments.id, statusId: payments.statusId })
    .from(payments)
    .where(and(eq(payments.organizationId, organizationId), eq(payments.importFileId, fileId)))
    .for('update');
}

/** Per import file, how many of its payments are signed or further on. */
export async function signedOfFiles(db: Db, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ fileId: payments.importFileId, n: count() })
    .from(payments)
    .where(
      and(
        inArray(payments.importFileId, [...fileIds]),
        sql`${payments.statusId} not in (${UZS_STATUS.created}, ${UZS_STATUS.entered})`,
      ),
    )
    .groupBy(payments.importFileId);
  return rows.flatMap((r) => (r.fileId === null ? [] : [{ fileId: r.fileId, n: r.n }]));
}

/** Every soum account of an organisation (an import's batch looks its rows up here). */
export async function orgAccountsAll(db: Db, organizationId: number) {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), UZS_ONLY));
}

export async function banksIn(db: Db, mfos: readonly string[]): Promise<string[]> {
  if (mfos.length === 0) return [];
  const rows = await db
    .select({ mfo: banks.mfo })
    .from(banks)
    .where(and(inArray(banks.mfo, [...mfos]), eq(banks.active, true)));
  return rows.map((r) => r.mfo);
}

export async function budgetRecipientsIn(db: Db, accountNumbers: readonly string[]) {
  if (accountNumbers.length === 0) return [];
  return db
    .select({ account: budgetRecipients.account, inn: budgetRecipients.inn })
    .from(budgetRecipients)
    .where(inArray(budgetRecipients.account, [...accountNumbers]));
}

export async function updatePayment(
  db: Db,
  id: number,
  values: Partial<typeof payments.$inferInsert>,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function deletePayments(db: Db, ids: readonly number[]): Promise<void> {
  await db.delete(payments).where(inArray(payments.id, [...ids]));
}

export async function addLog(db: Db, values: typeof paymentLogs.$inferInsert): Promise<void> {
  await db.insert(paymentLogs).values(values);
}

export async function logs(db: Db, paymentId: number) {
  return db
    .select({ log: paymentLogs, fullName: users.fullName })
    .from(paymentLogs)
    .leftJoin(users, eq(users.id, paymentLogs.userId))
    .where(eq(paymentLogs.paymentId, paymentId))
    .orderBy(asc(paymentLogs.at), asc(paymentLogs.id));
}

export async function signatures(db: Db, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ signature: paymentSignatures, fullName: users.fullName })
    .from(paymentSignatures)
    .innerJoin(users, eq(users.id, paymentSignatures.userId))
    .where(and(inArray(paymentSignatures.paymentId, [...paymentIds]), isNull(paymentSignatures.voidedAt)))
    .orderBy(asc(paymentSignatures.signedAt), asc(paymentSignatures.id));
}

export async function addSignature(db: Db, values: typeof paymentSignatures.$inferInsert): Promise<void> {
  await db.insert(paymentSignatures).values(values);
}

export async function voidSignatures(db: Db, paymentId: number, at: Date): Promise<void> {
  await db
    .update(paymentSignatures)
    .set({ voidedAt: at })
    .where(and(eq(paymentSignatures.paymentId, paymentId), isNull(paymentSignatures.voidedAt)));
}

/** An organisation that accepts only EDS signatures (issue 6: no passkey signatures from phones). */
export async function organizationEdsOnly(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ edsOnly: organizations.edsOnly })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.edsOnly ?? false;
}

export async function operatingDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: bankSettings.operatingDay }).from(bankSettings).limit(1);
  return row?.day ?? null;
}

/** The next document number of an organisation: one more than the largest numeric one. */
export async function nextNumber(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({
      max: sql<
        string | null
      >`max(case when ${payments.number} ~ '^[0-9]{1,9}$' then ${payments.number}::int end)`,
    })
    .from(payments)
    .where(eq(payments.organizationId, organizationId));
  return String(Number(row?.max ?? 0) + 1);
}

export async function organization(db: Db, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

// --- accounts, cards and reference lists ---------------------------------------------------------

const UZS_ONLY = eq(accounts.currency, 'UZS');

/** Soum payments only ever use soum accounts (organisations also hold USD accounts, issue 8). */
export async function orgAccounts(db: Db, organizationId: number, kind: 'current' | 'corp_card') {
  return db
    .select({ account: accounts, bankName: banks.name })
    .from(accounts)
    .innerJoin(banks, eq(banks.mfo, accounts.mfo))
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.kind, kind), UZS_ONLY))
    .orderBy(asc(accounts.state), asc(accounts.id));
}

export async function orgAccount(db: Db, organizationId: number, number: string, mfo?: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.number, number),
        UZS_ONLY,
        mfo === undefined ? undefined : eq(accounts.mfo, mfo),
      ),
    );
  return row ?? null;
}

/** A client's account anywhere in the bank, with its owner (recipient look-up). */
export async function clientAccount(db: Db, number: string, mfo: string) {
  const [row] = await db
    .select({ inn: organizations.inn, name: organizations.name, state: accounts.state })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(eq(accounts.number, number), eq(accounts.mfo, mfo)));
  return row ?? null;
}

/** An active bank by MFO (the payment form's look-up and check); a deactivated bank is not offered. */
export async function bank(db: Db, mfo: string) {
  const [row] = await db
    .select()
    .from(banks)
    .where(and(eq(banks.mfo, mfo), eq(banks.active, true)));
  return row ?? null;
}

export async function codes(db: Db, type?: number) {
  return db
    .select()
    .from(purposeCodes)
    .where(type === undefined ? undefined : sql`${type} = any(${purposeCodes.types})`)
    .orderBy(asc(purposeCodes.code));
}

export async function code(db: Db, value: string) {
  const [row] = await db.select().from(purposeCodes).where(eq(purposeCodes.code, value));
  return row ?? null;
}

export async function budgetRecipient(db: Db, account: string) {
  const [row] = await db.select().from(budgetRecipients).where(eq(budgetRecipients.account, account));
  return row ?? null;
}

export async function orgCards(db: Db, organizationId: number, accountNumber?: string, mfo?: string) {
  return db
    .select({ card: corporateCards, account: accounts, bankName: banks.name })
    .from(corporateCards)
    .innerJoin(accounts, eq(accounts.id, corporateCards.accountId))
    .innerJoin(banks, eq(banks.mfo, accounts.mfo))
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        accountNumber === undefined ? undefined : eq(accounts.number, accountNumber),
        mfo === undefined ? undefined : eq(accounts.mfo, mfo),
      ),
    )
    .orderBy(asc(corporateCards.id));
}

/** Recipients of the organisation's recent payments matching the text, newest first, distinct. */
export async function recentRecipients(db: Db, organizationId: number, text: string) {
  const match = text
    ? or(
        ilike(payments.rName, containing(text)),
        ilike(payments.rAccount, containing(text)),
        ilike(payments.rInn, containing(text)),
      )
    : undefined;
  return db
    .selectDistinctOn([payments.rAccount, payments.rMfo], {
      rAccount: payments.rAccount,
      rMfo: payments.rMfo,
      rInn: payments.rInn,
      rName: payments.rName,
      rBank: banks.name,
      at: payments.createdAt,
    })
    .from(payments)
    .innerJoin(banks, eq(banks.mfo, payments.rMfo))
    .where(and(eq(payments.organizationId, organizationId), ne(payments.type, 5), match))
    .orderBy(payments.rAccount, payments.rMfo, desc(payments.createdAt))
    .limit(50);
}

/** Other clients' current accounts matching the text (account, inn or name). */
export async function knownRecipients(db: Db, organizationId: number, text: string) {
  if (text.length < 3) return [];
  return db
    .select({
      rAccount: accounts.number,
      rMfo: accounts.mfo,
      rInn: organizations.inn,
      rName: organizations.name,
      rBank: banks.name,
    })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .innerJoin(banks, eq(banks.mfo, accounts.mfo))
    .where(
      and(
        ne(accounts.organizationId, organizationId),
        eq(accounts.kind, 'current'),
        eq(accounts.state, 'open'),
        or(
          ilike(accounts.number, containing(text)),
          ilike(organizations.inn, containing(text)),
          ilike(organizations.name, containing(text)),
        ),
      ),
    )
    .orderBy(asc(organizations.name))
    .limit(20);
}

// --- templates ----------------------------------------------------------------------------------

export type TemplateInsert = typeof paymentTemplates.$inferInsert;

export async function insertTemplate(db: Db, values: TemplateInsert): Promise<number> {
  const [row] = await db.insert(paymentTemplates).values(values).returning({ id: paymentTemplates.id });
  if (row === undefined) throw new Error('template insert returned nothing');
  return row.id;
}

function templateRows(db: Db) {
  return db
    .select({ template: paymentTemplates, rBank: banks.name })
    .from(paymentTemplates)
    .leftJoin(banks, eq(banks.mfo, paymentTemplates.rMfo));
}

export async function templates(
  db: Db,
  organizationId: number,
  text: string | undefined,
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(paymentTemplates.organizationId, organizationId),
    text
      ? or(
          ilike(paymentTemplates.templateName, containing(text)),
          ilike(paymentTemplates.rName, containing(text)),
          ilike(paymentTemplates.rAccount, containing(text)),
        )
      : undefined,
  );
  const rows = await templateRows(db)
    .where(where)
    .orderBy(desc(paymentTemplates.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(paymentTemplates).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function templatesById(db: Db, organizationId: number, ids: readonly number[]) {
  return templateRows(db).where(
    and(eq(paymentTemplates.organizationId, organizationId), inArray(paymentTemplates.id, [...ids])),
  );
}

export async function deleteTemplates(db: Db, ids: readonly number[]): Promise<void> {
  await db.delete(paymentTemplates).where(inArray(paymentTemplates.id, [...ids]));
}

/** A staff user's branch (users.branch_mfo), null when they have none. */
export async function staffBranchMfo(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ mfo: users.branchMfo }).from(users).where(eq(users.id, userId));
  return row?.mfo ?? null;
}

/**
 * Organisation ids for the bank's list: of the branch `mfo` (when given) and whose name holds
 * `text` or whose INN starts with it (when given).
 */
export async function organizationIdsMatching(
  db: Db,
  match: { mfo?: string; text?: string },
): Promise<number[]> {
  const text = match.text?.trim();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        match.mfo === undefined ? undefined : eq(organizations.mfo, match.mfo),
        text
          ? or(
              ilike(organizations.name, containing(text)),
              ilike(organizations.inn, `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(organizations.id));
  return rows.map((r) => r.id);
}
