import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import {
  uzsAuthApprove,
  uzsSave,
  uzsSend,
  uzsSign,
  type UzsPaymentRow,
  type UzsPaymentSaveBody,
  type UzsReferenceUsed,
} from '../../../../contracts/api/uzs-payment.ts';
import { ApiError, callApi, dataOf } from '../../../lib/api-client.ts';
import { enqueueAction, userStore } from '../../../offline/user-store.ts';
import type { PaymentPaths, QueueDeps } from '../offline/payment-queue.ts';
import { refreshPayments } from './payment-keys.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';

export const PAYMENT_PATHS: PaymentPaths = {
  save: endpointUrl(uzsSave),
  approve: endpointUrl(uzsAuthApprove),
  sign: endpointUrl(uzsSign),
  send: endpointUrl(uzsSend),
};

/** The signed-in user's outbox, as the offline payment queue needs it. */
export function queueDeps(): QueueDeps {
  return { store: userStore(), enqueue: enqueueAction, paths: PAYMENT_PATHS };
}

/** Creates (no id) or edits (id, If-Match: the version the user edited) a payment. */
export async function postSave(body: UzsPaymentSaveBody, version?: number): Promise<UzsPaymentRow> {
  const row = dataOf(
    version === undefined ? await callApi(uzsSave, { body }) : await callWithVersion(uzsSave, body, version),
  );
  await refreshPayments();
  return row;
}

/**
 * Saves a new payment. When an earlier save of this form was committed but its answer was lost and
 * the user then corrected the form, the server answers 422 uzs.referenceUsed with the saved payment (docs/decisions.md
 * "A lost answer, then a correction"): the correction is sent as an edit of that payment, as long as
 * nobody has changed it since (version 1); otherwise the refusal's message stays for the form to show.
 */
export async function postSaveNew(body: UzsPaymentSaveBody): Promise<UzsPaymentRow> {
  try {
    return await postSave(body);
  } catch (error) {
    const saved = referenceUsedOf(error);
    if (saved === null || saved.version !== 1) throw error;
    return postSave({ ...body, id: saved.id }, saved.version);
  }
}

function referenceUsedOf(error: unknown): UzsReferenceUsed | null {
  if (!(error instanceof ApiError) || error.outcome.kind !== 'response') return null;
  if (error.outcome.httpStatus !== 422) return null;
  const data = error.envelope?.data as Partial<UzsReferenceUsed> | null | undefined;
  return typeof data?.id === 'number' && typeof data.version === 'number'
    ? { id: data.id, version: data.version }
    : null;
}
