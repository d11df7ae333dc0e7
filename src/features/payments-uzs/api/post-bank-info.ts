import { useQuery } from '@tanstack/react-query';
import { uzsBankInfo } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** The bank's name by its mfo, while the user types (no dialogs: an unknown mfo shows under the field). */
export function useBankInfo(mfo: string) {
  return useQuery({
    queryKey: endpointKey(uzsBankInfo, mfo),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(uzsBankInfo, { body: { mfo }, signal, handle: false })),
    enabled: /^\d{5}$/.test(mfo),
    staleTime: Infinity,
    retry: false,
  });
}
