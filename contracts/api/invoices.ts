/**
 * Invoices between organisations (issue 26, spec 1 §2.3 Other, 3 §2.7: /invoices/c, /invoices/d,
 * /invoices/report, /invoices/:id). A dealer organisation (organizations.is_dealer) issues an
 * invoice to a client organisation by INN (amount, purpose, due date, the account to be paid to)
 * and may cancel it while unpaid. The client pays it with a soum payment pre-filled from the
 * invoice: the pay call answers the fields and the invoice's own payment reference, so tapping pay
 * twice still makes one payment, and the invoice reads `paid` once that payment is executed. Admin
 * sees every invoice in a report. Calls are designed here (spec: content not shown).
 */
import { z } from 'zod';
import { ACTING_CLIENT_ROLES, CLIENT_ROLES, type Role } from '../roles.ts';
import { dbIdParam } from './ids.ts';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';

export const INVOICE_READERS = CLIENT_ROLES;
/** passive_user reads only (docs/decisions.md, Invoices). */
export const INVOICE_WRITERS = ACTING_CLIENT_ROLES;
export const INVOICE_REPORTERS = ['admin'] as const satisfies readonly Role[];

/** What the reader sees: `paying` once a payment was made from it and not yet executed. */
export const INVOICE_STATUSES = ['issued', 'overdue', 'paying', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_SIDES = ['c', 'd'] as const;
export type InvoiceSide = (typeof INVOICE_SIDES)[number];

export const INVOICE_PURPOSE_MAX = 160;
/** A due date at most a year ahead. */
export const INVOICE_DUE_MAX_DAYS = 365;
/** The payment purpose code "payment for goods". */
export const INVOICE_PAYMENT_CODE = '00101';

const base = '/api/v2/' as const;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const invoiceIssueBody = z.strictObject({
  client_inn: z.string().regex(/^\d{9}$/),
  /** The dealer's open soum current account the client pays to. */
  account: z.string().regex(/^\d{25}$/),
  amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
  purpose: z.string().trim().min(3).max(INVOICE_PURPOSE_MAX),
  due_date: isoDate,
});
export type InvoiceIssueBody = z.input<typeof invoiceIssueBody>;

const party = z.object({ name: z.string(), inn: z.string() });

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  due_date: z.string(),
  amount: moneyText,
  purpose: z.string(),
  status: z.enum(INVOICE_STATUSES),
  dealer: party.extend({ account: z.string(), mfo: z.string() }),
  client: party,
  paid_at: z.string(),
  created_at: z.string(),
  /** The soum payment made from the invoice, if any (its page for the payer). */
  payment_id: z.number().int().nullable(),
  version: z.number().int(),
  /** For the caller: may pay (the payer, unpaid) / may cancel (the issuer, unpaid). */
  is_pay: z.boolean(),
  is_cancel: z.boolean(),
});
export type Invoice = z.output<typeof invoiceSchema>;

export const invoiceListQuery = pageQuery.extend({
  side: z.enum(INVOICE_SIDES),
  status: z.enum(INVOICE_STATUSES).optional(),
});

export const invoiceReportQuery = pageQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Either side's INN. */
  inn: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export const invoiceProfileSchema = z.object({
  is_dealer: z.boolean(),
  accounts: z.array(z.object({ account: z.string(), name: z.string() })),
});

/** What the soum payment form is opened with (`/uzs-payments/add?…`). */
export const invoicePrefillSchema = z.object({
  r_account: z.string(),
  r_mfo: z.string(),
  r_inn: z.string(),
  r_name: z.string(),
  sum: z.string(),
  code: z.string(),
  description: z.string(),
  /** The invoice's payment reference: a second save with it answers the same payment. */
  client_reference: z.string(),
  /** Already made from this invoice: open it instead of a new form. */
  payment_id: z.number().int().nullable(),
});
export type InvoicePrefill = z.output<typeof invoicePrefillSchema>;

export const invoiceList = endpoint({
  method: 'GET',
  base,
  path: 'invoices/list',
  access: INVOICE_READERS,
  query: invoiceListQuery,
  response: pagedOf(invoiceSchema),
});

export const invoiceView = endpoint({
  method: 'GET',
  base,
  path: 'invoices/view',
  access: INVOICE_READERS,
  query: z.strictObject({ id: dbIdParam }),
  response: invoiceSchema,
});

export const invoiceProfile = endpoint({
  method: 'GET',
  base,
  path: 'invoices/profile',
  access: INVOICE_READERS,
  response: invoiceProfileSchema,
});

export const invoiceReport = endpoint({
  method: 'GET',
  base,
  path: 'invoices/report',
  access: INVOICE_REPORTERS,
  query: invoiceReportQuery,
  response: pagedOf(invoiceSchema),
});

export const invoiceIssue = endpoint({
  method: 'POST',
  base,
  path: 'invoices/issue',
  access: INVOICE_WRITERS,
  idempotent: 'required',
  body: invoiceIssueBody,
  response: invoiceSchema,
});

/** If-Match: the version seen. */
export const invoiceCancel = endpoint({
  method: 'POST',
  base,
  path: 'invoices/cancel',
  access: INVOICE_WRITERS,
  idempotent: 'required',
  body: z.strictObject({ id: z.number().int().positive() }),
  response: invoiceSchema,
});

/** If-Match: the version seen. Answers the payment form's fields; nothing is paid yet. */
export const invoicePay = endpoint({
  method: 'POST',
  base,
  path: 'invoices/pay',
  access: INVOICE_WRITERS,
  idempotent: 'required',
  body: z.strictObject({ id: z.number().int().positive() }),
  response: invoicePrefillSchema,
});
