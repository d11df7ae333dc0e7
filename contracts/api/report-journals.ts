/**
 * Three ledger reports of the "reports" menu (spec 2 §2, §7 export/*; designed here, see
 * docs/decisions.md "Reports: AGMK settlements, operations journal, terminal statement"):
 *
 * - /export-okmk-turnover — `export/agmk-saldo`: the organisation's settlements with AGMK (Almalyk
 *   Mining and Metallurgical Combine, a known counterparty by its TIN): per account the opening
 *   balance of the settlements (credits from AGMK − debits to AGMK since the ledger began), the
 *   period's debit and credit turnover with AGMK and the closing balance, totals per currency and
 *   the movements themselves.
 * - /account-operation — `export/account-operation`: every ledger leg of the organisation's
 *   accounts in a period, oldest first, with the account's running balance after the leg; narrowed
 *   by account and direction, paged, totals per currency over every matching leg.
 * - /terminal-statement — `export/terminal-list`, `export/terminal-statement`: the card
 *   transactions of the organisation's POS terminals in a period, with what each day's settlement
 *   credited to the terminal's account (a ledger movement) or what is still pending.
 *
 * Each has a file call taking `{ type, filter }` that answers every matching row (not one page) in
 * the export menu's types. Ranges follow the statement rules (from ≤ to, at most 366 days; 422 on
 * date_to). An account or terminal of another organisation is 404.
 */
import { z } from 'zod';
import { dbId } from './ids.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { zAccount, zDate, zMfo } from '../validation/zod.ts';
import { fileAnswer, moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { EXPORT_TYPES } from './export.ts';
import { pageQuery } from './paging.ts';

/** AGMK (JSC «Almalyk MMC»): the counterparty /export-okmk-turnover reports on, by its TIN. */
export const AGMK = { inn: '202328794', name: 'AJ «Olmaliq KMK»' } as const;

const accountPair = {
  /** One of our accounts; absent: every client account in scope. */
  account: zAccount().optional(),
  mfo: zMfo().optional(),
};
const samePair = (f: { account?: string | undefined; mfo?: string | undefined }) =>
  (f.account === undefined) === (f.mfo === undefined);

// ---------------------------------------------------------------- AGMK settlements

export const agmkFilter = z
  .strictObject({ date_from: zDate(), date_to: zDate(), ...accountPair })
  .refine(samePair, { path: ['mfo'], message: 'required' });
export type AgmkFilter = z.input<typeof agmkFilter>;

export const agmkAccountSaldoSchema = z.object({
  number: z.string(),
  mfo: z.string(),
  name: z.string(),
  currency: z.string(),
  opening_balance: moneyText,
  debit_turnover: moneyText,
  credit_turnover: moneyText,
  closing_balance: moneyText,
  debit_count: z.number().int(),
  credit_count: z.number().int(),
});
export type AgmkAccountSaldo = z.output<typeof agmkAccountSaldoSchema>;

export const agmkCurrencyTotalSchema = z.object({
  currency: z.string(),
  opening_balance: moneyText,
  debit_turnover: moneyText,
  credit_turnover: moneyText,
  closing_balance: moneyText,
});
export type AgmkCurrencyTotal = z.output<typeof agmkCurrencyTotalSchema>;

export const agmkMovementSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  currency: z.string(),
  date: z.string(),
  time: z.string(),
  doc_number: z.string(),
  debit: moneyText,
  credit: moneyText,
  counterparty_account: z.string(),
  details: z.string(),
});
export type AgmkMovement = z.output<typeof agmkMovementSchema>;

export const agmkSaldoSchema = z.object({
  counterparty: z.object({ name: z.string(), inn: z.string() }),
  date_from: z.string(),
  date_to: z.string(),
  accounts: z.array(agmkAccountSaldoSchema),
  totals: z.array(agmkCurrencyTotalSchema),
  movements: z.array(agmkMovementSchema),
});
export type AgmkSaldo = z.output<typeof agmkSaldoSchema>;

export const agmkSaldo = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/agmk-saldo',
  access: [...CLIENT_ROLES],
  body: agmkFilter,
  response: agmkSaldoSchema,
});

/** The per-account saldo lines, then a total line per currency. */
export const agmkSaldoExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/agmk-saldo-export',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: agmkFilter }),
  response: fileAnswer,
});

// ---------------------------------------------------------------- Operations journal

export const OPERATION_DIRECTIONS = ['debit', 'credit'] as const;
export type OperationDirection = (typeof OPERATION_DIRECTIONS)[number];

