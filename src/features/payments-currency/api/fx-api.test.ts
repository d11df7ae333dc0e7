// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FX_SIGNING_HEADER,
  fxPasskeySign,
  type FxPaymentRow,
} from '../../../../contracts/api/currency-payment.ts';
import { passkeyChallengeHex } from '../../../../contracts/signing/signed-document.ts';
import { assert } from '../../../lib/passkey.ts';
import { PasskeyCancelledError } from '../../../lib/passkey-signing.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { signFxPasskey } from './fx-api.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));
vi.mock('../../../lib/passkey.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  assert: vi.fn(),
}));

const row = (id: number, version: number) =>
  ({
    id,
    version,
    number: String(id),
    beneficiary_name: 'ACME GmbH',
    amount: '1500.00',
    currency: 'EUR',
  }) as unknown as FxPaymentRow;
const assertion = {
  credential_id: 'Y3JlZA',
  client_data_json: 'Y2xpZW50',
  authenticator_data: 'YXV0aA',
  signature: 'c2ln',
};
const queued = { kind: 'queued', entry: { id: 'row-1' } as OutboxEntry } as const;
const hex = (bytes: Uint8Array | undefined) =>
  Array.from(bytes ?? [], (b) => b.toString(16).padStart(2, '0')).join('');

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.mocked(assert).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('currency payments signed with the phone’s passkey', () => {
  it('one payment: the batch message’s SHA-256 is the challenge, queued on the payment’s queue', async () => {
    vi.mocked(assert).mockResolvedValueOnce(assertion);
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await signFxPasskey(row(7, 2), 'Y3JlZA')).toBe(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(fxPasskeySign);
    const data = (call?.body as { key_data: { data: string } }).key_data.data;
    expect(data.split('\n')).toEqual([FX_SIGNING_HEADER, expect.stringMatching(/^7:2:[0-9a-f]{64}$/)]);
    expect(call).toMatchObject({
      kind: 'fxPaymentPasskeySign',
      aggregateId: 'fx-payment:7',
      body: { key_data: { data, payment_ids: [7] }, assertion },
      summary: 'ACME GmbH · 1500.00 EUR',
    });
    const [credential, challenge] = vi.mocked(assert).mock.calls[0] ?? [];
    expect(credential).toBe('Y3JlZA');
    expect(hex(challenge)).toBe(await passkeyChallengeHex(data));
  });

  it('several payments: one assertion over one batch message, on the batch’s own queue', async () => {
    vi.mocked(assert).mockResolvedValueOnce(assertion);
    vi.mocked(enqueueCall).mockResolvedValueOnce({ kind: 'done', data: { rows: [] } } as never);
    await signFxPasskey([row(9, 1), row(4, 3)], 'Y3JlZA');
    expect(assert).toHaveBeenCalledTimes(1);
    const [, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    const data = (call?.body as { key_data: { data: string } }).key_data.data;
    // The message lists ids ascending whatever the selection's order.
    expect(data.split('\n').map((line) => line.split(':')[0])).toEqual([FX_SIGNING_HEADER, '4', '9']);
    expect(call).toMatchObject({
      aggregateId: 'fx-payment:batch:9,4',
      body: { key_data: { payment_ids: [9, 4] } },
      summary: 'ACME GmbH · 1500.00 EUR +1',
    });
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a cancelled confirmation on the phone queues nothing', async () => {
    vi.mocked(assert).mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    await expect(signFxPasskey(row(7, 2), 'Y3JlZA')).rejects.toBeInstanceOf(PasskeyCancelledError);
    expect(enqueueCall).not.toHaveBeenCalled();
  });
});
