import { useEffect } from 'react';
import { sendPrepared } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { localLockRunner, webLockRunner } from '../../../offline/outbox-runner.ts';
import { useOutboxEntries } from '../../../offline/user-store.ts';
import { queueDeps } from '../api/payment-writes.ts';
import { PAYMENT_KINDS, resolveFollowUps } from './payment-queue.ts';

const lock = webLockRunner() ?? localLockRunner();

/**
 * While a payments screen is open, the follow-ups of payments saved offline are queued as soon as
 * their save is acked (and once on opening, for saves acked while no such screen was open).
 */
export function useFollowUps(): void {
  const entries = useOutboxEntries();
  const ackedSaves = entries.filter((e) => e.kind === PAYMENT_KINDS.save && e.state === 'acked').length;
  useEffect(() => {
    const userId = session.current()?.id;
    if (userId === undefined) return;
    void resolveFollowUps({
      ...queueDeps(),
      send: sendPrepared,
      lock,
      lockName: `corpbank-uzs-followups-${userId}`,
    }).catch((error: unknown) => console.warn('payment follow-ups not queued yet', error));
  }, [ackedSaves]);
}

/** Mounted where users land after queueing or reconnecting (the outbox, home), besides the payment screens. */
export function PaymentFollowUps(): null {
  useFollowUps();
  return null;
}
