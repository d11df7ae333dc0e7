import { useQuery } from '@tanstack/react-query';
import { uzsPrepare } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { keptRead } from '../../../offline/kept-read.ts';

/** Defaults of a new payment: next number, operating day, accounts, whether B must sign. */
export function useUzsPrepare(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(uzsPrepare),
    queryFn: ({ signal }) =>
      keptRead('uzs-payment', 'prepare', async (quiet) =>
        dataOf(await callApi(uzsPrepare, { ...quiet, body: {}, signal })),
      ),
    networkMode: 'always',
    enabled,
    staleTime: 0,
  });
}
