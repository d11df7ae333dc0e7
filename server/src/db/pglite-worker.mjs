// @ts-check
/**
 * The embedded database on a thread of its own (issue 18, fast lists under load): PGlite runs
 * PostgreSQL compiled to WebAssembly on the thread that calls it, so in the server's thread every
 * query's planning, execution and row parsing stopped the HTTP work (routing, mapping, JSON) on
 * the other core. Started by pglite-thread.ts, which speaks to it in the messages below; plain
 * JavaScript so a worker starts the same from the sources, the server bundle and the tests.
 *
 * In:  { id, op: 'query', text, params, rowMode, textTypes, tx? }  — tx: inside that transaction
 *      { id, op: 'exec', text, tx? }
 *      { id, op: 'begin' }                                       — answers the transaction's id
 *      { id, op: 'end', tx, commit }                             — COMMIT (true) or ROLLBACK
 *      { id, op: 'close' }
 * Out: { id, value } or { id, error: { message, name, stack, fields } }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { readAsText } from './text-parsers.mjs';

if (parentPort === null) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir: string | null, startParams: string[], textTypes: number[] }} */
const options = workerData;

/** The error's own fields (code, detail, constraint, …) travel with it: structured clone drops them. */
function describe(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

const reply = (/** @type {number} */ id, /** @type {unknown} */ value) => port.postMessage({ id, value });
const fail = (/** @type {number} */ id, /** @type {unknown} */ error) =>
  port.postMessage({ id, error: describe(error) });

const db = new PGlite({
  startParams: options.startParams,
  ...(options.dataDir === null ? {} : { dataDir: options.dataDir }),
});

/** Rolls the transaction back when its caller says so (or its statements failed). */
const ROLLBACK = Symbol('rollback');

/**
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @type {Map<number, { tx: Transaction, end: (commit: boolean) => void, done: Promise<void> }>}
 */
const open = new Map();

/** @param {number | undefined} tx */
function target(tx) {
  if (tx === undefined) return db;
  const found = open.get(tx);
  if (found === undefined) throw new Error(`no open transaction ${tx}`);
  return found.tx;
}

/** @param {number} id */
function begin(id) {
  /** @type {(commit: boolean) => void} */
  let end = () => undefined;
  const ended = new Promise((resolve) => (end = resolve));
  let begun = false;
  const done = db
    .transaction(async (tx) => {
      open.set(id, { tx, end, done });
      begun = true;
      reply(id, id);
      if (!(await ended)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (error) => {
        if (error === ROLLBACK) return;
        // BEGIN itself failed: the caller still waits for the transaction's id.
        if (!begun) fail(id, error);
        throw error;
      },
    )
    .finally(() => open.delete(id));
  // Heard here too: a failed COMMIT is answered to 'end', a failed BEGIN above.
  done.catch(() => undefined);
}

/** @param {{ id: number, tx: number, commit: boolean }} message */
function end({ id, tx, commit }) {
  const found = open.get(tx);
  if (found === undefined) return fail(id, new Error(`no open transaction ${tx}`));
  found.end(commit);
  found.done.then(
    () => reply(id, null),
    (error) => fail(id, error),
  );
}

/** @param {any} message */
async function answer(message) {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query':
        return reply(
          id,
          await target(message.tx).query(message.text, message.params, {
            rowMode: message.rowMode,
            parsers: parsersFor(message.textTypes),
          }),
        );
      case 'exec':
        return reply(id, await target(message.tx).exec(message.text));
      case 'begin':
        return begin(id);
      case 'end':
        return end(message);
      case 'close':
        await db.close();
        return reply(id, null);
      default:
        throw new Error(`unknown message ${String(message.op)}`);
    }
  } catch (error) {
    fail(id, error);
  }
}

await db.waitReady;

/** The types most queries read as text are the instance's default (text-parsers.mjs). */
const parsersFor = readAsText(db, options.textTypes);

port.on('message', (message) => void answer(message));
port.postMessage({ ready: true });
