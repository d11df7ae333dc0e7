import { uzsManyCopy, type UzsActionResult } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';

export async function postManyCopy(ids: readonly number[]): Promise<UzsActionResult> {
  const result = dataOf(await callApi(uzsManyCopy, { body: { ids: [...ids] } }));
  await refreshPayments();
  return result;
}
