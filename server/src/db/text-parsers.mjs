// @ts-check
/**
 * Drizzle's PGlite driver asks every query to read dates, timestamps and intervals as the
 * database's text, by passing parsers; PGlite merges a query's parsers into its own ~320 (one per
 * type and array type) on every such query — 68 µs a query on a 2-core machine (1 Dec 2026), more
 * than a small query itself. So the database thread's PGlite (pglite-worker.mjs) reads those types
 * as text by default, and a query asking for exactly that set passes no parsers. A query asking for
 * another set (none, say) gets PGlite's own parsers back for the rest, so its answer is what PGlite
 * alone would give. In-process PGlite (the tests) keeps Drizzle's parsers per query: the same change
 * there did not move the server suite's time (88.6 → 89.5 s). Plain JavaScript for the worker.
 */
import { types } from '@electric-sql/pglite';

/** The column types Drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js). */
export const DRIZZLE_TEXT_TYPES = Object.freeze([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (/** @type {string} */ value) => value;
const PROBE = '\u0000probe';
const keyOf = (/** @type {readonly number[]} */ list) => [...list].sort((a, b) => a - b).join(',');

/**
 * The column types a query's parsers ask to read as text; throws on any other parser (the thread
 * cannot carry a function) and on serializers, blobs and notices.
 * @param {import('@electric-sql/pglite').QueryOptions | undefined} options
 * @returns {number[]}
 */
export function textTypesOf(options) {
  if (options?.serializers !== undefined || options?.blob !== undefined || options?.onNotice !== undefined) {
    throw new Error('PGlite: serializers, blobs and notices do not cross the database thread');
  }
  return Object.entries(options?.parsers ?? {}).map(([type, parser]) => {
    if (parser(PROBE, Number(type)) !== PROBE) {
      throw new Error(`PGlite: the parser of type ${type} is not "as text"`);
    }
    return Number(type);
  });
}

/**
 * Makes `db` read `textTypes` as text by default; answers the parsers a query asking for `wanted`
 * must pass (undefined for exactly `textTypes`).
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {readonly number[]} textTypes
 * @returns {(wanted: readonly number[]) => import('@electric-sql/pglite').ParserOptions | undefined}
 */
export function readAsText(db, textTypes) {
  const own = { ...db.parsers };
  Object.assign(db.parsers, Object.fromEntries(textTypes.map((type) => [type, asText])));
  const defaultKey = keyOf(textTypes);
  /** @type {Map<string, import('@electric-sql/pglite').ParserOptions>} */
  const others = new Map();
  return (wanted) => {
    const key = keyOf(wanted);
    if (key === defaultKey) return undefined;
    const known = others.get(key);
    if (known !== undefined) return known;
    const set = new Set(wanted);
    /** @type {import('@electric-sql/pglite').ParserOptions} */
    const parsers = Object.fromEntries(
      [...new Set([...textTypes, ...wanted])].map((type) => [
        type,
        set.has(type) ? asText : (own[type] ?? types.parsers[type] ?? asText),
      ]),
    );
    others.set(key, parsers);
    return parsers;
  };
}
