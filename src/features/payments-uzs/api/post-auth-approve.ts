import { uzsAuthApprove, type UzsActionResult } from '../../../../contracts/api/uzs-payment.ts';
import { dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';

/** Created → Entered: the preparer hands the payment over for signature. */
export async function postAuthApprove(id: number, version: number): Promise<UzsActionResult> {
  const result = dataOf(await callWithVersion(uzsAuthApprove, { id }, version));
  await refreshPayments();
  return result;
}
