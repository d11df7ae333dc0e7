import { useQuery } from '@tanstack/react-query';
import { uzsTypeList } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { REFERENCE_LIST } from '../../../lib/query-client.ts';

export function useUzsTypes() {
  return useQuery({
    queryKey: endpointKey(uzsTypeList),
    queryFn: async ({ signal }) => dataOf(await callApi(uzsTypeList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}
