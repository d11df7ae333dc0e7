/** SQL of the site mode (plugins/site-mode.ts): the maintenance flag in bank_settings. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bankSettings } from '../db/schema/reference.ts';

/** Whether the site is in maintenance; false when the settings row is missing. */
export async function maintenanceFlag(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ maintenance: bankSettings.maintenance })
    .from(bankSettings)
    .where(eq(bankSettings.id, 1));
  return row?.maintenance ?? false;
}
