/**
 * Soum payments (spec 2 §2–§7, issue 5, payments design). Paths are spec 2 §7's with the prefix
 * `uzs-payment/`; the calls the spec does not show (template list, view and delete) are designed.
 * The server decides every right: each row carries the per-row flags of spec 2 §3 computed for the
 * caller from the state machine (server/src/modules/uzs-payment/state-machine.ts), and every
 * action is checked again on the server.
 *
 * Two levels of input checks: the endpoint schemas below fix the shape (strict: unknown fields →
 * 400); the field rules of a payment (`uzsPaymentRules`, built on contracts/validation) are judged
 * by the server after the shape, answering 422 with `validation` entries, and by the client form
 * with the same schema. Money is a decimal string with two places, dates are YYYY-MM-DD.
 *
 * Actions on one existing payment (save of an edit, auth-approve, recall-approve-status,
 * m-client/payment-auth, m-client/payment-decline) send `If-Match: <version>`; bulk actions may
 * send `versions` (same order as the ids). A stale version answers 412 with the current rows in
 * `data.rows` (`UzsPaymentConflict`). Every state-changing call needs an Idempotency-Key.
 */
import { z } from 'zod';
import { dbId, dbIdParam } from './ids.ts';
import { CLIENT_ROLES, SIGNER_ROLES, SIGNERS_A, SIGNERS_B, type Role } from '../roles.ts';
import { zAmount, zDate } from '../validation/zod.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';
import { moneyText, pagedOf } from './answers.ts';

// ---------------------------------------------------------------------------------------------
// Constants

/** Status ids (names in the request's language come from status-list). */
export const UZS_STATUS = {
  created: 1,
  entered: 2,
  signedB: 3,
  signed: 4,
  submitted: 5,
  passed: 6,
  denied: 7,
  paid: 8,
} as const;
export type UzsStatusId = (typeof UZS_STATUS)[keyof typeof UZS_STATUS];
export const UZS_STATUS_IDS = Object.values(UZS_STATUS) as readonly UzsStatusId[];

/** Payment type ids (names from type-list). 5 is made only by exchange-between-accounts. */
export const UZS_TYPE = {
  ordinary: 1,
  budget: 2,
  budgetIncome: 3,
  corpCard: 4,
  ownAccounts: 5,
} as const;
export type UzsTypeId = (typeof UZS_TYPE)[keyof typeof UZS_TYPE];

/** Fields every payment form must fill, whatever its type (the rules call's `required`). */
export const UZS_COMMON_REQUIRED = [
  'number',
  'date',
  'account',
  'r_account',
  'r_mfo',
  'r_name',
  'sum',
  'code',
  'description',
] as const;
/** The fields whose need depends on the payment type. */
export type UzsTypeField = 'r_inn' | 'r_account_25' | 'r_account_27' | 'r_inn_27' | 'corp_card';
/**
 * The payment-type field rules (spec 2 §5), the one declaration the client form, the contract's
 * `uzsPaymentRules` and the server read: the fields each type requires on top of the common ones.
 * 1 the recipient's inn; 2 the budget recipient account (27) and its inn; 3 the budget income
 * account (25); 4 the corporate card. A type-only field (25, 27, its inn, the card) that a type
 * does not list is not shown for it and is saved blank.
 */
export const UZS_TYPE_FIELDS = {
  [UZS_TYPE.ordinary]: ['r_inn'],
  [UZS_TYPE.budget]: ['r_account_27', 'r_inn_27'],
  [UZS_TYPE.budgetIncome]: ['r_account_25'],
  [UZS_TYPE.corpCard]: ['corp_card'],
  [UZS_TYPE.ownAccounts]: [],
} as const satisfies Record<UzsTypeId, readonly UzsTypeField[]>;

/** Whether a payment of `type` requires (and keeps) `field`. */
export function uzsTypeUses(type: number, field: UzsTypeField): boolean {
  const fields: readonly UzsTypeField[] | undefined = UZS_TYPE_FIELDS[type as UzsTypeId];
  return fields?.includes(field) ?? false;
}
export const UZS_TYPE_IDS = Object.values(UZS_TYPE) as readonly UzsTypeId[];
/** Types a payment form (save) may carry. */
export const UZS_FORM_TYPES = [1, 2, 3, 4] as const;

