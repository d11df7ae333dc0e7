/**
 * The encrypted local store of one user (docs/architecture.md §4): read caches, drafts, the outbox and
 * meta, over the database of db.ts. Guarantees:
 * - every payload is sealed with AES-GCM by session-crypto.ts (fresh 96-bit IV per record) under a
 *   non-extractable key kept in IndexedDB; deleting that key (`wipe`) makes every row unreadable,
 *   and the database is deleted with it;
 * - a record that does not open (other key, changed bytes) reads as absent and is never shown;
 * - a write either reaches IndexedDB or throws — a full disk throws `StoreFullError`, which
 *   callers show; nothing is kept only in memory;
 * - an outbox row is written whole, with its canonical body sealed and hashed, before `enqueue`
 *   returns; its sequence is assigned in the same transaction;
 * - persistent storage is requested once, at the first draft or first queued action.
 */
import { Dexie, type ObservabilitySet } from 'dexie';
import { generateRecordKey, openRecord, sealRecord, type KeyStore } from '../lib/session-crypto.ts';
import { canonicalJson, sha256Hex } from './canonical.ts';
import { openOfflineDb, type OfflineDb, type OutboxRow } from './db.ts';

/** The device is out of space: the action or draft was NOT saved. */
export class StoreFullError extends Error {
  constructor(cause: unknown) {
    super('local storage is full', { cause });
    this.name = 'StoreFullError';
  }
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'QuotaExceededError') return true;
  const inner = (error as { inner?: unknown }).inner;
  return inner instanceof Error && inner.name === 'QuotaExceededError';
}

async function writing<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    throw isQuotaError(error) ? new StoreFullError(error) : error;
  }
}

export interface Cached<T> {
  readonly data: T;
  /** When the server gave this answer (epoch ms), shown as "as of …" offline. */
  readonly fetchedAt: number;
}

/** What a feature asks the outbox to send. */
export interface OutboxAction {
  readonly kind: string;
  readonly aggregateId: string;
  readonly dependsOn?: string | null;
  readonly method: OutboxRow['method'];
  readonly path: string;
  readonly body: unknown;
  readonly baseVersion?: string | null;
  /** What the action is about in the user's words (e.g. "№ 12 · MChJ Orzu · 1 500,00 UZS"), sealed. */
  readonly summary?: string;
}

/** An outbox row without its sealed body: what lists and badges show. */
export type OutboxEntry = Omit<OutboxRow, 'body' | 'summary'>;

export interface StoreDeps {
  readonly userId: string | number;
  readonly keyStore: KeyStore;
  /** Another tab upgraded or deleted the database; this one closed its connection. */
  readonly onVersionChange: () => void;
  readonly now?: () => number;
  /** `navigator.storage.persist` where it exists. */
  readonly persist?: () => Promise<boolean>;
}

const PERSIST_ASKED = 'persistAsked';
/**
 * The outbox is read again at most this often for its observers: a replay changes rows hundreds of
 * times a second, and every re-read of the whole table competes with the runner's own writes.
 */
export const OBSERVE_EVERY_MS = 100;

function entryOf(row: OutboxRow): OutboxEntry {
  const { body: _body, summary: _summary, ...entry } = row;
  return entry;
}

