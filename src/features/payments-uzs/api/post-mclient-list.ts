import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { uzsMclientList, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { filterOf } from '../payment-filter.ts';
import { PAYMENTS_PAGE_SIZE } from './post-uzs-list.ts';

export async function postMclientList(
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<UzsPaymentRow>> {
  return dataOf(
    await callApi(uzsMclientList, {
      query: { page: query.page, pageSize: PAYMENTS_PAGE_SIZE, sort: query.sort ?? undefined },
      body: filterOf(query.filters),
      signal,
    }),
  );
}

export function useMclientList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(uzsMclientList, query),
    queryFn: ({ signal }) => postMclientList(query, signal),
    placeholderData: keepPreviousData,
  });
}
