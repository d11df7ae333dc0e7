/**
 * Foreign-currency payments (spec 2 §2 /currency-payments, §3 "Foreign payment", §4 tracker states,
 * §9 the 16:00 cut-off; issue 20). Paths are designed in the style of spec 2 §7 with the prefix
 * `currency-payment/` (the spec shows none). The server decides every right: each row carries the
 * per-row flags computed for the caller (server/src/modules/currency-payment/state-machine.ts).
 *
 * Amounts travel as decimal strings with the places of the account currency's ISO 4217 exponent
 * (contracts/currency-codes.ts: JPY "1000", USD "1250.50", KWD "12.345") and are stored as minor
 * units. Two levels of checks like soum payments: the schemas below fix the shape (strict: unknown
 * fields → 400); the rules (`currencyPaymentProblems`: BIC, IBAN where the beneficiary bank's
 * country uses IBAN, the currency's places, SWIFT characters) are judged by the server after the
 * shape (422 per field, nothing stored) and by the form with the same functions.
 *
 * Life cycle: Created ─sign (B, then A; or A)─▶ Signed (B) ─▶ Signed ─send─▶ Sent ─bank job─▶
 * Executed (in process at the correspondent) ─▶ Credited | Rejected | On hold (waiting for
 * documents). An edit before sending voids the signatures and bumps the version (back to Created).
 */
import { z } from 'zod';
import { CLIENT_ROLES, SIGNER_ROLES, SIGNERS_A, SIGNERS_B, type Role } from '../roles.ts';
import { bankDaysBefore, beforeCurrencyCutOff } from '../bank-calendar.ts';
import { currencyExponent, toCurrencyMinor } from '../currency-codes.ts';
import { bicCountry, compactIban, isBic, isIban, usesIban } from '../validation/swift-codes.ts';
import { zDate } from '../validation/zod.ts';
import { assertionBody } from './devices.ts';
import { endpoint } from './endpoint.ts';
import { dbId, dbIdParam, importFileId } from './ids.ts';
import { pageQuery } from './paging.ts';
import { fileAnswer, pagedOf } from './answers.ts';
import { SWIFT_CHARGES } from './swift.ts';

// ---------------------------------------------------------------------------------------------
// Constants

/** Status ids (names in the caller's language from status-list). */
export const FX_STATUS = {
  created: 1,
  signedB: 2,
  signed: 3,
  sent: 4,
  executed: 5,
  credited: 6,
  rejected: 7,
  onHold: 8,
} as const;
export type FxStatusId = (typeof FX_STATUS)[keyof typeof FX_STATUS];
export const FX_STATUS_IDS = Object.values(FX_STATUS) as readonly FxStatusId[];

/** The header of the batch message a signature over currency payments covers (signed-document.ts). */
export const FX_SIGNING_HEADER = 'CORPBANK-FX-PAYMENTS-V1';

/** The signed fields, in order (canonicalText): id and version first, so an edit voids a signature. */
export const FX_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'date',
  'account',
  'currency',
  'amount',
  'contract_idn',
  'contract_number',
  'contract_date',
  'operation_code',
  'partner_country',
  'beneficiary_name',
  'beneficiary_address',
  'beneficiary_account',
  'beneficiary_bank_bic',
  'beneficiary_bank_name',
  'correspondent_bank_bic',
  'correspondent_bank_name',
  'charges',
  'purpose',
] as const;
export type FxSignedField = (typeof FX_SIGNED_FIELDS)[number];

/**
 * The currency operation codes the demo and every new database start with (the Central Bank's
 * classification of the operation a payment makes). The live list is the table
 * `currency_transaction_codes` (/currency-transaction-codes, admin), read by the form's options and
 * the server's check; names of these in the locales `currencyPayments:operation.<code>`.
 */
export const FX_OPERATION_CODES = ['11100', '11200', '12100', '13100', '14100', '15100', '19900'] as const;
export type FxOperationCode = (typeof FX_OPERATION_CODES)[number];

