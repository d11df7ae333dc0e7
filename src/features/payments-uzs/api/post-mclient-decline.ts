import { uzsMclientDecline, type UzsActionResult } from '../../../../contracts/api/uzs-payment.ts';
import { dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';

/** The multiclient declines a child organisation's payment with a reason (→ Denied). */
export async function postMclientDecline(
  id: number,
  version: number,
  declineReason: string,
): Promise<UzsActionResult> {
  const result = dataOf(
    await callWithVersion(uzsMclientDecline, { id, decline_reason: declineReason }, version),
  );
  await refreshPayments();
  return result;
}
