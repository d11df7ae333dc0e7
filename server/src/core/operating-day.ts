/** The bank's operating day as every area shows and uses it (contracts/bank-calendar.ts decides). */
import { fxValueDate, isOperatingDay, nextOperatingDay } from '../../../contracts/api/currency-payment.ts';
import { bankDay, bankOperatingDay } from '../../../contracts/bank-calendar.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../plugins/audit.ts';
import { holidaysFrom } from './bank-holidays-repository.ts';
import { advanceOperatingDay, storedOperatingDay } from './operating-day-repository.ts';
import { startIntervalJob } from './interval-job.ts';

/** The operating day at `now`: the stored one, or the Tashkent calendar day until the bank sets one. */
export async function currentOperatingDay(db: Db, now: Date): Promise<string> {
  return bankOperatingDay(await storedOperatingDay(db), now);
}

/**
 * The value date of a currency payment sent at `at`: the operating day before the 16:00 cut-off when it is one, else the next operating
 * day — weekends and the bank's holidays (bank_holidays) skipped. The stored operating day is
 * never taken before today's calendar day (the demo's core link does not move it).
 */
export async function currencyValueDate(db: Db, at: Date): Promise<string> {
  const stored = await currentOperatingDay(db, at);
  const today = bankDay(at);
  return valueDateFrom(db, at, stored > today ? stored : today);
}

/** The value date of an operation sent at `at` on operating day `day`, by the cut-off and holidays. */
export async function valueDateFrom(db: Db, at: Date, day: string): Promise<string> {
  return fxValueDate(at, day, await holidaysFrom(db, day));
}

/** The operating day after `day`, weekends and the bank's holidays skipped. */
export async function nextBankOperatingDay(db: Db, day: string): Promise<string> {
  return nextOperatingDay(day, await holidaysFrom(db, day));
}

/**
 * Opens today's operating day as the core banking link does each operating morning: when the
 * Tashkent calendar day at `now` is an operating day (no weekend, no bank holiday) later than the
 * stored one, it becomes the operating day, audited (operating-day.open). On weekends and holidays
 * the last operating day stays. Without it a server running for days kept dating documents with the
 * day it was seeded. Answers the day opened, or null.
 */
export async function openTodaysOperatingDay(db: Db, now: Date): Promise<string | null> {
  const today = bankDay(now);
  if (!isOperatingDay(today, await holidaysFrom(db, today))) return null;
  return db.transaction(async (tx) => {
    const before = await advanceOperatingDay(tx, today);
    if (before === null) return null;
    await recordAudit(tx, { at: now, action: 'operating-day.open', detail: { from: before, to: today } });
    return today;
  });
}

export interface OperatingDayTimer {
  stop(): Promise<void>;
}

/** Runs openTodaysOperatingDay every `intervalMs` (never two at once); errors are logged, not fatal. */
export function startOperatingDayOpener(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): OperatingDayTimer {
  return startIntervalJob(() => openTodaysOperatingDay(db, clock.now()), intervalMs, onError);
}
