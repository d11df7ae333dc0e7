/**
 * Currency buy/sell requests (spec 2 §2 /exchange-sum, §3 "Buy/sell request", §4, §9; issue 20). The
 * spec shows no calls ("not shown", spec 2 §7), so they are designed here in the soum payments'
 * style with the prefix `exchange-sum/` (docs/decisions.md "Currency buy/sell requests").
 *
 * A buy request spends soums for a foreign currency at no more than its maximum rate; a sell
 * request sells a foreign currency for soums at no less than its minimum rate. Life cycle:
 *
 *   Created ──sign (EDS; for a buy: the soum equivalent at the maximum rate moves to 22613)──▶ Signed
 *   Created | Signed | Returned ──save (edit: signature voided, reservation released, version+1)──▶ Created
 *   Signed ──send──▶ Sent ──accept (bank)──▶ Accepted ──execute at a rate within the limit──▶ Executed
 *   Sent | Accepted ──return with a reason (bank; reservation released)──▶ Returned
 *   Sent | Accepted ──reject with a reason (bank; reservation released)──▶ Rejected
 *   Created | Returned ──delete──▶ (removed)
 *
 * Amounts are decimal strings with the currency's ISO 4217 places (contracts/currency-codes.ts);
 * rates and soum sums are decimal strings with two places (soums per one unit). Every row carries
 * the caller's action flags; actions against an existing request send If-Match: <version>.
 */
import { z } from 'zod';
import { CLIENT_ROLES, SIGNERS_A, type Role } from '../roles.ts';
import { currencyExponent, fromCurrencyMinor, toCurrencyMinor } from '../currency-codes.ts';
import { fromMinor, toMinor } from '../money.ts';
import { assertionBody } from './devices.ts';
import { endpoint, type EndpointAccess } from './endpoint.ts';
import { moneyText, pagedOf } from './answers.ts';
import { dbId, dbIdParam, importFileId } from './ids.ts';
import { pageQuery } from './paging.ts';
import { SIGNER_VERSIONS } from './signing.ts';
import { maxLength, required } from '../validation/generic.ts';
import { zAccount, zAmount, zMfo, zText } from '../validation/zod.ts';

/** The kind header of the signed batch message (contracts/signing/signed-document.ts). */
export const FX_DEAL_SIGNING_HEADER = 'CORPBANK-FX-DEALS-V1';

export const FX_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  accepted: 4,
  executed: 5,
  returned: 6,
  rejected: 7,
} as const;
export type FxStatusId = (typeof FX_STATUS)[keyof typeof FX_STATUS];
export const FX_STATUS_IDS = Object.values(FX_STATUS);
const fxStatusId = z.literal(FX_STATUS_IDS);

export const FX_DEAL_TYPES = ['buy', 'sell'] as const;
export type FxDealType = (typeof FX_DEAL_TYPES)[number];

/** Who prepares requests (create, edit, copy, delete) — the soum payments' preparers. */
export const FX_PREPARERS = [
  'client',
  'accountant',
  'super_head',
  'accountant_simple',
] as const satisfies readonly Role[];
/** Who signs (one signature, the organisation's first signer). */
export const FX_SIGNERS = SIGNERS_A;
/** Who sends a signed request to the bank. */
export const FX_SENDERS = [...FX_PREPARERS, 'head'] as const satisfies readonly Role[];
/** The bank's currency officers who process requests (accept, return, execute, reject). */
export const FX_OFFICERS = [
  'cur_head_acc',
  'cur_manager',
  'cur_head_dep',
  'currency_moderator',
] as const satisfies readonly Role[];
/** Bank roles that read every organisation's sent requests (spec 2 §2 /exchange-sum). */
export const FX_BANK_VIEWERS = [
  ...FX_OFFICERS,
  'cur_head_bank',
  'currency_passive',
  'passive_mbrc',
  'universal_manager',
] as const satisfies readonly Role[];
/** The bank document list (spec 1 §6.2 "Bank document list: moderator"). */
export const FX_BANK_LIST_ROLES = ['moderator'] as const satisfies readonly Role[];

const READERS: EndpointAccess = [...CLIENT_ROLES, ...FX_BANK_VIEWERS, ...FX_BANK_LIST_ROLES];

