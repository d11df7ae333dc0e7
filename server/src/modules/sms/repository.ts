/** SQL of the one-time SMS codes and the demo outbox (sms/service.ts says the rules). */
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { SmsPurpose } from '../../../../contracts/api/sms.ts';
import type { Db } from '../../db/client.ts';
import { smsCodes, smsDemoOutbox } from '../../db/schema/sms.ts';
import { users } from '../../db/schema/users.ts';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** The user's phone, the user row locked (FOR UPDATE) so two sends at once wait for each other. */
export async function lockUserPhone(tx: Db, userId: number): Promise<{ phone: string | null } | undefined> {
  const [user] = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/** When the user's newest code of `purpose` was created; undefined when there is none. */
export async function lastCodeCreatedAt(
  tx: Db,
  userId: number,
  purpose: SmsPurpose,
): Promise<Date | undefined> {
  const [last] = await tx
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return last?.createdAt;
}

/** Codes of the user and purpose created after `since`: how many, their tries, the oldest. */
export async function codesSince(db: Db, userId: number, purpose: SmsPurpose, since: Date) {
  const [row] = await db
    .select({
      codes: sql<number>`count(*)::int`,
      tries: sql<number>`coalesce(sum(${smsCodes.tries}), 0)::int`,
      oldest: sql<string | null>`min(${smsCodes.createdAt})`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, purpose), gt(smsCodes.createdAt, since)));
  return row;
}

/** Closes the user's open codes of `purpose`. */
export async function closeOpenCodes(tx: Db, userId: number, purpose: SmsPurpose, now: Date): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)));
}

export async function insertCode(tx: Db, row: typeof smsCodes.$inferInsert): Promise<void> {
  await tx.insert(smsCodes).values(row);
}

/** The id of the user's newest code of `purpose` (ties by id). */
export async function latestCodeId(db: Db, userId: number, purpose: SmsPurpose): Promise<number | undefined> {
  const [latest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return latest?.id;
}

/**
 * Counts one try against the code in one atomic update, only while it is open (not verified, not
 * spent, not expired, under `maxTries`); answers its hash and tries, or undefined when it was not open.
 */
export async function claimTry(db: Db, id: number, now: Date, maxTries: number) {
  const [claimed] = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(
      and(
        eq(smsCodes.id, id),
        isNull(smsCodes.verifiedAt),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.tries, maxTries),
      ),
    )
    .returning({ codeHash: smsCodes.codeHash, tries: smsCodes.tries });
  return claimed;
}

export async function codeById(db: Db, id: number): Promise<SmsCodeRow | undefined> {
  const [row] = await db.select().from(smsCodes).where(eq(smsCodes.id, id));
  return row;
}

export async function markVerified(db: Db, id: number, now: Date): Promise<void> {
  await db.update(smsCodes).set({ verifiedAt: now }).where(eq(smsCodes.id, id));
}

/** Spends the user's code of `purpose` verified after `verifiedAfter` and not spent yet; false: none. */
export async function spendVerifiedCode(
  tx: Db,
  userId: number,
  purpose: SmsPurpose,
  now: Date,
  verifiedAfter: Date,
): Promise<boolean> {
  const [spent] = await tx
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(smsCodes.userId, userId),
        eq(smsCodes.purpose, purpose),
        isNotNull(smsCodes.verifiedAt),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.verifiedAt, verifiedAfter),
      ),
    )
    .returning({ id: smsCodes.id });
  return spent !== undefined;
}

export async function insertDemoSms(tx: Db, row: typeof smsDemoOutbox.$inferInsert): Promise<void> {
  await tx.insert(smsDemoOutbox).values(row);
}

/** The newest 50 demo messages, of one user (name compared without case) or of everyone. */
export function demoOutbox(db: Db, username: string | undefined) {
  return db
    .select({
      id: smsDemoOutbox.id,
      username: users.username,
      phone: smsDemoOutbox.phone,
      purpose: smsDemoOutbox.purpose,
      text: smsDemoOutbox.text,
      createdAt: smsDemoOutbox.createdAt,
    })
    .from(smsDemoOutbox)
    .innerJoin(users, eq(users.id, smsDemoOutbox.userId))
    .where(
      username === undefined || username === ''
        ? undefined
        : eq(sql`lower(${users.username})`, username.toLowerCase()),
    )
    .orderBy(desc(smsDemoOutbox.id))
    .limit(50);
}
