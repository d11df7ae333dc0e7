/** SQL of the bank's operating day (bank_settings), read by every area that dates a document. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bankSettings } from '../db/schema/reference.ts';

/** The operating day the core banking link set; null until it sets one. */
export async function storedOperatingDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: bankSettings.operatingDay }).from(bankSettings).limit(1);
  return row?.day ?? null;
}

/**
 * Stores `day` as the operating day when it is later than the stored one (never moves it back);
 * answers the day it replaced, or null when nothing changed. A conditional update, so two nodes
 * opening the same day change it once.
 */
export async function advanceOperatingDay(db: Db, day: string): Promise<string | null> {
  const before = await storedOperatingDay(db);
  if (before !== null && before >= day) return null;
  const changed = await db
    .update(bankSettings)
    .set({ operatingDay: day })
    .where(before === null ? undefined : eq(bankSettings.operatingDay, before))
    .returning({ id: bankSettings.id });
  return changed.length > 0 ? (before ?? '') : null;
}
