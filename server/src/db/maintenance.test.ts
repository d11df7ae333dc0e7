import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from './client.ts';
import { maintainPglite, needOf } from './maintenance.ts';

// A copy of the migrated cluster template (a fresh in-memory PGlite spends seconds in initdb).
const folder = mkdtempSync(join(tmpdir(), 'corpbank-maintenance-test-'));
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', folder: join(folder, 'pglite') });
  db = database.db;
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

async function counters(table: string) {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await db.execute(sql`
    select s.n_dead_tup::int as dead, c.reltuples::int as estimated,
           (select count(*)::int from pg_statistic where starelid = s.relid) as statistics
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.relname = ${table}`)) as unknown as {
    rows: { dead: number; estimated: number; statistics: number }[];
  };
  return rows[0];
}

describe('PGlite maintenance (no autovacuum in single-user PostgreSQL)', () => {
  it('uses autovacuum’s default thresholds', () => {
    const quiet = { name: 't', live: 1000, dead: 250, changed: 150, estimated: 1000 };
    expect(needOf(quiet)).toBeNull();
    expect(needOf({ ...quiet, dead: 251 })).toBe('vacuum');
    expect(needOf({ ...quiet, changed: 151 })).toBe('analyze');
    // Never vacuumed or analyzed: analyzed once, even when empty.
    expect(needOf({ ...quiet, live: 0, dead: 0, changed: 0, estimated: -1 })).toBe('analyze');
  });

  it('vacuums a table full of dead rows, analyzes a new one, and then leaves both alone', async () => {
    await db.execute(sql`create table churned (id int primary key, note text)`);
    await db.execute(sql`create table fresh (id int primary key)`);
    await db.execute(sql`insert into churned select g, g::text from generate_series(1, 1000) g`);
    await db.execute(sql`insert into fresh select g from generate_series(1, 10) g`);
    // The migrated tables were never analyzed either: this first pass analyzes them all.
    const first = await maintainPglite(db);
    expect(first.vacuumed).toEqual([]);
    expect(first.analyzed).toEqual(expect.arrayContaining(['churned', 'fresh', 'payments', 'users']));
    expect(await counters('churned')).toMatchObject({ estimated: 1000, statistics: 2 });

    await db.execute(sql`update churned set note = note || '!' where id <= 600`);
    expect((await counters('churned'))?.dead).toBe(600);
    const second = await maintainPglite(db);
    expect(second).toEqual({ vacuumed: ['churned'], analyzed: [] });
    expect((await counters('churned'))?.dead).toBe(0);

    expect(await maintainPglite(db)).toEqual({ vacuumed: [], analyzed: [] });
  });
});
