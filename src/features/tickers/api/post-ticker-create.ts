import { tickerCreate, type TickerBody } from '../../../../contracts/api/tickers.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { refreshTickers } from './ticker-keys.ts';

/**
 * Creates an announcement through the one write path (offline/enqueue-call.ts): the created ticker
 * when the bank answers, otherwise `queued` — kept in the outbox and sent exactly once (by its
 * Idempotency-Key) when the connection returns. Each new ticker is its own aggregate.
 */
export async function createTicker(body: TickerBody) {
  const result = await enqueueCall(tickerCreate, {
    kind: 'tickerCreate',
    aggregateId: `ticker-new:${crypto.randomUUID()}`,
    body,
  });
  if (result.kind === 'done') await refreshTickers();
  return result;
}
