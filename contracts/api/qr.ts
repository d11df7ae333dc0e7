/**
 * QR payment requests (issue 26, spec 1 §2.3, 2 §2: /qr, /qr/choose-method, /qr/:method/create;
 * client roles except accountant_simple, passive_user reading only). A client issues a payment
 * request as a QR code (contracts/qr/payload.ts): static (account and purpose, amount optional,
 * no expiry, paid any number of times) or dynamic (a fixed amount, an expiry, paid once). The list
 * shows each code with the incoming payments received against it: ledger credits on the code's
 * account whose purpose quotes the code's reference. Calls are designed here (not shown in spec 2 §7).
 */
import { z } from 'zod';
import type { Role } from '../roles.ts';
import { QR_METHODS } from '../qr/payload.ts';
import { dbIdParam } from './ids.ts';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';

export { QR_METHODS, type QrMethod } from '../qr/payload.ts';

export const QR_READERS = [
  'client',
  'accountant',
  'head',
  'super_head',
  'passive_user',
  'accountant_sign',
] as const satisfies readonly Role[];
/** passive_user reads only. */
export const QR_ISSUERS = [
  'client',
  'accountant',
  'head',
  'super_head',
  'accountant_sign',
] as const satisfies readonly Role[];

export const QR_PURPOSE_MAX = 70;
/** A dynamic code lives from 5 minutes to 30 days. */
export const QR_EXPIRY_MIN_MINUTES = 5;
export const QR_EXPIRY_MAX_MINUTES = 30 * 24 * 60;
export const QR_STATUSES = ['active', 'paid', 'expired'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

const base = '/api/v2/' as const;
const amountText = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);

export const qrCreateBody = z.strictObject({
  method: z.enum(QR_METHODS),
  /** The organisation's open soum current account. */
  account: z.string().regex(/^\d{25}$/),
  /** Required (above zero) for dynamic codes; null on a static code lets the payer enter it. */
  amount: amountText.nullable(),
  purpose: z.string().trim().min(3).max(QR_PURPOSE_MAX),
  /** Dynamic codes only: minutes from now until the code stops being payable. */
  expires_in_minutes: z.number().int().min(QR_EXPIRY_MIN_MINUTES).max(QR_EXPIRY_MAX_MINUTES).nullable(),
});
export type QrCreateBody = z.input<typeof qrCreateBody>;

export const qrReceiptSchema = z.object({
  at: z.string(),
  amount: moneyText,
  payer_name: z.string(),
  payer_account: z.string(),
  doc_number: z.string(),
});
export type QrReceipt = z.output<typeof qrReceiptSchema>;

export const qrCodeSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  method: z.enum(QR_METHODS),
  account: z.string(),
  /** '' when the payer enters the amount. */
  amount: z.string(),
  purpose: z.string(),
  /** ISO time or '' (static). */
  expires_at: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  status: z.enum(QR_STATUSES),
  /** The EMV payload the picture encodes. */
  payload: z.string(),
  received_total: moneyText,
  receipts_count: z.number().int(),
});
export type QrCode = z.output<typeof qrCodeSchema>;

export const qrCodeViewSchema = qrCodeSchema.extend({ receipts: z.array(qrReceiptSchema) });
export type QrCodeView = z.output<typeof qrCodeViewSchema>;

export const qrList = endpoint({
  method: 'GET',
  base,
  path: 'qr/list',
  access: QR_READERS,
  query: pageQuery.extend({ status: z.enum(QR_STATUSES).optional() }),
  response: pagedOf(qrCodeSchema),
});

export const qrView = endpoint({
  method: 'GET',
  base,
  path: 'qr/view',
  access: QR_READERS,
  query: z.strictObject({ id: dbIdParam }),
  response: qrCodeViewSchema,
});

export const qrAccounts = endpoint({
  method: 'GET',
  base,
  path: 'qr/accounts',
  access: QR_READERS,
  response: z.array(z.object({ account: z.string(), name: z.string(), balance: moneyText })),
});

export const qrCreate = endpoint({
  method: 'POST',
  base,
  path: 'qr/create',
  access: QR_ISSUERS,
  idempotent: 'required',
  body: qrCreateBody,
  response: qrCodeSchema,
});
