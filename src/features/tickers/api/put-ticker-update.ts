import { tickerUpdate, type Ticker, type TickerBody } from '../../../../contracts/api/tickers.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshTickers } from './ticker-keys.ts';

export async function putTickerUpdate(id: number | string, body: TickerBody): Promise<Ticker> {
  const ticker = dataOf(await callApi(tickerUpdate, { params: { id }, body }));
  await refreshTickers();
  return ticker;
}
