/**
 * Payment claims (demands; spec 2 §2 /payments-required, §3 "Payment claim"). The spec shows no
 * calls, so they are designed here (docs/decisions.md "Payment claims"). A creditor
 * organisation's preparer issues a claim on a debtor's account in this bank (outgoing for the
 * creditor, incoming for the debtor). The debtor's preparer pays it — in full, or in parts when the
 * claim allows partial payment — which creates an ordinary soum payment (Created, then the usual
 * approve → sign → send flow) linked to the claim; the claim counts an amount as paid once that
 * payment has passed the bank. The creditor may recall and the debtor may ignore (refuse) what
 * remains. amount = paid + in payment + recalled + ignored + remaining, all decimal strings.
 * Changes on an existing claim send If-Match: <version>; stale → 412 with the current claim.
 */
import { z } from 'zod';
import { dbId, dbIdParam } from './ids.ts';
import { endpoint } from './endpoint.ts';
import { moneyText, pagedOf } from './answers.ts';
import { pageQuery } from './paging.ts';
import { UZS_DESCRIPTION_MAX, UZS_NAME_MAX, UZS_NUMBER_MAX, UZS_PREPARERS } from './uzs-payment.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { digitsOfLength, maxLength, required } from '../validation/generic.ts';
import { zAccount, zAmount, zDate, zInn, zMfo, zText } from '../validation/zod.ts';

/** Status ids (names from the server in the request's language). */
export const CLAIM_STATUS = {
  active: 1,
  partiallyPaid: 2,
  paid: 3,
  recalled: 4,
  ignored: 5,
} as const;
export type ClaimStatusId = (typeof CLAIM_STATUS)[keyof typeof CLAIM_STATUS];
const claimStatusId = z.literal(Object.values(CLAIM_STATUS));

const base = '/api/v2/' as const;
const id = dbId;
const text = (max: number) => z.string().max(max);

const claimFields = {
  number: text(UZS_NUMBER_MAX),
  date: text(10),
  /** The creditor's own account (where the money goes). */
  account: text(27),
  mfo: text(5),
  debtor_account: text(27),
  debtor_mfo: text(5),
  debtor_inn: text(9),
  debtor_name: text(UZS_NAME_MAX),
  amount: text(25),
  code: text(5),
  description: text(UZS_DESCRIPTION_MAX),
  /** Whether the debtor may pay in parts. */
  partial: z.boolean(),
};

export const claimCreateBody = z.strictObject({ client_reference: z.uuid(), ...claimFields });
export type ClaimCreateBody = z.input<typeof claimCreateBody>;
export const claimEditBody = z.strictObject({ id, ...claimFields });
export type ClaimEditBody = z.input<typeof claimEditBody>;

/** Field rules of a claim (422 on the server, the form on the client). */
export const claimRules = z.object({
  number: zText([required, maxLength(UZS_NUMBER_MAX)]),
  date: zDate(),
  account: zAccount(),
  mfo: zMfo(),
  debtor_account: zAccount(),
  debtor_mfo: zMfo(),
  debtor_inn: zInn(),
  debtor_name: zText([required, maxLength(UZS_NAME_MAX)]),
  amount: zAmount({ currency: 'UZS' }),
  code: zText([required, digitsOfLength(5)]),
  description: zText([required, maxLength(UZS_DESCRIPTION_MAX)]),
  partial: z.boolean(),
});
export type ClaimValues = z.output<typeof claimRules>;

export const claimSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  client_reference: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  number: z.string(),
  date: z.string(),
  creditor_name: z.string(),
  creditor_inn: z.string(),
  account: z.string(),
  mfo: z.string(),
  bank_name: z.string(),
  debtor_account: z.string(),
  debtor_mfo: z.string(),
  debtor_inn: z.string(),
  debtor_name: z.string(),
  amount: moneyText,
  amount_paid: moneyText,
  /** In payments made for the claim that the bank has not passed yet. */
  amount_in_payment: moneyText,
  amount_remaining: moneyText,
  amount_ignored: moneyText,
  amount_recalled: moneyText,
  partial: z.boolean(),
  code: z.string(),
  description: z.string(),
  status_id: claimStatusId,
  statusName: z.string(),
  ignore_reason: z.string().nullable(),
  /** ISO date-time. */
  created_at: z.string(),
  isView: z.boolean(),
  isEdit: z.boolean(),
  isRecall: z.boolean(),
  isPay: z.boolean(),
  isIgnore: z.boolean(),
});
export type Claim = z.output<typeof claimSchema>;

export const claimPaymentResultSchema = z.object({
  claim: claimSchema,
  /** The soum payment made for the claim (status Created). */
  payment_id: z.number().int(),
});
export type ClaimPaymentResult = z.output<typeof claimPaymentResultSchema>;

/** A status of the filter, named in the request's language. */
export const claimStatusItemSchema = z.object({ id: claimStatusId, name: z.string() });
export type ClaimStatusItem = z.output<typeof claimStatusItemSchema>;

export const claimList = endpoint({
  method: 'POST',
  base,
  path: 'payments-required/list',
  access: CLIENT_ROLES,
  query: pageQuery,
  body: z.strictObject({
    direction: z.enum(['incoming', 'outgoing']),
    status_id: z.number().int().min(1).max(5).optional(),
  }),
  response: pagedOf(claimSchema),
});
export const claimView = endpoint({
  method: 'GET',
  base,
  path: 'payments-required/view',
  access: CLIENT_ROLES,
  query: z.strictObject({ id: dbIdParam }),
  response: claimSchema,
});
export const claimStatusList = endpoint({
  method: 'GET',
  base,
  path: 'payments-required/status-list',
  access: CLIENT_ROLES,
  response: z.array(claimStatusItemSchema),
});
export const claimCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/create',
  access: UZS_PREPARERS,
  body: claimCreateBody,
  response: claimSchema,
});
export const claimEdit = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/edit',
  access: UZS_PREPARERS,
  body: claimEditBody,
  response: claimSchema,
});
/** Creditor: what remains is recalled (If-Match). */
export const claimRecall = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/recall',
  access: UZS_PREPARERS,
  body: z.strictObject({ id }),
  response: claimSchema,
});
/** Debtor: what remains is refused (If-Match). */
export const claimIgnore = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/ignore',
  access: UZS_PREPARERS,
  body: z.strictObject({ id, reason: z.string().trim().min(1).max(500) }),
  response: claimSchema,
});
/** Debtor: pay `sum` from its own account; answers the claim and the new payment (Created). */
export const claimPayment = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/payment',
  access: UZS_PREPARERS,
  body: z.strictObject({ id, account: text(27), mfo: text(5), sum: text(25) }),
  response: claimPaymentResultSchema,
});

export const CLAIM_ENDPOINTS = [
  claimList,
  claimView,
  claimStatusList,
  claimCreate,
  claimEdit,
  claimRecall,
  claimIgnore,
  claimPayment,
] as const;
