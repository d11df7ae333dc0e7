/**
 * The outbox runner (docs/architecture.md §4): replays queued actions exactly once. Guarantees:
 * - one runner across tabs: a pass runs only while holding the Web Lock of the user's outbox
 *   (where Web Locks are missing, one pass at a time in this tab); a tab that finds the lock held
 *   tries again shortly, so a row queued there is never left waiting for the next trigger;
 * - on taking the lock, `inflight` rows are left-overs of a runner that died mid-send (only the
 *   lock holder marks rows inflight) and go back to `pending`;
 * - strict order per aggregate: only the first not-acked row of an aggregate may be sent, and only
 *   once the row it depends on is acked; a stopped row (conflict, rejected, needs review) holds
 *   its aggregate until the user retries or discards it; other aggregates go on independently,
 *   up to SEND_CONCURRENCY of them at once, the next row going as soon as any send ends;
 * - a pass reads the outbox once and keeps its copy up to date with its own writes; it reads it
 *   again when this tab queued or retried something meanwhile (`kick`), and once more before it
 *   ends. A row is marked inflight only if it is still pending (one transaction that reads it
 *   first), so a row discarded or changed meanwhile in another tab is not sent from an old copy;
 * - before each send the sealed body is opened and its SHA-256 compared with the one stored at
 *   enqueue; anything else → `needs_review`, nothing is sent;
 * - a row is marked inflight (one short transaction), then sent outside any transaction with the
 *   same bytes and the row id as Idempotency-Key every time, then its outcome is written;
 * - outcomes: 2xx → acked; no response → retry with backoff; 409 (first copy still in flight) →
 *   retry later; 412 → conflict; 401 → row stays pending, runner pauses until a new sign-in;
 *   422 and other 4xx → rejected; 5xx → retry, and needs_review after MAX_SERVER_ERRORS in a row;
 * - rows are never deleted on failure; only acked rows leave, ACKED_KEPT_MS after their answer;
 * - `onDrained` hears the rows acked since the runner was last idle, once it is idle again (screens
 *   read again once per replay, not once per row: replay-refresh.ts).
 * Triggers: `start()`, `online`, the page becoming visible, enqueue (`kick`) and the backoff timer.
 */
import type { ApiOutcome, PreparedRequest } from '../lib/api-client.ts';
import { sha256Hex } from './canonical.ts';
import type { OutboxRow } from './db.ts';
import type { OfflineStore } from './store.ts';

export const MAX_SERVER_ERRORS = 5;
/** How long a sent row stays listed (the outbox screen shows it as sent). */
export const ACKED_KEPT_MS = 7 * 24 * 60 * 60_000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;
/** How soon a tab that found the lock held looks again. */
const LOCK_RETRY_MS = 1_500;
/**
 * Rows of different aggregates sent at once (below the browser's six connections per host): a
 * replay waits on the server, not on this device, and order only matters within an aggregate.
 */
export const SEND_CONCURRENCY = 4;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Runs `job` holding the named lock, or answers false at once when another holder has it. */
export type LockRunner = (name: string, job: () => Promise<void>) => Promise<boolean>;

export function webLockRunner(): LockRunner | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  return async (name, job) =>
    navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await job();
      return true;
    });
}

/** Single-tab fallback: passes in this tab never overlap. */
export function localLockRunner(): LockRunner {
  let busy = false;
  return async (_name, job) => {
    if (busy) return false;
    busy = true;
    try {
      await job();
      return true;
    } finally {
      busy = false;
    }
  };
}

export interface RunnerDeps {
  readonly store: OfflineStore;
  readonly lockName: string;
  readonly send: (request: PreparedRequest) => Promise<ApiOutcome<unknown>>;
  readonly lock?: LockRunner;
  readonly now?: () => number;
  /** Timers are injectable so tests drive the clock. */
  readonly setTimer?: (run: () => void, ms: number) => () => void;
  /** Passes are skipped while this says offline; the `online` event runs the next one. */
  readonly online?: () => boolean;
  /**
   * The runner is idle again (no pass under way or asked for) after acking these rows, in the
   * order they were acked; not called when none was.
   */
  readonly onDrained?: (acked: readonly OutboxRow[]) => void;
  /** The server said the session is gone (401); the runner is paused already. */
  readonly onUnauthorized?: (outcome: ApiOutcome<unknown>) => void;
  /** Every send's outcome with the row as it now stands (enqueue-call.ts waits on it). */
  readonly onSent?: (row: OutboxRow, outcome: ApiOutcome<unknown>) => void;
}

type Patch = Partial<Omit<OutboxRow, 'id' | 'sequence'>>;

function messageOf(outcome: ApiOutcome<unknown>): string | null {
  if (outcome.kind !== 'response') return outcome.kind;
  const message = outcome.envelope?.message;
  return message && message.trim() !== '' ? message : `HTTP ${outcome.httpStatus}`;
}

