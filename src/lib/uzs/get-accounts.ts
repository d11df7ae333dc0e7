import { useQuery } from '@tanstack/react-query';
import { uzsAccounts } from '../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../api-client.ts';

/** The organisation's soum accounts with their available balances (the payer picker). */
export function useUzsAccounts() {
  return useQuery({
    queryKey: endpointKey(uzsAccounts),
    queryFn: async ({ signal }) => dataOf(await callApi(uzsAccounts, { signal })),
  });
}