/**
 * Partner countries a payment may name (ISO 3166 alpha-2; names shown from the browser's region
 * names). The bank's trading partners; a country missing here is added to the list.
 */
export const FX_COUNTRIES = [
  'AE',
  'AF',
  'AM',
  'AT',
  'AZ',
  'BE',
  'BY',
  'CA',
  'CH',
  'CN',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GE',
  'GR',
  'HK',
  'HU',
  'IN',
  'IT',
  'JP',
  'KG',
  'KR',
  'KW',
  'KZ',
  'LT',
  'LV',
  'MY',
  'NL',
  'NO',
  'PK',
  'PL',
  'RU',
  'SA',
  'SE',
  'SG',
  'SK',
  'TJ',
  'TM',
  'TR',
  'UA',
  'US',
] as const;

/** EISVO contracts carry ISO 3166 numeric country codes: the ones FX_COUNTRIES has. */
export const NUMERIC_COUNTRY: Readonly<Record<string, string>> = {
  '784': 'AE',
  '004': 'AF',
  '051': 'AM',
  '040': 'AT',
  '031': 'AZ',
  '056': 'BE',
  '112': 'BY',
  '124': 'CA',
  '756': 'CH',
  '156': 'CN',
  '196': 'CY',
  '203': 'CZ',
  '276': 'DE',
  '208': 'DK',
  '233': 'EE',
  '724': 'ES',
  '246': 'FI',
  '250': 'FR',
  '826': 'GB',
  '268': 'GE',
  '300': 'GR',
  '344': 'HK',
  '348': 'HU',
  '356': 'IN',
  '380': 'IT',
  '392': 'JP',
  '417': 'KG',
  '410': 'KR',
  '414': 'KW',
  '398': 'KZ',
  '440': 'LT',
  '428': 'LV',
  '458': 'MY',
  '528': 'NL',
  '578': 'NO',
  '586': 'PK',
  '616': 'PL',
  '643': 'RU',
  '682': 'SA',
  '752': 'SE',
  '702': 'SG',
  '703': 'SK',
  '762': 'TJ',
  '795': 'TM',
  '792': 'TR',
  '804': 'UA',
  '840': 'US',
};

/** The per-row flags (spec 2 §3's names where it has one). */
export const FX_ROW_FLAGS = [
  'isView',
  'isEdit',
  'isUpdate',
  'isDelete',
  'isSign',
  'isSend',
  'IsSignSend',
  'isCreate',
  'isExport',
  /** The GPI tracker has steps to show (the payment was executed or refused by the bank). */
  'isTracker',
  /** The MT103 the bank sent can be downloaded. */
  'isMt103',
] as const;
export type FxRowFlag = (typeof FX_ROW_FLAGS)[number];

export const FX_NUMBER_MAX = 10;
export const FX_NAME_MAX = 140;
export const FX_ADDRESS_MAX = 105;
export const FX_PURPOSE_MAX = 140;
export const FX_BANK_NAME_MAX = 105;
export const FX_SEARCH_MAX = 100;
export const FX_BATCH_MAX = 100;
export const FX_SORT_FIELDS = ['id', 'date', 'amount', 'status_id', 'value_date'] as const;
/** Versions of the local signing client accepted (as soum payments). */
export const FX_SIGNER_VERSIONS = ['3.4.3', '3.0.1'] as const;

/** SWIFT X characters (what field 50K/59/70 may carry). */
const SWIFT_X = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

// ---------------------------------------------------------------------------------------------
// Roles

/** Who prepares currency payments: the soum preparers. */
export const FX_PREPARERS = [
  'client',
  'accountant',
  'super_head',
  'accountant_simple',
] as const satisfies readonly Role[];
export const FX_SIGNERS_A = SIGNERS_A;
export const FX_SIGNERS_B = SIGNERS_B;
/** Save: preparers, and head for edits. */
const EDITORS = [...FX_PREPARERS, 'head'] as const satisfies readonly Role[];
const SENDERS = [...FX_PREPARERS, 'head', 'accountant_sign'] as const satisfies readonly Role[];
/** Everyone the /currency-payments routes admit (contracts/ui-routes.ts). */
export const FX_VIEWERS = [
  ...CLIENT_ROLES,
  'super_user',
  'multiclient',
  'cur_head_bank',
] as const satisfies readonly Role[];

