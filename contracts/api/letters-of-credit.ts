/**
 * Letters of credit (/akkreditiv, spec 2 §2, §3 "Letter of credit"; the calls are "not shown" in the
 * spec and designed here in the soum payments' style). A client's preparer fills an application for
 * a documentary letter of credit (type, parties, banks, dates, tolerances, ports, documents, charges,
 * confirmation, conditions), a head signs it with EDS exactly like a soum payment (its own batch
 * header, the signature bound to the document's digest; an edit voids it), the preparer or the signer
 * sends it. The bank then moves it: issued (the amount is covered from the client's account to the
 * bank's cover account), amended, documents presented, paid (cover to the correspondent account), or
 * rejected; closed by the bank after payment, or by the closure job 3 days after expiry when no
 * shipment documents came (the cover goes back to the client's account, spec 2 §9).
 *
 * Roles: the route roles of /akkreditiv (spec 1 §6.2). Bank actions: cur_head_dep (the currency
 * department head, the one bank role in that list with a deciding function; docs/decisions.md).
 */
import { z } from 'zod';
import type { Role, RoleList } from '../roles.ts';
import { maxLength, required } from '../validation/generic.ts';
import { zAccount, zAmount, zDate, zMfo, zText } from '../validation/zod.ts';
import { fileAnswer, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId, dbIdParam, pageParam } from './ids.ts';

export const LC_ROLES = [
  'accountant',
  'head',
  'super_head',
  'currency_moderator',
  'cur_head_dep',
  'passive_mbrc',
  'universal_manager',
  'accountant_simple',
] as const satisfies RoleList;

/** Who prepares (create, edit, delete) a letter of credit of their organisation. */
export const LC_PREPARERS = [
  'accountant',
  'accountant_simple',
  'head',
  'super_head',
] as const satisfies readonly Role[];
/** Who signs it (EDS), like the A signers of soum payments. */
export const LC_SIGNERS = ['head', 'super_head'] as const satisfies readonly Role[];
/** The bank role that issues, amends, records documents, pays, rejects and closes. */
export const LC_BANK_ROLES = ['cur_head_dep'] as const satisfies readonly Role[];

export const LC_HEADER = 'CORPBANK-LC-V1';

export const LC_STATUSES = [
  'created',
  'signed',
  'sent',
  'rejected',
  'issued',
  'amended',
  'documents_presented',
  'paid',
  'closed',
] as const;
export type LcStatus = (typeof LC_STATUSES)[number];

export const LC_TYPES = [
  'irrevocable',
  'irrevocable_confirmed',
  'revocable',
  'standby',
  'transferable',
] as const;
export const LC_CHARGES = ['OUR', 'BEN', 'SHA'] as const;
export const LC_CONFIRMATIONS = ['without', 'confirm', 'may_add'] as const;
export const LC_PAYMENT_TERMS = ['sight', 'deferred', 'acceptance', 'negotiation'] as const;
export const LC_INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
export const LC_CURRENCIES = ['USD', 'EUR', 'RUB', 'CNY', 'UZS'] as const;

export const LC_TOLERANCE_MAX = 10;
export const LC_PRESENTATION_DAYS_MAX = 21;
export const LC_DEFERRED_DAYS_MAX = 360;
/** The closure job closes an issued letter this many days after expiry when no documents came. */
export const LC_CLOSE_AFTER_EXPIRY_DAYS = 3;
export const LC_TEXT_MAX = 140;
export const LC_LONG_TEXT_MAX = 2000;

const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const optionalText = (max = LC_TEXT_MAX) => zText([maxLength(max)]);
const requiredText = (max = LC_TEXT_MAX) => zText([required, maxLength(max)]);

/** The fields a preparer fills (spec 2 §3), as the save call carries them. */
export const lcFields = {
  type: z.enum(LC_TYPES),
  account: zAccount(),
  mfo: zMfo(),
  amount: zAmount(),
  currency: z.enum(LC_CURRENCIES),
  beneficiary_name: requiredText(),
  beneficiary_address: requiredText(),
  beneficiary_country: z.string().regex(/^[A-Z]{2}$/),
  beneficiary_account: requiredText(34),
  beneficiary_bank_name: requiredText(),
  beneficiary_bank_swift: z.string().regex(SWIFT),
  advising_bank_name: requiredText(),
  advising_bank_swift: z.string().regex(SWIFT),
  confirming_bank_name: optionalText(),
  confirming_bank_swift: z.union([z.literal(''), z.string().regex(SWIFT)]),
  issue_date: zDate(),
  expiry_date: zDate(),
  expiry_place: requiredText(),
  tolerance_plus: z.number().int().min(0).max(LC_TOLERANCE_MAX),
  tolerance_minus: z.number().int().min(0).max(LC_TOLERANCE_MAX),
  port_of_loading: requiredText(),
  port_of_discharge: requiredText(),
  latest_shipment_date: zDate(),
  incoterms: z.enum(LC_INCOTERMS),
  partial_shipments: z.boolean(),
  transhipment: z.boolean(),
  payment_terms: z.enum(LC_PAYMENT_TERMS),
  deferred_days: z.number().int().min(0).max(LC_DEFERRED_DAYS_MAX),
  presentation_days: z.number().int().min(1).max(LC_PRESENTATION_DAYS_MAX),
  goods_description: requiredText(LC_LONG_TEXT_MAX),
  documents_required: requiredText(LC_LONG_TEXT_MAX),
  charges: z.enum(LC_CHARGES),
  confirmation: z.enum(LC_CONFIRMATIONS),
  additional_conditions: optionalText(LC_LONG_TEXT_MAX),
};

