/**
 * Accounts and statements (spec 2 §2, §3 "Account", "Statement row", §7 account/*, export/*).
 * The spec names account/export, account/account-balance {date_from} and account/get-type-list;
 * the list, detail and statement calls the screens need are designed here in the same style
 * (POST with a JSON body naming the account by number and mfo, as the routes do). Balances come
 * from the ledger: incoming = at the start of the day (Tashkent), outgoing = now, reserved = held
 * by the bank (the sum of the account's reservations, kartoteka.ts), available = outgoing − reserved,
 * planned = available − approved payments not yet executed (Signed and Submitted) − what card file 2
 * still claims. A statement answers its rows with the opening and closing balance
 * and the turnover, which the files repeat exactly. An account of another organisation is 404.
 */
import { z } from 'zod';
import { CLIENT_ROLES } from '../roles.ts';
import { zAccount, zDate, zMfo } from '../validation/zod.ts';
import { endpoint } from './endpoint.ts';
import { EXPORT_TYPES } from './export.ts';

/** Client roles plus multiclient (spec 1 §6.2: accounts and kartoteka). */
export const ACCOUNT_READERS = [...CLIENT_ROLES, 'multiclient'] as const;

export const ACCOUNT_KINDS = ['current', 'corp_card'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The statement files: the table formats of the export menu plus SWIFT MT940. */
export const STATEMENT_FORMATS = [...EXPORT_TYPES, 'mt940'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The longest range one statement covers (a year and a day, so "the last year" always fits). */
export const STATEMENT_MAX_DAYS = 366;

export interface AccountRow {
  readonly number: string;
  readonly mfo: string;
  readonly bank_name: string;
  readonly name: string;
  readonly organization_name: string;
  readonly currency: string;
  readonly kind: AccountKind;
  readonly kind_name: string;
  readonly state: 'open' | 'closed';
  readonly gl_code: string;
  readonly opening_date: string;
  readonly closing_date: string | null;
  readonly incoming_balance: string;
  readonly outgoing_balance: string;
  readonly planned_balance: string;
  readonly reserved: string;
  readonly available_balance: string;
  /** Date of the last movement (yyyy-mm-dd), null when there was none. */
  readonly last_movement: string | null;
}

export interface AccountDetail extends AccountRow {
  readonly inn: string;
  /** Today's turnover (Tashkent day). */
  readonly debit_today: string;
  readonly credit_today: string;
  readonly movements_today: number;
}

export interface StatementRow {
  readonly id: number;
  /** yyyy-mm-dd (Tashkent day) and HH:mm. */
  readonly date: string;
  readonly time: string;
  readonly doc_number: string;
  readonly debit: string;
  readonly credit: string;
  readonly details: string;
  readonly mfo: string;
  readonly account: string;
  readonly name: string;
  readonly inn: string | null;
}

export interface Statement {
  readonly account: AccountRow;
  readonly date_from: string;
  readonly date_to: string;
  readonly opening_balance: string;
  readonly debit_turnover: string;
  readonly credit_turnover: string;
  readonly closing_balance: string;
  readonly debit_count: number;
  readonly credit_count: number;
  readonly rows: readonly StatementRow[];
}

export interface AccountTypeItem {
  readonly id: AccountKind;
  readonly name: string;
}

export interface AccountBalanceRow {
  readonly number: string;
  readonly mfo: string;
  readonly name: string;
  readonly currency: string;
  readonly date: string;
  readonly balance: string;
}

export const accountKey = z.strictObject({ account: zAccount(), mfo: zMfo() });
export type AccountKey = z.input<typeof accountKey>;

const statementFields = { account: zAccount(), mfo: zMfo(), date_from: zDate(), date_to: zDate() };

/**
 * A statement range's business rule (422, on date_to): from ≤ to, at most STATEMENT_MAX_DAYS long.
 * The answer is the server's message key; the screen checks the same before asking.
 */
export function statementRangeProblem(
  from: string,
  to: string,
): 'statement.rangeOrder' | 'statement.tooLong' | null {
  if (from > to) return 'statement.rangeOrder';
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 > STATEMENT_MAX_DAYS ? 'statement.tooLong' : null;
}

export const statementBody = z.strictObject(statementFields);
export type StatementBody = z.input<typeof statementBody>;

export const accountList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/list',
  access: ACCOUNT_READERS,
  body: z.strictObject({ kind: z.enum(ACCOUNT_KINDS).optional() }),
});

export const accountView = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/view',
  access: ACCOUNT_READERS,
  body: accountKey,
});

export const accountStatement = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/statement',
  access: ACCOUNT_READERS,
  body: statementBody,
});

/** The statement as a file; the same range gives the same totals as account/statement. */
export const accountStatementFile = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/statement-file',
  access: ACCOUNT_READERS,
  body: z.strictObject({ ...statementFields, format: z.enum(STATEMENT_FORMATS) }),
});

/** Balances of every account at the end of `date_from` (spec 2 §7). */
export const accountBalance = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/account-balance',
  access: ACCOUNT_READERS,
  body: z.strictObject({ date_from: zDate() }),
});

export const accountTypeList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'account/get-type-list',
  access: ACCOUNT_READERS,
});

/** The accounts list with its balances as a file (spec 2 §7 account/export). */
export const accountExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/export',
  access: ACCOUNT_READERS,
  body: z.strictObject({ type: z.enum(EXPORT_TYPES) }),
});

/** `statement_<account>_<from>_<to>.<ext>`: what the file holds, readable in a downloads folder. */
export function statementFileName(
  format: StatementFormat,
  account: string,
  from: string,
  to: string,
): string {
  const extension = { excel: 'xlsx', word: 'docx', pdf: 'pdf', text: 'txt', mt940: 'sta' }[format];
  return `statement_${account}_${from.replace(/-/g, '')}_${to.replace(/-/g, '')}.${extension}`;
}

export interface SaldoRow {
  readonly number: string;
  readonly mfo: string;
  readonly name: string;
  readonly currency: string;
  readonly opening_balance: string;
  readonly debit_turnover: string;
  readonly credit_turnover: string;
  readonly closing_balance: string;
}

/**
 * The turnover-balance sheet (/export-turnover-balance, spec 2 §7 export/saldo): per account the
 * opening balance, debit and credit turnover and closing balance of a range, the same figures a
 * statement of each account for that range shows. Range rules as for statements (422).
 */
export const exportSaldo = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/saldo',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ date_from: zDate(), date_to: zDate() }),
});
