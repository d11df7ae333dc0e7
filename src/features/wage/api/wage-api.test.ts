// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WAGE_SIGNING_HEADER,
  wageOrderCreate,
  wageOrderSend,
  wageOrderSignPasskey,
  wageOrderUpdate,
  type WageOrder,
  type WageOrderCreateBody,
} from '../../../../contracts/api/wage.ts';
import { passkeyChallengeHex } from '../../../../contracts/signing/signed-document.ts';
import { assert } from '../../../lib/passkey.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { createWageOrder, sendWageOrders, signWageOrdersPasskey, updateWageOrder } from './wage-api.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));
vi.mock('../../../lib/passkey.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  assert: vi.fn(),
}));

const PAN = '8600123456781234';
const byCard: WageOrderCreateBody = {
  client_reference: '0f6e3a52-9a53-4c1b-9d7e-2f1c8f2b6a10',
  cardCode: 'UZCARD',
  parentContractId: '008733012456780000000000001',
  pan: PAN,
};
const order = {
  id: 41,
  version: 2,
  cardCode: 'UZCARD',
  parentContractId: byCard.parentContractId,
  bsc: null,
  documentSeries: 'AB',
  documentNumber: '1234567',
  birthdate: '1990-05-17',
  phone: '998901234567',
  pan: null,
} as WageOrder;
const queued = { kind: 'queued', entry: { id: 'row-1' } as OutboxEntry } as const;
const hex = (bytes: Uint8Array | undefined) =>
  Array.from(bytes ?? [], (b) => b.toString(16).padStart(2, '0')).join('');

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.mocked(assert).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('salary card order writes go through the outbox', () => {
  it('a create is one row per form; its summary never names the card number', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await createWageOrder(byCard)).toBe(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(wageOrderCreate);
    expect(call).toMatchObject({ kind: 'wageCreate', aggregateId: `wage:ref:${byCard.client_reference}` });
    expect(call?.summary ?? '').not.toContain(PAN);
    expect(call?.summary ?? '').not.toMatch(/\d{16}/);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('an update carries the version seen (If-Match) on the order’s own queue', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce({ kind: 'done', data: order });
    await updateWageOrder(
      { id: 41, cardCode: 'UZCARD', parentContractId: byCard.parentContractId, pan: PAN },
      2,
    );
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(wageOrderUpdate);
    expect(call).toMatchObject({ kind: 'wageUpdate', aggregateId: 'wage:id:41', ifMatch: '2' });
    expect(call?.summary ?? '').not.toContain(PAN);
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a bulk send names every order once', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    await sendWageOrders([order, { ...order, id: 42 }]);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(wageOrderSend);
    expect(call?.body).toEqual({ ids: [41, 42] });
  });

  it('a passkey signature covers the batch message (challenge: its SHA-256)', async () => {
    vi.mocked(assert).mockResolvedValueOnce({
      credential_id: 'Y3JlZA',
      client_data_json: 'Y2xpZW50',
      authenticator_data: 'YXV0aA',
      signature: 'c2ln',
    });
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    await signWageOrdersPasskey([order], 'Y3JlZA');
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(wageOrderSignPasskey);
    const data = (call?.body as { key_data: { data: string } }).key_data.data;
    expect(data.split('\n')[0]).toBe(WAGE_SIGNING_HEADER);
    expect(data.split('\n')[1]).toMatch(/^41:2:[0-9a-f]{64}$/);
    const [credential, challenge] = vi.mocked(assert).mock.calls[0] ?? [];
    expect(credential).toBe('Y3JlZA');
    expect(hex(challenge)).toBe(await passkeyChallengeHex(data));
  });
});
