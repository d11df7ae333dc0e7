import { tickerCreate, type Ticker, type TickerBody } from '../../../../contracts/api/tickers.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshTickers } from './ticker-keys.ts';

export async function postTickerCreate(body: TickerBody): Promise<Ticker> {
  const ticker = dataOf<Ticker>(await callApi(tickerCreate, { body }));
  await refreshTickers();
  return ticker;
}
