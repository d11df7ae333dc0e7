/**
 * A node's short memory of live sessions and their scopes (docs/decisions.md, issue 18): a signed-in
 * call looked its session up (and a read its organisations) in the database every time, two of the
 * four statements of a list. An entry is kept SESSION_CACHE_MS at most, by token hash (never the
 * token), and only answers "live": anything the entry cannot vouch for (older than that, due for a
 * last_seen_at touch, past the idle or absolute limit) goes to the database as before.
 *
 * Bound: a session ended or a user changed on another node (logout, password change, block, a
 * forced password change, a role or organisation link changed in the database) keeps working here
 * at most SESSION_CACHE_MS longer. On this node a change that ends sessions calls `forgetAll`
 * after its transaction committed and takes effect at once: every entry goes, and a look-up that
 * began before it (and may have read the old row) is not stored (the generation counter).
 */
import type { Clock } from '../clock.ts';
import type { Scope } from './scope-repository.ts';

/** How long an entry vouches for a session and its scope without the database. */
export const SESSION_CACHE_MS = 5_000;
/** Entries at most; a full cache starts again empty (a flood of tokens costs queries, not memory). */
const MAX_ENTRIES = 10_000;

/** What the database said about a live session, with the times that decide whether it still lives. */
export interface CachedSession<S> {
  readonly session: S;
  readonly lastSeenAt: Date;
  readonly absoluteExpiresAt: Date;
}

interface Entry<S> extends CachedSession<S> {
  readonly readAt: number;
  scope: Promise<Scope> | null;
}

export interface SessionCache<S> {
  /** The entry for this token hash if it is younger than SESSION_CACHE_MS, else undefined. */
  get(tokenHash: string): CachedSession<S> | undefined;
  /** Taken before reading the database; `set` stores only if nothing was forgotten since. */
  generation(): number;
  set(tokenHash: string, value: CachedSession<S>, generation: number): void;
  /** The scope of a cached session, read once through `read` and kept with the entry. */
  scope(tokenHash: string, read: () => Promise<Scope>): Promise<Scope>;
  /**
   * One database look-up per token at a time: calls that miss together (an entry just expired under
   * 50 concurrent calls) share the first one's answer instead of each querying.
   */
  shared<T>(tokenHash: string, lookUp: () => Promise<T>): Promise<T>;
  /** Drops every entry; after a committed change that ends sessions or changes a user's rights. */
  forgetAll(): void;
}

export function createSessionCache<S>(clock: Clock): SessionCache<S> {
  const entries = new Map<string, Entry<S>>();
  const inFlight = new Map<string, Promise<unknown>>();
  let generation = 0;

  function fresh(tokenHash: string): Entry<S> | undefined {
    const entry = entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (clock.now().getTime() - entry.readAt < SESSION_CACHE_MS) return entry;
    entries.delete(tokenHash);
    return undefined;
  }

  return {
    get: fresh,
    generation: () => generation,
    set(tokenHash, value, seen) {
      if (seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(tokenHash, { ...value, readAt: clock.now().getTime(), scope: null });
    },
    scope(tokenHash, read) {
      const entry = fresh(tokenHash);
      if (entry === undefined) return read();
      if (entry.scope !== null) return entry.scope;
      // forgetAll removes the entry itself, so a read that overlaps it is not seen again; a failed
      // read is not kept.
      const reading = read();
      entry.scope = reading;
      reading.catch(() => {
        if (entry.scope === reading) entry.scope = null;
      });
      return reading;
    },
    shared<T>(tokenHash: string, lookUp: () => Promise<T>): Promise<T> {
      const running = inFlight.get(tokenHash);
      if (running !== undefined) return running as Promise<T>;
      const started = lookUp().finally(() => {
        if (inFlight.get(tokenHash) === started) inFlight.delete(tokenHash);
      });
      inFlight.set(tokenHash, started);
      return started;
    },
    forgetAll() {
      generation += 1;
      entries.clear();
      // A look-up under way may have read the old row: calls from now on start their own.
      inFlight.clear();
    },
  };
}
