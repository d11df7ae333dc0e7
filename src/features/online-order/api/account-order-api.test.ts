// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_ORDER_SIGNING_HEADER,
  accountOrderCreate,
  accountOrderSend,
  accountOrderSign,
  type AccountOrder,
  type AccountOrderCreateBody,
} from '../../../../contracts/api/online-order.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { openSigningClient, type SigningClient } from '../../../lib/signing-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import {
  createAccountOrder,
  sendAccountOrder,
  signAccountOrder,
  statusFilterOf,
} from './account-order-api.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));
vi.mock('../../../lib/signing-client.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  openSigningClient: vi.fn(),
}));

const body: AccountOrderCreateBody = {
  client_reference: '0f6e3a52-9a53-4c1b-9d7e-2f1c8f2b6a11',
  currency: 'EUR',
  account_type: 'current',
  purpose: 'Yevropa xaridorlari bilan hisob-kitob',
};
const order = {
  id: 21,
  version: 2,
  number: '7',
  date: '2026-11-25',
  currency: 'EUR',
  account_type: 'current',
  purpose: body.purpose,
} as AccountOrder;
const queued = { kind: 'queued', entry: { id: 'row-1' } as OutboxEntry } as const;

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('account order writes go through the outbox', () => {
  it('a create is one outbox row per form (its client_reference), refreshed only when answered', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await createAccountOrder(body)).toBe(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(accountOrderCreate);
    expect(call).toMatchObject({
      kind: 'accountOrderCreate',
      aggregateId: `account-order:ref:${body.client_reference}`,
      body,
    });
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('a send carries the version seen (If-Match) on the order’s own queue', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce({ kind: 'done', data: order });
    await sendAccountOrder(order);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(accountOrderSend);
    expect(call).toMatchObject({
      kind: 'accountOrderSend',
      aggregateId: 'account-order:id:21',
      ifMatch: '2',
    });
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a signature is made locally over the order’s message, then queued on its queue', async () => {
    const signMessage = vi.fn(async (message: string) => ({
      message,
      signature: 'c2lnbmF0dXJl',
      serialNumber: null,
      version: '3.4.3' as const,
      bridge: 'ws' as const,
    }));
    vi.mocked(openSigningClient).mockResolvedValueOnce({
      signMessage,
      close: vi.fn(),
    } as unknown as SigningClient);
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    await signAccountOrder(order);
    const signed = signMessage.mock.calls[0]?.[0] ?? '';
    expect(signed.split('\n')[0]).toBe(ACCOUNT_ORDER_SIGNING_HEADER);
    expect(signed.split('\n')[1]).toMatch(/^21:2:[0-9a-f]{64}$/);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(accountOrderSign);
    expect(call).toMatchObject({
      kind: 'accountOrderSign',
      aggregateId: 'account-order:id:21',
      body: { sign_cipher: 'c2lnbmF0dXJl', key_data: { data: signed, version: '3.4.3', ids: [21] } },
    });
  });

  it('reads only a known status from the query string', () => {
    expect(statusFilterOf({ status_id: '4' })).toEqual({ status_id: 4 });
    expect(statusFilterOf({ status_id: '9' })).toEqual({});
    expect(statusFilterOf({ status_id: 'x' })).toEqual({});
  });
});
