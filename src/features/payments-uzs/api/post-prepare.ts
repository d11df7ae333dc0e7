import { useQuery } from '@tanstack/react-query';
import { uzsPrepare } from '../../../../contracts/api/uzs-payment.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';

/** Defaults of a new payment: next number, operating day, accounts, whether B must sign. */
export function useUzsPrepare(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(uzsPrepare),
    queryFn: ({ signal }) => keptCall(uzsPrepare, { body: {}, signal }, { area: 'uzs-payment' }),
    networkMode: 'always',
    enabled,
    staleTime: 0,
  });
}
