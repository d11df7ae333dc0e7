/**
 * The operating day opened each operating morning (core/operating-day.ts): moved forward to the
 * Tashkent calendar day on weekdays that are not bank holidays, never back, once, audited.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDayStart } from '../../../contracts/bank-calendar.ts';
import { auditLog } from '../db/schema/audit.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { openTodaysOperatingDay } from './operating-day.ts';
import { advanceOperatingDay, storedOperatingDay } from './operating-day-repository.ts';
import { bankHolidays, bankSettings } from '../db/schema/reference.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** 10:00 Tashkent of a bank day. */
const morningOf = (day: string) => new Date(bankDayStart(day).getTime() + 10 * 3_600_000);

async function opened(): Promise<number> {
  const [row] = await h.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.action, 'operating-day.open'));
  return row?.n ?? 0;
}

describe('the operating day', () => {
  it('opens on a weekday morning, once, audited, and never moves back', async () => {
    await h.db.update(bankSettings).set({ operatingDay: '2031-01-09' }); // a Thursday
    expect(await openTodaysOperatingDay(h.db, morningOf('2031-01-10'))).toBe('2031-01-10');
    expect(await storedOperatingDay(h.db)).toBe('2031-01-10');
    expect(await openTodaysOperatingDay(h.db, morningOf('2031-01-10'))).toBeNull();
    expect(await opened()).toBe(1);
    expect(await advanceOperatingDay(h.db, '2031-01-08')).toBeNull();
    expect(await storedOperatingDay(h.db)).toBe('2031-01-10');
  });

  it('keeps the last operating day over a weekend and a bank holiday', async () => {
    await h.db.update(bankSettings).set({ operatingDay: '2031-01-10' }); // a Friday
    expect(await openTodaysOperatingDay(h.db, morningOf('2031-01-11'))).toBeNull(); // Saturday
    expect(await openTodaysOperatingDay(h.db, morningOf('2031-01-12'))).toBeNull(); // Sunday
    await h.db
      .insert(bankHolidays)
      .values({ day: '2031-01-13', nameRu: 'праздник', nameUz: 'bayram', nameEn: 'holiday' })
      .onConflictDoNothing();
    expect(await openTodaysOperatingDay(h.db, morningOf('2031-01-13'))).toBeNull(); // the holiday
    expect(await storedOperatingDay(h.db)).toBe('2031-01-10');
    expect(await openTodaysOperatingDay(h.db, morningOf('2031-01-14'))).toBe('2031-01-14');
  });
});
