import {
  uzsDelete,
  type UzsDeleteResult,
  type UzsPaymentRow,
} from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';

export async function postDelete(rows: readonly UzsPaymentRow[]): Promise<UzsDeleteResult> {
  const result = dataOf(
    await callApi(uzsDelete, { body: { ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) } }),
  );
  await refreshPayments();
  return result;
}