// ---------------------------------------------------------------------------------------------
// Shapes

const base = '/api/v2/' as const;
const ids = z.array(dbId).min(1).max(FX_BATCH_MAX);
const versions = z.array(dbId).min(1).max(FX_BATCH_MAX).optional();
const statusId = z.number().int().min(1).max(8);

export const fxPaymentFilter = z.strictObject({
  date_from: zDate().optional(),
  date_to: zDate().optional(),
  status_id: statusId.optional(),
  /** Beneficiary name or account, number, purpose (substring). */
  search: z.string().trim().max(FX_SEARCH_MAX).optional(),
  /** Only the payments made from this currency import file (its upid_file; issue 21: sign a file together). */
  import_file: importFileId.optional(),
});
export type FxPaymentFilter = z.input<typeof fxPaymentFilter>;

const text = (max: number) => z.string().max(max);

/** Save: a new payment (no id; client_reference makes a repeat answer the same payment) or an edit. */
export const fxPaymentSaveBody = z.strictObject({
  id: dbId.optional(),
  client_reference: z.string().uuid(),
  number: text(FX_NUMBER_MAX),
  date: zDate(),
  account: z.string().max(34),
  /** Decimal, at most the account currency's places. */
  amount: z.string().max(25),
  /** The EISVO contract (27-digit idn) the payment executes, when there is one. */
  contract_idn: z.string().max(27).nullable().optional(),
  contract_number: text(50),
  contract_date: zDate(),
  operation_code: z.string().max(5),
  partner_country: z.string().max(2),
  beneficiary_name: text(FX_NAME_MAX),
  beneficiary_address: text(FX_ADDRESS_MAX),
  beneficiary_account: text(40),
  beneficiary_bank_bic: text(11),
  beneficiary_bank_name: text(FX_BANK_NAME_MAX),
  correspondent_bank_bic: text(11).optional(),
  correspondent_bank_name: text(FX_BANK_NAME_MAX).optional(),
  charges: z.enum(SWIFT_CHARGES),
  purpose: text(FX_PURPOSE_MAX),
});
export type FxPaymentSaveBody = z.input<typeof fxPaymentSaveBody>;

export const fxSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(2000),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({
    /** The batch message with header FX_SIGNING_HEADER (signed-document.ts batchMessageFor). */
    data: z.string().min(1).max(100_000),
    version: z.enum(FX_SIGNER_VERSIONS),
    payment_ids: ids,
  }),
});
export type FxSignBody = z.input<typeof fxSignBody>;

/**
 * A passkey signature from an activated phone over the same batch message: the assertion's
 * challenge is its SHA-256 (signed-document.ts passkeyChallengeHex).
 */
export const fxPasskeySignBody = z.strictObject({
  key_data: z.strictObject({ data: z.string().min(1).max(100_000), payment_ids: ids }),
  assertion: assertionBody,
});
export type FxPasskeySignBody = z.input<typeof fxPasskeySignBody>;

// ---------------------------------------------------------------------------------------------
// Rules (one function for the form and the server)

export interface FxRuleProblem {
  readonly attribute: keyof FxPaymentSaveBody;
  /** A key of the `currencyPayment.rule.*` texts (server catalogue and the client's locale). */
  readonly key:
    | 'required'
    | 'bic'
    | 'iban'
    | 'swiftChars'
    | 'amount'
    | 'amountPlaces'
    | 'operationCode'
    | 'country'
    | 'sameBic';
}

type RuleInput = Pick<
  FxPaymentSaveBody,
  | 'number'
  | 'amount'
  | 'contract_number'
  | 'operation_code'
  | 'partner_country'
  | 'beneficiary_name'
  | 'beneficiary_address'
  | 'beneficiary_account'
  | 'beneficiary_bank_bic'
  | 'beneficiary_bank_name'
  | 'correspondent_bank_bic'
  | 'correspondent_bank_name'
  | 'purpose'