/** The per-row flags of spec 2 §3, in the order the spec lists them. */
export const UZS_ROW_FLAGS = [
  'isCopy',
  'isApprove',
  'isAuth',
  'isDecline',
  'isDelete',
  'isEdit',
  'isUpdate',
  'isView',
  'isMulticlientAccept',
  'isSend',
  'isSign',
  'IsSignSend',
  'isManyApprove',
  'isRecallApprove',
  'isCreate',
  'isExport',
  'isFilter',
  'isList',
  'isTemplate',
  /**
   * Not in spec 2 §3: a signer may return a payment awaiting their signature to its preparer with a
   * reason (uzsReturn; docs/decisions.md "A signer returns a payment").
   */
  'isReturn',
] as const;
export type UzsRowFlag = (typeof UZS_ROW_FLAGS)[number];

export const UZS_CURRENCY = 'UZS';
export const UZS_MIN_SUM = '1.00';
export const UZS_SORT_FIELDS = ['id', 'number', 'date', 'sum', 'status_id', 'created_at'] as const;
export const UZS_NUMBER_MAX = 10;
export const UZS_NAME_MAX = 200;
export const UZS_DESCRIPTION_MAX = 420;
export const UZS_REASON_MAX = 500;
export const UZS_SEARCH_MAX = 100;
export const UZS_BATCH_MAX = 200;
/** Versions of the local signing client the server accepts (spec 1 §7.4). */
export const SIGNER_VERSIONS = ['3.4.3', '3.0.1'] as const;
/** Signer letters: A = head, super_head, client; B = accountant_sign. */
export type SignerLetter = 'A' | 'B';

// ---------------------------------------------------------------------------------------------
// Roles

/** Who prepares payments (the /uzs-payments/add list). */
export const UZS_PREPARERS = [
  'client',
  'accountant',
  'super_head',
  'accountant_simple',
] as const satisfies readonly Role[];
/** The signers are contracts/roles.ts's, the one list the devices and the menu use too. */
export const UZS_SIGNERS_A = SIGNERS_A;
export const UZS_SIGNERS_B = SIGNERS_B;
/** Save: preparers, and head for edits in Created. Bank staff never (admin_bank → 403). */
const EDITORS = [...UZS_PREPARERS, 'head'] as const satisfies readonly Role[];
const SIGNERS = SIGNER_ROLES;
/** Send: any preparer or signer of the organisation. */
const SENDERS = [...UZS_PREPARERS, 'head', 'accountant_sign'] as const satisfies readonly Role[];
const CLIENTS = CLIENT_ROLES;
/** Detail, details and print also for bank staff and the multiclient (spec 2 §2). */
const VIEWERS = [
  ...CLIENT_ROLES,
  'admin_bank',
  'super_user',
  'multiclient',
] as const satisfies readonly Role[];
/** Status and type names also for the bank staff of /payments (contracts/api/bank-payment.ts). */
const NAME_READERS = [
  ...VIEWERS,
  'admin_branch',
  'cur_head_acc',
  'moderator',
  'universal_manager',
] as const satisfies readonly Role[];
const M_CLIENT = ['multiclient', 'super_user'] as const satisfies readonly Role[];
const MULTICLIENT = ['multiclient'] as const satisfies readonly Role[];
const DASHBOARD = [...CLIENT_ROLES, 'multiclient'] as const satisfies readonly Role[];

// ---------------------------------------------------------------------------------------------
// Shapes

const base = '/api/v2/' as const;
const id = dbIdParam;
const ids = z.array(dbId).min(1).max(UZS_BATCH_MAX);
/** Optional row versions of a bulk action, in the order of its ids. */
const versions = z.array(dbId).min(1).max(UZS_BATCH_MAX).optional();
const text = (max: number) => z.string().max(max);
const digits = (max: number) => z.string().max(max);
const typeId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const formType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const statusId = z.number().int().min(1).max(8);
const idsBody = z.strictObject({ ids });
const idsVersionsBody = z.strictObject({ ids, versions });
const oneIdBody = z.strictObject({ id: dbId });

