import { uzsTemplateDelete } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';

export async function postTemplateDelete(ids: readonly number[]): Promise<void> {
  dataOf(await callApi(uzsTemplateDelete, { body: { ids: [...ids] } }));
  await refreshPayments();
}