export const lcSaveBody = z.strictObject({
  /** Absent: a new letter; present: the letter to edit (with If-Match: its version). */
  id: dbId.optional(),
  ...lcFields,
});
export type LcSaveBody = z.input<typeof lcSaveBody>;
export type LcFieldValues = z.output<typeof lcSaveBody>;

export type LcProblemKey =
  | 'lc.issueDatePast'
  | 'lc.expiryBeforeIssue'
  | 'lc.shipmentAfterExpiry'
  | 'lc.shipmentBeforeIssue'
  | 'lc.confirmingBankRequired'
  | 'lc.deferredDaysRequired'
  | 'lc.deferredDaysOnlyDeferred'
  | 'lc.samePorts'
  | 'lc.accountCurrency'
  | 'lc.amountPositive';

export interface LcProblem {
  readonly attribute: keyof typeof lcFields;
  readonly key: LcProblemKey;
}

/**
 * The rules beyond the field types (one problem per field at most), shared by the form and the
 * server: issue date not before `today`, expiry after issue, latest shipment between issue and
 * expiry, a confirming bank when the beneficiary asks for confirmation, deferred days exactly when
 * payment is deferred, loading and discharge ports differ, the cover account's currency is the
 * letter's (when known).
 */
export function lcProblems(
  v: Pick<
    LcFieldValues,
    | 'amount'
    | 'issue_date'
    | 'expiry_date'
    | 'latest_shipment_date'
    | 'confirmation'
    | 'type'
    | 'confirming_bank_name'
    | 'confirming_bank_swift'
    | 'payment_terms'
    | 'deferred_days'
    | 'port_of_loading'
    | 'port_of_discharge'
    | 'currency'
  >,
  context: { readonly today: string; readonly accountCurrency?: string | null },
): LcProblem[] {
  const problems: LcProblem[] = [];
  const add = (attribute: LcProblem['attribute'], key: LcProblemKey) => {
    if (!problems.some((p) => p.attribute === attribute)) problems.push({ attribute, key });
  };
  if (/^0*(\.0*)?$/.test(v.amount.trim())) add('amount', 'lc.amountPositive');
  if (v.issue_date && v.issue_date < context.today) add('issue_date', 'lc.issueDatePast');
  if (v.issue_date && v.expiry_date && v.expiry_date <= v.issue_date)
    add('expiry_date', 'lc.expiryBeforeIssue');
  if (v.latest_shipment_date) {
    if (v.expiry_date && v.latest_shipment_date > v.expiry_date)
      add('latest_shipment_date', 'lc.shipmentAfterExpiry');
    else if (v.issue_date && v.latest_shipment_date < v.issue_date)
      add('latest_shipment_date', 'lc.shipmentBeforeIssue');
  }
  const needsConfirming = v.confirmation === 'confirm' || v.type === 'irrevocable_confirmed';
  if (needsConfirming) {
    if (v.confirming_bank_name.trim() === '') add('confirming_bank_name', 'lc.confirmingBankRequired');
    if (v.confirming_bank_swift === '') add('confirming_bank_swift', 'lc.confirmingBankRequired');
  }
  if (v.payment_terms === 'deferred' && v.deferred_days === 0)
    add('deferred_days', 'lc.deferredDaysRequired');
  if (v.payment_terms !== 'deferred' && v.deferred_days !== 0)
    add('deferred_days', 'lc.deferredDaysOnlyDeferred');
  if (
    v.port_of_loading.trim() !== '' &&
    v.port_of_loading.trim().toLowerCase() === v.port_of_discharge.trim().toLowerCase()
  )
    add('port_of_discharge', 'lc.samePorts');
  if (context.accountCurrency && context.accountCurrency !== v.currency) add('account', 'lc.accountCurrency');
  return problems;
}

/** The signed fields, in order (contracts/signing/signed-document.ts); id and version first. */
export const LC_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'organization_inn',
  ...(Object.keys(lcFields) as (keyof typeof lcFields)[]),
] as const;
export type LcSignedField = (typeof LC_SIGNED_FIELDS)[number];

