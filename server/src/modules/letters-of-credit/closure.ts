/**
 * The letters-of-credit closure job (spec 2 §9: a letter-of-credit account is closed within 3 days
 * after expiry when no shipment documents came). Restart-safe like the soum payments' processing:
 * its only state is the letters' status; each letter is closed in its own transaction, claimed
 * FOR UPDATE SKIP LOCKED, so two timers or nodes never close one twice, and a second run finds
 * nothing left to do.
 */
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { closeOneExpired } from './service.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

export async function closeExpiredLetters(db: Db, clock: Clock, limit = 100): Promise<number[]> {
  const closed: number[] = [];
  while (closed.length < limit) {
    const id = await closeOneExpired(db, clock);
    if (id === null) break;
    closed.push(id);
  }
  return closed;
}

export interface ClosureTimer {
  stop(): Promise<void>;
}

/** Runs closeExpiredLetters every `intervalMs` (never two at once); errors are logged, not fatal. */
export function startLcClosure(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): ClosureTimer {
  return startIntervalJob(() => closeExpiredLetters(db, clock), intervalMs, onError);
}
