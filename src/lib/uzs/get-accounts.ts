import { useQuery } from '@tanstack/react-query';
import { uzsAccounts, type UzsAccountOption } from '../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../api-client.ts';

/** The organisation's soum accounts with their available balances (the payer picker). */
export function useUzsAccounts() {
  return useQuery({
    queryKey: endpointKey(uzsAccounts),
    queryFn: async ({ signal }) => dataOf<UzsAccountOption[]>(await callApi(uzsAccounts, { signal })),
  });
}