/** Body of list / m-client/payment-list and get-count-payments: every field optional. */
export const uzsPaymentFilter = z.strictObject({
  date_from: zDate().optional(),
  date_to: zDate().optional(),
  status_id: statusId.optional(),
  type: typeId.optional(),
  sum_from: zAmount({ rules: [] }).optional(),
  sum_to: zAmount({ rules: [] }).optional(),
  /** Recipient name, account or inn (substring). */
  recipient: z.string().trim().max(UZS_SEARCH_MAX).optional(),
  number: z.string().trim().max(UZS_NUMBER_MAX).optional(),
  /** Only rows the caller can act on now: sign (isSign), send (isSend), approve, auth (isAuth). */
  awaiting: z.enum(['sign', 'send', 'approve', 'auth']).optional(),
  /** Only the payments made from this import file (its upid_file; issue 21: sign a file in bulk). */
  import_file: z
    .string()
    .regex(/^[A-Z0-9]{20}$/)
    .optional(),
});
export type UzsPaymentFilter = z.input<typeof uzsPaymentFilter>;

export const uzsMclientFilter = uzsPaymentFilter.extend({ organization_id: id.optional() });
export type UzsMclientFilter = z.input<typeof uzsMclientFilter>;

/** The fields of a payment form, as the wire carries them (shape only; rules: uzsPaymentRules). */
const paymentFields = {
  type: formType,
  account: digits(27),
  mfo: digits(5),
  r_account: digits(27),
  r_mfo: digits(5),
  r_inn: digits(9).nullable().optional(),
  r_name: text(UZS_NAME_MAX),
  r_account_25: digits(25).nullable().optional(),
  r_account_27: digits(27).nullable().optional(),
  r_inn_27: digits(9).nullable().optional(),
  /** Type 4: the 16-digit card (spaces allowed, stripped) or the token of a card already answered. */
  corp_card: text(64).nullable().optional(),
  r_pinfl: digits(14).nullable().optional(),
  sum: text(25),
  code: digits(5),
  description: text(UZS_DESCRIPTION_MAX),
  /** Ask for a B signature on this payment even when the organisation does not require one. */
  second_signature: z.boolean().optional(),
};

/**
 * POST save. Without id: a new payment (client_reference, a UUID made by the client, is unique per
 * organisation: a repeat answers the existing payment). With id: an edit (If-Match required).
 */
export const uzsPaymentSaveBody = z.strictObject({
  id: dbId.optional(),
  client_reference: z.uuid(),
  number: text(UZS_NUMBER_MAX),
  date: text(10),
  ...paymentFields,
  /**
   * New payments only: the issued loan this payment repays (/loan-issuance/payment/:loan_id). The
   * server checks it is the organisation's own active loan (else 404); when the bank pays the
   * payment to the loan repayment account, the loan's instalments count it.
   */
  loan_id: dbId.nullable().optional(),
});
export type UzsPaymentSaveBody = z.input<typeof uzsPaymentSaveBody>;

const templateFields = {
  ...paymentFields,
  sum: text(25).nullable().optional(),
};

/**
 * POST template/create: from a payment (payment_id, any status: isTemplate) or from the template
 * form (payment). Exactly one of them.
 */
export const uzsTemplateCreateBody = z
  .strictObject({
    template_name: z.string().trim().min(1).max(UZS_NAME_MAX),
    payment_id: dbId.optional(),
    payment: z.strictObject(templateFields).optional(),
  })
  .refine((b) => (b.payment_id === undefined) !== (b.payment === undefined), {
    message: 'invalid',
    path: ['payment_id'],
  });
export type UzsTemplateCreateBody = z.input<typeof uzsTemplateCreateBody>;

