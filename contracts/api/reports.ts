/**
 * Reports over the ledger (spec 2 §2 "Reports", §7 export/*): incoming payments (/inc-payment-list).
 * The spec names export/inc-payment-search, inc-view and inc-export without payloads; they are
 * designed here (docs/decisions.md "Reports and exports"). An incoming payment is a credit leg
 * on one of the caller's client accounts; its payer is the paying organisation of our own payment
 * or, for money from other banks, the counterparty the ledger records. Ranges follow the statement
 * rules (from ≤ to, at most 366 days; 422 on date_to). An account or payment of another organisation
 * is 404.
 */
import { z } from 'zod';
import { dbId } from './ids.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { zAccount, zAmount, zDate, zMfo } from '../validation/zod.ts';
import { fileAnswer, moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { EXPORT_TYPES } from './export.ts';
import { pageQuery } from './paging.ts';

/** Longest free-text search (payer name, TIN, account, document number or purpose). */
export const INC_SEARCH_MAX = 100;

export const incomingPaymentSchema = z.object({
  /** The ledger leg's id: what inc-view is asked for. */
  id: z.number().int(),
  /** yyyy-mm-dd (Tashkent day) and HH:mm. */
  date: z.string(),
  time: z.string(),
  doc_number: z.string(),
  amount: moneyText,
  currency: z.string(),
  /** Our account that received the money. */
  account: z.string(),
  mfo: z.string(),
  payer_name: z.string(),
  payer_account: z.string(),
  payer_mfo: z.string(),
  payer_inn: z.string().nullable(),
  purpose: z.string(),
  /** Per-row action flag (spec 2 §6): the caller may open the payment (inc-view). */
  isView: z.boolean(),
});
export type IncomingPayment = z.output<typeof incomingPaymentSchema>;

export const incomingPaymentDetailSchema = incomingPaymentSchema.extend({
  account_name: z.string(),
  /** The payer's bank by its code; null for a foreign bank (a BIC) the reference does not hold. */
  payer_bank_name: z.string().nullable(),
  transaction_id: z.string(),
});
export type IncomingPaymentDetail = z.output<typeof incomingPaymentDetailSchema>;

/** Sum of the matching payments per currency (accounts of several currencies may be searched). */
export const incomingTotalSchema = z.object({
  currency: z.string(),
  amount: moneyText,
  count: z.number().int(),
});
export type IncomingTotal = z.output<typeof incomingTotalSchema>;

export const incomingSearchResultSchema = pagedOf(incomingPaymentSchema).extend({
  totals: z.array(incomingTotalSchema),
});
export type IncomingSearchResult = z.output<typeof incomingSearchResultSchema>;

export const incPaymentFilter = z
  .strictObject({
    date_from: zDate(),
    date_to: zDate(),
    /** One of our accounts; absent: every client account in scope. */
    account: zAccount().optional(),
    mfo: zMfo().optional(),
    search: z.string().trim().max(INC_SEARCH_MAX).optional(),
    amount_from: zAmount().optional(),
    amount_to: zAmount().optional(),
  })
  .refine((f) => (f.account === undefined) === (f.mfo === undefined), {
    path: ['mfo'],
    message: 'required',
  });
export type IncPaymentFilter = z.input<typeof incPaymentFilter>;

export const incPaymentSearch = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/inc-payment-search',
  access: [...CLIENT_ROLES],
  query: pageQuery,
  body: incPaymentFilter,
  response: incomingSearchResultSchema,
});

export const incView = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/inc-view',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ id: dbId }),
  response: incomingPaymentDetailSchema,
});

/** Every payment the filter matches (not one page) as a file of the export menu's types. */
export const incExport = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/inc-export',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: incPaymentFilter }),
  response: fileAnswer,
});

/** `incoming_<from>_<to>.<ext>`: what the file holds, readable in a downloads folder. */
export function incomingFileName(extension: string, from: string, to: string): string {
  return `incoming_${from.replace(/-/g, '')}_${to.replace(/-/g, '')}.${extension}`;
}

/** Columns a turnover export can carry (the statement row's fields), in the order offered. */
export const TURNOVER_FIELDS = [
  'date',
  'doc_number',
  'debit',
  'credit',
  'name',
  'account',
  'mfo',
  'inn',
  'details',
] as const;
export type TurnoverField = (typeof TURNOVER_FIELDS)[number];

/** At most this many accounts in one turnover export. */
export const TURNOVER_MAX_ACCOUNTS = 50;

export const exportAccountSchema = z.object({
  number: z.string(),
  mfo: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type ExportAccount = z.output<typeof exportAccountSchema>;

export const exportBankSchema = z.object({
  mfo: z.string(),
  bank_name: z.string(),
});
export type ExportBank = z.output<typeof exportBankSchema>;

export const turnoverFieldItemSchema = z.object({
  value: z.enum(TURNOVER_FIELDS),
  name: z.string(),
});
export type TurnoverFieldItem = z.output<typeof turnoverFieldItemSchema>;

export const turnoverStatementSchema = z.object({
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  opening_balance: moneyText,
  debit_turnover: moneyText,
  credit_turnover: moneyText,
  closing_balance: moneyText,
  /** One line per movement, cells in the order of the chosen fields. */
  rows: z.array(z.array(z.string())),
});
export type TurnoverStatement = z.output<typeof turnoverStatementSchema>;

export const turnoverPreviewSchema = z.object({
  fields: z.array(turnoverFieldItemSchema),
  statements: z.array(turnoverStatementSchema),
});
export type TurnoverPreview = z.output<typeof turnoverPreviewSchema>;

const turnoverFields = {
  accounts: z
    .array(z.strictObject({ account: zAccount(), mfo: zMfo() }))
    .min(1)
    .max(TURNOVER_MAX_ACCOUNTS),
  date_from: zDate(),
  date_to: zDate(),
  fields: z.array(z.enum(TURNOVER_FIELDS)).min(1).max(TURNOVER_FIELDS.length),
};
export const turnoverBody = z.strictObject(turnoverFields);
export type TurnoverBody = z.input<typeof turnoverBody>;

export const exportAccList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'export/acc-list',
  access: [...CLIENT_ROLES],
  response: z.array(exportAccountSchema),
});

export const exportAccMfoList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'export/acc-mfo-list',
  access: [...CLIENT_ROLES],
  response: z.array(exportBankSchema),
});

export const exportStatementFields = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'export/statement-fields',
  access: [...CLIENT_ROLES],
  response: z.array(turnoverFieldItemSchema),
});

/** The preview: per chosen account its balances, turnover and movements in the chosen fields. */
export const exportStatement = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/statement',
  access: [...CLIENT_ROLES],
  body: turnoverBody,
  response: turnoverPreviewSchema,
});

/** The same as a file: an account column, then the chosen fields, one line per movement. */
export const exportData = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/data',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ ...turnoverFields, type: z.enum(EXPORT_TYPES) }),
  response: fileAnswer,
});

/** `turnover_<from>_<to>.<ext>`. */
export function turnoverFileName(extension: string, from: string, to: string): string {
  return `turnover_${from.replace(/-/g, '')}_${to.replace(/-/g, '')}.${extension}`;
}
