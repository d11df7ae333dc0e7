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
import { digitsOfLength, maxLength, required } from '../validation/generic.ts';
import { zAccount, zAmount, zCardNumber, zDate, zInn, zMfo, zText } from '../validation/zod.ts';
import { endpoint, type Endpoint, type EndpointAccess } from './endpoint.ts';
import { pageQuery } from './paging.ts';

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
] as const;
export type UzsRowFlag = (typeof UZS_ROW_FLAGS)[number];
export type UzsRowFlags = Readonly<Record<UzsRowFlag, boolean>>;

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

/** A money action of this area: POST with a JSON body, refused without an Idempotency-Key. */
function command<B extends z.ZodType>(path: string, access: EndpointAccess, body: B): Endpoint<B> {
  return endpoint({ idempotent: 'required', method: 'POST', base, path, access, body });
}

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
  /** Type 4: the 16-digit card (spaces allowed, stripped). */
  corp_card: text(19).nullable().optional(),
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
});
export type UzsPaymentSaveBody = z.input<typeof uzsPaymentSaveBody>;

/** A field that may be left blank: blank (or absent) → null, otherwise judged by `schema`. */
function blankOr<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : value,
    schema.nullable(),
  );
}

const pinfl = zText([digitsOfLength(14)]);
const common = {
  number: zText([required, maxLength(UZS_NUMBER_MAX)]),
  date: zDate(),
  account: zAccount(),
  mfo: zMfo(),
  r_account: zAccount(),
  r_mfo: zMfo(),
  r_name: zText([required, maxLength(UZS_NAME_MAX)]),
  r_inn: blankOr(zInn()),
  r_account_25: blankOr(zAccount('budgetIncome')),
  r_account_27: blankOr(zAccount('budgetRecipient')),
  r_inn_27: blankOr(zInn()),
  corp_card: blankOr(zCardNumber()),
  r_pinfl: blankOr(pinfl),
  sum: zAmount({ currency: UZS_CURRENCY }),
  code: zText([required, digitsOfLength(5)]),
  description: zText([required, maxLength(UZS_DESCRIPTION_MAX)]),
  second_signature: z.boolean().optional().default(false),
};

/** A type's own fields as required ones (in `common` they may be blank). */
const requiredTypeField = {
  r_inn: zInn(),
  r_account_27: zAccount('budgetRecipient'),
  r_inn_27: zInn(),
  r_account_25: zAccount('budgetIncome'),
  corp_card: zCardNumber(),
} satisfies Record<UzsTypeField, z.ZodType>;

type FieldsOf<T extends UzsTypeId> = (typeof UZS_TYPE_FIELDS)[T][number];

/** The form rules of one type: the common fields with the type's own (UZS_TYPE_FIELDS) required. */
function rulesOfType<T extends 1 | 2 | 3 | 4>(type: T) {
  const own = Object.fromEntries(
    UZS_TYPE_FIELDS[type].map((field: UzsTypeField) => [field, requiredTypeField[field]]),
  ) as Pick<typeof requiredTypeField, FieldsOf<T>>;
  // Spread after `common`: the type's fields keep their place in `common`, so issues come in form order.
  return z.object({ ...common, ...own, type: z.literal(type) });
}

/**
 * The field rules of a payment (spec 2 §5, issue 5): sum ≥ 1 UZS; accounts 25/27 digits; mfo 5
 * digits; inn 9; purpose code 5 digits (the server also checks it is in the list for the type and
 * that the mfo exists); purpose text required; per type: 1 recipient inn; 2 budget recipient
 * account (27) and its inn; 3 budget income account (25); 4 the corporate card (16 digits). Output:
 * normalised values (sum with two places, blanks → null). Both client form and server use it; one
 * object per type so every problem of a form is reported at once.
 */
export const uzsPaymentRules = z.discriminatedUnion('type', [
  rulesOfType(UZS_TYPE.ordinary),
  rulesOfType(UZS_TYPE.budget),
  rulesOfType(UZS_TYPE.budgetIncome),
  rulesOfType(UZS_TYPE.corpCard),
]);
export type UzsPaymentValues = z.output<typeof uzsPaymentRules>;

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
// Endpoints (base /api/v2/, prefix uzs-payment/)

