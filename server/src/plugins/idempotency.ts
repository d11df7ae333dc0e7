/**
 * Server idempotency (docs/architecture.md §4). What it guarantees for an endpoint whose contract record
 * sets `idempotent` and a call that carries an `Idempotency-Key` (a UUID):
 *  - the change and the claim of the key commit or roll back together: the handler runs its change
 *    through `commit`, which inserts the key row, runs the change and stores the answer in ONE
 *    transaction. A change that failed (an error thrown) leaves no key behind, so a retry runs again;
 *  - keys are per user: (user_id, key) is the primary key, another user's identical key is unrelated;
 *  - a repeat of a finished call gets the stored answer (status and body) with
 *    `Idempotent-Replayed: true`, without running the handler, on whichever node it lands;
 *  - the same key with a different method, URL or body (SHA-256 of the canonical JSON) → 422;
 *  - the same key while the first call is still running → 409: on this node through an in-process
 *    set (checked before any database work, because an embedded PGlite runs one transaction at a
 *    time and the duplicate would otherwise just queue behind the first), across nodes on one
 *    PostgreSQL through a transaction-scoped advisory lock taken before the key row is inserted;
 *  - rows live at least IDEMPOTENCY_RETENTION_DAYS (30) and are purged after that.
 * Calls without a key on an 'optional' endpoint run their change in a plain transaction; a
 * 'required' endpoint refuses them (400).
 */
import { createHash } from 'node:crypto';
import { registerPeriodicJob } from './periodic-job.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../../contracts/api/endpoint.ts';
import type { Envelope } from '../../../contracts/envelope.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from './errors.ts';
import { claimKey, keyRowOf, purgeKeysBefore, storeAnswer, tryLockKey } from './idempotency-repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
const PURGE_EVERY_MS = 6 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored answer, sent again as it was. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** What identifies one call: the key, and the fingerprint of what was asked with it. */
export interface KeyedCall {
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly fingerprint: string;
}

/** JSON with object keys sorted, so the same body always hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprintOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

function badKey(key: 'idempotency.keyRequired' | 'idempotency.keyInvalid'): ApiError {
  return new ApiError({
    http: 400,
    status: 'error',
    message: key,
    validation: [{ attribute: 'Idempotency-Key', key }],
  });
}

/**
 * The call's key and fingerprint, or null when the endpoint takes no key or the call has none
 * (allowed only when optional). Throws 400 for a missing required key or one that is not a UUID.
 */
export function keyedCall(e: Pick<Endpoint, 'idempotent'>, request: FastifyRequest): KeyedCall | null {
  if (e.idempotent === undefined) return null;
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') {
    if (e.idempotent === 'required') throw badKey('idempotency.keyRequired');
    return null;
  }
  if (!UUID.test(key)) throw badKey('idempotency.keyInvalid');
  const method = request.method;
  const path = request.url;
  return { key: key.toLowerCase(), method, path, fingerprint: fingerprintOf(method, path, request.body) };
}

function inFlight(): ApiError {
  return new ApiError({ http: 409, status: 'error', message: 'idempotency.inFlight' });
}

function mismatch(): ApiError {
  return new ApiError({ http: 422, status: 'error', message: 'idempotency.mismatch' });
}

/** Thrown inside `commit` when another node finished the same key first; the router replays it. */
export class KeyTakenError extends Error {
  constructor() {
    super('idempotency key claimed by another request');
  }
}

export interface Idempotency {
  /**
   * Marks the key as running on this node until `release` (409 if it already is). `scope` is the
   * caller's credential, so the check needs no database work and still never mixes two users.
   */
  enter(scope: string, call: KeyedCall): () => void;
  /** The stored answer of a finished call with this key (422 if the key was used for another call). */
  stored(userId: number, call: KeyedCall): Promise<StoredAnswer | null>;
  /** Claims the key, runs the change and stores its answer, all in one transaction. */
  commit<T>(userId: number, call: KeyedCall, change: (tx: Db) => Promise<Envelope<T>>): Promise<Envelope<T>>;
  /** Deletes rows older than the retention period; returns how many. */
  purge(): Promise<number>;
}

export function createIdempotency(db: Db, clock: Clock): Idempotency {
  const running = new Set<string>();

  return {
    enter(scope, call) {
      const id = `${createHash('sha256').update(scope).digest('hex')}:${call.key}`;
      if (running.has(id)) throw inFlight();
      running.add(id);
      return () => running.delete(id);
    },

    async stored(userId, call) {
      const row = await keyRowOf(db, userId, call.key);
      if (row === undefined) return null;
      if (row.fingerprint !== call.fingerprint) throw mismatch();
      if (row.state !== 'done' || row.responseStatus === null) throw inFlight();
      return { status: row.responseStatus, body: row.responseBody };
    },

    commit(userId, call, change) {
      return db.transaction(async (tx) => {
        // Another node holding the same key's lock is running it right now.
        if (!(await tryLockKey(tx, userId, call.key))) throw inFlight();
        const { key, method, path, fingerprint } = call;
        const claimed = await claimKey(tx, {
          userId,
          key,
          method,
          path,
          fingerprint,
          createdAt: clock.now(),
        });
        if (!claimed) throw new KeyTakenError();
        const envelope = await change(tx);
        await storeAnswer(tx, userId, call.key, envelope);
        return envelope;
      });
    },

    purge() {
      return purgeKeysBefore(db, new Date(clock.now().getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS));
    },
  };
}

/** Purges expired keys when the app is ready and every 6 hours while it runs. */
export function registerIdempotencyPurge(app: FastifyInstance, idempotency: Idempotency): void {
  registerPeriodicJob(app, 'idempotency purge', PURGE_EVERY_MS, () => idempotency.purge());
}
