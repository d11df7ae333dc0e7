import {
  uzsTemplateCreate,
  type UzsTemplate,
  type UzsTemplateCreateBody,
} from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshPayments } from './payment-keys.ts';

export async function postTemplateCreate(body: UzsTemplateCreateBody): Promise<UzsTemplate> {
  const template = dataOf(await callApi(uzsTemplateCreate, { body }));
  await refreshPayments();
  return template;
}
