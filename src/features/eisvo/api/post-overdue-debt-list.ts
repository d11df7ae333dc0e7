import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EISVO_PAGE_SIZE, overdueDebtList } from '../../../../contracts/api/eisvo.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export function useOverdueDebtList(page: number, pageSize = EISVO_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: endpointKey(overdueDebtList, page, pageSize),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(overdueDebtList, { query: { page, pageSize }, body: {}, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}
