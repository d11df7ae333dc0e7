/**
 * PGlite on a worker thread (pglite-worker.mjs), seen from the server's thread through the part of
 * PGlite's interface that Drizzle's PGlite driver calls: `query`, `exec`, `transaction`, `close`.
 * Why: PGlite runs PostgreSQL in WebAssembly on the thread that calls it, so in-process every query
 * (planning, execution, parsing rows) held up routing, mapping and JSON; on its own thread the two
 * run on two cores at once (docs/decisions.md, "The embedded database on its own thread").
 *
 * What crosses the thread is what structured clone carries: text, numbers, bigint, Date, bytes. A
 * query's parsers may only ask for a column as the database's text (Drizzle asks that of dates and
 * intervals, text-parsers.mjs); serializers, blobs and notices are refused rather than silently
 * dropped.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { DRIZZLE_TEXT_TYPES, textTypesOf } from './text-parsers.mjs';

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface WorkerError {
  readonly message: string;
  readonly name: string;
  readonly stack?: string;
  readonly fields: Record<string, unknown>;
}

type Answer = { id: number; value: unknown } | { id: number; error: WorkerError } | { ready: true };

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** The worker's error as an Error of this thread, with its code, detail, constraint … */
function rebuilt(error: WorkerError): Error {
  const made = Object.assign(new Error(error.message), error.fields);
  made.name = error.name;
  if (error.stack !== undefined) made.stack = error.stack;
  return made;
}

export interface PgliteThreadOptions {
  /** null: in memory. */
  readonly dataDir: string | null;
  readonly startParams: readonly string[];
  /** The types most queries read as text (default DRIZZLE_TEXT_TYPES). */
  readonly textTypes?: readonly number[];
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #next = 1;
  #failure: Error | null = null;
  readonly waitReady: Promise<void>;

  constructor(options: PgliteThreadOptions) {
    this.#worker = new Worker(workerUrl, {
      workerData: {
        dataDir: options.dataDir,
        startParams: [...options.startParams],
        textTypes: [...(options.textTypes ?? DRIZZLE_TEXT_TYPES)],
      },
    });
    // The thread keeps the process alive only while a call waits for it (and until it is ready), as
    // an in-process PGlite does: a script whose work is done exits without closing it.
    this.#worker.once('message', () => {
      if (this.#pending.size === 0) this.#worker.unref();
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.#worker.on('message', (answer: Answer) => {
        if ('ready' in answer) return resolve();
        const pending = this.#pending.get(answer.id);
        if (pending === undefined) return;
        this.#pending.delete(answer.id);
        if (this.#pending.size === 0) this.#worker.unref();
        if ('error' in answer) pending.reject(rebuilt(answer.error));
        else pending.resolve(answer.value);
      });
      // The thread died (out of memory, a broken data folder): every call waiting and every later one fails.
      const died = (error: Error) => {
        this.#failure ??= error;
        reject(error);
        for (const pending of this.#pending.values()) pending.reject(error);
        this.#pending.clear();
      };
      this.#worker.on('error', died);
      this.#worker.on('exit', (code) => died(new Error(`the database thread exited (${code})`)));
    });
    // A caller that never waits for readiness still hears the failure through its first call.
    this.waitReady.catch(() => undefined);
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure !== null) return Promise.reject(this.#failure);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#call({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypesOf(options),
      tx,
    });
  }

  exec(text: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#call({ op: 'exec', text, tx });
  }

  /**
   * `fn` runs with a transaction of the worker's PGlite: COMMIT when it resolves, ROLLBACK when it
   * throws or called `rollback()`. As in PGlite itself, other queries wait until it ends.
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit });
    };
    const tx: Transaction = {
      query: async (text, params, options) => (ensureOpen(), this.query(text, params, options, id)),
      sql: () => Promise.reject(new Error('PGlite thread: use query() inside a transaction')),
      exec: async (text, options) => (ensureOpen(), this.exec(text, options, id)),
      rollback: async () => (ensureOpen(), end(false)),
      listen: () => Promise.reject(new Error('PGlite thread: listen does not cross the thread')),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.#failure === null) await this.#call({ op: 'close' });
    this.#failure ??= new Error('the database thread is closed');
    await this.#worker.terminate();
  }
}

/** For Drizzle's PGlite driver, which is typed for PGlite itself; the calls it makes are above. */
export function asPglite(thread: PgliteThread): PGlite {
  return thread as unknown as PGlite;
}
