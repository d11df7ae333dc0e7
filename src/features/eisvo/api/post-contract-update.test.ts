// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractUpdate, type ContractUpdateResult } from '../../../../contracts/api/eisvo.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { saveContractComments } from './post-contract-update.ts';

vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));

const idn = '123456789012345678901234567';
const body = { contract_idn: idn, comments: { amount: 'Checked' } };

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('saveContractComments (one write path, issue 16 point 5)', () => {
  it('is an outbox action of the contract; answered, the verification is read again', async () => {
    const data = {} as ContractUpdateResult;
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'done', data });
    expect(await saveContractComments(body)).toEqual({ kind: 'done', data });
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(contractUpdate);
    expect(call).toMatchObject({ kind: 'eisvoComments', aggregateId: `eisvo-comments:${idn}`, body });
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('queued: nothing is read again until the outbox delivers it', async () => {
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'queued', entry: { id: 'row-1' } as OutboxEntry });
    expect((await saveContractComments(body)).kind).toBe('queued');
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('a refusal is thrown to the screen', async () => {
    const refusal = new ApiError({ kind: 'response', httpStatus: 403, envelope: null, body: null });
    vi.mocked(enqueueCall).mockRejectedValue(refusal);
    await expect(saveContractComments(body)).rejects.toBe(refusal);
  });
});
