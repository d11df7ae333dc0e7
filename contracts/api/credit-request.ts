/**
 * Credit requests (/credit-request, spec 2 §2–§5, §9) and loan issuance (/loan-issuance). The calls
 * are "not shown" in the spec (§7) and designed here in the soum payments' style.
 *
 * A client prepares a credit application (amount, purpose, term, grace period, rate, collateral,
 * turnover of the last 12 months, branch, phone; for an asset purchase the asset's price and the own
 * funds, at least 15 %; for a vehicle its brand and year, at most 5 years old), signs it with EDS
 * (header CORPBANK-CREDIT-REQUEST-V1, the signature bound to the digest of the content at its
 * version; an edit voids it) and sends it. The bank's credit officer (credit_go) takes it into
 * review, asks for documents with a comment (the client edits, re-signs and sends again), approves
 * it with terms (amount, rate, term, grace, schedule kind) or refuses it with a reason. Approval
 * issues the loan at once: the amount is paid out to the client's current account and the
 * repayment schedule is fixed (contracts/loan-schedule.ts).
 *
 * Statuses: draft → signed → sent → review → (documents → draft …) → approved | refused.
 */
import { z } from 'zod';
import { ACTING_CLIENT_ROLES, CLIENT_ROLES, type Role } from '../roles.ts';
import { SCHEDULE_KINDS, type ScheduleKind } from '../loan-schedule.ts';
import { toMinor } from '../money.ts';
import { dbId, dbIdParam } from './ids.ts';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';
import { SIGNER_VERSIONS } from './signing.ts';
import { signingMessageFor } from '../signing/signed-document.ts';

export { SCHEDULE_KINDS, type ScheduleKind };

export const CREDIT_REQUEST_HEADER = 'CORPBANK-CREDIT-REQUEST-V1';

export const CREDIT_STATUSES = [
  'draft',
  'signed',
  'sent',
  'review',
  'documents',
  'approved',
  'refused',
] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export const CREDIT_PURPOSE_TYPES = ['working_capital', 'asset', 'vehicle'] as const;
export type CreditPurposeType = (typeof CREDIT_PURPOSE_TYPES)[number];

export const COLLATERAL_TYPES = ['real_estate', 'vehicle', 'equipment', 'guarantee'] as const;
export type CollateralType = (typeof COLLATERAL_TYPES)[number];

/** Spec 2 §5, §9: an asset purchase needs at least 15 % own funds; a vehicle at most 5 years old. */
export const MIN_OWN_FUNDS_PERCENT = 15;
export const MAX_VEHICLE_AGE_YEARS = 5;
export const MAX_TERM_MONTHS = 120;
export const PURPOSE_MAX = 500;
export const COMMENT_MAX = 500;

// Roles (routes.tsv): /credit-request client roles plus credit_go; /loan-issuance its own list.
export const CREDIT_REQUEST_READERS = [...CLIENT_ROLES, 'credit_go'] as const satisfies readonly Role[];
/** Who prepares and edits (passive_user only reads). */
export const CREDIT_PREPARERS = ACTING_CLIENT_ROLES;
/** Who signs for the organisation with EDS (one signature commits the application). */
export const CREDIT_SIGNERS = [
  'client',
  'accountant',
  'head',
  'super_head',
  'accountant_sign',
] as const satisfies readonly Role[];
export const CREDIT_SENDERS = CREDIT_PREPARERS;
/** The bank's credit officers. */
export const CREDIT_OFFICERS = ['credit_go'] as const satisfies readonly Role[];
export const LOAN_READERS = [
  'accountant',
  'head',
  'super_head',
  'currency_moderator',
  'cur_head_dep',
  'passive_mbrc',
  'universal_manager',
  'accountant_simple',
] as const satisfies readonly Role[];
/** Who opens the pre-filled repayment (a soum payment is prepared by these). */
export const LOAN_PAYERS = [
  'accountant',
  'head',
  'super_head',
  'accountant_simple',
] as const satisfies readonly Role[];

const base = '/api/v2/' as const;

const rateText = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);
const amountText = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/);
const months = z.number().int().min(0).max(MAX_TERM_MONTHS);

