import { useQuery } from '@tanstack/react-query';
import { tickerStatusList, type TickerStatusItem } from '../../../../contracts/api/tickers.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { REFERENCE_LIST } from '../../../lib/query-client.ts';

export async function getTickerStatuses(signal?: AbortSignal): Promise<TickerStatusItem[]> {
  return dataOf(await callApi(tickerStatusList, { signal }));
}

export function useTickerStatuses() {
  return useQuery({
    queryKey: endpointKey(tickerStatusList),
    queryFn: ({ signal }) => getTickerStatuses(signal),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}