>;

/**
 * The field rules of a payment from an account in `currency`: required fields, BIC formats, the
 * IBAN (checksum and length) when the beneficiary bank's country uses IBAN, the amount's places
 * (the currency's ISO 4217 exponent) and more than zero, SWIFT characters in what MT103 carries.
 */
export function currencyPaymentProblems(input: RuleInput, currency: string): FxRuleProblem[] {
  const problems: FxRuleProblem[] = [];
  const add = (attribute: FxRuleProblem['attribute'], key: FxRuleProblem['key']) => {
    if (!problems.some((p) => p.attribute === attribute)) problems.push({ attribute, key });
  };
  const requiredFields = [
    'number',
    'amount',
    'contract_number',
    'operation_code',
    'partner_country',
    'beneficiary_name',
    'beneficiary_account',
    'beneficiary_bank_bic',
    'beneficiary_bank_name',
    'purpose',
  ] as const;
  for (const field of requiredFields) if (input[field].trim() === '') add(field, 'required');

  const minor = toCurrencyMinor(input.amount, currency);
  if (input.amount.trim() !== '') {
    if (minor === null) {
      const places = input.amount.split('.')[1]?.length ?? 0;
      add(
        'amount',
        /^\d+(\.\d+)?$/.test(input.amount.trim()) && places > currencyExponent(currency)
          ? 'amountPlaces'
          : 'amount',
      );
    } else if (minor <= 0n) add('amount', 'amount');
  }
  // Which codes exist is the bank's table (/currency-transaction-codes): the form offers its active
  // codes and the server checks the code against it; here only the form of a code.
  if (input.operation_code !== '' && !/^\d{5}$/.test(input.operation_code))
    add('operation_code', 'operationCode');
  if (input.partner_country !== '' && !(FX_COUNTRIES as readonly string[]).includes(input.partner_country))
    add('partner_country', 'country');

  const bic = input.beneficiary_bank_bic.trim();
  if (bic !== '' && !isBic(bic)) add('beneficiary_bank_bic', 'bic');
  const corr = (input.correspondent_bank_bic ?? '').trim();
  if (corr !== '' && !isBic(corr)) add('correspondent_bank_bic', 'bic');
  if (corr !== '' && corr === bic) add('correspondent_bank_bic', 'sameBic');
  if (corr !== '' && (input.correspondent_bank_name ?? '').trim() === '')
    add('correspondent_bank_name', 'required');

  const account = input.beneficiary_account.trim();
  if (account !== '' && isBic(bic) && usesIban(bicCountry(bic)) && !isIban(compactIban(account)))
    add('beneficiary_account', 'iban');
  if (account !== '' && !/^[A-Za-z0-9 ]+$/.test(account)) add('beneficiary_account', 'swiftChars');

  const swiftFields = [
    'beneficiary_name',
    'beneficiary_address',
    'beneficiary_bank_name',
    'correspondent_bank_name',
    'purpose',
    'contract_number',
  ] as const;
  for (const field of swiftFields) if (!SWIFT_X.test(input[field] ?? '')) add(field, 'swiftChars');
  return problems;
}

/** What the server stores for an account number typed with spaces: an IBAN compact, upper case. */
export function normalAccount(value: string): string {
  return compactIban(value);
}

// ---------------------------------------------------------------------------------------------
// Value date (spec 2 §9)

/** Saturday and Sunday, and the days the reference data names holidays, are not operating days. */
export function isOperatingDay(day: string, holidays: readonly string[] = []): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(day);
}

/** The first operating day after `day`. */
export function nextOperatingDay(day: string, holidays: readonly string[] = []): string {
  let next = bankDaysBefore(day, -1);
  while (!isOperatingDay(next, holidays)) next = bankDaysBefore(next, -1);
  return next;
}