export const operationFilter = z
  .strictObject({
    date_from: zDate(),
    date_to: zDate(),
    ...accountPair,
    direction: z.enum(OPERATION_DIRECTIONS).optional(),
  })
  .refine(samePair, { path: ['mfo'], message: 'required' });
export type OperationFilter = z.input<typeof operationFilter>;

export const operationRowSchema = z.object({
  /** The ledger leg's id. */
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  doc_number: z.string(),
  counterparty_name: z.string(),
  counterparty_account: z.string(),
  counterparty_mfo: z.string(),
  counterparty_inn: z.string().nullable(),
  debit: moneyText,
  credit: moneyText,
  /** The account's balance right after this leg. */
  balance: moneyText,
  details: z.string(),
});
export type OperationRow = z.output<typeof operationRowSchema>;

export const operationTotalSchema = z.object({
  currency: z.string(),
  debit: moneyText,
  credit: moneyText,
  debit_count: z.number().int(),
  credit_count: z.number().int(),
});
export type OperationTotal = z.output<typeof operationTotalSchema>;

export const operationJournalSchema = pagedOf(operationRowSchema).extend({
  totals: z.array(operationTotalSchema),
});
export type OperationJournal = z.output<typeof operationJournalSchema>;

export const accountOperations = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/account-operation',
  access: [...CLIENT_ROLES],
  query: pageQuery,
  body: operationFilter,
  response: operationJournalSchema,
});

export const accountOperationsExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/account-operation-export',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: operationFilter }),
  response: fileAnswer,
});

// ---------------------------------------------------------------- Terminal statement

export const TERMINAL_STATUSES = ['approved', 'declined', 'reversed'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

export const terminalItemSchema = z.object({
  id: z.number().int(),
  /** The processing centre's terminal id (8 characters) and merchant id. */
  code: z.string(),
  merchant_id: z.string(),
  name: z.string(),
  address: z.string(),
  /** The account each day's settlement is credited to. */
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
});
export type TerminalItem = z.output<typeof terminalItemSchema>;

export const terminalFilter = z.strictObject({
  date_from: zDate(),
  date_to: zDate(),
  /** One terminal; absent: every terminal of the organisation. */
  terminal: dbId.optional(),
  status: z.enum(TERMINAL_STATUSES).optional(),
});
export type TerminalFilter = z.input<typeof terminalFilter>;

export const terminalTransactionRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  terminal: z.string(),
  /** First six and last four digits, the rest masked: 860012******3456. */
  pan: z.string(),
  rrn: z.string(),
  amount: moneyText,
  commission: moneyText,
  /** amount − commission for an approved payment; 0 for a declined or reversed one. */
  net: moneyText,
  status: z.enum(TERMINAL_STATUSES),
  /** The day's settlement credited this payment (yyyy-mm-dd), null while pending or not payable. */
  settled_on: z.string().nullable(),
});
export type TerminalTransactionRow = z.output<typeof terminalTransactionRowSchema>;

export const terminalSettlementSchema = z.object({
  terminal: z.string(),
  /** The trading day settled, the moment the ledger credited it and the amount (= that day's net). */
  day: z.string(),
  credited_at: z.string(),
  amount: moneyText,
  account: z.string(),
  transaction_id: z.string(),
});
export type TerminalSettlement = z.output<typeof terminalSettlementSchema>;

export const terminalTotalsSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  approved_count: z.number().int(),
  amount: moneyText,
  commission: moneyText,
  net: moneyText,
  /** Net of the approved payments whose settlement the ledger has credited, and of the rest. */
  settled: moneyText,
  pending: moneyText,
});
export type TerminalTotals = z.output<typeof terminalTotalsSchema>;

export const terminalStatementSchema = pagedOf(terminalTransactionRowSchema).extend({
  totals: terminalTotalsSchema,
  settlements: z.array(terminalSettlementSchema),
});
export type TerminalStatement = z.output<typeof terminalStatementSchema>;

export const terminalList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'export/terminal-list',
  access: [...CLIENT_ROLES],
  response: z.array(terminalItemSchema),
});

export const terminalStatement = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/terminal-statement',
  access: [...CLIENT_ROLES],
  query: pageQuery,
  body: terminalFilter,
  response: terminalStatementSchema,
});

export const terminalStatementExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/terminal-statement-export',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: terminalFilter }),
  response: fileAnswer,
});

/** `<what>_<from>_<to>.<ext>`, readable in a downloads folder. */
export function journalFileName(
  what: 'agmk' | 'operations' | 'terminals',
  extension: string,
  from: string,
  to: string,
): string {
  return `${what}_${from.replace(/-/g, '')}_${to.replace(/-/g, '')}.${extension}`;
}

/** A card number shown as its first six and last four digits. */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  if (digits.length < 12) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}
