/**
 * A selection read as one JSON text per row (issue 18, fast lists under load). A driver turns every
 * cell of a result into a value on its own — PGlite copies each cell's bytes before decoding it —
 * so a page of 20 wide rows (the soum payment list: 53 columns) cost over a thousand decodings,
 * about 40% of the embedded database's time for the call. `json_build_array(…)::text` makes each
 * row one cell; `read` parses it and passes every value through its column's own decoder, so a row
 * comes out exactly as Drizzle maps the same selection (modules/uzs-payment/list-rows.test.ts
 * compares the two for every seeded payment).
 *
 * Values that JSON cannot carry as the driver gives them are selected as the database's text, the
 * form Drizzle's decoders take for them: bigint (JSON numbers lose digits past 2^53), numeric,
 * dates, times, timestamps and intervals. A column type not listed below is refused when the
 * selection is built, so a new type is a failing test rather than a silently different value.
 */
import { Column, getTableColumns, is, SQL, sql, Table } from 'drizzle-orm';

/** Column classes whose JSON value is the value the driver gives (numbers, booleans, text, JSON). */
const AS_JSON = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgSerial',
  'PgSmallSerial',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgBoolean',
  'PgUUID',
  'PgJson',
  'PgJsonb',
  'PgDoublePrecision',
  'PgReal',
  'PgEnumColumn',
]);

/** Column classes selected as text, which their decoders read as the driver's text. */
const AS_TEXT = new Set([
  'PgBigInt53',
  'PgBigInt64',
  'PgBigSerial53',
  'PgBigSerial64',
  'PgNumeric',
  'PgNumericNumber',
  'PgNumericBigInt',
  'PgDate',
  'PgDateString',
  'PgTime',
  'PgTimestamp',
  'PgTimestampString',
  'PgInterval',
]);

/** A field of the selection: a table (all its columns, as a nested object), a column, or SQL. */
export type JsonRowField = Table | Column | SQL | SQL.Aliased;

interface Cell {
  readonly path: readonly [string] | readonly [string, string];
  readonly expression: SQL;
  readonly decode: (value: unknown) => unknown;
}

function columnCell(path: Cell['path'], column: Column): Cell {
  const kind = column.columnType;
  if (!AS_JSON.has(kind) && !AS_TEXT.has(kind)) {
    throw new Error(`json-row: column ${column.name} of type ${kind} has no JSON form here`);
  }
  return {
    path,
    expression: AS_TEXT.has(kind) ? sql`${column}::text` : sql`${column}`,
    decode: (value) => column.mapFromDriverValue(value),
  };
}

function cellsOf(fields: Record<string, JsonRowField>): Cell[] {
  return Object.entries(fields).flatMap(([name, field]): Cell[] => {
    if (is(field, Table)) {
      return Object.entries(getTableColumns(field)).map(([key, column]) => columnCell([name, key], column));
    }
    if (is(field, Column)) return [columnCell([name], field)];
    // SQL: its value as JSON gives it, through its own decoder (`.mapWith`), as Drizzle does; the
    // decoder is internal to Drizzle's types, not to its objects.
    const expression = is(field, SQL) ? field : field.sql;
    const { decoder } = expression as unknown as { decoder: { mapFromDriverValue(value: unknown): unknown } };
    return [{ path: [name], expression, decode: (value) => decoder.mapFromDriverValue(value) }];
  });
}

export interface JsonRow<T> {
  /** The row as one text value: select it in place of the fields. */
  readonly sql: SQL<string>;
  /** The row that text stands for, as Drizzle would map the fields. */
  read(text: string): T;
}

/**
 * `T` is the row type the caller declares for `fields` (a table's fields come out as one nested
 * object, like Drizzle's `{ payment: payments }`). Tables must not be on the nullable side of a
 * join: Drizzle would give a row of nulls there as null, this gives the object.
 */
export function jsonRow<T>(fields: Record<string, JsonRowField>): JsonRow<T> {
  const cells = cellsOf(fields);
  // PostgreSQL's limit on a function's arguments (FUNC_MAX_ARGS).
  if (cells.length > 100) throw new Error(`json-row: ${cells.length} values, at most 100`);
  return {
    sql: sql<string>`json_build_array(${sql.join(
      cells.map((cell) => cell.expression),
      sql`, `,
    )})::text`,
    read(text) {
      const values = JSON.parse(text) as unknown[];
      const row: Record<string, unknown> = {};
      cells.forEach((cell, index) => {
        const raw = values[index];
        const value = raw === null ? null : cell.decode(raw);
        if (cell.path.length === 1) {
          row[cell.path[0]] = value;
        } else {
          const [outer, inner] = cell.path;
          ((row[outer] ??= {}) as Record<string, unknown>)[inner] = value;
        }
      });
      return row as T;
    },
  };
}
