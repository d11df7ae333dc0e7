import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tickersList, type TickerRow, type TickerStatus } from '../../../../contracts/api/tickers.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const TICKERS_PAGE_SIZE = 20;

export async function postTickersList(query: TableQuery, signal?: AbortSignal): Promise<Paged<TickerRow>> {
  const status = query.filters['status'];
  return dataOf(
    await callApi(tickersList, {
      query: { page: query.page, pageSize: TICKERS_PAGE_SIZE, sort: query.sort ?? undefined },
      body: {
        ...(status === '0' || status === '1' ? { status: Number(status) as TickerStatus } : {}),
        ...(query.filters['text'] ? { text: query.filters['text'] } : {}),
      },
      signal,
    }),
  );
}

export function useTickersList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(tickersList, query),
    queryFn: ({ signal }) => postTickersList(query, signal),
    placeholderData: keepPreviousData,
  });
}
