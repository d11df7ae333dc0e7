/** Push tokens: one row per browser token, owned by the user who last saved it. */
import type { Db } from '../../db/client.ts';
import { pushTokens } from '../../db/schema/users.ts';

export async function saveToken(db: Db, userId: number, token: string, now: Date): Promise<void> {
  // A token belongs to one browser; when another user signs in there it moves to that user.
  await db
    .insert(pushTokens)
    .values({ userId, token, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, updatedAt: now } });
}
