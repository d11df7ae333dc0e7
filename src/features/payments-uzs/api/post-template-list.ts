import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { uzsTemplateList } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { PAYMENTS_PAGE_SIZE } from './post-uzs-list.ts';

export function useTemplateList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(uzsTemplateList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(uzsTemplateList, {
          query: { page: query.page, pageSize: PAYMENTS_PAGE_SIZE },
          body: query.filters['text'] ? { text: query.filters['text'] } : {},
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
