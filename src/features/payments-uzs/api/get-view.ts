import { useQuery } from '@tanstack/react-query';
import { uzsView, type UzsPaymentView } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { keptRead } from '../../../offline/kept-read.ts';

export function getUzsView(id: number, signal?: AbortSignal): Promise<UzsPaymentView & { asOf?: number }> {
  return keptRead('uzs-payment', `view:${id}`, async (quiet) =>
    dataOf(await callApi(uzsView, { ...quiet, query: { id }, signal })),
  );
}

export function useUzsView(id: number) {
  return useQuery({
    queryKey: endpointKey(uzsView, id),
    queryFn: ({ signal }) => getUzsView(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}
