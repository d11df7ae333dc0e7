/** Drizzle access for the admin's user screens: users, their organisation links, lockout, sign-ins, sessions. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { UserFilter, UserOrganizationRef } from '../../../../contracts/api/users.ts';
import type { Db } from '../../db/client.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { EVERY_ADDRESS, loginHistory, loginThrottle, sessions } from '../../db/schema/security.ts';
import { userOrganizations, users } from '../../db/schema/users.ts';

export type UserRecord = typeof users.$inferSelect;

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string;
}

const SORT_COLUMNS = {
  id: users.id,
  username: sql`lower(${users.username})`,
  full_name: users.fullName,
  role: users.role,
  created_at: users.createdAt,
} as const;

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(filter: UserFilter): SQL | undefined {
  const text = filter.text?.trim();
  const org = filter.organization?.trim();
  return and(
    text
      ? or(
          ilike(users.username, containing(text)),
          ilike(users.fullName, containing(text)),
          // Phones are stored as digits: "+998 90 111" finds 998901112233.
          text.replace(/\D/g, '').length > 0
            ? ilike(users.phone, containing(text.replace(/\D/g, '')))
            : undefined,
        )
      : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.state === 'blocked' ? isNotNull(users.blockedAt) : undefined,
    filter.state === 'active' ? isNull(users.blockedAt) : undefined,
    org
      ? exists(
          sql`(select 1 from ${userOrganizations} inner join ${organizations}
            on ${organizations.id} = ${userOrganizations.organizationId}
            where ${userOrganizations.userId} = ${users.id}
            and (${organizations.name} ilike ${containing(org)} or ${organizations.inn} = ${org}
              or ${organizations.nibbd} = ${org}))`,
        )
      : undefined,
  );
}

export async function list(
  db: Db,
  filter: UserFilter,
  page: ListPage,
): Promise<{ rows: UserRecord[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'username';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.username;
  const direction = page.sort?.startsWith('-') === true ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where(filter))
      // The id breaks ties so pages never overlap or skip rows.
      .orderBy(direction(column), direction(users.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(users).where(where(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function find(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Organisations of each user, the default first. */
export async function organizationsOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, UserOrganizationRef[]>> {
  const result = new Map<number, UserOrganizationRef[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      userId: userOrganizations.userId,
      id: organizations.id,
      name: organizations.name,
      inn: organizations.inn,
      nibbd: organizations.nibbd,
      isDefault: userOrganizations.isDefault,
    })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(inArray(userOrganizations.userId, [...ids]))
    .orderBy(desc(userOrganizations.isDefault), asc(organizations.id));
  for (const r of rows) {
    const refs = result.get(r.userId) ?? [];
    refs.push({ id: r.id, name: r.name, inn: r.inn, nibbd: r.nibbd, is_default: r.isDefault });
    result.set(r.userId, refs);
  }
  return result;
}

export interface ThrottleRow {
  readonly failures: number;
  readonly lockedUntil: Date | null;
}

/**
 * Failure counts keyed by lower-cased username: the failures from each address added up (the
 * account guard's row, which counts them all again, left out) and the latest lock of any.
 */
export async function throttleOf(db: Db, usernames: readonly string[]): Promise<Map<string, ThrottleRow>> {
  const result = new Map<string, ThrottleRow>();
  if (usernames.length === 0) return result;
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.username,
        usernames.map((u) => u.toLowerCase()),
      ),
    );
  for (const r of rows) {
    const seen = result.get(r.username) ?? { failures: 0, lockedUntil: null };
    const later =
      r.lockedUntil !== null && (seen.lockedUntil === null || r.lockedUntil > seen.lockedUntil)
        ? r.lockedUntil
        : seen.lockedUntil;
    result.set(r.username, {
      failures: seen.failures + (r.ip === EVERY_ADDRESS ? 0 : r.failures),
      lockedUntil: later,
    });
  }
  return result;
}

export async function lastSuccessOf(db: Db, ids: readonly number[]): Promise<Map<number, Date>> {
  const result = new Map<number, Date>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ userId: loginHistory.userId, at: max(loginHistory.at) })
    .from(loginHistory)
    .where(and(inArray(loginHistory.userId, [...ids]), eq(loginHistory.success, true)))
    .groupBy(loginHistory.userId);
  for (const r of rows) if (r.at !== null) result.set(r.userId, new Date(r.at));
  return result;
}

/** Sessions neither revoked nor past their 12 hours nor idle longer than `idleSince`. */
export async function liveSessionCount(db: Db, userId: number, now: Date, idleSince: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    );
  return row?.n ?? 0;
}

export async function usernameOf(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}

export async function setBlocked(
  db: Db,
  id: number,
  block: { at: Date; by: number; reason: string | null } | null,
): Promise<void> {
  await db
    .update(users)
    .set({ blockedAt: block?.at ?? null, blockedBy: block?.by ?? null, blockedReason: block?.reason ?? null })
    .where(eq(users.id, id));
}

export async function setPasswordChangeRequired(db: Db, id: number): Promise<void> {
  await db.update(users).set({ passwordChangeRequired: true }).where(eq(users.id, id));
}

/**
 * The active administrators, their rows locked for the transaction: two admins blocking or
 * demoting each other at once queue here, so the second sees the first's change and the last
 * administrator always remains (issue 25).
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.blockedAt)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function activeAdminCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.blockedAt)));
  return row?.n ?? 0;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function organizationIdByInn(db: Db, inn: string): Promise<number | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.inn, inn));
  return row?.id ?? null;
}

export interface NewUser {
  readonly username: string;
  readonly fullName: string;
  readonly role: string;
  readonly accessRole: string | null;
  readonly phone: string | null;
  readonly branchMfo: string | null;
  readonly passwordHash: string;
  readonly organizationId: number | null;
  readonly at: Date;
}

/** A new user who must change the one-time password at the first sign-in. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username: user.username,
      fullName: user.fullName,
      role: user.role,
      accessRole: user.accessRole,
      phone: user.phone,
      branchMfo: user.branchMfo,
      passwordHash: user.passwordHash,
      passwordChangeRequired: true,
      createdAt: user.at,
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('insert returned no row');
  if (user.organizationId !== null) {
    await db
      .insert(userOrganizations)
      .values({ userId: row.id, organizationId: user.organizationId, isDefault: true });
  }
  return row.id;
}

export interface UserEdit {
  readonly fullName: string;
  readonly role: string;
  readonly accessRole: string | null;
  readonly phone: string | null;
  readonly branchMfo: string | null;
}

export async function updateUser(db: Db, id: number, edit: UserEdit): Promise<void> {
  await db.update(users).set(edit).where(eq(users.id, id));
}

/** A new password hash that must be changed at the next sign-in. */
export async function setOneTimePassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangeRequired: true }).where(eq(users.id, id));
}

/** An active bank (branch) of /mfo with this MFO, or none. */
export async function activeBranch(db: Db, mfo: string): Promise<{ mfo: string; name: string } | undefined> {
  const [row] = await db
    .select({ mfo: banks.mfo, name: banks.name })
    .from(banks)
    .where(and(eq(banks.mfo, mfo), eq(banks.active, true)));
  return row;
}
