/** The bank's operating day as every area shows and uses it (contracts/bank-calendar.ts decides). */
import { bankOperatingDay } from '../../../contracts/bank-calendar.ts';
import type { Db } from '../db/client.ts';
import { storedOperatingDay } from './operating-day-repository.ts';

/** The operating day at `now`: the stored one, or the Tashkent calendar day until the bank sets one. */
export async function currentOperatingDay(db: Db, now: Date): Promise<string> {
  return bankOperatingDay(await storedOperatingDay(db), now);
}
