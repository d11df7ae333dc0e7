// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FX_DEAL_SIGNING_HEADER, fxPasskeySign, type FxDeal } from '../../../../contracts/api/fx-deal.ts';
import { passkeyChallengeHex } from '../../../../contracts/signing/signed-document.ts';
import type * as ApiClient from '../../../lib/api-client.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { assert } from '../../../lib/passkey.ts';
import { PasskeyCancelledError } from '../../../lib/passkey-signing.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { signFxDealPasskey } from './fx-deals.ts';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: vi.fn(),
}));
vi.mock('../../../lib/passkey.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  assert: vi.fn(),
}));

const deal = (id: number, version: number) =>
  ({
    id,
    version,
    type: 'buy',
    number: String(id),
    date: '2026-11-25',
    currency: 'USD',
    amount: '1000.00',
    rate_limit: '12900.00',
    purpose: 'Import',
    soum_account: '20208000300100001001',
    soum_mfo: '00873',
    fx_account: '20208840300100001001',
    fx_mfo: '00873',
  }) as unknown as FxDeal;
const assertion = {
  credential_id: 'Y3JlZA',
  client_data_json: 'Y2xpZW50',
  authenticator_data: 'YXV0aA',
  signature: 'c2ln',
};
const hex = (bytes: Uint8Array | undefined) =>
  Array.from(bytes ?? [], (b) => b.toString(16).padStart(2, '0')).join('');
const answered = (data: unknown) =>
  ({
    kind: 'response',
    httpStatus: 200,
    envelope: { status: 'success', data },
    body: null,
  }) as never;

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  vi.mocked(assert).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('buy/sell requests signed with the phone’s passkey', () => {
  it('posts the batch message with an assertion over its SHA-256 (online, like the EDS signature)', async () => {
    vi.mocked(assert).mockResolvedValueOnce(assertion);
    vi.mocked(callApi).mockResolvedValueOnce(answered([deal(5, 3)]));
    expect(await signFxDealPasskey([deal(5, 2), deal(3, 1)], 'Y3JlZA')).toEqual([deal(5, 3)]);
    const [endpoint, init] = vi.mocked(callApi).mock.calls[0] ?? [];
    expect(endpoint).toBe(fxPasskeySign);
    const body = (init as { body: { key_data: { data: string; deal_ids: number[] } } }).body;
    expect(body.key_data.data.split('\n')).toEqual([
      FX_DEAL_SIGNING_HEADER,
      expect.stringMatching(/^3:1:[0-9a-f]{64}$/),
      expect.stringMatching(/^5:2:[0-9a-f]{64}$/),
    ]);
    expect(body).toEqual({ key_data: { data: body.key_data.data, deal_ids: [5, 3] }, assertion });
    const [, challenge] = vi.mocked(assert).mock.calls[0] ?? [];
    expect(hex(challenge)).toBe(await passkeyChallengeHex(body.key_data.data));
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a refusal (e.g. 403 EDS only) reaches the screen as an ApiError', async () => {
    vi.mocked(assert).mockResolvedValueOnce(assertion);
    vi.mocked(callApi).mockResolvedValueOnce({
      kind: 'response',
      httpStatus: 403,
      envelope: { status: 'error', message: 'EDS only' },
      body: null,
    } as never);
    await expect(signFxDealPasskey(deal(5, 2), 'Y3JlZA')).rejects.toBeInstanceOf(ApiError);
  });

  it('a cancelled confirmation on the phone posts nothing', async () => {
    vi.mocked(assert).mockRejectedValueOnce(new Error('no assertion'));
    await expect(signFxDealPasskey(deal(5, 2), 'Y3JlZA')).rejects.toBeInstanceOf(PasskeyCancelledError);
    expect(callApi).not.toHaveBeenCalled();
  });
});
