/** SQL of the idempotency keys (plugins/idempotency.ts says what they guarantee). */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export async function keyRowOf(db: Db, userId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Takes the transaction-scoped advisory lock of (user, key) without waiting; false: another
 * connection holds it, so the same key is running there right now.
 */
export async function tryLockKey(tx: Db, userId: number, key: string): Promise<boolean> {
  // Both drivers (node-postgres, PGlite) answer raw SQL as { rows }.
  const locked = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 0)) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return locked.rows[0]?.locked === true;
}

/** Inserts the key as in flight; false when a row for (user, key) exists already. */
export async function claimKey(
  tx: Db,
  row: { userId: number; key: string; method: string; path: string; fingerprint: string; createdAt: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...row, state: 'in_flight' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Marks the key done with the answer to replay. */
export async function storeAnswer(tx: Db, userId: number, key: string, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: 200, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Deletes keys created before `before`; answers how many. */
export async function purgeKeysBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
