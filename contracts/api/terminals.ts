/**
 * The POS terminal and merchant registry (spec 3 §2.7; spec 1 §6.2): solfy_terminal keeps the
 * registry (/solfy: terminals, merchants, add, view, edit, the change log); the bank's admins
 * (admin_bank everywhere, admin_branch for the organisations its branch serves, users.branch_mfo)
 * read it at /terminals, add terminals and read a merchant's card statement. The spec shows no
 * fields except the statement columns (spec 3 §3.9: posting date, transaction date, card number,
 * total, net and commission); the rest is designed here and in docs/decisions.md "Terminals".
 * Card numbers travel masked only (first six, last four): a full number is never stored or shown.
 */
import { z } from 'zod';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';

const SOLFY = ['solfy_terminal'] as const;
const BANK = ['admin_branch', 'admin_bank'] as const;
const REGISTRY = ['solfy_terminal', 'admin_branch', 'admin_bank'] as const;

/** Terminal id as the processing centre issues it: 8 capital letters or digits. */
export const TERMINAL_CODE_PATTERN = /^[A-Z0-9]{8}$/;
/** Merchant id: 15 digits. */
export const MERCHANT_ID_PATTERN = /^[0-9]{15}$/;
/** Merchant category code (ISO 18245): 4 digits. */
export const MCC_PATTERN = /^[0-9]{4}$/;
export const INN_PATTERN = /^[0-9]{9}$/;
export const MFO_PATTERN = /^[0-9]{5}$/;
/** Settlement account: 25 or 27 digits (contracts/validation/account.ts). */
export const ACCOUNT_PATTERN = /^(?:[0-9]{25}|[0-9]{27})$/;
export const TERMINAL_NAME_MAX = 120;
export const TERMINAL_ADDRESS_MAX = 200;
export const TERMINAL_MODEL_MAX = 60;
export const TERMINAL_SEARCH_MAX = 100;
/** Commission in hundredths of a percent: 0–10 %. */
export const COMMISSION_BP_MAX = 1000;

export const TERMINAL_STATUSES = ['active', 'blocked', 'closed'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];
export const MERCHANT_STATUSES = ['active', 'suspended', 'closed'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];
export const TERMINAL_SORT_FIELDS = ['code', 'name', 'merchant_id', 'status', 'updated_at'] as const;

const upperTrim = (max: number) =>
  z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().max(max));

export const terminalBody = z.strictObject({
  code: upperTrim(8).pipe(z.string().regex(TERMINAL_CODE_PATTERN)),
  merchant_id: z.string().trim().regex(MERCHANT_ID_PATTERN),
  name: z.string().trim().min(1).max(TERMINAL_NAME_MAX),
  address: z.string().trim().min(1).max(TERMINAL_ADDRESS_MAX),
  model: z.string().trim().min(1).max(TERMINAL_MODEL_MAX),
  commission_bp: z.number().int().min(0).max(COMMISSION_BP_MAX),
  status: z.enum(TERMINAL_STATUSES),
});
export type TerminalBody = z.input<typeof terminalBody>;

export const merchantBody = z.strictObject({
  merchant_id: z.string().trim().regex(MERCHANT_ID_PATTERN),
  name: z.string().trim().min(1).max(TERMINAL_NAME_MAX),
  inn: z.string().trim().regex(INN_PATTERN),
  mfo: z.string().trim().regex(MFO_PATTERN),
  account: z.string().trim().regex(ACCOUNT_PATTERN),
  mcc: z.string().trim().regex(MCC_PATTERN),
  status: z.enum(MERCHANT_STATUSES),
});
export type MerchantBody = z.input<typeof merchantBody>;

export const terminalFilter = z.strictObject({
  text: z.string().trim().max(TERMINAL_SEARCH_MAX).optional(),
  status: z.enum(TERMINAL_STATUSES).optional(),
  merchant_id: z.string().trim().regex(MERCHANT_ID_PATTERN).optional(),
  mfo: z.string().trim().regex(MFO_PATTERN).optional(),
});
export type TerminalFilter = z.input<typeof terminalFilter>;

export const terminalSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  merchant_id: z.string(),
  merchant_name: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  model: z.string(),
  commission_bp: z.number().int(),
  status: z.enum(TERMINAL_STATUSES),
  organization: z.string(),
  inn: z.string(),
  account: z.string(),
  mfo: z.string(),
  /** ISO date-time of the last change. */
  updated_at: z.string(),
});
export type Terminal = z.output<typeof terminalSchema>;

