/** SQL of the bank's holidays (bank_holidays), read by the value-date computations. */
import { asc, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bankHolidays } from '../db/schema/reference.ts';

/** The holidays from `from` (YYYY-MM-DD) on, ascending: enough for any value date after it. */
export async function holidaysFrom(db: Db, from: string): Promise<string[]> {
  const rows = await db
    .select({ day: bankHolidays.day })
    .from(bankHolidays)
    .where(gte(bankHolidays.day, from))
    .orderBy(asc(bankHolidays.day))
    .limit(60);
  return rows.map((r) => r.day);
}
