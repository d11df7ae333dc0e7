// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimCreate,
  claimEdit,
  type Claim,
  type ClaimCreateBody,
  type ClaimEditBody,
} from '../../../../contracts/api/payment-claims.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { createClaim, editClaim } from './claims.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));

const fields = {
  number: '7',
  date: '2026-11-25',
  account: '20208000900100001001',
  mfo: '00014',
  debtor_account: '20208000900100002002',
  debtor_mfo: '00014',
  debtor_inn: '301234567',
  debtor_name: 'MChJ Orzu',
  amount: '1500.00',
  code: '00650',
  description: 'Rent',
  partial: false,
};
const createBody: ClaimCreateBody = { client_reference: '0f6e3a52-9a53-4c1b-9d7e-2f1c8f2b6a10', ...fields };
const editBody: ClaimEditBody = { id: 31, ...fields };
const claim = { id: 31, version: 4, direction: 'outgoing' } as Claim;
const queued = { kind: 'queued', entry: { id: 'row-1' } as OutboxEntry } as const;

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('claim writes go through the one write path (issue 16 point 5)', () => {
  it('a create is an outbox action keyed by its client_reference; answered, the claims are read again', async () => {
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'done', data: claim });
    expect(await createClaim(createBody)).toEqual({ kind: 'done', data: claim });
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(claimCreate);
    expect(call).toMatchObject({
      kind: 'claimCreate',
      aggregateId: `claim-new:${createBody.client_reference}`,
      body: createBody,
    });
    expect(call?.summary).toContain('№ 7');
    expect(call?.summary).toContain('MChJ Orzu');
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('a create the bank does not answer at once is queued; nothing is read again yet', async () => {
    vi.mocked(enqueueCall).mockResolvedValue(queued);
    expect(await createClaim(createBody)).toEqual(queued);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('an edit carries the version the user saw as If-Match, on the claim’s own aggregate', async () => {
    vi.mocked(enqueueCall).mockResolvedValue(queued);
    expect(await editClaim(editBody, 4)).toEqual(queued);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(claimEdit);
    expect(call).toMatchObject({
      kind: 'claimEdit',
      aggregateId: 'claim:id:31',
      body: editBody,
      ifMatch: '4',
    });
  });

  it('a refusal reaches the form (its field errors), nothing is read again', async () => {
    const refusal = new ApiError({
      kind: 'response',
      httpStatus: 412,
      envelope: { status: 'error', message: 'Changed' },
      body: null,
    });
    vi.mocked(enqueueCall).mockRejectedValue(refusal);
    await expect(editClaim(editBody, 4)).rejects.toBe(refusal);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });
});
