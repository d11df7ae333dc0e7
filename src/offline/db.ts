/**
 * The per-user IndexedDB database of docs/architecture.md §4 (Dexie). Guarantees:
 * - one database per user, named after the user id, so two users on one device never share rows;
 * - every schema version stays declared here (`version(1)`, later `version(2)` … with upgrades), so
 *   a database left by any older build opens and migrates instead of being dropped;
 * - when another tab opens a newer version (`versionchange`), this tab closes its connection at
 *   once (never blocking the upgrade) and asks the user to reload;
 * - rows hold only what ordering and listing need in clear; every payload (draft, cached answer,
 *   outbox body) is the sealed text of session-crypto.ts (see store.ts).
 */
import { Dexie, type EntityTable } from 'dexie';

export type OutboxState = 'pending' | 'inflight' | 'acked' | 'conflict' | 'rejected' | 'needs_review';

export interface OutboxRow {
  /** UUID; also the Idempotency-Key of every send. */
  readonly id: string;
  /** Enqueue order across the whole outbox. */
  readonly sequence: number;
  /** What the action is (`tickerCreate`), for lists and translations. */
  readonly kind: string;
  /** The record the action belongs to; actions of one aggregate are sent strictly in order. */
  readonly aggregateId: string;
  /** An earlier row that must be acked before this one is sent. */
  readonly dependsOn: string | null;
  readonly method: 'POST' | 'PUT' | 'DELETE';
  /** Full path with its base (`/api/v2/top-messages/create`). */
  readonly path: string;
  /** Sealed canonical body text. */
  readonly body: string;
  /**
   * Sealed words saying what the action is about (counterparty, amount, number) for the outbox
   * screen; absent on rows of kinds that give none. Not part of what is sent.
   */
  readonly summary?: string;
  /** SHA-256 (hex) of the canonical body text, checked before every send. */
  readonly bodyHash: string;
  /** Row version the action was based on, sent as If-Match. */
  readonly baseVersion: string | null;
  readonly state: OutboxState;
  readonly attempts: number;
  /** 5xx answers in a row; too many → needs_review. */
  readonly serverErrors: number;
  /** Epoch ms before which the row is not sent again. */
  readonly nextAttemptAt: number;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface DraftRow {
  readonly id: string;
  readonly data: string;
  readonly updatedAt: number;
}

export interface CacheRow {
  readonly area: string;
  readonly key: string;
  readonly data: string;
  readonly fetchedAt: number;
}

export interface MetaRow {
  readonly key: string;
  readonly value: unknown;
}

export type OfflineDb = Dexie & {
  outbox: EntityTable<OutboxRow, 'id'>;
  drafts: EntityTable<DraftRow, 'id'>;
  caches: EntityTable<CacheRow>;
  meta: EntityTable<MetaRow, 'key'>;
};

export function databaseName(userId: string | number): string {
  return `corpbank-user-${userId}`;
}

/** Opens (lazily, on first use) the user's database; `onVersionChange` runs after it closed itself. */
export function openOfflineDb(userId: string | number, onVersionChange: () => void): OfflineDb {
  const db = new Dexie(databaseName(userId)) as OfflineDb;
  db.version(1).stores({
    outbox: 'id, &sequence, aggregateId, state',
    drafts: 'id, updatedAt',
    caches: '[area+key], area',
    meta: 'key',
  });
  db.on('versionchange', () => {
    db.close();
    onVersionChange();
    return false;
  });
  return db;
}
