/**
 * Transfers between an organisation's own foreign-currency accounts (spec 2 §2 /skv-na-skv,
 * "SKV to SKV", issue 20). The spec shows no calls, so they are designed here in the soum
 * payments' style (docs/decisions.md "Transfers between own foreign-currency accounts").
 *
 * One document, two kinds decided by the accounts: a `transfer` moves money between two accounts
 * in the same currency; a `conversion` moves it between two different foreign currencies at the
 * bank's cross rate (the client buy rate of the debit currency over the client sell rate of the
 * credit currency, from currency_rates). A conversion is accepted 9:00–17:00 Tashkent only
 * (contracts/bank-calendar.ts CONVERSION_WINDOW); its rate is previewed before saving and fixed
 * when the bank executes it.
 *
 * Life cycle: Created → (EDS signature) Signed → (send) Sent → the bank's job: Executed (ledger
 * legs) or Rejected (with a reason). An edit of a Created or Signed transfer voids its signature and
 * bumps its version. Amounts are decimal strings with the debit currency's ISO 4217 exponent
 * (contracts/currency-codes.ts). Changes on an existing transfer send `If-Match: <version>`.
 */
import { z } from 'zod';
import { dbId, dbIdParam } from './ids.ts';
import { assertionBody } from './devices.ts';
import { endpoint } from './endpoint.ts';
import { noData, pagedOf } from './answers.ts';
import { pageQuery } from './paging.ts';
import { CLIENT_ROLES, SIGNERS_A, type Role } from '../roles.ts';
import { currencyExponent } from '../currency-codes.ts';
import { type SignedContentOf, signingMessageFor } from '../signing/signed-document.ts';

export const FX_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  executed: 4,
  rejected: 5,
} as const;
export type FxStatusId = (typeof FX_STATUS)[keyof typeof FX_STATUS];
export const FX_STATUS_IDS = Object.values(FX_STATUS) as readonly FxStatusId[];

export const FX_KINDS = ['transfer', 'conversion'] as const;
export type FxKind = (typeof FX_KINDS)[number];

/** The header of the batch message a signer signs (contracts/signing/signed-document.ts). */
export const FX_SIGNING_HEADER = 'CORPBANK-FX-TRANSFERS-V1';
export const FX_PURPOSE_MAX = 420;
export const FX_BATCH_MAX = 50;
/** Largest whole part of an amount (bigint minor units stay far inside their column). */
export const FX_AMOUNT_MAX_WHOLE_DIGITS = 15;

// Roles ----------------------------------------------------------------------------------------

/** Who opens the section (spec 2 §2): client roles plus admin_bank, super_user, multiclient, cur_head_bank. */
export const FX_VIEWERS = [
  ...CLIENT_ROLES,
  'admin_bank',
  'super_user',
  'multiclient',
  'cur_head_bank',
] as const satisfies readonly Role[];
/** Who prepares (create, edit, delete): the soum payments' preparers and the head. */
export const FX_PREPARERS = [
  'client',
  'accountant',
  'super_head',
  'accountant_simple',
  'head',
] as const satisfies readonly Role[];
/** Who signs: signer A (one signature; docs/decisions.md). */
export const FX_SIGNERS = SIGNERS_A;
/** Who sends a signed transfer to the bank: preparers and signers. */
export const FX_SENDERS = [...FX_PREPARERS, 'accountant_sign'] as const satisfies readonly Role[];
/** Bank staff who see every organisation's transfers (read only). */
export const FX_BANK_VIEWERS = [
  'admin_bank',
  'super_user',
  'cur_head_bank',
] as const satisfies readonly Role[];

// Amounts --------------------------------------------------------------------------------------

/** Whether `value` is an amount in a currency with `exponent` decimals (no more places than that). */
export function isFxAmount(value: string, exponent: number): boolean {
  const places = exponent === 0 ? '' : `(\\.\\d{1,${exponent}})?`;
  return new RegExp(`^\\d{1,${FX_AMOUNT_MAX_WHOLE_DIGITS}}${places}$`).test(value);
}

/** An amount text in minor units of a currency with `exponent` decimals ("12.5", 2 → 1250n). */
export function fxToMinor(value: string, exponent: number): bigint {
  if (!isFxAmount(value, exponent)) throw new RangeError(`not an amount: ${value}`);
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
}

/** Minor units as a decimal text with exactly `exponent` places (1250n, 2 → "12.50"; JPY 0 → "1250"). */
export function fxFromMinor(minor: bigint, exponent: number): string {
  if (exponent === 0) return minor.toString();
  const scale = 10n ** BigInt(exponent);
  const whole = minor / scale;
  return `${whole}.${(minor % scale).toString().padStart(exponent, '0')}`;
}

