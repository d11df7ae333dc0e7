/** Drizzle access for sign-in, sessions, throttling, captchas and password changes. */
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/reference.ts';
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
export function organizationsOf(db: Db, userId: number): Promise<UserOrganization[]> {
  return db
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

export async function lockedUntil(db: Db, username: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.username, username), gt(loginThrottle.lockedUntil, now)))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure atomically (concurrent attempts cannot lose a count). Failures further apart
 * than `windowStart` start a new count. Returns the count including this failure.
 */
export async function countFailure(db: Db, username: string, now: Date, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ username, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.username,
      set: {
        failures: sql`case when ${loginThrottle.lastFailedAt} > ${windowStart.toISOString()}::timestamptz
          then ${loginThrottle.failures} + 1 else 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

/** Locks the username and starts a fresh count for after the lock. */
export async function lock(db: Db, username: string, until: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: 0, lockedUntil: until })
    .where(eq(loginThrottle.username, username));
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.username, username));
}

export async function insertCaptcha(
  db: Db,
  id: string,
  answerHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  // Expired challenges are useless; dropping them here keeps the table small without a job.
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({ id, answerHash, expiresAt });
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
