/** SQL of the database rate-limit store (plugins/rate-limit.ts) and of the audit-noise counters. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/security.ts';

export interface Hit {
  /** Calls in the current window, this one included. */
  readonly current: number;
  /** Milliseconds until the window ends. */
  readonly ttl: number;
}

/**
 * Counts one call against `key` in one atomic statement (concurrent calls on any node cannot lose a
 * count): a window that has ended starts again at 1.
 */
export async function hit(db: Db, key: string, now: Date, windowMs: number): Promise<Hit> {
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.resetAt} <= ${nowIso}::timestamptz then 1
          else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${nowIso}::timestamptz
          then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
  if (row === undefined) throw new Error('rate-limit counter was not stored');
  return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** Drops counters whose window has ended. */
export async function purgeCounters(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetAt, now))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}
