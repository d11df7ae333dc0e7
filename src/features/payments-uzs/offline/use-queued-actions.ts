import { useMemo } from 'react';
import type { OutboxEntry } from '../../../offline/store.ts';
import { useOutboxEntries } from '../../../offline/user-store.ts';
import { queuedFor } from './payment-queue.ts';

/**
 * The outbox rows still waiting for one payment: while there are any, the payment shows "waiting to
 * send" and offers no action that would conflict with them (issue 17 point 2).
 */
export function useQueuedActions(paymentId: number): readonly OutboxEntry[] {
  const entries = useOutboxEntries();
  return useMemo(() => queuedFor(entries, paymentId), [entries, paymentId]);
}