export const lcRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** Printed number, `LC-000042`. */
  number: z.string(),
  status: z.enum(LC_STATUSES),
  organization_name: z.string(),
  organization_inn: z.string(),
  type: z.enum(LC_TYPES),
  account: z.string(),
  mfo: z.string(),
  amount: z.string(),
  currency: z.enum(LC_CURRENCIES),
  beneficiary_name: z.string(),
  beneficiary_address: z.string(),
  beneficiary_country: z.string(),
  beneficiary_account: z.string(),
  beneficiary_bank_name: z.string(),
  beneficiary_bank_swift: z.string(),
  advising_bank_name: z.string(),
  advising_bank_swift: z.string(),
  confirming_bank_name: z.string(),
  confirming_bank_swift: z.string(),
  issue_date: z.string(),
  expiry_date: z.string(),
  expiry_place: z.string(),
  tolerance_plus: z.number().int(),
  tolerance_minus: z.number().int(),
  port_of_loading: z.string(),
  port_of_discharge: z.string(),
  latest_shipment_date: z.string(),
  incoterms: z.enum(LC_INCOTERMS),
  partial_shipments: z.boolean(),
  transhipment: z.boolean(),
  payment_terms: z.enum(LC_PAYMENT_TERMS),
  deferred_days: z.number().int(),
  presentation_days: z.number().int(),
  goods_description: z.string(),
  documents_required: z.string(),
  charges: z.enum(LC_CHARGES),
  confirmation: z.enum(LC_CONFIRMATIONS),
  additional_conditions: z.string(),
  /** Covered amount now held on the bank's cover account ("0.00" before issue and after close). */
  cover_amount: z.string(),
  bank_comment: z.string(),
  created_by: z.string(),
  signed_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
  isSign: z.boolean(),
  isSend: z.boolean(),
  isIssue: z.boolean(),
  isReject: z.boolean(),
  isAmend: z.boolean(),
  isDocuments: z.boolean(),
  isPay: z.boolean(),
  isClose: z.boolean(),
});
export type LcRow = z.output<typeof lcRowSchema>;

export const lcLogSchema = z.object({
  action: z.string(),
  status: z.enum(LC_STATUSES),
  user: z.string(),
  comment: z.string(),
  at: z.string(),
});
export type LcLog = z.output<typeof lcLogSchema>;

export const lcViewSchema = lcRowSchema.extend({ logs: z.array(lcLogSchema) });
export type LcView = z.output<typeof lcViewSchema>;

export function lcNumber(id: number): string {
  return `LC-${String(id).padStart(6, '0')}`;
}

export const lcListQuery = z.strictObject({
  page: pageParam.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(LC_STATUSES).optional(),
});

export const lcList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'letters-of-credit/list',
  access: LC_ROLES,
  query: lcListQuery,
  response: pagedOf(lcRowSchema),
});

export const lcStatusList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'letters-of-credit/status-list',
  access: LC_ROLES,
  response: z.array(z.object({ id: z.enum(LC_STATUSES), name: z.string() })),
});

/** The caller's accounts a letter may be covered from (current accounts, any currency of LC_CURRENCIES). */
export const lcAccounts = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'letters-of-credit/accounts',
  access: LC_ROLES,
  response: z.array(
    z.object({
      account: z.string(),
      mfo: z.string(),
      currency: z.string(),
      name: z.string(),
      balance: z.string(),
    }),
  ),
});

export const lcView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'letters-of-credit/view/:id',
  access: LC_ROLES,
  params: z.strictObject({ id: dbIdParam }),
  response: lcViewSchema,
});

/** Creates or edits (If-Match: version; an edit of a signed letter voids the signature). */
export const lcSave = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'letters-of-credit/save',
  access: LC_ROLES,
  idempotent: 'required',
  body: lcSaveBody,
  response: lcRowSchema,
});

export const lcDelete = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'letters-of-credit/delete',
  access: LC_ROLES,
  idempotent: 'required',
  body: z.strictObject({ id: dbId }),
  response: z.object({ id: z.number().int() }),
});

export const lcSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(4096),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({
    /** The batch message (LC_HEADER, then `id:version:digest`). */
    data: z.string().min(1).max(20_000),
    version: z.string().max(40),
    ids: z.array(dbId).min(1).max(50),
  }),
});
export type LcSignBody = z.input<typeof lcSignBody>;

export const lcSign = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'letters-of-credit/sign',
  access: LC_ROLES,
  idempotent: 'required',
  body: lcSignBody,
  response: z.array(lcRowSchema),
});

export const LC_BANK_ACTIONS = ['send', 'issue', 'reject', 'amend', 'documents', 'pay', 'close'] as const;
export type LcAction = (typeof LC_BANK_ACTIONS)[number];

/**
 * One action on one letter (If-Match: version): send (client), issue, reject, amend, documents,
 * pay, close (bank). reject and amend need a comment; amend may move the expiry date.
 */
export const lcAction = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'letters-of-credit/action',
  access: LC_ROLES,
  idempotent: 'required',
  body: z.strictObject({
    id: dbId,
    action: z.enum(LC_BANK_ACTIONS),
    comment: zText([maxLength(LC_TEXT_MAX * 2)]).optional(),
    expiry_date: zDate().optional(),
  }),
  response: lcRowSchema,
});

/** The letter as the bank's application form (PDF). */
export const lcFile = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'letters-of-credit/file/:id',
  access: LC_ROLES,
  params: z.strictObject({ id: dbIdParam }),
  response: fileAnswer,
});

export function lcFileName(id: number): string {
  return `letter_of_credit_${lcNumber(id)}.pdf`;
}
