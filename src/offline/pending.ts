/**
 * The unsent outbox actions of one aggregate with their bodies, for screens that show what is
 * still waiting (a chat message typed offline appears in its conversation as "waiting to be sent"
 * until the runner has delivered it). Bodies are opened from the encrypted outbox on demand.
 */
import { useEffect, useMemo, useState } from 'react';
import type { OutboxState } from './db.ts';
import { isUnsent } from './store.ts';
import { onOutboxSent, useOutboxEntries, userStore } from './user-store.ts';

export interface PendingAction<B> {
  readonly id: string;
  readonly state: OutboxState;
  readonly createdAt: number;
  readonly body: B;
}

export function usePendingActions<B>(kind: string, aggregateId: string): readonly PendingAction<B>[] {
  return usePendingWhere<B>(kind, aggregateId, 'exact');
}

/**
 * The unsent actions of one kind over every aggregate whose id starts with `prefix` (the payments
 * saved offline, `uzs-payment:ref:…`, which the list shows before the bank has them).
 */
export function usePendingActionsUnder<B>(kind: string, prefix: string): readonly PendingAction<B>[] {
  return usePendingWhere<B>(kind, prefix, 'prefix');
}

function usePendingWhere<B>(
  kind: string,
  aggregate: string,
  match: 'exact' | 'prefix',
): readonly PendingAction<B>[] {
  const entries = useOutboxEntries();
  // Rows this tab's runner has just delivered leave at once: the outbox list reaches screens at most
  // every 100 ms, and the delivered copy (a chat message) may be shown before that, twice otherwise.
  const [delivered, setDelivered] = useState<ReadonlySet<string>>(new Set());
  useEffect(
    () =>
      onOutboxSent((row) => {
        if (row.state === 'acked') setDelivered((ids) => new Set(ids).add(row.id));
      }),
    [],
  );
  const waiting = useMemo(
    () =>
      entries.filter(
        (e) =>
          e.kind === kind &&
          (match === 'exact' ? e.aggregateId === aggregate : e.aggregateId.startsWith(aggregate)) &&
          isUnsent(e) &&
          !delivered.has(e.id),
      ),
    [entries, kind, aggregate, match, delivered],
  );
  const [bodies, setBodies] = useState<ReadonlyMap<string, B>>(new Map());
  const ids = waiting.map((e) => e.id).join(',');
  useEffect(() => {
    let live = true;
    void (async () => {
      const store = userStore();
      const opened = new Map<string, B>();
      for (const id of ids === '' ? [] : ids.split(',')) {
        const row = await store.db.outbox.get(id);
        const text = row ? await store.outbox.bodyText(row) : null;
        if (text !== null) opened.set(id, JSON.parse(text) as B);
      }
      if (live) setBodies(opened);
    })();
    return () => {
      live = false;
    };
  }, [ids]);
  return waiting.flatMap((e) => {
    const body = bodies.get(e.id);
    return body === undefined ? [] : [{ id: e.id, state: e.state, createdAt: e.createdAt, body }];
  });
}
