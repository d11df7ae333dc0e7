import {
  uzsManyApprove,
  type UzsActionResult,
  type UzsPaymentRow,
} from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';

/** Approves the rows as the user saw them (their versions: a changed one answers 412). */
export async function postManyApprove(rows: readonly UzsPaymentRow[]): Promise<UzsActionResult> {
  const result = dataOf(
    await callApi(uzsManyApprove, {
      body: { ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) },
    }),
  );
  await refreshPayments();
  return result;
}
