import { uzsMclientAuth, type UzsActionResult } from '../../../../contracts/api/uzs-payment.ts';
import { dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';

/** The multiclient authorises a child organisation's signed payment. */
export async function postMclientAuth(id: number, version: number): Promise<UzsActionResult> {
  const result = dataOf(await callWithVersion(uzsMclientAuth, { id }, version));
  await refreshPayments();
  return result;
}