/**
 * The credit amount of a conversion: `amount` (minor units of the debit currency) sold to the bank
 * at `debitRate` (tiyin per unit, the bank's client buy rate) and bought at `creditRate` (tiyin per
 * unit, the bank's client sell rate), rounded down to the credit currency's minor unit.
 */
export function convertMinor(
  amount: bigint,
  debitExponent: number,
  debitRate: bigint,
  creditExponent: number,
  creditRate: bigint,
): bigint {
  return (amount * debitRate * 10n ** BigInt(creditExponent)) / (10n ** BigInt(debitExponent) * creditRate);
}

/** The cross rate as text: units of the credit currency for one unit of the debit currency, 6 places. */
export function crossRateText(debitRate: bigint, creditRate: bigint): string {
  return fxFromMinor((debitRate * 1_000_000n) / creditRate, 6);
}

export { currencyExponent };

// Shapes ---------------------------------------------------------------------------------------

const base = '/api/v2/' as const;
const statusId = z.literal(FX_STATUS_IDS);
const accountNumber = z.string().max(27);

const fields = {
  debit_account: accountNumber,
  credit_account: accountNumber,
  /** In the debit currency, with at most its exponent's decimals. */
  amount: z.string().max(25),
  purpose: z.string().max(FX_PURPOSE_MAX),
};
export const fxCreateBody = z.strictObject({ client_reference: z.uuid(), ...fields });
export type FxCreateBody = z.input<typeof fxCreateBody>;
export const fxEditBody = z.strictObject({ id: dbId, ...fields });
export type FxEditBody = z.input<typeof fxEditBody>;

export const FX_ROW_FLAGS = ['isView', 'isEdit', 'isDelete', 'isSign', 'isSend'] as const;
export type FxRowFlag = (typeof FX_ROW_FLAGS)[number];

export const fxTransferSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  client_reference: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  number: z.string(),
  /** The document's date (the operating day it was made), YYYY-MM-DD. */
  date: z.string(),
  kind: z.enum(FX_KINDS),
  kindName: z.string(),
  debit_account: z.string(),
  debit_currency: z.string(),
  credit_account: z.string(),
  credit_currency: z.string(),
  amount: z.string(),
  /** What the credit account receives: the amount for a transfer; for a conversion once executed. */
  credit_amount: z.string().nullable(),
  /** A conversion's cross rate fixed at execution (credit units per debit unit). */
  rate: z.string().nullable(),
  rate_day: z.string().nullable(),
  purpose: z.string(),
  status_id: statusId,
  statusName: z.string(),
  /** Set when sent: the operating day, or the next one after the 16:00 cut-off. */
  value_date: z.string().nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  executed_at: z.string().nullable(),
  isView: z.boolean(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
  isSign: z.boolean(),
  isSend: z.boolean(),
});
export type FxTransfer = z.output<typeof fxTransferSchema>;

export const fxLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actionName: z.string(),
  user: z.string().nullable(),
  status_id: statusId,
  statusName: z.string(),
  version: z.number().int(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type FxLog = z.output<typeof fxLogSchema>;

export const fxAccountSchema = z.object({
  number: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Balance less reserved, in the account's currency. */
  available: z.string(),
  organization_id: z.number().int(),
});
export type FxAccount = z.output<typeof fxAccountSchema>;

export const fxPreviewSchema = z.object({
  kind: z.enum(FX_KINDS),
  debit_currency: z.string(),
  credit_currency: z.string(),
  /** null for a transfer (no rate). */
  rate: z.string().nullable(),
  rate_day: z.string().nullable(),
  credit_amount: z.string(),
  /** Whether a conversion is accepted now (9:00–17:00 Tashkent); always true for a transfer. */
  accepted_now: z.boolean(),
  /** What the transfer would get as value date if sent now. */
  value_date: z.string(),
});
export type FxPreview = z.output<typeof fxPreviewSchema>;

export const fxStatusItemSchema = z.object({ id: statusId, name: z.string() });

export const fxListBody = z.strictObject({
  status_id: statusId.optional(),
  kind: z.enum(FX_KINDS).optional(),
});

export const fxSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(4096),
  key_data: z.strictObject({
    /** The batch message (FX_SIGNING_HEADER, then `id:version:digest` lines). */
    data: z.string().min(1).max(20_000),
    version: z.string().max(20),
    ids: z.array(dbId).min(1).max(FX_BATCH_MAX),
  }),
});
export type FxSignBody = z.input<typeof fxSignBody>;