export const FX_PURPOSE_MAX = 500;
export const FX_REASON_MAX = 500;

/**
 * The soum equivalent (tiyin) of `amount` minor units of `currency` at `rate` tiyin per unit,
 * rounded half up — the same on the client's preview and the server's postings.
 */
export function soumEquivalent(amount: bigint, rate: bigint, currency: string): bigint {
  const scale = 10n ** BigInt(currencyExponent(currency));
  return (amount * rate * 2n + scale) / (2n * scale);
}

/** The soum equivalent as display text, or null when amount or rate is not (yet) a valid value. */
export function soumEquivalentText(amount: string, rate: string, currency: string): string | null {
  const minor = toCurrencyMinor(amount, currency);
  if (minor === null || minor <= 0n || !/^\d{1,12}(\.\d{1,2})?$/.test(rate.trim())) return null;
  return fromMinor(soumEquivalent(minor, toMinor(rate.trim()), currency));
}

export { currencyExponent, fromCurrencyMinor, toCurrencyMinor };

const base = '/api/v2/' as const;
const text = (max: number) => z.string().max(max);

// ---------------------------------------------------------------------------------------------
// Requests

const dealFields = {
  type: z.enum(FX_DEAL_TYPES),
  currency: text(3),
  /** In the currency, with its ISO 4217 places ("1500.00", JPY "150000"). */
  amount: text(25),
  /** Soums per one unit: the maximum purchase rate (buy) or the minimum sale rate (sell). */
  rate_limit: text(25),
  /** Buy: purpose of use. Sell: source of the sold currency. */
  purpose: text(FX_PURPOSE_MAX),
  soum_account: text(27),
  soum_mfo: text(5),
  fx_account: text(27),
  fx_mfo: text(5),
};

/** Save: without id a new request (client_reference makes a repeated save answer the same one); with id an edit (If-Match). */
export const fxSaveBody = z.strictObject({
  client_reference: z.uuid(),
  id: dbId.optional(),
  ...dealFields,
});
export type FxSaveBody = z.input<typeof fxSaveBody>;

/** Field rules (422 on the server, the form on the client); the amount's places are checked by currency. */
export const fxDealRules = z.object({
  type: z.enum(FX_DEAL_TYPES),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: z.string(),
  rate_limit: zAmount({ rules: [] }),
  purpose: zText([required, maxLength(FX_PURPOSE_MAX)]),
  soum_account: zAccount(),
  soum_mfo: zMfo(),
  fx_account: zAccount(),
  fx_mfo: zMfo(),
});

/** The amount in minor units when it fits the currency and is positive, else the problem's key. */
export function amountProblem(amount: string, currency: string): 'required' | 'invalid' | 'places' | null {
  if (amount.trim() === '') return 'required';
  const minor = toCurrencyMinor(amount, currency);
  if (minor === null) return /^\d{1,18}(\.\d+)?$/.test(amount.trim()) ? 'places' : 'invalid';
  return minor > 0n ? null : 'invalid';
}

export const fxFilterBody = z.strictObject({
  type: z.enum(FX_DEAL_TYPES).optional(),
  status_id: fxStatusId.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /** Bank lists: one organisation (its name or inn, substring). */
  organization: z.string().trim().max(100).optional(),
  /** Only the requests made from this exchange import file (its upid_file; issue 21: sign a file together). */
  import_file: importFileId.optional(),
});
export type FxFilter = z.input<typeof fxFilterBody>;

export const fxSignBody = z.strictObject({
  /** Base64 of the signing client's signature over key_data.data. */
  sign_cipher: z.string().min(1).max(2000),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({
    /** The batch message (FX_DEAL_SIGNING_HEADER, then id:version:digest per request). */
    data: z.string().min(1).max(100_000),
    version: z.enum(SIGNER_VERSIONS),
    deal_ids: z.array(dbId).min(1).max(100),
  }),
});
export type FxSignBody = z.input<typeof fxSignBody>;

/** A passkey signature over the same batch message (challenge: its SHA-256, passkeyChallengeHex). */
export const fxPasskeySignBody = z.strictObject({
  key_data: z.strictObject({
    data: z.string().min(1).max(100_000),
    deal_ids: z.array(dbId).min(1).max(100),
  }),
  assertion: assertionBody,
});
export type FxPasskeySignBody = z.input<typeof fxPasskeySignBody>;

