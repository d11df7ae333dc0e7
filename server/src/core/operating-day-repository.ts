/** SQL of the bank's operating day (bank_settings), read by every area that dates a document. */
import type { Db } from '../db/client.ts';
import { bankSettings } from '../db/schema/reference.ts';

/** The operating day the core banking link set; null until it sets one. */
export async function storedOperatingDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: bankSettings.operatingDay }).from(bankSettings).limit(1);
  return row?.day ?? null;
}
