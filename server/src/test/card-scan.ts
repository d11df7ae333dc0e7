/**
 * The card-number scan of issue 23 ("a test scans the database, logs and exports of a run for any
 * 16-digit PAN"), shared by the areas that handle cards: every base table of the public schema
 * read as JSON text (so jsonb, arrays and every text column are seen) and any answer or export
 * text, searched for the numbers a test used and for any Luhn-valid 16-digit run.
 */
import { sql } from 'drizzle-orm';
import { luhnValid } from '../../../contracts/api/wage.ts';
import type { Db } from '../db/client.ts';

const SIXTEEN = /(?<![0-9A-Za-z])\d{16}(?![0-9A-Za-z])/g;

/** Card numbers in a text: the known ones, and any Luhn-valid 16-digit run. */
export function cardNumbersIn(text: string, known: readonly string[] = []): string[] {
  const found = known.filter((pan) => text.includes(pan));
  for (const m of text.matchAll(SIXTEEN)) if (luhnValid(m[0]) && !found.includes(m[0])) found.push(m[0]);
  return found;
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** `table: number` for every card number kept in clear in any table (audit log, idempotency store included). */
export async function cardNumbersInDatabase(db: Db, known: readonly string[] = []): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const found: string[] = [];
  for (const { table_name: name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as row from "${name}" t`)),
    );
    for (const { row } of rows) for (const pan of cardNumbersIn(row, known)) found.push(`${name}: ${pan}`);
  }
  return found;
}