/** What happens to a row after one send; `pause` stops the runner (401). */
export function outcomePatch(
  row: OutboxRow,
  outcome: ApiOutcome<unknown>,
  at: number,
): { patch: Patch; pause: boolean } {
  const retry = (extra: Patch = {}): Patch => ({
    state: 'pending',
    nextAttemptAt: at + backoffMs(row.attempts),
    ...extra,
  });
  if (outcome.kind !== 'response') return { patch: retry({ lastError: outcome.kind }), pause: false };
  const status = outcome.httpStatus;
  const base = { lastStatus: status, lastError: messageOf(outcome) };
  if (status >= 200 && status < 300)
    return { patch: { state: 'acked', lastStatus: status, lastError: null, serverErrors: 0 }, pause: false };
  if (status === 409) return { patch: retry(base), pause: false };
  if (status === 412) return { patch: { ...base, state: 'conflict' }, pause: false };
  if (status === 401) return { patch: { ...base, state: 'pending', nextAttemptAt: at }, pause: true };
  if (status >= 500) {
    const serverErrors = row.serverErrors + 1;
    return {
      patch:
        serverErrors >= MAX_SERVER_ERRORS
          ? { ...base, serverErrors, state: 'needs_review' }
          : retry({ ...base, serverErrors }),
      pause: false,
    };
  }
  return { patch: { ...base, state: 'rejected' }, pause: false };
}

/**
 * Up to `limit` rows allowed to go now — the heads of as many aggregates, so two rows of one
 * aggregate never go together — or the earliest time one will be (null: none waiting).
 */
export function pickDue(rows: readonly OutboxRow[], at: number, limit = 1): OutboxRow[] | number | null {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const heads = new Map<string, OutboxRow>();
  for (const row of [...rows].sort((a, b) => a.sequence - b.sequence)) {
    if (row.state !== 'acked' && !heads.has(row.aggregateId)) heads.set(row.aggregateId, row);
  }
  const due: OutboxRow[] = [];
  let earliest: number | null = null;
  for (const head of [...heads.values()].sort((a, b) => a.sequence - b.sequence)) {
    if (head.state !== 'pending') continue;
    // A dependency discarded by the user no longer holds anything back.
    const dependency = head.dependsOn ? byId.get(head.dependsOn) : undefined;
    if (dependency && dependency.state !== 'acked') continue;
    if (head.nextAttemptAt <= at) {
      due.push(head);
      if (due.length === limit) break;
    } else earliest = earliest === null ? head.nextAttemptAt : Math.min(earliest, head.nextAttemptAt);
  }
  return due.length > 0 ? due : earliest;
}

