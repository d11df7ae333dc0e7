/** Drizzle access for the organisation's signing settings. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/reference.ts';

export type OrganizationRecord = typeof organizations.$inferSelect;

/** `lock`: FOR UPDATE (inside a transaction). */
export async function find(db: Db, id: number, lock = false): Promise<OrganizationRecord | null> {
  const query = db.select().from(organizations).where(eq(organizations.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function setDualControl(db: Db, id: number, dualControl: boolean): Promise<void> {
  await db.update(organizations).set({ dualControl }).where(eq(organizations.id, id));
}