export const uzsList = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/list',
  access: CLIENTS,
  query: pageQuery,
  body: uzsPaymentFilter,
});
export const uzsMclientList = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/m-client/payment-list',
  access: M_CLIENT,
  query: pageQuery,
  body: uzsMclientFilter,
});
export const uzsRules = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/rules',
  access: CLIENTS,
  query: z.strictObject({ type: z.coerce.number().int().min(1).max(5) }),
});
export const uzsStatusList = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/status-list',
  access: VIEWERS,
});
export const uzsTypeList = endpoint({ method: 'GET', base, path: 'uzs-payment/type-list', access: VIEWERS });
export const uzsCodes = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/codes',
  access: CLIENTS,
  body: z.strictObject({ type: typeId.optional() }),
});
export const uzsAccounts = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/accounts',
  access: CLIENTS,
  query: z.strictObject({ type: z.coerce.number().int().min(1).max(5).optional() }),
});
export const uzsCorpCards = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/corp-cards',
  access: CLIENTS,
  body: z.strictObject({ account: digits(27), mfo: digits(5) }),
});
export const uzsCorpAccs = endpoint({ method: 'POST', base, path: 'uzs-payment/corp-accs', access: CLIENTS });
export const uzsView = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/view',
  access: VIEWERS,
  query: z.strictObject({ id }),
});
export const uzsSumDetails = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/sum-details',
  access: CLIENTS,
  body: z.strictObject({ sum: zAmount({ rules: [] }) }),
});
export const uzsBudjData = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/budj-data',
  access: CLIENTS,
  body: z.strictObject({ account: digits(27) }),
});
export const uzsGetClientInfo = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/get-client-info',
  access: CLIENTS,
  body: z.strictObject({ account: digits(27), mfo: digits(5) }),
});
export const uzsBankInfo = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/bank-info',
  access: CLIENTS,
  body: z.strictObject({ mfo: digits(5) }),
});
export const uzsBenefData = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/benef-data',
  access: CLIENTS,
  body: z.strictObject({ data: z.string().trim().max(UZS_SEARCH_MAX) }),
});
export const uzsPrepare = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/prepare',
  access: CLIENTS,
  body: z.strictObject({ type: formType.optional() }),
});
export const uzsSave = command('uzs-payment/save', EDITORS, uzsPaymentSaveBody);
export const uzsTemplateCreate = command('uzs-payment/template/create', UZS_PREPARERS, uzsTemplateCreateBody);
export const uzsTemplateList = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/template/list',
  access: CLIENTS,
  query: pageQuery,
  body: z.strictObject({ text: z.string().trim().max(UZS_SEARCH_MAX).optional() }),
});
export const uzsTemplateView = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/template/view',
  access: CLIENTS,
  query: z.strictObject({ id }),
});
export const uzsTemplateDelete = command('uzs-payment/template/delete', UZS_PREPARERS, idsBody);
export const uzsSign = command('uzs-payment/sign', SIGNERS, uzsSignBody);
export const uzsSend = command('uzs-payment/send', SENDERS, z.strictObject({ payment_ids: ids, versions }));
export const uzsDelete = command('uzs-payment/delete', UZS_PREPARERS, idsVersionsBody);
export const uzsAuthApprove = command('uzs-payment/auth-approve', UZS_PREPARERS, oneIdBody);
export const uzsManyCopy = command('uzs-payment/many-copy', UZS_PREPARERS, idsBody);
export const uzsManyApprove = command('uzs-payment/many-approve', UZS_PREPARERS, idsVersionsBody);
export const uzsRecallApprove = command('uzs-payment/recall-approve-status', UZS_PREPARERS, oneIdBody);
export const uzsPaymentsDetail = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/payments-detail',
  access: VIEWERS,
  body: idsBody,
});
export const uzsLogs = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/logs',
  access: VIEWERS,
  query: z.strictObject({ id }),
});
export const uzsOperationDate = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/get-operation-date',
  access: CLIENTS,
});
export const uzsCountPayments = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/get-count-payments',
  access: CLIENTS,
  body: uzsPaymentFilter,
});
export const uzsCardInfo = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/card-info',
  access: CLIENTS,
  body: z.strictObject({ card: text(19) }),
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
});
/** Home "to sign" counters; the spec's path has no uzs-payment/ prefix. */
export const uzsDashboardCounts = endpoint({
  method: 'GET',
  base,
  path: 'dashboard/payments-for-sign-counts',
  access: DASHBOARD,
});
export const uzsMclientAuth = command('uzs-payment/m-client/payment-auth', MULTICLIENT, oneIdBody);
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
] as const;

// ---------------------------------------------------------------------------------------------
// Answers

export interface UzsPayment {
  readonly id: number;
  /** Row version: bumped by every change; sent back in If-Match and covered by signatures. */
  readonly version: number;
  readonly client_reference: string;
  readonly organization_id: number;
  readonly organization_name: string;
  readonly number: string;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly type: UzsTypeId;
  readonly typeName: string;
  /** Payer: account, its bank, the organisation's inn and name. */
  readonly account: string;
  readonly mfo: string;
  readonly inn: string;
  readonly name: string;
  readonly bank_name: string;
  readonly r_account: string;
  readonly r_mfo: string;
  readonly r_inn: string | null;
  readonly r_bank: string;
  readonly r_name: string;
  readonly r_account_25: string | null;
  readonly r_account_27: string | null;
  readonly r_inn_27: string | null;
  /** Type 4: the card number (16 digits); card_pan is its masked form. */
  readonly corp_card: string | null;
  readonly card_pan: string | null;
  readonly sum: string;
  readonly sum_txt: string;
  readonly currency: typeof UZS_CURRENCY;
  readonly code: string;
  readonly description: string;
  readonly status_id: UzsStatusId;
  readonly statusName: string;
  /** Why the bank refused it (Denied), in the request's language. */
  readonly error_bank: string | null;
  readonly error_cb: string | null;
  readonly reject_reason: string | null;
  readonly second_signature: boolean;
  /** Signatures this payment needs, in order (['A'] or ['B', 'A']). */
  readonly required_signatures: readonly SignerLetter[];
  readonly upid: string;
  readonly os: string | null;
  readonly icon: 'android' | 'ios' | 'web';
  readonly pinfl: string | null;
  readonly r_pinfl: string | null;
  readonly template_name: null;
  readonly template_type: null;
  /** ISO date-times. */
  readonly created_at: string;
  readonly updated_at: string;
}