export const uzsSignBody = z.strictObject({
  /** Base64 of the DER ECDSA signature the signing client made over key_data.data. */
  sign_cipher: z.string().min(1).max(2000),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({
    /** The batch message (contracts/payments/digest.ts batchMessage). */
    data: z.string().min(1).max(100_000),
    version: z.enum(SIGNER_VERSIONS),
    payment_ids: ids,
  }),
});
export type UzsSignBody = z.input<typeof uzsSignBody>;

// ---------------------------------------------------------------------------------------------
// Answers (schemas of the envelope's data; the server checks every success answer against them)

const uzsStatusIdSchema = z.literal(UZS_STATUS_IDS);
const uzsTypeIdSchema = z.literal(UZS_TYPE_IDS);
const signerLetterSchema = z.enum(['A', 'B']);

/** The per-row flags of spec 2 §3 as a schema: every flag of UZS_ROW_FLAGS, a boolean each. */
export const uzsRowFlagsSchema = z.object(
  Object.fromEntries(UZS_ROW_FLAGS.map((flag) => [flag, z.boolean()])) as Record<UzsRowFlag, z.ZodBoolean>,
);
export type UzsRowFlags = z.output<typeof uzsRowFlagsSchema>;

export const uzsPaymentSchema = z.object({
  id: z.number().int(),
  /** Row version: bumped by every change; sent back in If-Match and covered by signatures. */
  version: z.number().int(),
  client_reference: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  number: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  type: uzsTypeIdSchema,
  typeName: z.string(),
  /** Payer: account, its bank, the organisation's inn and name. */
  account: z.string(),
  mfo: z.string(),
  inn: z.string(),
  name: z.string(),
  bank_name: z.string(),
  r_account: z.string(),
  r_mfo: z.string(),
  r_inn: z.string().nullable(),
  r_bank: z.string(),
  r_name: z.string(),
  r_account_25: z.string().nullable(),
  r_account_27: z.string().nullable(),
  r_inn_27: z.string().nullable(),
  /**
   * Type 4: the card's token (what a signature covers, digest content version 2; the form sends it
   * back unchanged); card_pan is its mask. The number itself is never answered (issue 23).
   */
  corp_card: z.string().nullable(),
  card_pan: z.string().nullable(),
  sum: moneyText,
  sum_txt: z.string(),
  currency: z.literal(UZS_CURRENCY),
  code: z.string(),
  description: z.string(),
  status_id: uzsStatusIdSchema,
  statusName: z.string(),
  /** Why the bank refused it (Denied), in the request's language. */
  error_bank: z.string().nullable(),
  error_cb: z.string().nullable(),
  reject_reason: z.string().nullable(),
  second_signature: z.boolean(),
  /** Signatures this payment needs, in order (['A'] or ['B', 'A']). */
  required_signatures: z.array(signerLetterSchema),
  upid: z.string(),
  os: z.string().nullable(),
  icon: z.enum(['android', 'ios', 'web']),
  pinfl: z.string().nullable(),
  r_pinfl: z.string().nullable(),
  template_name: z.null(),
  template_type: z.null(),
  /** ISO date-times. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type UzsPayment = z.output<typeof uzsPaymentSchema>;

export const uzsPaymentRowSchema = uzsPaymentSchema.extend(uzsRowFlagsSchema.shape);
export type UzsPaymentRow = z.output<typeof uzsPaymentRowSchema>;

export const uzsPaymentSignatureSchema = z.object({
  id: z.number().int(),
  letter: signerLetterSchema,
  user_full_name: z.string(),
  role: z.string(),
  key_serial: z.string(),
  version: z.number().int(),
  digest: z.string(),
  signer_version: z.string(),
  /** ISO date-time. */
  signed_at: z.string(),
});
export type UzsPaymentSignature = z.output<typeof uzsPaymentSignatureSchema>;

/** view, payments-detail. */
export const uzsPaymentViewSchema = uzsPaymentRowSchema.extend({
  signatures: z.array(uzsPaymentSignatureSchema),
});
export type UzsPaymentView = z.output<typeof uzsPaymentViewSchema>;

