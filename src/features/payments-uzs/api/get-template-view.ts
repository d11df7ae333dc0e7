import { useQuery } from '@tanstack/react-query';
import { uzsTemplateView } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** A template to start a payment from (null id: none asked for). */
export function useTemplateView(id: number | null) {
  return useQuery({
    queryKey: endpointKey(uzsTemplateView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(uzsTemplateView, { query: { id: id ?? 0 }, signal })),
    enabled: id !== null,
  });
}
