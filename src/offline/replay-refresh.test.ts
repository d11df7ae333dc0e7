// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { headsInbox } from '../../contracts/api/devices.ts';
import { announcements, chatStatusCounts } from '../../contracts/api/shell.ts';
import { ccSend } from '../../contracts/api/newchat.ts';
import { tickerCreate, tickersList, tickerView } from '../../contracts/api/tickers.ts';
import { tgbChatList, tgbChatSend } from '../../contracts/api/tgb.ts';
import { uzsDashboardCounts, uzsList, uzsSave } from '../../contracts/api/uzs-payment.ts';
import { endpointUrl } from '../../contracts/api/endpoint.ts';
import { endpointKey } from '../lib/api-client.ts';
import { memoryKeyStore } from '../lib/testing/memory-key-store.ts';
import { createOutboxRunner } from './outbox-runner.ts';
import { ALSO_CHANGED, areaOf, refreshAfterDrain, touchedKeys } from './replay-refresh.ts';
import { createOfflineStore } from './store.ts';

const tickerPath = endpointUrl(tickerCreate);

/** A client holding a settled answer under each key, with no screen observing it. */
function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { fetched: true });
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join('/'))
    .sort();

describe('replay refresh', () => {
  it('takes the area from the path after any base', () => {
    expect(areaOf(tickerPath)).toBe('top-messages');
    expect(areaOf(endpointUrl(ccSend))).toBe('chat');
    expect(areaOf(endpointUrl(tgbChatSend))).toBe('chat');
    expect(areaOf('/tgb/storage/files/upload')).toBe('files');
    expect(areaOf('/api/v2/')).toBeNull();
  });

  it('names the reads of other areas by the keys their contract records give', () => {
    const prefixOf = (key: readonly unknown[]) => key.slice(0, 2);
    expect(ALSO_CHANGED['top-messages']).toEqual([endpointKey(announcements)]);
    expect(ALSO_CHANGED['uzs-payment']).toEqual([endpointKey(uzsDashboardCounts), endpointKey(headsInbox)]);
    expect(ALSO_CHANGED['call-order']).toEqual([endpointKey(chatStatusCounts)]);
    expect(ALSO_CHANGED['devices']).toEqual([
      [areaOf(endpointUrl(uzsList))],
      endpointKey(uzsDashboardCounts),
    ]);
    expect(ALSO_CHANGED['payments-required']).toEqual(ALSO_CHANGED['devices']);
    expect(prefixOf(endpointKey(tickersList))).toEqual(['top-messages', 'list']);
  });

  it('lists each touched key prefix once, however many rows touched it', () => {
    const rows = Array.from({ length: 200 }, () => ({ path: tickerPath }));
    expect(touchedKeys([...rows, { path: endpointUrl(uzsSave) }])).toEqual([
      ['top-messages'],
      ['page', 'tickers'],
      ['uzs-payment'],
      ['dashboard', 'payments-for-sign-counts'],
      ['devices', 'inbox'],
    ]);
    expect(touchedKeys([])).toEqual([]);
  });

  it("invalidates only the acked rows' areas and the reads they change elsewhere", async () => {
    const client = clientWith([
      endpointKey(tickersList, { page: 1 }, {}),
      endpointKey(tickerView, 7),
      endpointKey(announcements),
      endpointKey(uzsList, {}),
      endpointKey(uzsDashboardCounts),
      endpointKey(tgbChatList),
      ['notification', 'all'],
      ['heads', 'conflict', 'x'],
    ]);
    await refreshAfterDrain(client, [{ path: tickerPath }, { path: tickerPath }]);
    expect(invalidated(client)).toEqual(
      [endpointKey(announcements), endpointKey(tickersList, { page: 1 }, {}), endpointKey(tickerView, 7)]
        .map((key) => key.join('/'))
        .sort(),
    );
  });

  it('invalidates once per drain, with no call when nothing was acked', async () => {
    const client = clientWith([endpointKey(tickersList), endpointKey(uzsList)]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const store = createOfflineStore({
      userId: 'replay-refresh',
      keyStore: memoryKeyStore(),
      onVersionChange: () => undefined,
    });
    const runner = createOutboxRunner({
      store,
      lockName: 'replay-refresh',
      online: () => true,
      setTimer: () => () => undefined,
      send: async () => ({ kind: 'response', httpStatus: 200, envelope: null, body: null }),
      onDrained: (acked) => void refreshAfterDrain(client, acked),
    });
    for (let n = 0; n < 12; n++) {
      await store.outbox.enqueue({
        kind: 'tickerCreate',
        aggregateId: `ticker-new:${n}`,
        method: 'POST',
        path: tickerPath,
        body: { n },
      });
    }
    await runner.start();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidated(client)).toEqual([endpointKey(tickersList).join('/')]);
    await runner.kick();
    expect(invalidate).toHaveBeenCalledTimes(1);
    await runner.stop();
  });
});
