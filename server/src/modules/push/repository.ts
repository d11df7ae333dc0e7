/** Push tokens: one row per browser token, owned by the user who last saved it. */
import { eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { pushTokens, users } from '../../db/schema/users.ts';

export async function saveToken(
  db: Db,
  userId: number,
  token: string,
  language: Language,
  now: Date,
): Promise<void> {
  // A token belongs to one browser; when another user signs in there it moves to that user.
  await db
    .insert(pushTokens)
    .values({ userId, token, language, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, language, updatedAt: now } });
}

export interface TokenRow {
  readonly token: string;
  readonly userId: number;
  readonly language: string | null;
}

const tokenColumns = { token: pushTokens.token, userId: pushTokens.userId, language: pushTokens.language };

/** Tokens of every user whose role is one of `roles` (exact role names, as stored). */
export function tokensOfRoles(db: Db, roles: readonly string[]): Promise<TokenRow[]> {
  if (roles.length === 0) return Promise.resolve([]);
  return db
    .select(tokenColumns)
    .from(pushTokens)
    .innerJoin(users, eq(users.id, pushTokens.userId))
    .where(inArray(users.role, [...roles]));
}

export function tokensOfUsers(db: Db, userIds: readonly number[]): Promise<TokenRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(tokenColumns)
    .from(pushTokens)
    .where(inArray(pushTokens.userId, [...userIds]));
}

/** Forgets tokens FCM no longer knows (the browser unsubscribed or the app data was cleared). */
export async function deleteTokens(db: Db, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.delete(pushTokens).where(inArray(pushTokens.token, [...tokens]));
}
