/**
 * Usage and operations counted from the real tables (contracts/api/statistics.ts): sessions (active
 * users and organisations), audit_log (sign-ins), devices (activated phones) and payments (sent in
 * the period, by channel icon/os). Days are the bank's (Tashkent, UTC+5) days.
 */
import { and, count, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { devices } from '../../db/schema/devices.ts';
import { payments } from '../../db/schema/payments.ts';
import { sessions } from '../../db/schema/security.ts';

export interface Range {
  readonly start: Date;
  readonly end: Date;
}

const tashkentDay = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;

export async function sessionFigures(
  db: Db,
  range: Range,
): Promise<{ users: number; organizations: number }> {
  const [row] = await db
    .select({
      users: sql<number>`count(distinct ${sessions.userId})`.mapWith(Number),
      organizations: sql<number>`count(distinct ${sessions.organizationId})`.mapWith(Number),
    })
    .from(sessions)
    .where(and(lt(sessions.createdAt, range.end), gte(sessions.lastSeenAt, range.start)));
  return { users: row?.users ?? 0, organizations: row?.organizations ?? 0 };
}

export async function actionCount(db: Db, range: Range, action: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gte(auditLog.at, range.start), lt(auditLog.at, range.end)));
  return row?.n ?? 0;
}

export async function loginsPerDay(db: Db, range: Range): Promise<Map<string, number>> {
  const day = tashkentDay(auditLog.at);
  const rows = await db
    .select({ day, n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'login.success'), gte(auditLog.at, range.start), lt(auditLog.at, range.end)),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

export async function deviceFigures(db: Db, range: Range): Promise<{ added: number; active: number }> {
  const [added] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(gte(devices.createdAt, range.start), lt(devices.createdAt, range.end)));
  const [active] = await db
    .select({ n: count() })
    .from(devices)
    .where(
      and(lt(devices.createdAt, range.end), or(isNull(devices.revokedAt), gte(devices.revokedAt, range.end))),
    );
  return { added: added?.n ?? 0, active: active?.n ?? 0 };
}

const sent = (range: Range) =>
  and(isNotNull(payments.sentAt), gte(payments.sentAt, range.start), lt(payments.sentAt, range.end));
// Soum payments only: amounts in different currencies are not added up.
const uzsSum = sql<string>`coalesce(sum(${payments.sum}) filter (where ${payments.currency} = 'UZS'), 0)::text`;

export async function paymentsByChannel(
  db: Db,
  range: Range,
): Promise<{ icon: string; os: string; n: number; sum: bigint }[]> {
  const os = sql<string>`coalesce(${payments.os}, '')`;
  const rows = await db
    .select({ icon: payments.icon, os, n: count(), sum: uzsSum })
    .from(payments)
    .where(sent(range))
    .groupBy(payments.icon, os)
    .orderBy(payments.icon, os);
  return rows.map((r) => ({ ...r, sum: BigInt(r.sum) }));
}

export async function paymentsPerDay(db: Db, range: Range): Promise<Map<string, { n: number; sum: bigint }>> {
  const day = tashkentDay(payments.sentAt);
  const rows = await db
    .select({ day, n: count(), sum: uzsSum })
    .from(payments)
    .where(sent(range))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, { n: r.n, sum: BigInt(r.sum) }]));
}

/** Events of the audit log (the embedded log store of /elk-stats). */
export async function auditEvents(
  db: Db,
  range: Range,
  top: number,
): Promise<{ actions: { action: string; count: number }[]; daily: Map<string, number>; total: number }> {
  const inRange = and(gte(auditLog.at, range.start), lt(auditLog.at, range.end));
  const day = tashkentDay(auditLog.at);
  const [actions, daily, [total]] = await Promise.all([
    db
      .select({ action: auditLog.action, count: count() })
      .from(auditLog)
      .where(inRange)
      .groupBy(auditLog.action)
      .orderBy(sql`count(*) desc`, auditLog.action)
      .limit(top),
    db.select({ day, n: count() }).from(auditLog).where(inRange).groupBy(day),
    db.select({ n: count() }).from(auditLog).where(inRange),
  ]);
  return { actions, daily: new Map(daily.map((d) => [d.day, d.n])), total: total?.n ?? 0 };
}