export const uzsPaymentLogSchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  user_full_name: z.string().nullable(),
  action: z.string(),
  actionName: z.string(),
  status_id: uzsStatusIdSchema,
  statusName: z.string(),
  version: z.number().int(),
  comment: z.string().nullable(),
});
export type UzsPaymentLog = z.output<typeof uzsPaymentLogSchema>;

// Data of refusals (412, 422, 403). Only success answers have a response schema (the router checks
// no error envelope), so these stay interfaces, read-only like the rows the services build them from.

/** 412 data: the rows as they are now, so the client can show the difference. */
export interface UzsPaymentConflict {
  readonly rows: readonly UzsPaymentRow[];
}

/**
 * 422 data (uzs.referenceUsed) of a save of a new payment whose client_reference already saved a payment with other
 * fields (its first answer was lost and the user corrected the form): the saved payment, so the
 * client can send the correction as an edit of it.
 */
export interface UzsReferenceUsed {
  readonly id: number;
  readonly version: number;
}

/** 403 data of a bulk action: the ids the caller may not act on. */
export interface UzsPaymentRefusal {
  readonly ids: readonly number[];
}

/** Answer of the actions that change payments (sign, send, many-approve, …). */
export const uzsActionResultSchema = z.object({ rows: z.array(uzsPaymentRowSchema) });
export type UzsActionResult = z.output<typeof uzsActionResultSchema>;

export const uzsDeleteResultSchema = z.object({ ids: z.array(z.number().int()) });
export type UzsDeleteResult = z.output<typeof uzsDeleteResultSchema>;

/** An entry of status-list or type-list: the id and its name in the request's language. */
function uzsListItemOf<T extends z.ZodType<number>>(id: T) {
  return z.object({ id, name: z.string() });
}
export const uzsStatusItemSchema = uzsListItemOf(uzsStatusIdSchema);
export const uzsTypeItemSchema = uzsListItemOf(uzsTypeIdSchema);
/** A list entry whose id is of type T (UzsStatusId, UzsTypeId). */
export type UzsListItem<T extends number = number> = z.output<ReturnType<typeof uzsListItemOf<z.ZodType<T>>>>;

export const uzsPurposeCodeSchema = z.object({ code: z.string(), name: z.string() });
export type UzsPurposeCode = z.output<typeof uzsPurposeCodeSchema>;

export const uzsAccountOptionSchema = z.object({
  number: z.string(),
  mfo: z.string(),
  bank_name: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Available balance, decimal string. */
  balance: moneyText,
  state: z.enum(['open', 'closed']),
});
export type UzsAccountOption = z.output<typeof uzsAccountOptionSchema>;

export const uzsCorpCardSchema = z.object({
  /** The card account. */
  number: z.string(),
  /** The masked card number. */
  card: z.string(),
  /** The card's token: what the payment form sends as corp_card when the card is picked. */
  token: z.string(),
  expiry: z.string(),
  mfo: z.string(),
  bank_name: z.string(),
  amount: moneyText,
  currency: z.string(),
  holder: z.string(),
});
export type UzsCorpCard = z.output<typeof uzsCorpCardSchema>;

/** The card of a number typed in the form: the number is never answered back (issue 23). */
export const uzsCardInfoSchema = uzsCorpCardSchema;
export type UzsCardInfo = z.output<typeof uzsCardInfoSchema>;

export const uzsRulesInfoSchema = z.object({
  type: uzsTypeIdSchema,
  /** Form fields that must be filled for this type. */
  required: z.array(z.string()),
  r_account_lengths: z.array(z.number().int()),
  min_sum: moneyText,
  sum_max_length: z.number().int(),
});
export type UzsRulesInfo = z.output<typeof uzsRulesInfoSchema>;

export const uzsSumTextSchema = z.object({ sum_in_text: z.string() });
export type UzsSumText = z.output<typeof uzsSumTextSchema>;

