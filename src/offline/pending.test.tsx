// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiOutcome } from '../lib/api-client.ts';
import type { OutboxRow } from './db.ts';
import { usePendingActions } from './pending.ts';

type Listener = (row: OutboxRow, outcome: ApiOutcome<unknown>) => void;
const fake = vi.hoisted(() => ({ listeners: new Set<Listener>() }));
const entry = { id: 'row-1', kind: 'ccMessage', aggregateId: 'chat:7', state: 'pending', createdAt: 1 };

vi.mock('./user-store.ts', () => ({
  // The outbox list as screens get it: it still says pending (its next update is up to 100 ms away).
  useOutboxEntries: () => [entry],
  onOutboxSent: (listener: Listener) => {
    fake.listeners.add(listener);
    return () => fake.listeners.delete(listener);
  },
  userStore: () => ({
    db: { outbox: { get: () => Promise.resolve(entry) } },
    outbox: { bodyText: () => Promise.resolve(JSON.stringify({ message: 'Hello' })) },
  }),
}));

describe('usePendingActions', () => {
  it('drops a row the moment this tab delivers it, before the outbox list says so', async () => {
    const { result } = renderHook(() => usePendingActions<{ message: string }>('ccMessage', 'chat:7'));
    await waitFor(() => expect(result.current.map((p) => p.body.message)).toEqual(['Hello']));
    const acked = { ...entry, state: 'acked' } as OutboxRow;
    act(() => fake.listeners.forEach((listener) => listener(acked, { kind: 'network' })));
    expect(result.current).toEqual([]);
  });
});
