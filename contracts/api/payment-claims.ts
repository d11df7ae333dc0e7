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
});
export const claimView = endpoint({
  method: 'GET',
  base,
  path: 'payments-required/view',
  access: CLIENT_ROLES,
  query: z.strictObject({ id: dbIdParam }),
});
export const claimStatusList = endpoint({
  method: 'GET',
  base,
  path: 'payments-required/status-list',
  access: CLIENT_ROLES,
});
export const claimCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/create',
  access: UZS_PREPARERS,
  body: claimCreateBody,
});
export const claimEdit = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/edit',
  access: UZS_PREPARERS,
  body: claimEditBody,
});
/** Creditor: what remains is recalled (If-Match). */
export const claimRecall = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/recall',
  access: UZS_PREPARERS,
  body: z.strictObject({ id }),
});
/** Debtor: what remains is refused (If-Match). */
export const claimIgnore = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/ignore',
  access: UZS_PREPARERS,
  body: z.strictObject({ id, reason: z.string().trim().min(1).max(500) }),
});
/** Debtor: pay `sum` from its own account; answers the claim and the new payment (Created). */
export const claimPayment = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'payments-required/payment',
  access: UZS_PREPARERS,
  body: z.strictObject({ id, account: text(27), mfo: text(5), sum: text(25) }),
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

export interface Claim {
  readonly id: number;
  readonly version: number;
  readonly client_reference: string;
  readonly direction: 'incoming' | 'outgoing';
  readonly number: string;
  readonly date: string;
  readonly creditor_name: string;
  readonly creditor_inn: string;
  readonly account: string;
  readonly mfo: string;
  readonly bank_name: string;
  readonly debtor_account: string;
  readonly debtor_mfo: string;
  readonly debtor_inn: string;
  readonly debtor_name: string;
  readonly amount: string;
  readonly amount_paid: string;
  /** In payments made for the claim that the bank has not passed yet. */
  readonly amount_in_payment: string;
  readonly amount_remaining: string;
  readonly amount_ignored: string;
  readonly amount_recalled: string;
  readonly partial: boolean;
  readonly code: string;
  readonly description: string;
  readonly status_id: ClaimStatusId;
  readonly statusName: string;
  readonly ignore_reason: string | null;
  readonly created_at: string;
  readonly isView: boolean;
  readonly isEdit: boolean;
  readonly isRecall: boolean;
  readonly isPay: boolean;
  readonly isIgnore: boolean;
}

export interface ClaimPaymentResult {
  readonly claim: Claim;
  /** The soum payment made for the claim (status Created). */
  readonly payment_id: number;
}
