import { useQuery } from '@tanstack/react-query';
import { uzsLogs } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export function useUzsLogs(id: number) {
  return useQuery({
    queryKey: endpointKey(uzsLogs, id),
    queryFn: async ({ signal }) => dataOf(await callApi(uzsLogs, { query: { id }, signal })),
  });
}
