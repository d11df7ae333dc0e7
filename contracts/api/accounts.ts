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
import { fileAnswer, moneyText } from './answers.ts';
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

export const accountRowSchema = z.object({
  number: z.string(),
  mfo: z.string(),
  bank_name: z.string(),
  name: z.string(),
  organization_name: z.string(),
  currency: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  kind_name: z.string(),
  state: z.enum(['open', 'closed']),
  gl_code: z.string(),
  opening_date: z.string(),
  closing_date: z.string().nullable(),
  incoming_balance: moneyText,
  outgoing_balance: moneyText,
  planned_balance: moneyText,
  reserved: moneyText,
  available_balance: moneyText,
  /** Date of the last movement (yyyy-mm-dd), null when there was none. */
  last_movement: z.string().nullable(),
});
export type AccountRow = z.output<typeof accountRowSchema>;

export const accountDetailSchema = accountRowSchema.extend({
  inn: z.string(),
  /** Today's turnover (Tashkent day). */
  debit_today: moneyText,
  credit_today: moneyText,
  movements_today: z.number().int(),
});
export type AccountDetail = z.output<typeof accountDetailSchema>;

export const statementRowSchema = z.object({
  id: z.number().int(),
  /** yyyy-mm-dd (Tashkent day) and HH:mm. */
  date: z.string(),
  time: z.string(),
  doc_number: z.string(),
  debit: moneyText,
  credit: moneyText,
  details: z.string(),
  mfo: z.string(),
  account: z.string(),
  name: z.string(),
  inn: z.string().nullable(),
});
export type StatementRow = z.output<typeof statementRowSchema>;

export const statementSchema = z.object({
  account: accountRowSchema,
  date_from: z.string(),
  date_to: z.string(),
  opening_balance: moneyText,
  debit_turnover: moneyText,
  credit_turnover: moneyText,
  closing_balance: moneyText,
  debit_count: z.number().int(),
  credit_count: z.number().int(),
  rows: z.array(statementRowSchema),
});
export type Statement = z.output<typeof statementSchema>;

export const accountTypeItemSchema = z.object({
  id: z.enum(ACCOUNT_KINDS),
  name: z.string(),
});
export type AccountTypeItem = z.output<typeof accountTypeItemSchema>;

export const accountBalanceRowSchema = z.object({
  number: z.string(),
  mfo: z.string(),
  name: z.string(),
  currency: z.string(),
  date: z.string(),
  balance: moneyText,
});
export type AccountBalanceRow = z.output<typeof accountBalanceRowSchema>;

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
  response: z.array(accountRowSchema),
});

export const accountView = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/view',
  access: ACCOUNT_READERS,
  body: accountKey,
  response: accountDetailSchema,
});

export const accountStatement = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/statement',
  access: ACCOUNT_READERS,
  body: statementBody,
  response: statementSchema,
});

/** The statement as a file; the same range gives the same totals as account/statement. */
export const accountStatementFile = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/statement-file',
  access: ACCOUNT_READERS,
  body: z.strictObject({ ...statementFields, format: z.enum(STATEMENT_FORMATS) }),
  response: fileAnswer,
});

/** Balances of every account at the end of `date_from` (spec 2 §7). */
export const accountBalance = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/account-balance',
  access: ACCOUNT_READERS,
  body: z.strictObject({ date_from: zDate() }),
  response: z.array(accountBalanceRowSchema),
});

export const accountTypeList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'account/get-type-list',
  access: ACCOUNT_READERS,
  response: z.array(accountTypeItemSchema),
});

/** The accounts list with its balances as a file (spec 2 §7 account/export). */
export const accountExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/export',
  access: ACCOUNT_READERS,
  body: z.strictObject({ type: z.enum(EXPORT_TYPES) }),
  response: fileAnswer,
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

export const saldoRowSchema = z.object({
  number: z.string(),
  mfo: z.string(),
  name: z.string(),
  currency: z.string(),
  opening_balance: moneyText,
  debit_turnover: moneyText,
  credit_turnover: moneyText,
  closing_balance: moneyText,
});
export type SaldoRow = z.output<typeof saldoRowSchema>;

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
  response: z.array(saldoRowSchema),
});
