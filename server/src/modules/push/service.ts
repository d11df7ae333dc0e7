/**
 * Push to saved browsers through FCM HTTP v1 (fcm.ts) when FIREBASE_SERVICE_ACCOUNT is set;
 * otherwise nothing is sent and the screens' polling covers it. Best effort: a failed push changes
 * nothing (the data is in the database) and is only logged; a token FCM calls unregistered is
 * deleted. Callers run it after their transaction has committed and do not wait for it
 * (`firePush`), so a slow or absent FCM never slows or fails the action that caused it.
 */
import type { Language } from '../../../../contracts/envelope.ts';
import { LANGUAGES } from '../../../../contracts/envelope.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sendToTokens } from './fcm.ts';
import { deleteTokens, saveToken, tokensOfRoles, tokensOfUsers, type TokenRow } from './repository.ts';

export interface PushNote {
  readonly title: string;
  readonly body: string;
  /** In-app path opened from the notification. */
  readonly link: string;
  /** A later note with the same tag replaces the earlier one on the device. */
  readonly tag?: string;
}

/** One note for everybody, or one per language (each browser's saved language, Russian if unknown). */
export type NoteFor = PushNote | ((lang: Language) => PushNote);

export type PushConfig = Pick<Config, 'firebaseServiceAccount' | 'firebaseApiBase' | 'firebaseTimeoutMs'>;
export type PushLog = (line: string) => void;

const silent: PushLog = () => {};

/** Saves the browser's token for the user, with the language its notifications speak. */
export function saveBrowserToken(db: Db, userId: number, token: string, language: Language, now: Date) {
  return saveToken(db, userId, token, language, now);
}

function languageOf(row: TokenRow): Language {
  return (LANGUAGES as readonly string[]).includes(row.language ?? '') ? (row.language as Language) : 'ru';
}

async function deliver(db: Db, config: PushConfig, rows: readonly TokenRow[], note: NoteFor, log: PushLog) {
  const account = config.firebaseServiceAccount;
  if (account === null || rows.length === 0) return 0;
  const outcomes = await Promise.all(
    rows.map(async (row) => {
      const n = typeof note === 'function' ? note(languageOf(row)) : note;
      const data: Record<string, string> = { title: n.title, body: n.body, link: n.link };
      if (n.tag !== undefined) data.tag = n.tag;
      const target = { account, apiBase: config.firebaseApiBase, timeoutMs: config.firebaseTimeoutMs };
      const [outcome] = await sendToTokens(target, [row.token], { data }, log);
      return { token: row.token, outcome };
    }),
  );
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.token);
  if (gone.length > 0) {
    await deleteTokens(db, gone);
    log(`push: forgot ${gone.length} unregistered token(s)`);
  }
  return outcomes.filter((o) => o.outcome === 'sent').length;
}

/** Pushes to every saved browser of users with these roles; answers how many FCM accepted. */
export async function pushToRoles(
  db: Db,
  config: PushConfig,
  roles: readonly string[],
  note: NoteFor,
  log: PushLog = silent,
): Promise<number> {
  if (config.firebaseServiceAccount === null) return 0;
  try {
    return await deliver(db, config, await tokensOfRoles(db, roles), note, log);
  } catch (error) {
    log(`push: ${(error as Error).message}`);
    return 0;
  }
}

/** Pushes to every saved browser of these users; answers how many FCM accepted. */
export async function pushToUsers(
  db: Db,
  config: PushConfig,
  userIds: readonly number[],
  note: NoteFor,
  log: PushLog = silent,
): Promise<number> {
  if (config.firebaseServiceAccount === null) return 0;
  try {
    return await deliver(db, config, await tokensOfUsers(db, userIds), note, log);
  } catch (error) {
    log(`push: ${(error as Error).message}`);
    return 0;
  }
}

const inFlight = new Set<Promise<unknown>>();
/** The whole of one fire-and-forget push gives up after this long. */
export const PUSH_DEADLINE_MS = 15_000;

/**
 * Starts a push without waiting for it: never throws, never rejects, gives up after
 * PUSH_DEADLINE_MS. For use after a transaction has committed.
 */
export function firePush(work: () => Promise<unknown>, log: PushLog = silent): void {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log('push: gave up after the deadline');
      resolve();
    }, PUSH_DEADLINE_MS);
    timer.unref();
  });
  const run = Promise.race([
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => log(`push: ${(error as Error).message}`)),
    deadline,
  ]).finally(() => {
    clearTimeout(timer);
    inFlight.delete(run);
  });
  inFlight.add(run);
}

/** Resolves when every push started so far has ended (tests). */
export async function pushesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
