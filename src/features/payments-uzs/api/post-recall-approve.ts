import { uzsRecallApprove, type UzsActionResult } from '../../../../contracts/api/uzs-payment.ts';
import { dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';

/** Back to Created (signatures voided) so the payment can be edited again. */
export async function postRecallApprove(id: number, version: number): Promise<UzsActionResult> {
  const result = dataOf(await callWithVersion(uzsRecallApprove, { id }, version));
  await refreshPayments();
  return result;
}