export const creditRequestBody = z.strictObject({
  /** Absent: a new request; present: an edit (If-Match: the version seen). */
  id: dbId.optional(),
  account: z.string().regex(/^\d{25}$/),
  purpose_type: z.enum(CREDIT_PURPOSE_TYPES),
  purpose: z.string().trim().min(3).max(PURPOSE_MAX),
  amount: amountText,
  asset_price: amountText.nullable(),
  own_funds: amountText.nullable(),
  vehicle_brand: z.string().trim().max(100).nullable(),
  vehicle_year: z.number().int().min(1950).max(2100).nullable(),
  term_months: months,
  grace_months: months,
  /** Requested annual rate in percent, two places at most ("22.5"). */
  rate: rateText,
  collateral_type: z.enum(COLLATERAL_TYPES),
  collateral_description: z.string().trim().min(3).max(PURPOSE_MAX),
  collateral_value: amountText,
  turnover_12m: amountText,
  branch_mfo: z.string().regex(/^\d{5}$/),
  phone: z.string().regex(/^998\d{9}$/),
});
export type CreditRequestBody = z.input<typeof creditRequestBody>;

/** A rule problem: the field it is shown under and its message key (server `credit.rule.*`, screen `creditRequest.rule.*`). */
export interface CreditRuleProblem {
  readonly field: string;
  readonly key:
    | 'ownFunds'
    | 'assetPrice'
    | 'amountOverAsset'
    | 'vehicleAge'
    | 'vehicleFuture'
    | 'vehicleRequired'
    | 'grace'
    | 'term'
    | 'amountPositive';
}

/**
 * The business rules of an application (the server refuses with 422 and stores nothing; the
 * screen shows the same under the fields). `year` is the bank's current calendar year.
 */
export function creditRuleProblems(
  body: Pick<
    CreditRequestBody,
    | 'purpose_type'
    | 'amount'
    | 'asset_price'
    | 'own_funds'
    | 'vehicle_brand'
    | 'vehicle_year'
    | 'term_months'
    | 'grace_months'
  >,
  year: number,
): CreditRuleProblem[] {
  const problems: CreditRuleProblem[] = [];
  const minor = (v: string | null | undefined): bigint | null => {
    if (v === null || v === undefined || v === '') return null;
    try {
      return toMinor(v);
    } catch {
      return null;
    }
  };
  const amount = minor(body.amount);
  if (amount === null || amount <= 0n) problems.push({ field: 'amount', key: 'amountPositive' });
  if (body.term_months < 1) problems.push({ field: 'term_months', key: 'term' });
  if (body.grace_months >= body.term_months) problems.push({ field: 'grace_months', key: 'grace' });
  if (body.purpose_type !== 'working_capital') {
    const price = minor(body.asset_price);
    const own = minor(body.own_funds) ?? 0n;
    if (price === null || price <= 0n) problems.push({ field: 'asset_price', key: 'assetPrice' });
    else {
      if (own * 100n < price * BigInt(MIN_OWN_FUNDS_PERCENT))
        problems.push({ field: 'own_funds', key: 'ownFunds' });
      if (amount !== null && amount + own > price) problems.push({ field: 'amount', key: 'amountOverAsset' });
    }
  }
  if (body.purpose_type === 'vehicle') {
    if (body.vehicle_brand === null || body.vehicle_brand === undefined || body.vehicle_brand.trim() === '')
      problems.push({ field: 'vehicle_brand', key: 'vehicleRequired' });
    if (body.vehicle_year === null || body.vehicle_year === undefined)
      problems.push({ field: 'vehicle_year', key: 'vehicleRequired' });
    else if (body.vehicle_year > year) problems.push({ field: 'vehicle_year', key: 'vehicleFuture' });
    else if (year - body.vehicle_year > MAX_VEHICLE_AGE_YEARS)
      problems.push({ field: 'vehicle_year', key: 'vehicleAge' });
  }
  return problems;
}