export function createOutboxRunner(deps: RunnerDeps) {
  const { store } = deps;
  const db = store.db;
  const now = deps.now ?? Date.now;
  const lock = deps.lock ?? webLockRunner() ?? localLockRunner();
  const online = deps.online ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const setTimer =
    deps.setTimer ??
    ((run: () => void, ms: number) => {
      const handle = setTimeout(run, ms);
      return () => clearTimeout(handle);
    });
  let paused = false;
  let stopped = true;
  let again = false;
  let dueNow = false;
  let running: Promise<void> | null = null;
  let cancelTimer: (() => void) | null = null;
  /** This tab queued or retried rows while a pass runs: its copy of the outbox is out of date. */
  let stale = false;
  /** Wakes a pass waiting on its sends when this tab queued or retried rows. */
  let wake: (() => void) | null = null;
  /** Acked since the runner was last idle (`onDrained`). */
  let acked: OutboxRow[] = [];

  const schedule = (at: number) => {
    cancelTimer?.();
    cancelTimer = setTimer(
      () => {
        cancelTimer = null;
        void kick();
      },
      Math.max(0, at - now()),
    );
  };

  const update = (id: string, patch: Patch) => db.outbox.update(id, { ...patch, updatedAt: now() });

  /** Opens and checks the body; null (after marking needs_review) when it is not the enqueued one. */
  const verifiedBody = async (row: OutboxRow): Promise<string | null> => {
    const text = await store.outbox.bodyText(row);
    if (text !== null && (await sha256Hex(text)) === row.bodyHash) return text;
    await update(row.id, {
      state: 'needs_review',
      lastError: text === null ? 'body-unreadable' : 'body-hash-mismatch',
    });
    return null;
  };

  /**
   * Sends the row and answers it as it now stands, or null when it was not sent because the
   * stored row is no longer the pending one the pass picked (discarded, or changed in another tab).
   */
  const sendOne = async (row: OutboxRow): Promise<OutboxRow | null> => {
    const bodyText = await verifiedBody(row);
    if (bodyText === null) return null;
    const attempts = row.attempts + 1;
    const claimed = await db.transaction('rw', db.outbox, async () => {
      const stored = await db.outbox.get(row.id);
      if (stored?.state !== 'pending' || stored.attempts !== row.attempts) return false;
      await update(row.id, { state: 'inflight', attempts });
      return true;
    });
    if (!claimed) return null;
    const outcome = await deps.send({
      method: row.method,
      url: row.path,
      bodyText,
      idempotencyKey: row.id,
      ifMatch: row.baseVersion,
    });
    const sent = { ...row, attempts };
    const { patch, pause } = outcomePatch(sent, outcome, now());
    await update(row.id, patch);
    const after = { ...sent, ...patch } as OutboxRow;
    if (patch.state === 'acked') acked.push(after);
    deps.onSent?.(after, outcome);
    // Rows sent alongside may answer 401 too: the session is reported gone once.
    if (pause && !paused) {
      paused = true;
      deps.onUnauthorized?.(outcome);
    }
    return after;
  };

  const pass = async (): Promise<void> => {
    await db.outbox.where('state').equals('inflight').modify({ state: 'pending', updatedAt: now() });
    await db.outbox
      .where('state')
      .equals('acked')
      .and((row) => row.updatedAt < now() - ACKED_KEPT_MS)
      .delete();
    if (dueNow) {
      dueNow = false;
      await db.outbox.where('state').equals('pending').modify({ nextAttemptAt: now() });
    }
    /** The pass's copy of the outbox; rows it is sending read as inflight. */
    let rows = new Map<string, OutboxRow>();
    const sending = new Map<string, Promise<void>>();
    let failure: { error: unknown } | null = null;
    /** The copy was read after the last send ended: nothing new can be due but by the clock. */
    let fresh = false;
    /** Sends that ended while the copy was being read: their outcome may be newer than what it read. */
    let endedDuringRead: Map<string, OutboxRow> | null = null;
    const read = async () => {
      stale = false;
      fresh = true;
      const ended = new Map<string, OutboxRow>();
      endedDuringRead = ended;
      const stored = await db.outbox.toArray();
      endedDuringRead = null;
      rows = new Map(
        stored.map((row) => [
          row.id,
          ended.get(row.id) ?? (sending.has(row.id) ? { ...row, state: 'inflight' as const } : row),
        ]),
      );
    };
    const start = (row: OutboxRow) => {
      rows.set(row.id, { ...row, state: 'inflight' });
      const job = sendOne(row).then(
        (after) => {
          fresh = false;
          if (after === null) stale = true;
          else {
            rows.set(row.id, after);
            endedDuringRead?.set(row.id, after);
          }
        },
        (error: unknown) => {
          failure ??= { error };
        },
      );
      sending.set(
        row.id,
        job.finally(() => sending.delete(row.id)),
      );
    };
    await read();
    while (!paused && !stopped && failure === null) {
      if (stale) await read();
      const free = SEND_CONCURRENCY - sending.size;
      const due = free > 0 ? pickDue([...rows.values()], now(), free) : [];
      if (Array.isArray(due)) due.forEach(start);
      if (sending.size > 0) {
        await Promise.race([...sending.values(), new Promise<void>((resolve) => (wake = resolve))]);
        wake = null;
        continue;
      }
      // Nothing due in the copy and nothing being sent: look once more at the stored outbox.
      if (!fresh) {
        await read();
        continue;
      }
      if (typeof due === 'number') schedule(due);
      break;
    }
    await Promise.all(sending.values());
    if (failure !== null) throw (failure as { error: unknown }).error;
  };

  /** `sendNow`: waiting rows are due at once (connection back, or the user's "send now"). */
  const kick = async (sendNow = false): Promise<void> => {
    if (sendNow) dueNow = true;
    if (paused || stopped || !online()) return;
    if (running) {
      again = true;
      stale = true;
      wake?.();
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const ran = await lock(deps.lockName, pass).catch((error: unknown) => {
          console.warn('outbox pass failed', error);
          return false;
        });
        if (!ran && !stopped) schedule(now() + LOCK_RETRY_MS);
      } while (again && !paused && !stopped);
    })().finally(() => {
      running = null;
      const drained = acked;
      acked = [];
      if (drained.length > 0) deps.onDrained?.(drained);
    });
    return running;
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') void kick();
  };
  const onOnline = () => void kick(true);

  return {
    /** Starts listening to the triggers and runs a first pass. */
    start(): Promise<void> {
      if (stopped) {
        stopped = false;
        if (typeof window !== 'undefined') {
          window.addEventListener('online', onOnline);
          document.addEventListener('visibilitychange', onVisible);
        }
      }
      return kick();
    },
    /** Runs a pass now (after an enqueue, or the user's "send now"); resolves when it ended. */
    kick,
    paused: (): boolean => paused,
    /** Waits for the pass under way and stops; rows stay as they are. */
    async stop(): Promise<void> {
      stopped = true;
      cancelTimer?.();
      cancelTimer = null;
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
      }
      await running;
    },
  };
}

export type OutboxRunner = ReturnType<typeof createOutboxRunner>;
