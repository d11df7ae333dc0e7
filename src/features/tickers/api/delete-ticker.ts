import { tickerDelete } from '../../../../contracts/api/tickers.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { refreshTickers } from './ticker-keys.ts';

export async function deleteTicker(id: number): Promise<void> {
  dataOf(await callApi(tickerDelete, { params: { id } }));
  await refreshTickers();
}
