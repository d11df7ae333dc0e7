/** SQL of the audit noise counters and the audit log's retention (plugins/audit-noise.ts says why). */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, auditNoise } from '../db/schema/audit.ts';

export type NoiseCounter = typeof auditNoise.$inferSelect;

/** Adds one to the counter of (action, ip, kind, window); answers the count after it. */
export async function countNoise(
  db: Db,
  key: { action: string; ip: string; kind: string; windowStart: Date; detail: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(auditNoise)
    .values({ ...key, count: 1 })
    .onConflictDoUpdate({
      target: [auditNoise.action, auditNoise.ip, auditNoise.kind, auditNoise.windowStart],
      set: { count: sql`${auditNoise.count} + 1` },
    })
    .returning({ count: auditNoise.count });
  return row?.count ?? 1;
}

/** Deletes the counters of windows that started before `before` and answers them. */
export function takeClosedNoise(db: Db, before: Date): Promise<NoiseCounter[]> {
  return db.delete(auditNoise).where(lt(auditNoise.windowStart, before)).returning();
}

/** audit_log_purge(cutoff) (migration 0019): the one way to delete from the log; answers how many. */
export async function purgeAuditBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.execute<{ deleted: string | number }>(
    sql`select audit_log_purge(${cutoff.toISOString()}::timestamptz) as deleted`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { deleted: string | number }[] }).rows;
  return Number(rows[0]?.deleted ?? 0);
}

/** How many audit rows of `action` there are (tests and the job's own checks). */
export async function countAudit(db: Db, action: string, ip?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      ip === undefined ? eq(auditLog.action, action) : and(eq(auditLog.action, action), eq(auditLog.ip, ip)),
    );
  return row?.n ?? 0;
}
