import { useQuery } from '@tanstack/react-query';
import { uzsPaymentsDetail } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** Several payments with their signatures (the details and print views). */
export function usePaymentsDetail(ids: readonly number[]) {
  return useQuery({
    queryKey: endpointKey(uzsPaymentsDetail, ids),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(uzsPaymentsDetail, { body: { ids: [...ids] }, signal })),
    enabled: ids.length > 0,
  });
}