/** budj-data: the budget recipient of a 27-digit account (public reference data). */
export const uzsBudgetRecipientSchema = z.object({
  name: z.string(),
  inn: z.string(),
  region: z.string(),
  district: z.string(),
});
export type UzsBudgetRecipient = z.output<typeof uzsBudgetRecipientSchema>;

export const uzsClientInfoSchema = z.object({ inn: z.string(), name: z.string() });
export type UzsClientInfo = z.output<typeof uzsClientInfoSchema>;

export const uzsBankInfoSchema = z.object({ mfo: z.string(), name: z.string() });
export type UzsBankInfo = z.output<typeof uzsBankInfoSchema>;

export const uzsBeneficiarySchema = z.object({
  r_account: z.string(),
  r_mfo: z.string(),
  r_bank: z.string(),
  r_inn: z.string().nullable(),
  r_name: z.string(),
});
export type UzsBeneficiary = z.output<typeof uzsBeneficiarySchema>;

export const uzsBenefDataSchema = z.object({
  /** From this organisation's recent payments, newest first. */
  recent: z.array(uzsBeneficiarySchema),
  /** Clients of the bank whose account, inn or name matches. */
  known: z.array(uzsBeneficiarySchema),
});
export type UzsBenefData = z.output<typeof uzsBenefDataSchema>;

export const uzsPreparedSchema = z.object({
  type: uzsTypeIdSchema,
  number: z.string(),
  /** The bank's operating day, YYYY-MM-DD. */
  date: z.string(),
  currency: z.literal(UZS_CURRENCY),
  accounts: z.array(uzsAccountOptionSchema),
  /** Whether a B signature is required for every payment of the organisation. */
  must_sign_b: z.boolean(),
});
export type UzsPrepared = z.output<typeof uzsPreparedSchema>;

export const uzsOperationDateSchema = z.object({ date: z.string() });
export type UzsOperationDate = z.output<typeof uzsOperationDateSchema>;

export const uzsStatusCountSchema = z.object({
  status_id: uzsStatusIdSchema,
  statusName: z.string(),
  count: z.number().int(),
});
export type UzsStatusCount = z.output<typeof uzsStatusCountSchema>;

export const uzsCountsSchema = z.object({
  total: z.number().int(),
  statuses: z.array(uzsStatusCountSchema),
});
export type UzsCounts = z.output<typeof uzsCountsSchema>;

export const uzsDashboardCountsSchema = z.object({
  to_sign: z.number().int(),
  to_send: z.number().int(),
  to_approve: z.number().int(),
  to_auth: z.number().int(),
});
export type UzsDashboardCounts = z.output<typeof uzsDashboardCountsSchema>;

export const uzsTemplateSchema = z.object({
  id: z.number().int(),
  template_name: z.string(),
  template_type: z.literal('uzs'),
  type: uzsTypeIdSchema,
  typeName: z.string(),
  account: z.string(),
  mfo: z.string(),
  r_account: z.string(),
  r_mfo: z.string(),
  r_bank: z.string(),
  r_inn: z.string().nullable(),
  r_name: z.string(),
  r_account_25: z.string().nullable(),
  r_account_27: z.string().nullable(),
  r_inn_27: z.string().nullable(),
  /** Type 4: the card's token (sent back unchanged by a payment made from it); card_pan its mask. */
  corp_card: z.string().nullable(),
  card_pan: z.string().nullable(),
  r_pinfl: z.string().nullable(),
  sum: moneyText.nullable(),
  code: z.string(),
  description: z.string(),
  second_signature: z.boolean(),
  created_at: z.string(),
  isUse: z.boolean(),
  isDelete: z.boolean(),
});
export type UzsTemplate = z.output<typeof uzsTemplateSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints (base /api/v2/, prefix uzs-payment/)

