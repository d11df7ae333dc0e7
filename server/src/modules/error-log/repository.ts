/**
 * Drizzle access for the server's error log (error_log) and the EDS key log, which reads the
 * signing module's own records: key-check challenges (key_challenges) and renewals (audit rows
 * `signing-key.renew`), with the user and their key.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ErrorLogFilter, KeyLogFilter, KeyLogRow } from '../../../../contracts/api/error-log.ts';
import type { Db } from '../../db/client.ts';
import { errorLog } from '../../db/schema/error-log.ts';
import { users } from '../../db/schema/users.ts';

export type ErrorRecord = typeof errorLog.$inferSelect & { readonly username: string | null };
export type NewError = typeof errorLog.$inferInsert;

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
}

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function insertError(db: Db, row: NewError): Promise<void> {
  await db.insert(errorLog).values(row);
}

/** Tashkent calendar days: the filter's dates are the bank's dates, not UTC ones. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+05:00`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

function where(filter: ErrorLogFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.status === undefined ? undefined : eq(errorLog.httpStatus, filter.status),
    filter.date_from ? gte(errorLog.at, dayStart(filter.date_from)) : undefined,
    filter.date_to ? lt(errorLog.at, nextDay(filter.date_to)) : undefined,
    text
      ? or(
          ilike(errorLog.requestId, containing(text)),
          ilike(errorLog.route, containing(text)),
          ilike(errorLog.message, containing(text)),
        )
      : undefined,
  );
}

export async function listErrors(
  db: Db,
  filter: ErrorLogFilter,
  page: ListPage,
): Promise<{ rows: ErrorRecord[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: errorLog, username: users.username })
      .from(errorLog)
      .leftJoin(users, eq(users.id, errorLog.userId))
      .where(where(filter))
      .orderBy(desc(errorLog.at), desc(errorLog.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(errorLog).where(where(filter)),
  ]);
  return { rows: rows.map((r) => ({ ...r.e, username: r.username })), total: total?.n ?? 0 };
}

export async function findError(db: Db, id: number): Promise<ErrorRecord | undefined> {
  const [row] = await db
    .select({ e: errorLog, username: users.username })
    .from(errorLog)
    .leftJoin(users, eq(users.id, errorLog.userId))
    .where(eq(errorLog.id, id));
  return row ? { ...row.e, username: row.username } : undefined;
}

export async function purgeErrorsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(errorLog).where(lt(errorLog.at, before)).returning({ id: errorLog.id });
  return rows.length;
}

type KeyLogSql = {
  id: string;
  kind: 'check' | 'renewal';
  at: string | Date;
  used_at: string | Date | null;
  expires_at: string | Date | null;
  user_id: number;
  username: string;
  full_name: string;
  serial_number: string | null;
  valid_to: string | Date | null;
  ip: string | null;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Checks and renewals newest first, one page of the union. A check passed when its challenge was
 * answered (used_at), is pending while it may still be, expired when its life ran out unanswered.
 */
export async function listKeyLogs(
  db: Db,
  filter: KeyLogFilter,
  page: ListPage,
  now: Date,
): Promise<{ rows: KeyLogRow[]; total: number }> {
  const text = filter.text?.trim();
  const who = text
    ? sql`and (u.username ilike ${containing(text)} or u.full_name ilike ${containing(text)})`
    : sql``;
  const checks = sql`select 'check-' || c.id as id, 'check' as kind, c.created_at as at, c.used_at,
      c.expires_at, u.id as user_id, u.username, u.full_name, k.serial_number, k.valid_to, null as ip
    from key_challenges c join users u on u.id = c.user_id left join signing_keys k on k.user_id = u.id
    where true ${who}`;
  const renewals = sql`select 'renewal-' || a.id as id, 'renewal' as kind, a.at, null as used_at,
      null as expires_at, u.id as user_id, u.username, u.full_name, k.serial_number, k.valid_to, a.ip
    from audit_log a join users u on u.id = a.user_id left join signing_keys k on k.user_id = u.id
    where a.action = 'signing-key.renew' ${who}`;
  const union =
    filter.kind === 'check'
      ? checks
      : filter.kind === 'renewal'
        ? renewals
        : sql`${checks} union all ${renewals}`;
  // Both drivers (node-postgres, PGlite) answer raw SQL as { rows }.
  const [result, totals] = await Promise.all([
    db.execute(sql`select * from (${union}) x order by x.at desc, x.id desc
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`) as unknown as Promise<{
      rows: KeyLogSql[];
    }>,
    db.execute(sql`select count(*)::int as n from (${union}) x`) as unknown as Promise<{
      rows: { n: number }[];
    }>,
  ]);
  return {
    rows: result.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      outcome:
        r.kind === 'renewal'
          ? 'renewed'
          : r.used_at !== null
            ? 'passed'
            : r.expires_at !== null && new Date(r.expires_at) > now
              ? 'pending'
              : 'expired',
      at: iso(r.at) as string,
      user_id: Number(r.user_id),
      username: r.username,
      full_name: r.full_name,
      serial_number: r.serial_number,
      valid_to: iso(r.valid_to),
      ip: r.ip,
    })),
    total: Number(totals.rows[0]?.n ?? 0),
  };
}
