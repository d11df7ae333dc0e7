import { useQuery } from '@tanstack/react-query';
import { uzsGetClientInfo } from '../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../api-client.ts';

/** The recipient's inn and name by account and mfo (a client of the bank), when known. */
export function useClientInfo(account: string, mfo: string) {
  return useQuery({
    queryKey: endpointKey(uzsGetClientInfo, account, mfo),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(uzsGetClientInfo, { body: { account, mfo }, signal, handle: false })),
    enabled: /^(\d{20}|\d{25}|\d{27})$/.test(account) && /^\d{5}$/.test(mfo),
    staleTime: Infinity,
    retry: false,
  });
}
