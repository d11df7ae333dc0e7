import { useQuery } from '@tanstack/react-query';
import { uzsView, type UzsPaymentView } from '../../../../contracts/api/uzs-payment.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall, type Kept } from '../../../offline/kept-call.ts';

export function getUzsView(id: number, signal?: AbortSignal): Promise<Kept<UzsPaymentView>> {
  return keptCall(uzsView, { query: { id }, signal }, { area: 'uzs-payment' });
}

export function useUzsView(id: number) {
  return useQuery({
    queryKey: endpointKey(uzsView, id),
    queryFn: ({ signal }) => getUzsView(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}
