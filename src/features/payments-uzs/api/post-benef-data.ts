import { useQuery } from '@tanstack/react-query';
import { uzsBenefData } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** Recent recipients of the organisation and known clients matching the text. */
export function useBenefData(data: string, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(uzsBenefData, data),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(uzsBenefData, { body: { data }, signal, handle: false })),
    enabled,
    staleTime: 30_000,
  });
}
