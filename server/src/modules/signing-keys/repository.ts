/** SQL of the signing keys and their challenges (signing-keys/service.ts). */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keyChallenges } from '../../db/schema/signing-keys.ts';
import { signingKeys, users } from '../../db/schema/users.ts';

export interface RegisteredKey {
  readonly serialNumber: string;
  readonly publicKey: string;
  readonly owner: string;
  readonly validFrom: Date;
  readonly validTo: Date;
}

/** The user's registered public key and its owner's name; null when the user has none. */
export async function registeredKeyOf(db: Db, userId: number): Promise<RegisteredKey | null> {
  const [row] = await db
    .select({
      serialNumber: signingKeys.serialNumber,
      publicKey: signingKeys.publicKey,
      owner: users.fullName,
      validFrom: signingKeys.validFrom,
      validTo: signingKeys.validTo,
    })
    .from(signingKeys)
    .innerJoin(users, eq(users.id, signingKeys.userId))
    .where(eq(signingKeys.userId, userId));
  return row ?? null;
}

export async function insertChallenge(tx: Db, row: typeof keyChallenges.$inferInsert): Promise<void> {
  await tx.insert(keyChallenges).values(row);
}

/** The user's newest unused challenge not expired at `now`, locked FOR UPDATE; undefined when none. */
export async function lockNewestOpenChallenge(tx: Db, userId: number, now: Date) {
  const [open] = await tx
    .select({ id: keyChallenges.id, challenge: keyChallenges.challenge })
    .from(keyChallenges)
    .where(
      and(eq(keyChallenges.userId, userId), isNull(keyChallenges.usedAt), gt(keyChallenges.expiresAt, now)),
    )
    .orderBy(desc(keyChallenges.id))
    .limit(1)
    .for('update');
  return open;
}

export async function markChallengeUsed(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(keyChallenges).set({ usedAt: now }).where(eq(keyChallenges.id, id));
}

export async function setKeyValidTo(tx: Db, userId: number, validTo: Date): Promise<void> {
  await tx.update(signingKeys).set({ validTo }).where(eq(signingKeys.userId, userId));
}