export const uzsList = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/list',
  access: CLIENTS,
  query: pageQuery,
  body: uzsPaymentFilter,
  response: pagedOf(uzsPaymentRowSchema),
});
export const uzsMclientList = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/m-client/payment-list',
  access: M_CLIENT,
  query: pageQuery,
  body: uzsMclientFilter,
  response: pagedOf(uzsPaymentRowSchema),
});
export const uzsRules = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/rules',
  access: CLIENTS,
  query: z.strictObject({ type: z.coerce.number().int().min(1).max(5) }),
  response: uzsRulesInfoSchema,
});
export const uzsStatusList = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/status-list',
  access: NAME_READERS,
  response: z.array(uzsStatusItemSchema),
});
export const uzsTypeList = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/type-list',
  access: NAME_READERS,
  response: z.array(uzsTypeItemSchema),
});
export const uzsCodes = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/codes',
  access: CLIENTS,
  body: z.strictObject({ type: typeId.optional() }),
  response: z.array(uzsPurposeCodeSchema),
});
export const uzsAccounts = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/accounts',
  access: CLIENTS,
  query: z.strictObject({ type: z.coerce.number().int().min(1).max(5).optional() }),
  response: z.array(uzsAccountOptionSchema),
});
export const uzsCorpCards = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/corp-cards',
  access: CLIENTS,
  body: z.strictObject({ account: digits(27), mfo: digits(5) }),
  response: z.array(uzsCorpCardSchema),
});
export const uzsCorpAccs = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/corp-accs',
  access: CLIENTS,
  response: z.array(uzsAccountOptionSchema),
});
export const uzsView = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/view',
  access: VIEWERS,
  query: z.strictObject({ id }),
  response: uzsPaymentViewSchema,
});
export const uzsSumDetails = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/sum-details',
  access: CLIENTS,
  body: z.strictObject({ sum: zAmount({ rules: [] }) }),
  response: uzsSumTextSchema,
});
export const uzsBudjData = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/budj-data',
  access: CLIENTS,
  body: z.strictObject({ account: digits(27) }),
  response: uzsBudgetRecipientSchema,
});
export const uzsGetClientInfo = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/get-client-info',
  access: CLIENTS,
  body: z.strictObject({ account: digits(27), mfo: digits(5) }),
  response: uzsClientInfoSchema,
});
export const uzsBankInfo = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/bank-info',
  access: CLIENTS,
  body: z.strictObject({ mfo: digits(5) }),
  response: uzsBankInfoSchema,
});
export const uzsBenefData = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/benef-data',
  access: CLIENTS,
  body: z.strictObject({ data: z.string().trim().max(UZS_SEARCH_MAX) }),
  response: uzsBenefDataSchema,
});
export const uzsPrepare = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/prepare',
  access: CLIENTS,
  body: z.strictObject({ type: formType.optional() }),
  response: uzsPreparedSchema,
});
export const uzsSave = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/save',
  access: EDITORS,
  body: uzsPaymentSaveBody,
  response: uzsPaymentRowSchema,
});
export const uzsTemplateCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/template/create',
  access: UZS_PREPARERS,
  body: uzsTemplateCreateBody,
  response: uzsTemplateSchema,
});
export const uzsTemplateList = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/template/list',
  access: CLIENTS,
  query: pageQuery,
  body: z.strictObject({ text: z.string().trim().max(UZS_SEARCH_MAX).optional() }),
  response: pagedOf(uzsTemplateSchema),
});
export const uzsTemplateView = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/template/view',
  access: CLIENTS,
  query: z.strictObject({ id }),
  response: uzsTemplateSchema,
});
export const uzsTemplateDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/template/delete',
  access: UZS_PREPARERS,
  body: idsBody,
  response: uzsDeleteResultSchema,
});
export const uzsSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/sign',
  access: SIGNERS,
  body: uzsSignBody,
  response: uzsActionResultSchema,
});
export const uzsSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/send',
  access: SENDERS,
  body: z.strictObject({ payment_ids: ids, versions }),
  response: uzsActionResultSchema,
});
export const uzsDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/delete',
  access: UZS_PREPARERS,
  body: idsVersionsBody,
  response: uzsDeleteResultSchema,
});
export const uzsAuthApprove = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/auth-approve',
  access: UZS_PREPARERS,
  body: oneIdBody,
  response: uzsActionResultSchema,
});
export const uzsManyCopy = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/many-copy',
  access: UZS_PREPARERS,
  body: idsBody,
  response: uzsActionResultSchema,
});
export const uzsManyApprove = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/many-approve',
  access: UZS_PREPARERS,
  body: idsVersionsBody,
  response: uzsActionResultSchema,
});
export const uzsRecallApprove = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/recall-approve-status',
  access: UZS_PREPARERS,
  body: oneIdBody,
  response: uzsActionResultSchema,
});
export const uzsPaymentsDetail = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/payments-detail',
  access: VIEWERS,
  body: idsBody,
  response: z.array(uzsPaymentViewSchema),
});
export const uzsLogs = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/logs',
  access: VIEWERS,
  query: z.strictObject({ id }),
  response: z.array(uzsPaymentLogSchema),
});
export const uzsOperationDate = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/get-operation-date',
  access: CLIENTS,
  response: uzsOperationDateSchema,
});
export const uzsCountPayments = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/get-count-payments',
  access: CLIENTS,
  body: uzsPaymentFilter,
  response: uzsCountsSchema,
});
export const uzsCardInfo = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/card-info',
  access: CLIENTS,
  body: z.strictObject({ card: text(19) }),
  response: uzsCardInfoSchema,
});
export const uzsExchange = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/exchange-between-accounts',
  access: UZS_PREPARERS,
  body: z.strictObject({
    account_from: digits(27),
    account_to: digits(27),
    sum: text(25),
    description: text(UZS_DESCRIPTION_MAX),
    /** Like save's: a repeat with the same reference answers the existing payment. */
    client_reference: z.uuid().optional(),
  }),
  response: uzsPaymentRowSchema,
});
/** Home "to sign" counters; the spec's path has no uzs-payment/ prefix. */
export const uzsDashboardCounts = endpoint({
  method: 'GET',
  base,
  path: 'dashboard/payments-for-sign-counts',
  access: DASHBOARD,
  response: uzsDashboardCountsSchema,
});
export const uzsMclientAuth = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/m-client/payment-auth',
  access: MULTICLIENT,
  body: oneIdBody,
  response: uzsActionResultSchema,
});
export const uzsMclientDecline = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/m-client/payment-decline',
  access: MULTICLIENT,
  body: z.strictObject({
    id: dbId,
    decline_reason: z.string().trim().min(1).max(UZS_REASON_MAX),
  }),
  response: uzsActionResultSchema,
});
/**
 * A signer returns a payment awaiting their signature to its preparer (→ Created, signatures
 * voided, version + 1) with a reason kept in the payment's log; If-Match: the version seen. Not in
 * the spec (docs/decisions.md "A signer returns a payment").
 */
