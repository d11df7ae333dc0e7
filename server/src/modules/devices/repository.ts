/** Devices (passkeys) and their one-time WebAuthn challenges. */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devices, webauthnChallenges } from '../../db/schema/devices.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';

export type DeviceRecord = typeof devices.$inferSelect;

export async function addChallenge(
  db: Db,
  values: { userId: number; purpose: 'register' | 'unlock'; challenge: string; expiresAt: Date },
): Promise<void> {
  await db.insert(webauthnChallenges).values(values);
}

/** Spends an open challenge of the user (single use); false when there is none. */
export async function useChallenge(
  db: Db,
  userId: number,
  purpose: 'register' | 'unlock',
  challenge: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.userId, userId),
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.challenge, challenge),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return spent.length === 1;
}

export async function userDevices(db: Db, userId: number): Promise<DeviceRecord[]> {
  return db.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.id));
}

export async function devicesOfUsername(db: Db, username: string) {
  return db
    .select({ device: devices, username: users.username })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .orderBy(desc(devices.id));
}

/** The credential row locked for the signature-counter update. */
export async function lockCredential(db: Db, credentialId: string): Promise<DeviceRecord | null> {
  const [row] = await db.select().from(devices).where(eq(devices.credentialId, credentialId)).for('update');
  return row ?? null;
}

export async function findDevice(db: Db, id: number): Promise<DeviceRecord | null> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).for('update');
  return row ?? null;
}

export async function insertDevice(db: Db, values: typeof devices.$inferInsert): Promise<DeviceRecord> {
  const [row] = await db.insert(devices).values(values).returning();
  if (row === undefined) throw new Error('device insert returned nothing');
  return row;
}

export async function updateDevice(
  db: Db,
  id: number,
  values: Partial<typeof devices.$inferInsert>,
): Promise<void> {
  await db.update(devices).set(values).where(eq(devices.id, id));
}

/** Balances of the given accounts of organisations in scope (for the inbox headroom). */
export async function accountBalances(db: Db, organizationIds: readonly number[] | null, numbers: string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({ number: accounts.number, currency: accounts.currency, balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        inArray(accounts.number, numbers),
        organizationIds === null ? undefined : inArray(accounts.organizationId, [...organizationIds]),
      ),
    );
}

/** Whether any of these organisations takes EDS signatures only (no passkey signatures from phones). */
export async function anyEdsOnly(db: Db, organizationIds: readonly number[]): Promise<boolean> {
  if (organizationIds.length === 0) return false;
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, [...new Set(organizationIds)]), eq(organizations.edsOnly, true)))
    .limit(1);
  return rows.length > 0;
}
