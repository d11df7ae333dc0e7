/** SQL of the site mode (plugins/site-mode.ts, modules/site-mode): bank_settings' maintenance fields. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bankSettings } from '../db/schema/reference.ts';

export interface SiteModeRow {
  readonly maintenance: boolean;
  readonly messageRu: string;
  readonly messageEn: string;
  readonly messageUz: string;
  readonly updatedAt: Date;
}

/** The site mode; off (and the standard texts) when the settings row is missing. */
export async function readSiteMode(db: Db): Promise<SiteModeRow> {
  const [row] = await db
    .select({
      maintenance: bankSettings.maintenance,
      messageRu: bankSettings.maintenanceMessageRu,
      messageEn: bankSettings.maintenanceMessageEn,
      messageUz: bankSettings.maintenanceMessageUz,
      updatedAt: bankSettings.updatedAt,
    })
    .from(bankSettings)
    .where(eq(bankSettings.id, 1));
  return row ?? { maintenance: false, messageRu: '', messageEn: '', messageUz: '', updatedAt: new Date(0) };
}

/** Whether the site is in maintenance; false when the settings row is missing. */
export async function maintenanceFlag(db: Db): Promise<boolean> {
  return (await readSiteMode(db)).maintenance;
}

/** Switches the mode in the one settings row (the seed and the operating-day job keep it). */
export async function writeSiteMode(
  db: Db,
  values: Omit<SiteModeRow, 'updatedAt'>,
  at: Date,
): Promise<SiteModeRow> {
  const rows = await db
    .update(bankSettings)
    .set({
      maintenance: values.maintenance,
      maintenanceMessageRu: values.messageRu,
      maintenanceMessageEn: values.messageEn,
      maintenanceMessageUz: values.messageUz,
      updatedAt: at,
    })
    .where(eq(bankSettings.id, 1))
    .returning({ id: bankSettings.id });
  if (rows.length === 0) throw new Error('bank_settings row 1 is missing');
  return readSiteMode(db);
}