export const uzsReturn = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'uzs-payment/return',
  access: SIGNERS,
  body: z.strictObject({
    id: dbId,
    reason: z.string().trim().min(1).max(UZS_REASON_MAX),
  }),
  response: uzsActionResultSchema,
});

/** Every endpoint of this area (the server registers them all; tests walk them). */
export const UZS_ENDPOINTS = [
  uzsList,
  uzsMclientList,
  uzsRules,
  uzsStatusList,
  uzsTypeList,
  uzsCodes,
  uzsAccounts,
  uzsCorpCards,
  uzsCorpAccs,
  uzsView,
  uzsSumDetails,
  uzsBudjData,
  uzsGetClientInfo,
  uzsBankInfo,
  uzsBenefData,
  uzsPrepare,
  uzsSave,
  uzsTemplateCreate,
  uzsTemplateList,
  uzsTemplateView,
  uzsTemplateDelete,
  uzsSign,
  uzsSend,
  uzsDelete,
  uzsAuthApprove,
  uzsManyCopy,
  uzsManyApprove,
  uzsRecallApprove,
  uzsPaymentsDetail,
  uzsLogs,
  uzsOperationDate,
  uzsCountPayments,
  uzsCardInfo,
  uzsExchange,
  uzsDashboardCounts,
  uzsMclientAuth,
  uzsMclientDecline,
  uzsReturn,
] as const;