/**
 * The value date of a currency payment sent at `at`: before the 16:00 Tashkent cut-off the
 * operating day (when it is one), after it the next operating day (contracts/bank-calendar.ts).
 */
export function fxValueDate(at: Date, operatingDay: string, holidays: readonly string[] = []): string {
  if (beforeCurrencyCutOff(at) && isOperatingDay(operatingDay, holidays)) return operatingDay;
  return nextOperatingDay(operatingDay, holidays);
}

// ---------------------------------------------------------------------------------------------
// Answers

export const fxRowFlagsSchema = z.object(
  Object.fromEntries(FX_ROW_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FxRowFlag, z.ZodBoolean>,
);
export type FxRowFlags = z.output<typeof fxRowFlagsSchema>;

export const fxPaymentSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  client_reference: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  number: z.string(),
  date: z.string(),
  status_id: z.number().int(),
  statusName: z.string(),
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  /** Decimal with the currency's places. */
  amount: z.string(),
  contract_idn: z.string().nullable(),
  contract_number: z.string(),
  contract_date: z.string(),
  operation_code: z.string(),
  partner_country: z.string(),
  beneficiary_name: z.string(),
  beneficiary_address: z.string(),
  beneficiary_account: z.string(),
  beneficiary_bank_bic: z.string(),
  beneficiary_bank_name: z.string(),
  correspondent_bank_bic: z.string(),
  correspondent_bank_name: z.string(),
  charges: z.enum(SWIFT_CHARGES),
  purpose: z.string(),
  /** Set when sent: the operating day the bank executes it (16:00 Tashkent cut-off). */
  value_date: z.string().nullable(),
  /** SWIFT gpi end-to-end reference (UUID v4), given when the bank executes the payment. */
  uetr: z.string().nullable(),
  /** Field 20 of the MT103. */
  reference: z.string().nullable(),
  /** The bank's refusal, in the caller's language. */
  error_bank: z.string().nullable(),
  required_signatures: z.array(z.enum(['A', 'B'])),
  signed_letters: z.array(z.enum(['A', 'B'])),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
});
export type FxPayment = z.output<typeof fxPaymentSchema>;

export const fxPaymentRowSchema = fxPaymentSchema.extend(fxRowFlagsSchema.shape);
export type FxPaymentRow = z.output<typeof fxPaymentRowSchema>;

