/** SQL of the sessions (plugins/auth.ts says when a session lives). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/security.ts';
import { users } from '../db/schema/users.ts';

/** The session with this token hash and what decides whether it still lives. */
export async function sessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      fullName: users.fullName,
      role: users.role,
      accessRole: users.accessRole,
      organizationId: sessions.organizationId,
      actingOrganizationId: sessions.actingOrganizationId,
      passwordChangeRequired: users.passwordChangeRequired,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
      blockedAt: users.blockedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Moves last_seen_at of a session that is not revoked. */
export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
