import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EISVO_PAGE_SIZE, overdueDebtList, type OverdueDebtRow } from '../../../../contracts/api/eisvo.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export function useOverdueDebtList(page: number, pageSize = EISVO_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: endpointKey(overdueDebtList, page, pageSize),
    queryFn: async ({ signal }) =>
      dataOf<Paged<OverdueDebtRow>>(
        await callApi(overdueDebtList, { query: { page, pageSize }, body: {}, signal }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