/** The signed fields of a credit request, in order (contracts/signing/signed-document.ts). */
export const CREDIT_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'organization_id',
  'account',
  'purpose_type',
  'purpose',
  'amount',
  'currency',
  'asset_price',
  'own_funds',
  'vehicle_brand',
  'vehicle_year',
  'term_months',
  'grace_months',
  'rate',
  'collateral_type',
  'collateral_description',
  'collateral_value',
  'turnover_12m',
  'branch_mfo',
  'phone',
] as const;
export type CreditSignedField = (typeof CREDIT_SIGNED_FIELDS)[number];

export const CREDIT_ROW_FLAGS = [
  'isView',
  'isEdit',
  'isSign',
  'isSend',
  'isReview',
  'isRequestDocuments',
  'isApprove',
  'isRefuse',
] as const;

const flags = z.object(
  Object.fromEntries(CREDIT_ROW_FLAGS.map((f) => [f, z.boolean()])) as Record<
    (typeof CREDIT_ROW_FLAGS)[number],
    z.ZodBoolean
  >,
);

export const creditRequestSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  number: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  status: z.enum(CREDIT_STATUSES),
  statusName: z.string(),
  account: z.string(),
  purpose_type: z.enum(CREDIT_PURPOSE_TYPES),
  purpose: z.string(),
  amount: moneyText,
  currency: z.string(),
  asset_price: moneyText.nullable(),
  own_funds: moneyText.nullable(),
  vehicle_brand: z.string().nullable(),
  vehicle_year: z.number().int().nullable(),
  term_months: z.number().int(),
  grace_months: z.number().int(),
  rate: z.string(),
  collateral_type: z.enum(COLLATERAL_TYPES),
  collateral_description: z.string(),
  collateral_value: moneyText,
  turnover_12m: moneyText,
  branch_mfo: z.string(),
  phone: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  signed_by: z.string().nullable(),
  signed_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  bank_comment: z.string().nullable(),
  approved_amount: moneyText.nullable(),
  approved_rate: z.string().nullable(),
  approved_term_months: z.number().int().nullable(),
  approved_grace_months: z.number().int().nullable(),
  schedule_kind: z.enum(SCHEDULE_KINDS).nullable(),
  loan_id: z.number().int().nullable(),
  flags,
});
export type CreditRequest = z.output<typeof creditRequestSchema>;

export const creditEventSchema = z.object({
  at: z.string(),
  action: z.string(),
  actionName: z.string(),
  status: z.enum(CREDIT_STATUSES),
  user: z.string().nullable(),
  comment: z.string().nullable(),
});
export const creditRequestViewSchema = creditRequestSchema.extend({ events: z.array(creditEventSchema) });
export type CreditRequestView = z.output<typeof creditRequestViewSchema>;

const action = <B extends z.ZodType>(path: string, access: readonly Role[], body: B) =>
  endpoint({
    method: 'POST',
    base,
    path,
    access,
    idempotent: 'required',
    body,
    response: creditRequestSchema,
  });

export const creditStatusList = endpoint({
  method: 'GET',
  base,
  path: 'credit-request/status-list',
  access: CREDIT_REQUEST_READERS,
  response: z.array(z.object({ id: z.enum(CREDIT_STATUSES), name: z.string() })),
});
export const creditList = endpoint({
  method: 'POST',
  base,
  path: 'credit-request/list',
  access: CREDIT_REQUEST_READERS,
  query: pageQuery,
  body: z.strictObject({ status: z.enum(CREDIT_STATUSES).optional() }),
  response: pagedOf(creditRequestSchema),
});
export const creditView = endpoint({
  method: 'GET',
  base,
  path: 'credit-request/view',
  access: CREDIT_REQUEST_READERS,
  query: z.strictObject({ id: dbIdParam }),
  response: creditRequestViewSchema,
});
export const creditSave = action('credit-request/save', CREDIT_PREPARERS, creditRequestBody);
export const creditSignBody = z.strictObject({
  id: dbId,
  sign_cipher: z.string().min(1).max(2000),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({ data: z.string().min(1).max(10_000), version: z.enum(SIGNER_VERSIONS) }),
});
export type CreditSignBody = z.input<typeof creditSignBody>;
export const creditSign = action('credit-request/sign', CREDIT_SIGNERS, creditSignBody);
const idBody = z.strictObject({ id: dbId });
export const creditSend = action('credit-request/send', CREDIT_SENDERS, idBody);
export const creditReview = action('credit-request/review', CREDIT_OFFICERS, idBody);
export const creditRequestDocuments = action(
  'credit-request/request-documents',
  CREDIT_OFFICERS,
  z.strictObject({ id: dbId, comment: z.string().trim().min(3).max(COMMENT_MAX) }),
);
export const creditApproveBody = z.strictObject({
  id: dbId,
  amount: amountText,
  rate: rateText,
  term_months: months,
  grace_months: months,
  schedule_kind: z.enum(SCHEDULE_KINDS),
});
export type CreditApproveBody = z.input<typeof creditApproveBody>;
export const creditApprove = action('credit-request/approve', CREDIT_OFFICERS, creditApproveBody);
export const creditRefuse = action(
  'credit-request/refuse',
  CREDIT_OFFICERS,
  z.strictObject({ id: dbId, reason: z.string().trim().min(3).max(COMMENT_MAX) }),
);