const oneId = z.strictObject({ id: dbId });
const withReason = z.strictObject({ id: dbId, reason: z.string().trim().min(1).max(FX_REASON_MAX) });

// ---------------------------------------------------------------------------------------------
// Answers

export const FX_ROW_FLAGS = [
  'isView',
  'isEdit',
  'isCopy',
  'isDelete',
  'isSign',
  'isSend',
  'isAccept',
  'isReturn',
  'isExecute',
  'isReject',
] as const;
export type FxRowFlag = (typeof FX_ROW_FLAGS)[number];
export type FxRowFlags = Record<FxRowFlag, boolean>;

export const fxDealSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    client_reference: z.string(),
    organization_id: z.number().int(),
    organization_name: z.string(),
    organization_inn: z.string(),
    type: z.enum(FX_DEAL_TYPES),
    typeName: z.string(),
    number: z.string(),
    /** YYYY-MM-DD */
    date: z.string(),
    currency: z.string(),
    amount: z.string(),
    rate_limit: moneyText,
    /** At the rate limit: what a buy reserves, what a sell brings at least. */
    soum_equivalent: moneyText,
    purpose: z.string(),
    soum_account: z.string(),
    soum_mfo: z.string(),
    fx_account: z.string(),
    fx_mfo: z.string(),
    status_id: fxStatusId,
    statusName: z.string(),
    /** Soums held on the reservation account 22613 for this request now. */
    reserved: moneyText,
    exec_rate: moneyText.nullable(),
    exec_soum: moneyText.nullable(),
    /** Buy executed below the maximum rate: what came back from 22613 to the soum account. */
    returned_soum: moneyText.nullable(),
    reason: z.string().nullable(),
    signed_by: z.string().nullable(),
    /** ISO date-times. */
    created_at: z.string(),
    sent_at: z.string().nullable(),
    executed_at: z.string().nullable(),
  })
  .extend(
    Object.fromEntries(FX_ROW_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FxRowFlag, z.ZodBoolean>,
  );
export type FxDeal = z.output<typeof fxDealSchema>;

export const fxLogSchema = z.object({
  at: z.string(),
  user: z.string().nullable(),
  action: z.string(),
  actionName: z.string(),
  status_id: fxStatusId,
  statusName: z.string(),
  version: z.number().int(),
  comment: z.string().nullable(),
});
export type FxLog = z.output<typeof fxLogSchema>;

export const fxViewSchema = z.object({
  deal: fxDealSchema,
  logs: z.array(fxLogSchema),
  /** The bank's rate for this deal today (client sell for a buy, client buy for a sell); null without rates. */
  market_rate: moneyText.nullable(),
});
export type FxView = z.output<typeof fxViewSchema>;

export const fxStatusItemSchema = z.object({ id: fxStatusId, name: z.string() });
export type FxStatusItem = z.output<typeof fxStatusItemSchema>;

const accountOption = z.object({
  account: z.string(),
  mfo: z.string(),
  name: z.string(),
  currency: z.string(),
  balance: moneyText,
});
export type FxAccountOption = z.output<typeof accountOption>;

const currencyOption = z.object({
  code: z.string(),
  name: z.string(),
  exponent: z.number().int(),
  /** Central Bank rate, the bank's client buy and client sell rates (soums per unit); the day they are of. */
  rate: moneyText,
  client_buy: moneyText,
  client_sell: moneyText,
  day: z.string(),
});
export type FxCurrencyOption = z.output<typeof currencyOption>;

export const fxFormDataSchema = z.object({
  soum_accounts: z.array(accountOption),
  /** Foreign accounts: a buy credits one, a sell debits one. */
  fx_accounts: z.array(accountOption),
  /** Currencies with today's rates that the organisation holds an account in. */
  currencies: z.array(currencyOption),
});
export type FxFormData = z.output<typeof fxFormDataSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const fxStatusList = endpoint({
  method: 'GET',
  base,
  path: 'exchange-sum/status-list',
  access: READERS,
  response: z.array(fxStatusItemSchema),
});
export const fxFormData = endpoint({
  method: 'GET',
  base,
  path: 'exchange-sum/form-data',
  access: CLIENT_ROLES,
  response: fxFormDataSchema,
});
/** Clients: their organisations' requests. Bank roles: every organisation's sent ones (Sent and later). */
export const fxList = endpoint({
  method: 'POST',
  base,
  path: 'exchange-sum/list',
  access: READERS,
  query: pageQuery,
  body: fxFilterBody,
  response: pagedOf(fxDealSchema),
});
export const fxView = endpoint({
  method: 'GET',
  base,
  path: 'exchange-sum/view',
  access: READERS,
  query: z.strictObject({ id: dbIdParam }),
  response: fxViewSchema,
});
export const fxSave = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/save',
  access: FX_PREPARERS,
  body: fxSaveBody,
  response: fxDealSchema,
});
/** A new draft (Created) with the content of an existing request. */
export const fxCopy = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/copy',
  access: FX_PREPARERS,
  body: z.strictObject({ id: dbId, client_reference: z.uuid() }),
  response: fxDealSchema,
});
export const fxDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/delete',
  access: FX_PREPARERS,
  body: oneId,
  response: z.object({ id: z.number().int() }),
});
export const fxSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/sign',
  access: FX_SIGNERS,
  body: fxSignBody,
  response: z.array(fxDealSchema),
});
export const fxPasskeySign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/sign-passkey',
  access: FX_SIGNERS,
  body: fxPasskeySignBody,
  response: z.array(fxDealSchema),
});
export const fxSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/send',
  access: FX_SENDERS,
  body: oneId,
  response: fxDealSchema,
});
export const fxAccept = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/accept',
  access: FX_OFFICERS,
  body: oneId,
  response: fxDealSchema,
});
export const fxReturn = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/return',
  access: FX_OFFICERS,
  body: withReason,
  response: fxDealSchema,
});
export const fxReject = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/reject',
  access: FX_OFFICERS,
  body: withReason,
  response: fxDealSchema,
});
export const fxExecute = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'exchange-sum/execute',
  access: FX_OFFICERS,
  body: z.strictObject({ id: dbId, rate: text(25) }),
  response: fxDealSchema,
});

