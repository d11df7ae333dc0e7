// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MUNIS_SIGNING_HEADER,
  munisCreate,
  munisEdit,
  munisSend,
  munisSign,
  type MunisCreateBody,
  type MunisPayment,
} from '../../../../contracts/api/munis.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { openSigningClient, type SigningClient } from '../../../lib/signing-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { createMunis, editMunis, sendMunis, signMunis } from './munis-api.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));
vi.mock('../../../lib/signing-client.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  openSigningClient: vi.fn(),
}));

const body: MunisCreateBody = {
  client_reference: '0f6e3a52-9a53-4c1b-9d7e-2f1c8f2b6a11',
  supplier_id: 1,
  settlement_id: 2,
  debit_account: '2020800030124567800100873',
  amount: '185000.50',
  purpose: 'Elektr energiyasi',
  fields: { subscriber_id: '4100200351' },
};
const payment = {
  id: 12,
  version: 3,
  number: '5',
  date: '2026-11-25',
  debit_account: body.debit_account,
  supplier_inn: '200933145',
  supplier_account: '20210000200933145001',
  supplier_mfo: '00014',
  settlement_id: 2,
  amount: '185000.50',
  purpose: body.purpose,
  fields: body.fields,
} as MunisPayment;
const queued = { kind: 'queued', entry: { id: 'row-1' } as OutboxEntry } as const;

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('utility payment writes go through the outbox', () => {
  it('a create is one outbox row per form (its client_reference), refreshed only when answered', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await createMunis(body)).toBe(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(munisCreate);
    expect(call).toMatchObject({
      kind: 'munisCreate',
      aggregateId: `munis:ref:${body.client_reference}`,
      body,
    });
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('an edit and a send carry the version seen (If-Match) on the payment’s own queue', async () => {
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'done', data: payment });
    const { client_reference: _, ...fields } = body;
    await editMunis({ id: 12, ...fields }, 3);
    await sendMunis(payment);
    const [edit, editCall] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    const [send, sendCall] = vi.mocked(enqueueCall).mock.calls[1] ?? [];
    expect(edit).toBe(munisEdit);
    expect(editCall).toMatchObject({ kind: 'munisEdit', aggregateId: 'munis:id:12', ifMatch: '3' });
    expect(send).toBe(munisSend);
    expect(sendCall).toMatchObject({ kind: 'munisSend', aggregateId: 'munis:id:12', ifMatch: '3' });
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a signature is made locally over the munis message, then queued on the payment’s queue', async () => {
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
    await signMunis(payment);
    const signed = signMessage.mock.calls[0]?.[0] ?? '';
    expect(signed.split('\n')[0]).toBe(MUNIS_SIGNING_HEADER);
    expect(signed.split('\n')[1]).toMatch(/^12:3:[0-9a-f]{64}$/);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(munisSign);
    expect(call).toMatchObject({
      kind: 'munisSign',
      aggregateId: 'munis:id:12',
      body: { sign_cipher: 'c2lnbmF0dXJl', key_data: { data: signed, version: '3.4.3', ids: [12] } },
    });
  });
});