export const terminalRowSchema = terminalSchema.extend({
  isView: z.boolean(),
  isEdit: z.boolean(),
  isStatement: z.boolean(),
});
export type TerminalRow = z.output<typeof terminalRowSchema>;

export const merchantSchema = z.object({
  id: z.number().int(),
  merchant_id: z.string(),
  name: z.string(),
  organization: z.string(),
  inn: z.string(),
  mfo: z.string(),
  account: z.string(),
  mcc: z.string(),
  status: z.enum(MERCHANT_STATUSES),
  terminals: z.number().int(),
  updated_at: z.string(),
});
export type Merchant = z.output<typeof merchantSchema>;

export const merchantFilter = z.strictObject({
  text: z.string().trim().max(TERMINAL_SEARCH_MAX).optional(),
  status: z.enum(MERCHANT_STATUSES).optional(),
});

export const LOG_ENTITIES = ['terminal', 'merchant'] as const;
export const LOG_ACTIONS = ['create', 'update'] as const;

export const logChangeSchema = z.object({
  field: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type LogChange = z.output<typeof logChangeSchema>;

export const logRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.string(),
  role: z.string(),
  entity: z.enum(LOG_ENTITIES),
  entity_id: z.number().int(),
  /** The terminal id or merchant id the change was made to. */
  ref: z.string(),
  action: z.enum(LOG_ACTIONS),
  changes: z.array(logChangeSchema),
});
export type LogRow = z.output<typeof logRowSchema>;

export const logFilter = z.strictObject({
  entity: z.enum(LOG_ENTITIES).optional(),
  text: z.string().trim().max(TERMINAL_SEARCH_MAX).optional(),
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The statement's longest period: a quarter. */
export const STATEMENT_MAX_DAYS = 93;

export const statementBody = z
  .strictObject({ from: isoDay, to: isoDay })
  .refine((b) => b.from <= b.to, { path: ['to'], message: 'period' });

export const statementRowSchema = z.object({
  id: z.number().int(),
  terminal: z.string(),
  /** dd.mm.yyyy of the settlement credit; null while pending or never paid (declined, reversed). */
  posting_date: z.string().nullable(),
  /** dd.mm.yyyy hh:mm (Tashkent). */
  transaction_date: z.string(),
  /** First six and last four digits only. */
  card: z.string(),
  rrn: z.string(),
  status: z.enum(['approved', 'declined', 'reversed']),
  total: moneyText,
  net: moneyText,
  commission: moneyText,
});
export type StatementRow = z.output<typeof statementRowSchema>;

export const statementSchema = pagedOf(statementRowSchema).extend({
  merchant_id: z.string(),
  merchant: z.string(),
  organization: z.string(),
  totals: z.object({ count: z.number().int(), total: moneyText, net: moneyText, commission: moneyText }),
});
export type Statement = z.output<typeof statementSchema>;

const idParams = z.strictObject({ id: dbIdParam });

export const terminalList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'terminals/list',
  access: REGISTRY,
  query: pageQuery,
  body: terminalFilter,
  response: pagedOf(terminalRowSchema),
});

export const terminalView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'terminals/view/:id',
  access: REGISTRY,
  params: idParams,
  response: terminalRowSchema,
});

export const terminalCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'terminals/create',
  access: REGISTRY,
  body: terminalBody,
  response: terminalSchema,
});

export const terminalUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'terminals/update/:id',
  access: SOLFY,
  params: idParams,
  body: terminalBody,
  response: terminalSchema,
});

export const terminalStatement = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'terminals/stmt/:merchant_id',
  access: BANK,
  params: z.strictObject({ merchant_id: z.string().regex(MERCHANT_ID_PATTERN) }),
  query: pageQuery,
  body: statementBody,
  response: statementSchema,
});

export const merchantList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'solfy/merchant/list',
  access: SOLFY,
  query: pageQuery,
  body: merchantFilter,
  response: pagedOf(merchantSchema),
});

export const merchantCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'solfy/merchant/create',
  access: SOLFY,
  body: merchantBody,
  response: merchantSchema,
});

export const registryLogList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'solfy/logs/list',
  access: SOLFY,
  query: pageQuery,
  body: logFilter,
  response: pagedOf(logRowSchema),
});

/** "1.50" for 150 hundredths of a percent. */
export function commissionText(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** Hundredths of a percent from a typed "1,5" / "1.50"; null when not a percent 0–10 with ≤ 2 decimals. */
export function commissionFromText(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return bp <= COMMISSION_BP_MAX ? bp : null;
}