export const fxLogSchema = z.object({
  action: z.string(),
  actionName: z.string(),
  user: z.string().nullable(),
  statusName: z.string(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type FxLog = z.output<typeof fxLogSchema>;

export const fxViewSchema = fxPaymentRowSchema.extend({
  logs: z.array(fxLogSchema),
  /** Whether the value date would be today's operating day if sent now (before the 16:00 cut-off). */
  value_date_if_sent_now: z.string(),
});
export type FxPaymentView = z.output<typeof fxViewSchema>;

export const fxActionResultSchema = z.object({ rows: z.array(fxPaymentRowSchema) });
export type FxActionResult = z.output<typeof fxActionResultSchema>;
export const fxConflictSchema = fxActionResultSchema;

export const fxStatusItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type FxStatusItem = z.output<typeof fxStatusItemSchema>;

export const fxAccountSchema = z.object({
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  name: z.string(),
  bank_name: z.string(),
  /** Available: balance less what is reserved, in the currency's places. */
  balance: z.string(),
});
export type FxAccount = z.output<typeof fxAccountSchema>;

export const fxContractSchema = z.object({
  idn: z.string(),
  doc_no: z.string(),
  doc_date: z.string(),
  currency: z.string(),
  partner_name: z.string(),
  partner_country: z.string().nullable(),
});
export type FxContract = z.output<typeof fxContractSchema>;

/** A step of the GPI tracker (the bank's simulated chain in the demo; a real gpi feed fills the same). */
export const FX_GPI_KINDS = ['sent', 'correspondent', 'credited', 'rejected', 'on_hold'] as const;
export type FxGpiKind = (typeof FX_GPI_KINDS)[number];
export const fxGpiStepSchema = z.object({
  kind: z.enum(FX_GPI_KINDS),
  /** gpi transaction status: ACSP (in progress), ACCC (credited), RJCT (rejected). */
  status: z.string(),
  /** gpi reason code (G000 forwarded, G001 to a non-gpi bank, G002 credit may not be same day, G003 waiting for documents). */
  reason: z.string().nullable(),
  from_bic: z.string(),
  to_bic: z.string(),
  at: z.string(),
  amount: z.string(),
  fee: z.string().nullable(),
  currency: z.string(),
});
export type FxGpiStep = z.output<typeof fxGpiStepSchema>;

/** Tracker states of spec 2 §4. */
export const FX_TRACKER_STATES = ['completed', 'rejected', 'in_process', 'on_hold'] as const;
export type FxTrackerState = (typeof FX_TRACKER_STATES)[number];

export const fxGpiSchema = z.object({
  id: z.number().int(),
  uetr: z.string(),
  reference: z.string(),
  state: z.enum(FX_TRACKER_STATES),
  currency: z.string(),
  amount: z.string(),
  /** What the beneficiary got (null until credited). */
  credited_amount: z.string().nullable(),
  beneficiary_name: z.string(),
  value_date: z.string().nullable(),
  steps: z.array(fxGpiStepSchema),
});
export type FxGpi = z.output<typeof fxGpiSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const fxList = endpoint({
  method: 'POST',
  base,
  path: 'currency-payment/list',
  access: FX_VIEWERS,
  query: pageQuery,
  body: fxPaymentFilter,
  response: pagedOf(fxPaymentRowSchema),
});
export const fxStatusList = endpoint({
  method: 'GET',
  base,
  path: 'currency-payment/status-list',
  access: FX_VIEWERS,
  response: z.array(fxStatusItemSchema),
});
export const fxAccounts = endpoint({
  method: 'GET',
  base,
  path: 'currency-payment/accounts',
  access: FX_VIEWERS,
  response: z.array(fxAccountSchema),
});
export const fxContracts = endpoint({
  method: 'GET',
  base,
  path: 'currency-payment/contracts',
  access: FX_VIEWERS,
  response: z.array(fxContractSchema),
});
export const fxView = endpoint({
  method: 'GET',
  base,
  path: 'currency-payment/view',
  access: FX_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: fxViewSchema,
});
export const fxGpi = endpoint({
  method: 'GET',
  base,
  path: 'currency-payment/gpi',
  access: FX_VIEWERS,
  query: z.strictObject({ id: dbIdParam, reference: z.string().min(1).max(36) }),
  response: fxGpiSchema,
});
export const fxMt103 = endpoint({
  method: 'POST',
  base,
  path: 'currency-payment/mt103',
  access: FX_VIEWERS,
  body: z.strictObject({ id: dbId }),
  response: fileAnswer,
});
export const fxSave = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'currency-payment/save',
  access: EDITORS,
  body: fxPaymentSaveBody,
  response: fxPaymentRowSchema,
});
export const fxSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'currency-payment/sign',
  access: SIGNER_ROLES,
  body: fxSignBody,
  response: fxActionResultSchema,
});
export const fxPasskeySign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'currency-payment/sign-passkey',
  access: SIGNER_ROLES,
  body: fxPasskeySignBody,
  response: fxActionResultSchema,
});
export const fxSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'currency-payment/send',
  access: SENDERS,
  body: z.strictObject({ payment_ids: ids, versions }),
  response: fxActionResultSchema,
});
export const fxDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'currency-payment/delete',
  access: FX_PREPARERS,
  body: z.strictObject({ ids, versions }),
  response: z.object({ ids: z.array(z.number().int()) }),
});

export const FX_ENDPOINTS = [
  fxList,
  fxStatusList,
  fxAccounts,
  fxContracts,
  fxView,
  fxGpi,
  fxMt103,
  fxSave,
  fxSign,
  fxPasskeySign,
  fxSend,
  fxDelete,
] as const;
