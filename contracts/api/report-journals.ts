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

export interface AgmkAccountSaldo {
  readonly number: string;
  readonly mfo: string;
  readonly name: string;
  readonly currency: string;
  readonly opening_balance: string;
  readonly debit_turnover: string;
  readonly credit_turnover: string;
  readonly closing_balance: string;
  readonly debit_count: number;
  readonly credit_count: number;
}

export interface AgmkCurrencyTotal {
  readonly currency: string;
  readonly opening_balance: string;
  readonly debit_turnover: string;
  readonly credit_turnover: string;
  readonly closing_balance: string;
}

export interface AgmkMovement {
  readonly id: number;
  readonly account: string;
  readonly currency: string;
  readonly date: string;
  readonly time: string;
  readonly doc_number: string;
  readonly debit: string;
  readonly credit: string;
  readonly counterparty_account: string;
  readonly details: string;
}

export interface AgmkSaldo {
  readonly counterparty: { readonly name: string; readonly inn: string };
  readonly date_from: string;
  readonly date_to: string;
  readonly accounts: readonly AgmkAccountSaldo[];
  readonly totals: readonly AgmkCurrencyTotal[];
  readonly movements: readonly AgmkMovement[];
}

export const agmkSaldo = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/agmk-saldo',
  access: [...CLIENT_ROLES],
  body: agmkFilter,
});

/** The per-account saldo lines, then a total line per currency. */
export const agmkSaldoExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/agmk-saldo-export',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: agmkFilter }),
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

export interface OperationRow {
  /** The ledger leg's id. */
  readonly id: number;
  readonly date: string;
  readonly time: string;
  readonly account: string;
  readonly mfo: string;
  readonly currency: string;
  readonly doc_number: string;
  readonly counterparty_name: string;
  readonly counterparty_account: string;
  readonly counterparty_mfo: string;
  readonly counterparty_inn: string | null;
  readonly debit: string;
  readonly credit: string;
  /** The account's balance right after this leg. */
  readonly balance: string;
  readonly details: string;
}

export interface OperationTotal {
  readonly currency: string;
  readonly debit: string;
  readonly credit: string;
  readonly debit_count: number;
  readonly credit_count: number;
}

export interface OperationJournal {
  readonly list: readonly OperationRow[];
  readonly totals: readonly OperationTotal[];
  readonly _meta: { readonly currentPage: number; readonly pageCount: number; readonly totalCount: number };
}

export const accountOperations = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/account-operation',
  access: [...CLIENT_ROLES],
  query: pageQuery,
  body: operationFilter,
});

export const accountOperationsExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/account-operation-export',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: operationFilter }),
});

// ---------------------------------------------------------------- Terminal statement

export const TERMINAL_STATUSES = ['approved', 'declined', 'reversed'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

export interface TerminalItem {
  readonly id: number;
  /** The processing centre's terminal id (8 characters) and merchant id. */
  readonly code: string;
  readonly merchant_id: string;
  readonly name: string;
  readonly address: string;
  /** The account each day's settlement is credited to. */
  readonly account: string;
  readonly mfo: string;
  readonly currency: string;
}

export const terminalFilter = z.strictObject({
  date_from: zDate(),
  date_to: zDate(),
  /** One terminal; absent: every terminal of the organisation. */
  terminal: dbId.optional(),
  status: z.enum(TERMINAL_STATUSES).optional(),
});
export type TerminalFilter = z.input<typeof terminalFilter>;

export interface TerminalTransactionRow {
  readonly id: number;
  readonly date: string;
  readonly time: string;
  readonly terminal: string;
  /** First six and last four digits, the rest masked: 860012******3456. */
  readonly pan: string;
  readonly rrn: string;
  readonly amount: string;
  readonly commission: string;
  /** amount − commission for an approved payment; 0 for a declined or reversed one. */
  readonly net: string;
  readonly status: TerminalStatus;
  /** The day's settlement credited this payment (yyyy-mm-dd), null while pending or not payable. */
  readonly settled_on: string | null;
}

export interface TerminalSettlement {
  readonly terminal: string;
  /** The trading day settled, the moment the ledger credited it and the amount (= that day's net). */
  readonly day: string;
  readonly credited_at: string;
  readonly amount: string;
  readonly account: string;
  readonly transaction_id: string;
}

export interface TerminalTotals {
  readonly currency: string;
  readonly count: number;
  readonly approved_count: number;
  readonly amount: string;
  readonly commission: string;
  readonly net: string;
  /** Net of the approved payments whose settlement the ledger has credited, and of the rest. */
  readonly settled: string;
  readonly pending: string;
}

export interface TerminalStatement {
  readonly list: readonly TerminalTransactionRow[];
  readonly totals: TerminalTotals;
  readonly settlements: readonly TerminalSettlement[];
  readonly _meta: { readonly currentPage: number; readonly pageCount: number; readonly totalCount: number };
}

export const terminalList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'export/terminal-list',
  access: [...CLIENT_ROLES],
});

export const terminalStatement = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/terminal-statement',
  access: [...CLIENT_ROLES],
  query: pageQuery,
  body: terminalFilter,
});

export const terminalStatementExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/terminal-statement-export',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: terminalFilter }),
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
