// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREDIT_REQUEST_HEADER,
  creditSave,
  creditSend,
  creditSign,
  type CreditRequest,
  type CreditRequestBody,
} from '../../../../contracts/api/credit-request.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { openSigningClient, type SigningClient } from '../../../lib/signing-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { saveCreditRequest, sendCreditRequest, signCreditRequest } from './credit-requests.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));
vi.mock('../../../lib/signing-client.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  openSigningClient: vi.fn(),
}));

const body: CreditRequestBody = {
  account: '2020800030124567800100873',
  purpose_type: 'working_capital',
  purpose: 'Aylanma mablagʻlar',
  amount: '85000000.00',
  term_months: 24,
  grace_months: 3,
  rate: '22.5',
  collateral_type: 'real_estate',
  collateral_description: 'Ombor binosi',
  collateral_value: '120000000.00',
  turnover_12m: '500000000.00',
  branch_mfo: '00873',
  phone: '998901234567',
} as CreditRequestBody;
const request = {
  ...body,
  id: 42,
  version: 4,
  number: 'KZ-000042',
  status: 'draft',
  currency: 'UZS',
} as unknown as CreditRequest;
const queued = { kind: 'queued', entry: { id: 'row-1' } as OutboxEntry } as const;
const REFERENCE = '0f6e3a52-9a53-4c1b-9d7e-2f1c8f2b6a10';

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('credit request writes go through the outbox', () => {
  it('a new request is one outbox row per form (its reference), refreshed only when answered', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await saveCreditRequest(body, null, REFERENCE)).toEqual({ kind: 'queued' });
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(creditSave);
    expect(call).toMatchObject({
      kind: 'creditRequestCreate',
      aggregateId: `credit-request:ref:${REFERENCE}`,
      body,
      ifMatch: null,
      handle: false,
    });
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('an edit carries the version seen (If-Match) on the request’s own queue and answers the request', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce({ kind: 'done', data: request });
    expect(await saveCreditRequest({ ...body, id: 42 }, 4)).toEqual({ kind: 'saved', request });
    const [, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(call).toMatchObject({
      kind: 'creditRequestEdit',
      aggregateId: 'credit-request:id:42',
      ifMatch: '4',
    });
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a refusal comes back as field problems for the form', async () => {
    vi.mocked(enqueueCall).mockRejectedValueOnce(
      new ApiError({
        kind: 'response',
        httpStatus: 422,
        body: null,
        envelope: {
          status: 'error',
          message: 'Check the fields',
          validation: [
            { attribute: 'own_funds', message: 'At least 15 %' },
            { attribute: 'own_funds', message: 'second' },
          ],
        },
      }),
    );
    expect(await saveCreditRequest(body, null)).toEqual({
      kind: 'refused',
      errors: { own_funds: 'At least 15 %' },
      message: 'Check the fields',
    });
  });

  it('a send carries the version seen on the request’s queue', async () => {
    vi.mocked(enqueueCall).mockResolvedValueOnce(queued);
    expect(await sendCreditRequest(request)).toBe(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(creditSend);
    expect(call).toMatchObject({
      kind: 'creditRequestSend',
      aggregateId: 'credit-request:id:42',
      body: { id: 42 },
      ifMatch: '4',
    });
  });

  it('a signature is made locally over the request’s message, then queued on its queue', async () => {
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
    await signCreditRequest(request);
    const signed = signMessage.mock.calls[0]?.[0] ?? '';
    expect(signed.split('\n')[0]).toBe(CREDIT_REQUEST_HEADER);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(creditSign);
    expect(call).toMatchObject({
      kind: 'creditRequestSign',
      aggregateId: 'credit-request:id:42',
      body: {
        id: 42,
        sign_cipher: 'c2lnbmF0dXJl',
        sign_type: 'eds',
        key_data: { data: signed, version: '3.4.3' },
      },
    });
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });
});
