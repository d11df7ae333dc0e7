import { useQuery } from '@tanstack/react-query';
import { tickerView, type Ticker } from '../../../../contracts/api/tickers.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export async function getTicker(id: string, signal?: AbortSignal): Promise<Ticker> {
  return dataOf(await callApi(tickerView, { params: { id }, signal }));
}

export function useTicker(id: string) {
  return useQuery({ queryKey: endpointKey(tickerView, id), queryFn: ({ signal }) => getTicker(id, signal) });
}
