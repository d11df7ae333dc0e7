/**
 * Push to staff browsers through Firebase Cloud Messaging (legacy HTTP API), when
 * FIREBASE_SERVER_KEY is set; otherwise nothing is sent and the screens' polling covers it.
 * Best effort: a failed push is logged by nobody and changes nothing (the data is in the database).
 */
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushTokens, users } from '../../db/schema/users.ts';
import { eq } from 'drizzle-orm';

export interface PushNote {
  readonly title: string;
  readonly body: string;
  /** In-app path opened from the notification. */
  readonly link: string;
}

export async function pushToRoles(
  db: Db,
  config: Pick<Config, 'firebaseServerKey' | 'firebaseApiBase'>,
  roles: readonly string[],
  note: PushNote,
): Promise<number> {
  if (config.firebaseServerKey === null) return 0;
  const rows = await db
    .select({ token: pushTokens.token })
    .from(pushTokens)
    .innerJoin(users, eq(users.id, pushTokens.userId))
    .where(inArray(users.role, [...roles]));
  if (rows.length === 0) return 0;
  try {
    const response = await fetch(`${config.firebaseApiBase}/fcm/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `key=${config.firebaseServerKey}` },
      body: JSON.stringify({
        registration_ids: rows.map((r) => r.token),
        notification: { title: note.title, body: note.body, click_action: note.link },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? rows.length : 0;
  } catch {
    return 0;
  }
}
