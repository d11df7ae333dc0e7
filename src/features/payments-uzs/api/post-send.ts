import { uzsSend, type UzsActionResult, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';

/** Signed → Submitted for review, for the versions the user saw. */
export async function postSend(
  rows: readonly Pick<UzsPaymentRow, 'id' | 'version'>[],
): Promise<UzsActionResult> {
  const result = dataOf(
    await callApi(uzsSend, {
      body: { payment_ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) },
      // The sign sheet shows refusals itself.
      handle: false,
    }),
  );
  await refreshPayments();
  return result;
}
