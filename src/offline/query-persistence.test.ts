// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient, REFERENCE_LIST } from '../lib/query-client.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { forgetReferenceLists, persistReferenceLists } from './query-persistence.ts';

const key = (userId: number) => `${STORAGE_KEYS.referenceLists}.${userId}`;

describe('reference lists kept across reloads', () => {
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
    localStorage.clear();
  });

  it('keeps only marked lists, per user, restores them and forgets them at logout', async () => {
    vi.useFakeTimers();
    const stop = persistReferenceLists(7);
    await queryClient.fetchQuery({
      queryKey: ['statuses'],
      queryFn: async () => [{ id: 1 }, { id: 2 }],
      meta: REFERENCE_LIST,
    });
    await queryClient.fetchQuery({ queryKey: ['balances'], queryFn: async () => ({ amount: '10.00' }) });
    await vi.advanceTimersByTimeAsync(1_500);
    const saved = localStorage.getItem(key(7)) ?? '';
    expect(saved).toContain('statuses');
    expect(saved).not.toContain('balances');
    expect(localStorage.getItem(key(8))).toBeNull();
    stop();

    queryClient.clear();
    const again = persistReferenceLists(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryClient.getQueryData(['statuses'])).toEqual([{ id: 1 }, { id: 2 }]);
    again();
    forgetReferenceLists(7);
    expect(localStorage.getItem(key(7))).toBeNull();
  });
});
