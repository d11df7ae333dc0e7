import { uzsSign, type UzsActionResult, type UzsSignBody } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';

/** Sends the signature over the batch message; the sign sheet shows 412/403 itself. */
export async function postSign(body: UzsSignBody): Promise<UzsActionResult> {
  const result = dataOf(await callApi(uzsSign, { body, handle: false }));
  await refreshPayments();
  return result;
}