export type UzsPaymentRow = UzsPayment & UzsRowFlags;

export interface UzsPaymentSignature {
  readonly id: number;
  readonly letter: SignerLetter;
  readonly user_full_name: string;
  readonly role: string;
  readonly key_serial: string;
  readonly version: number;
  readonly digest: string;
  readonly signer_version: string;
  /** ISO date-time. */
  readonly signed_at: string;
}

/** view, payments-detail. */
export interface UzsPaymentView extends UzsPaymentRow {
  readonly signatures: readonly UzsPaymentSignature[];
}

export interface UzsPaymentLog {
  readonly id: number;
  /** ISO date-time. */
  readonly at: string;
  readonly user_full_name: string | null;
  readonly action: string;
  readonly actionName: string;
  readonly status_id: UzsStatusId;
  readonly statusName: string;
  readonly version: number;
  readonly comment: string | null;
}

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
export interface UzsActionResult {
  readonly rows: readonly UzsPaymentRow[];
}

export interface UzsDeleteResult {
  readonly ids: readonly number[];
}

export interface UzsListItem<T extends number = number> {
  readonly id: T;
  readonly name: string;
}

export interface UzsPurposeCode {
  readonly code: string;
  readonly name: string;
}

export interface UzsAccountOption {
  readonly number: string;
  readonly mfo: string;
  readonly bank_name: string;
  readonly name: string;
  readonly currency: string;
  /** Available balance, decimal string. */
  readonly balance: string;
  readonly state: 'open' | 'closed';
}

export interface UzsCorpCard {
  /** The card account. */
  readonly number: string;
  /** The masked card number. */
  readonly card: string;
  readonly mfo: string;
  readonly bank_name: string;
  readonly amount: string;
  readonly currency: string;
  readonly holder: string;
}

export interface UzsCardInfo extends UzsCorpCard {
  /** The full card number as entered. */
  readonly pan: string;
}

export interface UzsRulesInfo {
  readonly type: UzsTypeId;
  /** Form fields that must be filled for this type. */
  readonly required: readonly string[];
  readonly r_account_lengths: readonly number[];
  readonly min_sum: string;
  readonly sum_max_length: number;
}

export interface UzsSumText {
  readonly sum_in_text: string;
}

export interface UzsNamed {
  readonly name: string;
}

export interface UzsClientInfo {
  readonly inn: string;
  readonly name: string;
}

export interface UzsBankInfo {
  readonly mfo: string;
  readonly name: string;
}

export interface UzsBeneficiary {
  readonly r_account: string;
  readonly r_mfo: string;
  readonly r_bank: string;
  readonly r_inn: string | null;
  readonly r_name: string;
}

export interface UzsBenefData {
  /** From this organisation's recent payments, newest first. */
  readonly recent: readonly UzsBeneficiary[];
  /** Clients of the bank whose account, inn or name matches. */
  readonly known: readonly UzsBeneficiary[];
}

export interface UzsPrepared {
  readonly type: UzsTypeId;
  readonly number: string;
  /** The bank's operating day, YYYY-MM-DD. */
  readonly date: string;
  readonly currency: typeof UZS_CURRENCY;
  readonly accounts: readonly UzsAccountOption[];
  /** Whether a B signature is required for every payment of the organisation. */
  readonly must_sign_b: boolean;
}

export interface UzsOperationDate {
  readonly date: string;
}

export interface UzsStatusCount {
  readonly status_id: UzsStatusId;
  readonly statusName: string;
  readonly count: number;
}

export interface UzsCounts {
  readonly total: number;
  readonly statuses: readonly UzsStatusCount[];
}

export interface UzsDashboardCounts {
  readonly to_sign: number;
  readonly to_send: number;
  readonly to_approve: number;
  readonly to_auth: number;
}

export interface UzsTemplate {
  readonly id: number;
  readonly template_name: string;
  readonly template_type: 'uzs';
  readonly type: UzsTypeId;
  readonly typeName: string;
  readonly account: string;
  readonly mfo: string;
  readonly r_account: string;
  readonly r_mfo: string;
  readonly r_bank: string;
  readonly r_inn: string | null;
  readonly r_name: string;
  readonly r_account_25: string | null;
  readonly r_account_27: string | null;
  readonly r_inn_27: string | null;
  readonly corp_card: string | null;
  readonly r_pinfl: string | null;
  readonly sum: string | null;
  readonly code: string;
  readonly description: string;
  readonly second_signature: boolean;
  readonly created_at: string;
  readonly isUse: boolean;
  readonly isDelete: boolean;
}
