/** Drizzle access for sign-in, sessions, throttling, captchas and password changes. */
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/reference.ts';
import { multiclientChildren, multiclientUsers } from '../../db/schema/multiclients.ts';
import {
  captchas,
  loginHistory,
  loginThrottle,
  passwordResetRequests,
  sessions,
} from '../../db/schema/security.ts';
import { userOrganizations, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface UserOrganization {
  readonly id: number;
  readonly name: string;
  readonly inn: string;
  readonly nibbd: string;
  readonly isDefault: boolean;
}

/** The user's organisations, the default one first. */
export async function organizationsOf(db: Db, userId: number): Promise<UserOrganization[]> {
  const linked = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      inn: organizations.inn,
      nibbd: organizations.nibbd,
      isDefault: userOrganizations.isDefault,
    })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(eq(userOrganizations.userId, userId))
    .orderBy(desc(userOrganizations.isDefault), asc(organizations.id));
  // A multiclient user also works for the children of their parent (multiclient administration).
  const children = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      inn: organizations.inn,
      nibbd: organizations.nibbd,
    })
    .from(multiclientUsers)
    .innerJoin(multiclientChildren, eq(multiclientChildren.multiclientId, multiclientUsers.multiclientId))
    .innerJoin(organizations, eq(organizations.id, multiclientChildren.organizationId))
    .where(and(eq(multiclientUsers.userId, userId), isNull(multiclientUsers.deletedAt)))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const seen = new Set(linked.map((o) => o.id));
  return [...linked, ...children.filter((c) => !seen.has(c.id)).map((c) => ({ ...c, isDefault: false }))];
}

export interface NewSession {
  readonly tokenHash: string;
  readonly userId: number;
  readonly organizationId: number | null;
  readonly now: Date;
  readonly absoluteExpiresAt: Date;
  readonly ip: string;
  readonly userAgent: string;
}

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: s.tokenHash,
    userId: s.userId,
    organizationId: s.organizationId,
    createdAt: s.now,
    lastSeenAt: s.now,
    absoluteExpiresAt: s.absoluteExpiresAt,
    ip: s.ip,
    userAgent: s.userAgent,
  });
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The end of the lock of `username` for `ip` (EVERY_ADDRESS: the account guard), or null. */
export async function lockedUntil(db: Db, username: string, ip: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(
      and(eq(loginThrottle.username, username), eq(loginThrottle.ip, ip), gt(loginThrottle.lockedUntil, now)),
    )
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure of `username` from `ip` atomically (concurrent attempts cannot lose a count).
 * Failures further apart than `windowStart` start a new count. Returns the count including this one.
 */
export async function countFailure(
  db: Db,
  username: string,
  ip: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ username, ip, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [loginThrottle.username, loginThrottle.ip],
      set: {
        failures: sql`case when ${loginThrottle.lastFailedAt} > ${windowStart.toISOString()}::timestamptz
          then ${loginThrottle.failures} + 1 else 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

/** Locks the username for `ip` (or EVERY_ADDRESS) and starts a fresh count for after the lock. */
export async function lock(db: Db, username: string, ip: string, until: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: 0, lockedUntil: until })
    .where(and(eq(loginThrottle.username, username), eq(loginThrottle.ip, ip)));
}

/** Clears every count and lock of the username (password changed, an admin's clear-lockout). */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.username, username));
}

/** Clears the count and lock of the username for one address (a right password from it). */
export async function clearAddressFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.delete(loginThrottle).where(and(eq(loginThrottle.username, username), eq(loginThrottle.ip, ip)));
}

/** Whether the user signed in successfully from `ip` since `since` (login history). */
export async function signedInFrom(db: Db, userId: number, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.userId, userId),
        eq(loginHistory.ip, ip),
        eq(loginHistory.success, true),
        gt(loginHistory.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a challenge. Expired and used ones are dropped first (useless), and when more than `cap`
 * live ones remain, the oldest beyond the cap are dropped too: a flood of pictures costs a bounded
 * table, and whoever's picture was dropped just gets 'refresh the picture'.
 */
export async function insertCaptcha(
  db: Db,
  id: string,
  answerHash: string,
  expiresAt: Date,
  now: Date,
  cap: number,
): Promise<void> {
  await purgeCaptchas(db, now);
  await db.insert(captchas).values({ id, answerHash, expiresAt });
  await db.execute(sql`delete from ${captchas} where ${captchas.id} in (
    select ${captchas.id} from ${captchas} order by ${captchas.expiresAt} desc offset ${cap})`);
}

/** Drops expired and used challenges; returns how many. */
export async function purgeCaptchas(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(captchas)
    .where(or(lt(captchas.expiresAt, now), isNotNull(captchas.usedAt)))
    .returning({ id: captchas.id });
  return gone.length;
}

export async function countCaptchas(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(captchas);
  return row?.n ?? 0;
}

/**
 * Uses up the challenge whatever the answer (single use: a wrong guess needs a new picture).
 * Returns whether it was live and answered right.
 */
export async function consumeCaptcha(db: Db, id: string, answerHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row !== undefined && row.answerHash === answerHash;
}

export interface LoginHistoryRow {
  readonly userId: number;
  readonly at: Date;
  readonly ip: string;
  readonly os: string;
  readonly browser: string;
  readonly country: string;
  readonly success: boolean;
}

export async function insertLoginHistory(db: Db, row: LoginHistoryRow): Promise<void> {
  await db.insert(loginHistory).values(row);
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangeRequired: false }).where(eq(users.id, userId));
}

export interface ResetRequest {
  readonly fullName: string;
  readonly clientNumber: string;
  readonly phone: string;
  readonly createdAt: Date;
  readonly ip: string;
}

export async function insertResetRequest(db: Db, row: ResetRequest): Promise<number> {
  const [inserted] = await db
    .insert(passwordResetRequests)
    .values(row)
    .returning({ id: passwordResetRequests.id });
  if (inserted === undefined) throw new Error('password reset request was not stored');
  return inserted.id;
}