export function createOfflineStore(deps: StoreDeps) {
  const now = deps.now ?? Date.now;
  const db: OfflineDb = openOfflineDb(deps.userId, deps.onVersionChange);
  let key: Promise<CryptoKey> | undefined;

  const cryptoKey = (): Promise<CryptoKey> => {
    key ??= (async () => {
      const stored = await deps.keyStore.get();
      if (stored) return stored;
      const fresh = await generateRecordKey();
      await deps.keyStore.put(fresh);
      return fresh;
    })();
    key.catch(() => (key = undefined));
    return key;
  };
  const seal = async (value: unknown): Promise<string> => sealRecord(value, await cryptoKey());
  /** The opened value, or undefined when the record does not open with this user's key. */
  const unseal = async (text: string): Promise<unknown> => {
    try {
      return await openRecord(text, await cryptoKey());
    } catch (error) {
      console.warn('local record unreadable; ignored', error);
      return undefined;
    }
  };

  const requestPersist = async (): Promise<void> => {
    if (!deps.persist || (await db.meta.get(PERSIST_ASKED))) return;
    await db.meta.put({ key: PERSIST_ASKED, value: now() });
    await deps.persist().catch((error: unknown) => console.warn('persistent storage not granted', error));
  };

  const cache = {
    async put(area: string, cacheKey: string, data: unknown, fetchedAt = now()): Promise<void> {
      const sealed = await seal(data);
      await writing(() => db.caches.put({ area, key: cacheKey, data: sealed, fetchedAt }));
    },
    async get<T>(area: string, cacheKey: string): Promise<Cached<T> | null> {
      const row = await db.caches.get([area, cacheKey]);
      if (!row) return null;
      const data = await unseal(row.data);
      return data === undefined ? null : { data: data as T, fetchedAt: row.fetchedAt };
    },
    /** Forgets every kept read (a multiclient switched organisation: none may show for the next one). */
    async clear(): Promise<void> {
      await writing(() => db.caches.clear());
    },
  };

  const drafts = {
    async save(id: string, data: unknown): Promise<void> {
      const sealed = await seal(data);
      await writing(() => db.drafts.put({ id, data: sealed, updatedAt: now() }));
      await requestPersist();
    },
    async load<T>(id: string): Promise<T | null> {
      const row = await db.drafts.get(id);
      if (!row) return null;
      const data = await unseal(row.data);
      return data === undefined ? null : (data as T);
    },
    async list(): Promise<{ id: string; updatedAt: number }[]> {
      const rows = await db.drafts.orderBy('updatedAt').reverse().toArray();
      return rows.map(({ id, updatedAt }) => ({ id, updatedAt }));
    },
    async remove(id: string): Promise<void> {
      await db.drafts.delete(id);
    },
  };

  const outbox = {
    /** Stores the action; it is sent by the runner, with the returned row id as Idempotency-Key. */
    async enqueue(action: OutboxAction): Promise<OutboxEntry> {
      const bodyText = canonicalJson(action.body);
      const [body, bodyHash, summary] = await Promise.all([
        seal(bodyText),
        sha256Hex(bodyText),
        action.summary === undefined ? undefined : seal(action.summary),
      ]);
      const at = now();
      const row = await writing(() =>
        db.transaction('rw', db.outbox, async () => {
          const last = await db.outbox.orderBy('sequence').last();
          const next: OutboxRow = {
            id: crypto.randomUUID(),
            sequence: (last?.sequence ?? 0) + 1,
            kind: action.kind,
            aggregateId: action.aggregateId,
            dependsOn: action.dependsOn ?? null,
            method: action.method,
            path: action.path,
            body,
            ...(summary === undefined ? {} : { summary }),
            bodyHash,
            baseVersion: action.baseVersion ?? null,
            state: 'pending',
            attempts: 0,
            serverErrors: 0,
            nextAttemptAt: at,
            lastStatus: null,
            lastError: null,
            createdAt: at,
            updatedAt: at,
          };
          await db.outbox.add(next);
          return next;
        }),
      );
      await requestPersist();
      return entryOf(row);
    },
    async list(): Promise<OutboxEntry[]> {
      return (await db.outbox.orderBy('sequence').toArray()).map(entryOf);
    },
    /**
     * Calls `listener` with every row (in order) now and after changes in any tab (Dexie's
     * `storagemutated`, which other tabs' changes reach too): one read per OBSERVE_EVERY_MS at
     * most, and always one after the last change of a burst.
     */
    observe(listener: (entries: OutboxEntry[]) => void): () => void {
      const table = `idb://${db.name}/outbox/`;
      let closed = false;
      let reading = false;
      let queued = false;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let lastRead = 0;
      const read = async (): Promise<void> => {
        reading = true;
        queued = false;
        lastRead = Date.now();
        try {
          const rows = await db.outbox.orderBy('sequence').toArray();
          if (!closed) listener(rows.map(entryOf));
        } catch (error) {
          console.warn('outbox not read for its observers', error);
        } finally {
          reading = false;
          if (queued) schedule();
        }
      };
      const schedule = (): void => {
        if (closed || timer !== null) return;
        if (reading) {
          queued = true;
          return;
        }
        timer = setTimeout(
          () => {
            timer = null;
            void read();
          },
          Math.max(0, lastRead + OBSERVE_EVERY_MS - Date.now()),
        );
      };
      const onMutated = (parts: ObservabilitySet): void => {
        if (Object.keys(parts).some((part) => part === 'all' || part.startsWith(table))) schedule();
      };
      Dexie.on('storagemutated', onMutated);
      void read();
      return () => {
        closed = true;
        if (timer !== null) clearTimeout(timer);
        Dexie.on('storagemutated').unsubscribe(onMutated);
      };
    },
    /** The canonical body text of a row, or null when it no longer opens. */
    async bodyText(row: Pick<OutboxRow, 'body'>): Promise<string | null> {
      const text = await unseal(row.body);
      return typeof text === 'string' ? text : null;
    },
    /** What the row is about (OutboxAction.summary), or null when it gave none or it no longer opens. */
    async summaryText(id: string): Promise<string | null> {
      const row = await db.outbox.get(id);
      if (row?.summary === undefined) return null;
      const text = await unseal(row.summary);
      return typeof text === 'string' ? text : null;
    },
    /** User's "retry": a stopped row (conflict, rejected, needs review) goes back to pending now. */
    async retry(id: string): Promise<void> {
      await db.outbox
        .where('id')
        .equals(id)
        .and((row) => row.state !== 'acked' && row.state !== 'inflight')
        .modify({ state: 'pending', nextAttemptAt: now(), serverErrors: 0, updatedAt: now() });
    },
    /** User's "discard" (after confirmation): the only way a row that was not sent leaves. */
    async discard(id: string): Promise<void> {
      await db.outbox.delete(id);
    },
  };

  return {
    db,
    cache,
    drafts,
    outbox,
    close(): void {
      db.close();
    },
    /**
     * Logout: refused (answering the unsent rows) while the outbox holds any; otherwise the key
     * goes first (everything becomes unreadable), then the database itself.
     */
    async wipeForLogout(): Promise<{ readonly wiped: boolean; readonly unsent: OutboxEntry[] }> {
      const unsent = (await outbox.list()).filter(isUnsent);
      if (unsent.length > 0) return { wiped: false, unsent };
      await deps.keyStore.delete();
      key = undefined;
      db.close();
      await Dexie.delete(db.name);
      return { wiped: true, unsent };
    },
  };
}

export type OfflineStore = ReturnType<typeof createOfflineStore>;

/** Not yet sent and not finally refused: what holds back logout and updates. */
export function isUnsent(entry: Pick<OutboxRow, 'state'>): boolean {
  return entry.state !== 'acked' && entry.state !== 'rejected';
}
