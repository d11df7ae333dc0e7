import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import {
  uzsAuthApprove,
  uzsSave,
  uzsSend,
  uzsSign,
  type UzsPaymentRow,
  type UzsPaymentSaveBody,
} from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
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
  const row = dataOf<UzsPaymentRow>(
    version === undefined ? await callApi(uzsSave, { body }) : await callWithVersion(uzsSave, body, version),
  );
  await refreshPayments();
  return row;
}
