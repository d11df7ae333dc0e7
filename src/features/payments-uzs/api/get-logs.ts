import { useQuery } from '@tanstack/react-query';
import { uzsLogs, type UzsPaymentLog } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export function useUzsLogs(id: number) {
  return useQuery({
    queryKey: endpointKey(uzsLogs, id),
    queryFn: async ({ signal }) => dataOf<UzsPaymentLog[]>(await callApi(uzsLogs, { query: { id }, signal })),
  });
}
