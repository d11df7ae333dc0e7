import { sql } from 'drizzle-orm';
import { customType, integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonRow } from './json-row.ts';

// The list's own comparison with Drizzle's mapping is modules/uzs-payment/list-rows.test.ts.
describe('jsonRow', () => {
  it('refuses a column type it has no JSON form for, when the selection is built', () => {
    const bytes = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });
    const files = pgTable('files', { id: integer('id'), body: bytes('body') });
    expect(() => jsonRow({ file: files })).toThrow(/body of type PgCustomColumn/);
    expect(() => jsonRow({ id: files.id })).not.toThrow();
  });

  it('refuses more values than a PostgreSQL function takes', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`v${i}`, sql`1`]));
    expect(() => jsonRow(many)).toThrow(/at most 100/);
  });

  it('reads SQL values through their own decoder and nests a table’s columns', () => {
    const t = pgTable('t', { id: integer('id'), n: integer('n') });
    const row = jsonRow<{ t: { id: number; n: number | null }; twice: number }>({
      t,
      twice: sql`2`.mapWith((value: number) => value * 2),
    });
    expect(row.read('[1, null, 2]')).toEqual({ t: { id: 1, n: null }, twice: 4 });
  });
});
