import { tickerCreate, type Ticker, type TickerBody } from '../../../../contracts/api/tickers.ts';
import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import { enqueueAction } from '../../../offline/user-store.ts';
import { refreshTickers } from './ticker-keys.ts';

export async function postTickerCreate(body: TickerBody): Promise<Ticker> {
  const ticker = dataOf(await callApi(tickerCreate, { body }));
  await refreshTickers();
  return ticker;
}

/**
 * Offline: the create is stored in the outbox and sent (once, by its Idempotency-Key) when the
 * connection returns. Each new ticker is its own aggregate.
 */
export async function queueTickerCreate(body: TickerBody): Promise<void> {
  await enqueueAction({
    kind: 'tickerCreate',
    aggregateId: `ticker-new:${crypto.randomUUID()}`,
    method: 'POST',
    path: endpointUrl(tickerCreate),
    body,
  });
}
