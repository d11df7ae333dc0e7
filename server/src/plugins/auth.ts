/**
 * Sessions (docs/architecture.md §3): the bearer token is 256 random bits shown to the client once; the
 * database keeps only its SHA-256, so a leaked table cannot be replayed. A session dies when it is
 * revoked (logout, password change) or its user is blocked (users/block), after 15 minutes without
 * a call, or 12 hours after sign-in, whichever comes first. Accepted calls move last_seen_at
 * forward, at most once a minute: a write per call would bloat the row (PGlite has no autovacuum)
 * for a precision nobody needs, so a session may end up to a minute before 15 idle minutes. All
 * time comes from the injected clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { sessionByTokenHash, touchSession } from './auth-repository.ts';
import type { SessionCache } from './session-cache.ts';

export const SESSION_IDLE_MS = 15 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthSession {
  readonly sessionId: number;
  readonly userId: number;
  readonly username: string;
  readonly fullName: string;
  readonly role: string;
  /** An added RBAC role whose permissions decide this user's calls instead of `role`'s (or null). */
  readonly accessRole: string | null;
  /** The organisation the session works for; null for bank staff. Every org-owned read uses it. */
  readonly organizationId: number | null;
  /** A multiclient's chosen child (plugins/scope-repository.ts); absent or null otherwise. */
  readonly actingOrganizationId?: number | null;
  readonly passwordChangeRequired: boolean;
}

export type SessionRefusal = 'no-token' | 'unknown-token' | 'revoked' | 'idle-expired' | 'absolute-expired';

export type SessionResult =
  | { readonly ok: true; readonly session: AuthSession }
  | { readonly ok: false; readonly reason: SessionRefusal };

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function sessionRow(db: Db, token: string) {
  return sessionByTokenHash(db, hashToken(token));
}

/**
 * The session a bearer token names, if it lives. With a cache (plugins/session-cache.ts) a session
 * read in the last few seconds is answered from memory while it is neither due for a touch nor past
 * a limit; `tokenHash` is the key the caller may use for the same cache's scope.
 */
export async function resolveSession(
  db: Db,
  clock: Clock,
  authorization: string | undefined,
  cache?: SessionCache<AuthSession>,
): Promise<SessionResult & { readonly tokenHash?: string }> {
  const token = bearerToken(authorization);
  if (token === null) return { ok: false, reason: 'no-token' };
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached !== undefined) {
    const now = clock.now().getTime();
    if (now < cached.absoluteExpiresAt.getTime() && now - cached.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) {
      return { ok: true, session: cached.session, tokenHash };
    }
  }
  if (cache === undefined) return sessionFromDatabase(db, clock, tokenHash);
  return cache.shared(tokenHash, () => sessionFromDatabase(db, clock, tokenHash, cache));
}

/** The session row read and judged; a live one is kept in the cache if there is one. */
async function sessionFromDatabase(
  db: Db,
  clock: Clock,
  tokenHash: string,
  cache?: SessionCache<AuthSession>,
): Promise<SessionResult & { readonly tokenHash?: string }> {
  const generation = cache?.generation() ?? 0;
  const row = await sessionByTokenHash(db, tokenHash);
  if (row === undefined) return { ok: false, reason: 'unknown-token' };
  // Blocking revokes the user's sessions; the check here also closes the race with a sign-in in flight.
  if (row.revokedAt !== null || row.blockedAt !== null) return { ok: false, reason: 'revoked' };
  const now = clock.now();
  if (now.getTime() >= row.absoluteExpiresAt.getTime()) return { ok: false, reason: 'absolute-expired' };
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle >= SESSION_IDLE_MS) return { ok: false, reason: 'idle-expired' };
  const touched = idle >= TOUCH_INTERVAL_MS;
  if (touched) await touchSession(db, row.sessionId, now);
  const { lastSeenAt, absoluteExpiresAt, revokedAt: _revoked, blockedAt: _blocked, ...session } = row;
  cache?.set(tokenHash, { session, lastSeenAt: touched ? now : lastSeenAt, absoluteExpiresAt }, generation);
  return { ok: true, session, tokenHash };
}

/**
 * The session a quick unlock may resume (issue 6): live or ended by inactivity only. Revoked
 * (logout, password change) and past the 12 hours from sign-in stay ended. Resuming moves
 * last_seen_at to now; the proof (a passkey assertion) is the caller's to check first.
 */
export async function resumableSession(
  db: Db,
  clock: Clock,
  authorization: string | undefined,
): Promise<(AuthSession & { readonly token: string }) | null> {
  const token = bearerToken(authorization);
  if (token === null) return null;
  const row = await sessionRow(db, token);
  if (row === undefined || row.revokedAt !== null || row.blockedAt !== null) return null;
  if (clock.now().getTime() >= row.absoluteExpiresAt.getTime()) return null;
  const {
    lastSeenAt: _seen,
    absoluteExpiresAt: _expires,
    revokedAt: _revoked,
    blockedAt: _blocked,
    ...session
  } = row;
  return { ...session, token };
}

export async function resumeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await touchSession(db, sessionId, now);
}
