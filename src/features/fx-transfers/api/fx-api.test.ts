// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FX_SIGNING_HEADER,
  fxCreate,
  fxPasskeySign,
  fxSend,
  fxSign,
  type FxCreateBody,
  type FxTransfer,
} from '../../../../contracts/api/fx-transfer.ts';
import { passkeyChallengeHex } from '../../../../contracts/signing/signed-document.ts';
import { assert } from '../../../lib/passkey.ts';
import { PasskeyCancelledError } from '../../../lib/passkey-signing.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { openSigningClient, type SigningClient } from '../../../lib/signing-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { createFx, sendFx, signFx, signFxPasskey } from './fx-api.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));
vi.mock('../../../lib/passkey.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  assert: vi.fn(),
}));
vi.mock('../../../lib/signing-client.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  openSigningClient: vi.fn(),
}));

const body: FxCreateBody = {
  client_reference: '0f6e3a52-9a53-4c1b-9d7e-2f1c8f2b6a10',
  debit_account: '2020884030124567801000873',
  credit_account: '2020884030124567802100873',
  amount: '125.50',
  purpose: 'Qayta taqsimlash',
};
const transfer = {
  id: 12,
  version: 3,
  number: '5',
  date: '2026-11-25',
  debit_account: body.debit_account,
  debit_currency: 'USD',
  credit_account: body.credit_account,
  credit_currency: 'USD',
  amount: '125.50',
  purpose: body.purpose,
} as FxTransfer;
const hex = (bytes: Uint8Array | undefined) =>
  Array.from(bytes ?? [], (b) => b.toString(16).padStart(2, '0')).join('');
const queued = { kind: 'queued', entry: { id: 'row-1' } as OutboxEntry } as const;

const assertion = {
  credential_id: 'Y3JlZA',
  client_data_json: 'Y2xpZW50',
  authenticator_data: 'YXV0aA',
  signature: 'c2ln',
};

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.mocked(assert).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('transfer writes go through the outbox', () => {
  it('a create is one outbox row per form (its client_reference), refreshed only when answered', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await createFx(body)).toBe(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(fxCreate);
    expect(call).toMatchObject({
      kind: 'fxTransferCreate',
      aggregateId: `fx-transfer:ref:${body.client_reference}`,
      body,
    });
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('a send carries the version seen (If-Match) on the transfer’s own queue', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce({ kind: 'done', data: transfer });
    await sendFx(transfer);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(fxSend);
    expect(call).toMatchObject({ kind: 'fxTransferSend', aggregateId: 'fx-transfer:id:12', ifMatch: '3' });
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a signature is made locally over the FX message, then queued on the transfer’s queue', async () => {
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
    await signFx(transfer);
    const signed = signMessage.mock.calls[0]?.[0] ?? '';
    expect(signed.split('\n')[0]).toBe(FX_SIGNING_HEADER);
    expect(signed.split('\n')[1]).toMatch(/^12:3:[0-9a-f]{64}$/);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(fxSign);
    expect(call).toMatchObject({
      kind: 'fxTransferSign',
      aggregateId: 'fx-transfer:id:12',
      body: { sign_cipher: 'c2lnbmF0dXJl', key_data: { data: signed, version: '3.4.3', ids: [12] } },
    });
  });

  it('a passkey signature covers the same message (challenge: its SHA-256) on the transfer’s queue', async () => {
    vi.mocked(assert).mockResolvedValueOnce(assertion);
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await signFxPasskey(transfer, 'Y3JlZA')).toBe(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(fxPasskeySign);
    const data = (call?.body as { key_data: { data: string } }).key_data.data;
    expect(data.split('\n')[0]).toBe(FX_SIGNING_HEADER);
    expect(data.split('\n')[1]).toMatch(/^12:3:[0-9a-f]{64}$/);
    expect(call).toMatchObject({
      kind: 'fxTransferPasskeySign',
      aggregateId: 'fx-transfer:id:12',
      body: { key_data: { data, ids: [12] }, assertion },
    });
    const [credential, challenge] = vi.mocked(assert).mock.calls[0] ?? [];
    expect(credential).toBe('Y3JlZA');
    expect(hex(challenge)).toBe(await passkeyChallengeHex(data));
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('a cancelled confirmation on the phone queues nothing', async () => {
    vi.mocked(assert).mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    await expect(signFxPasskey(transfer, 'Y3JlZA')).rejects.toBeInstanceOf(PasskeyCancelledError);
    expect(enqueueCall).not.toHaveBeenCalled();
  });
});
