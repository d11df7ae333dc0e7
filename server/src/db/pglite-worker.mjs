// @ts-check
/**
 * The embedded database on a thread of its own (issue 18, fast lists under load): PGlite runs
 * PostgreSQL compiled to WebAssembly on the thread that calls it, so in the server's thread every
 * query's planning, execution and row parsing stopped the HTTP work (routing, mapping, JSON) on
 * the other core. Started by pglite-thread.ts, which speaks to it in the messages below; plain
 * JavaScript so a worker starts the same from the sources, the server bundle and the tests.
 *
 * In:  { id, op: 'query', text, params, rowMode, rawTypes, tx? }  — tx: inside that transaction
 *      { id, op: 'exec', text, tx? }
 *      { id, op: 'begin' }                                       — answers the transaction's id
 *      { id, op: 'end', tx, commit }                             — COMMIT (true) or ROLLBACK
 *      { id, op: 'close' }
 * Out: { id, value } or { id, error: { message, name, stack, fields } }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types as pgTypes } from '@electric-sql/pglite';

if (parentPort === null) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir: string | null, startParams: string[], textTypes: number[] }} */
const options = workerData;

/** Columns of these types reach the caller as the database's text (Drizzle parses them itself). */
const asText = (/** @type {string} */ value) => value;
const keyOf = (/** @type {readonly number[]} */ types) => [...types].sort((a, b) => a - b).join(',');

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
            parsers: parsersFor(message.rawTypes),
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

/**
 * The instance reads `textTypes` as text, so a query that asks for exactly those passes no parsers:
 * PGlite merges a query's parsers into its own ~320 (one per type and array type) on every query,
 * 68 µs a query on this machine (1 Dec 2026), and Drizzle asks the same of every query. Another set
 * gets the instance's parsers back for the types it does not ask for (made once per set).
 */
const ownParsers = { ...db.parsers };
Object.assign(db.parsers, Object.fromEntries(options.textTypes.map((type) => [type, asText])));
const instanceKey = keyOf(options.textTypes);
/** @type {Map<string, import('@electric-sql/pglite').ParserOptions>} */
const otherSets = new Map();

/** @param {number[]} types */
function parsersFor(types) {
  const key = keyOf(types);
  if (key === instanceKey) return undefined;
  let parsers = otherSets.get(key);
  if (parsers === undefined) {
    const wanted = new Set(types);
    /** @type {import('@electric-sql/pglite').ParserOptions} */
    const made = Object.fromEntries(
      [...new Set([...options.textTypes, ...types])].map((type) => [
        type,
        wanted.has(type) ? asText : (ownParsers[type] ?? pgTypes.parsers[type] ?? asText),
      ]),
    );
    otherSets.set(key, made);
    parsers = made;
  }
  return parsers;
}

port.on('message', (message) => void answer(message));
port.postMessage({ ready: true });