export const FX_DEAL_ENDPOINTS = [
  fxStatusList,
  fxFormData,
  fxList,
  fxView,
  fxSave,
  fxCopy,
  fxDelete,
  fxSign,
  fxPasskeySign,
  fxSend,
  fxAccept,
  fxReturn,
  fxReject,
  fxExecute,
] as const;

// ---------------------------------------------------------------------------------------------
// Signing (contracts/signing/signed-document.ts)

export const FX_SIGNED_FIELDS = [
  'id',
  'version',
  'type',
  'number',
  'date',
  'currency',
  'amount',
  'rate_limit',
  'purpose',
  'soum_account',
  'soum_mfo',
  'fx_account',
  'fx_mfo',
  'consent',
] as const;
export type FxSignedField = (typeof FX_SIGNED_FIELDS)[number];

/** What a signature over a request covers; a buy's signature is the purchase consent (spec 2 §4). */
export function fxSignableContent(
  d: Pick<
    FxDeal,
    | 'id'
    | 'version'
    | 'type'
    | 'number'
    | 'date'
    | 'currency'
    | 'amount'
    | 'rate_limit'
    | 'purpose'
    | 'soum_account'
    | 'soum_mfo'
    | 'fx_account'
    | 'fx_mfo'
  >,
): { readonly [K in Exclude<FxSignedField, 'id' | 'version'>]: string } & {
  readonly id: number;
  readonly version: number;
} {
  return {
    id: d.id,
    version: d.version,
    type: d.type,
    number: d.number,
    date: d.date,
    currency: d.currency,
    amount: d.amount,
    rate_limit: d.rate_limit,
    purpose: d.purpose,
    soum_account: d.soum_account,
    soum_mfo: d.soum_mfo,
    fx_account: d.fx_account,
    fx_mfo: d.fx_mfo,
    consent: d.type === 'buy' ? 'purchase-consent' : 'sale',
  };
}

export { fromMinor, toMinor };