// Loan issuance -------------------------------------------------------------------------------

export const loanScheduleRowSchema = z.object({
  n: z.number().int(),
  date: z.string(),
  pr_amount: moneyText,
  in_amount: moneyText,
  total_amount: moneyText,
  balance: moneyText,
  paid: z.boolean(),
  /** What repayments have covered of this instalment (interest first, then principal). */
  paid_amount: moneyText,
  state: z.enum(['paid', 'partly_paid', 'unpaid']),
});
export const loanSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  product: z.string(),
  currency: z.string(),
  amount: moneyText,
  rate: z.string(),
  term_months: z.number().int(),
  grace_months: z.number().int(),
  schedule_kind: z.enum(SCHEDULE_KINDS),
  issue_date: z.string(),
  account: z.string(),
  status: z.enum(['active', 'closed']),
  request_id: z.number().int().nullable(),
  principal_left: moneyText,
  next_date: z.string().nullable(),
  next_amount: moneyText.nullable(),
  isPay: z.boolean(),
});
export type Loan = z.output<typeof loanSchema>;
export const loanViewSchema = loanSchema.extend({
  schedule: z.array(loanScheduleRowSchema),
  totals: z.object({ pr_amount: moneyText, in_amount: moneyText, total_amount: moneyText }),
});
export type LoanView = z.output<typeof loanViewSchema>;

export const loanList = endpoint({
  method: 'POST',
  base,
  path: 'loan-issuance/list',
  access: LOAN_READERS,
  query: pageQuery,
  body: z.strictObject({ status: z.enum(['active', 'closed']).optional() }),
  response: pagedOf(loanSchema),
});
export const loanView = endpoint({
  method: 'GET',
  base,
  path: 'loan-issuance/view',
  access: LOAN_READERS,
  query: z.strictObject({ id: dbIdParam }),
  response: loanViewSchema,
});
/** What the soum payment add form is pre-filled with for the loan's next instalment. */
export const loanPaymentPrefillSchema = z.object({
  loan_id: z.number().int(),
  instalment: z.number().int(),
  account: z.string(),
  mfo: z.string(),
  r_account: z.string(),
  r_mfo: z.string(),
  r_inn: z.string(),
  r_name: z.string(),
  sum: moneyText,
  code: z.string(),
  description: z.string(),
});
export type LoanPaymentPrefill = z.output<typeof loanPaymentPrefillSchema>;
export const loanPaymentPrefill = endpoint({
  method: 'GET',
  base,
  path: 'loan-issuance/payment',
  access: LOAN_PAYERS,
  query: z.strictObject({ loan_id: dbIdParam }),
  response: loanPaymentPrefillSchema,
});

/** The message the signing client signs for this request at its current version (one entry). */
export async function creditSigningMessage(request: Pick<CreditRequest, CreditSignedField>): Promise<string> {
  return signingMessageFor(CREDIT_REQUEST_HEADER, CREDIT_SIGNED_FIELDS, [request]);
}
