import { useQuery } from '@tanstack/react-query';
import { uzsBudjData } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** The budget recipient's name by its 27-digit account (type 2) or budget income account (type 3). */
export function useBudjData(account: string) {
  return useQuery({
    queryKey: endpointKey(uzsBudjData, account),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(uzsBudjData, { body: { account }, signal, handle: false })),
    enabled: /^(\d{25}|\d{27})$/.test(account),
    staleTime: Infinity,
    retry: false,
  });
}