/** A passkey signature over the same batch message (challenge: its SHA-256, passkeyChallengeHex). */
export const fxPasskeySignBody = z.strictObject({
  key_data: z.strictObject({
    data: z.string().min(1).max(20_000),
    ids: z.array(dbId).min(1).max(FX_BATCH_MAX),
  }),
  assertion: assertionBody,
});
export type FxPasskeySignBody = z.input<typeof fxPasskeySignBody>;

export const fxRows = z.object({ rows: z.array(fxTransferSchema) });
export type FxRows = z.output<typeof fxRows>;

// Endpoints ------------------------------------------------------------------------------------

export const fxList = endpoint({
  method: 'POST',
  base,
  path: 'skv-na-skv/list',
  access: FX_VIEWERS,
  query: pageQuery,
  body: fxListBody,
  response: pagedOf(fxTransferSchema),
});
export const fxView = endpoint({
  method: 'GET',
  base,
  path: 'skv-na-skv/view',
  access: FX_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: fxTransferSchema,
});
export const fxLogs = endpoint({
  method: 'GET',
  base,
  path: 'skv-na-skv/logs',
  access: FX_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: z.array(fxLogSchema),
});
export const fxStatusList = endpoint({
  method: 'GET',
  base,
  path: 'skv-na-skv/status-list',
  access: FX_VIEWERS,
  response: z.array(fxStatusItemSchema),
});
/** The caller's organisation's open foreign-currency accounts (the form's choices). */
export const fxAccounts = endpoint({
  method: 'GET',
  base,
  path: 'skv-na-skv/accounts',
  access: FX_PREPARERS,
  response: z.array(fxAccountSchema),
});
/** What a transfer would do now: the conversion's cross rate and credit amount (no change stored). */
export const fxPreview = endpoint({
  method: 'POST',
  base,
  path: 'skv-na-skv/preview',
  access: FX_PREPARERS,
  body: z.strictObject(fields),
  response: fxPreviewSchema,
});
export const fxCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'skv-na-skv/create',
  access: FX_PREPARERS,
  body: fxCreateBody,
  response: fxTransferSchema,
});
/** If-Match: version. Voids the signature, version + 1, back to Created. */
export const fxEdit = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'skv-na-skv/edit',
  access: FX_PREPARERS,
  body: fxEditBody,
  response: fxTransferSchema,
});
export const fxSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'skv-na-skv/sign',
  access: FX_SIGNERS,
  body: fxSignBody,
  response: fxRows,
});
export const fxPasskeySign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'skv-na-skv/sign-passkey',
  access: FX_SIGNERS,
  body: fxPasskeySignBody,
  response: fxRows,
});
/** If-Match: version. Signed → Sent with its value date. */
export const fxSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'skv-na-skv/send',
  access: FX_SENDERS,
  body: z.strictObject({ id: dbId }),
  response: fxTransferSchema,
});
/** If-Match: version. A Created or Signed transfer is deleted. */
export const fxDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'skv-na-skv/delete',
  access: FX_PREPARERS,
  body: z.strictObject({ id: dbId }),
  response: noData,
});

export const FX_ENDPOINTS = [
  fxList,
  fxView,
  fxLogs,
  fxStatusList,
  fxAccounts,
  fxPreview,
  fxCreate,
  fxEdit,
  fxSign,
  fxPasskeySign,
  fxSend,
  fxDelete,
] as const;

// Signing --------------------------------------------------------------------------------------

/** The fields a signature covers, in order (id and version first). */
export const FX_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'date',
  'debit_account',
  'debit_currency',
  'credit_account',
  'credit_currency',
  'amount',
  'purpose',
] as const;
export type FxSignedContent = SignedContentOf<(typeof FX_SIGNED_FIELDS)[number]> & {
  readonly id: number;
  readonly version: number;
};

export function fxSignedContent(t: Pick<FxTransfer, (typeof FX_SIGNED_FIELDS)[number]>): FxSignedContent {
  return {
    id: t.id,
    version: t.version,
    number: t.number,
    date: t.date,
    debit_account: t.debit_account,
    debit_currency: t.debit_currency,
    credit_account: t.credit_account,
    credit_currency: t.credit_currency,
    amount: t.amount,
    purpose: t.purpose,
  };
}

/** The exact text the signing client signs for these transfers. */
export function fxSigningMessage(transfers: readonly FxTransfer[]): Promise<string> {
  return signingMessageFor(FX_SIGNING_HEADER, FX_SIGNED_FIELDS, transfers.map(fxSignedContent));
}
