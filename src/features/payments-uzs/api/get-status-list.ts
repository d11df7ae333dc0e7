import { useQuery } from '@tanstack/react-query';
import { uzsStatusList } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { REFERENCE_LIST } from '../../../lib/query-client.ts';

export function useUzsStatuses() {
  return useQuery({
    queryKey: endpointKey(uzsStatusList),
    queryFn: async ({ signal }) => dataOf(await callApi(uzsStatusList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}
