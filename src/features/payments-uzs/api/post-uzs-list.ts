import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { uzsList, type UzsPaymentFilter, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { filterOf } from '../payment-filter.ts';

export const PAYMENTS_PAGE_SIZE = 20;

export async function postUzsList(query: TableQuery, signal?: AbortSignal): Promise<Paged<UzsPaymentRow>> {
  const body: UzsPaymentFilter = filterOf(query.filters);
  return dataOf(
    await callApi(uzsList, {
      query: { page: query.page, pageSize: PAYMENTS_PAGE_SIZE, sort: query.sort ?? undefined },
      body,
      signal,
    }),
  );
}

export function useUzsList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(uzsList, query),
    queryFn: ({ signal }) => postUzsList(query, signal),
    placeholderData: keepPreviousData,
  });
}
