/**
 * Vacuum and statistics for PGlite, which has no autovacuum: it runs PostgreSQL in single-user
 * mode, so without this a branch database kept every dead row of every update and the planner
 * never had statistics (it guessed one row for every table). PostgreSQL servers do this themselves.
 *
 * A pass asks PostgreSQL's own counters which tables autovacuum would pick, with autovacuum's
 * default thresholds, and vacuums or analyzes them one statement each, so the server's queries
 * run in between rather than behind one long statement (docs/decisions.md, "PGlite vacuums on a
 * timer of its own").
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { startIntervalJob, type IntervalJob } from '../core/interval-job.ts';

/** autovacuum_vacuum_threshold / _scale_factor and the analyze pair, PostgreSQL's defaults. */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

export interface MaintenancePass {
  /** Tables vacuumed (and analyzed with it). */
  readonly vacuumed: string[];
  /** Tables only analyzed. */
  readonly analyzed: string[];
}

export interface TableCounters {
  readonly name: string;
  readonly live: number;
  readonly dead: number;
  readonly changed: number;
  /** pg_class.reltuples: below 0 when the table was never vacuumed or analyzed. */
  readonly estimated: number;
}

/** What a table needs, by autovacuum's rule (a never-analyzed table is analyzed once). */
export function needOf(t: TableCounters): 'vacuum' | 'analyze' | null {
  const size = Math.max(t.live, t.estimated, 0);
  if (t.dead > VACUUM_BASE + VACUUM_SCALE * size) return 'vacuum';
  if (t.estimated < 0 || t.changed > ANALYZE_BASE + ANALYZE_SCALE * size) return 'analyze';
  return null;
}

/** One pass over the public tables of a PGlite database. */
export async function maintainPglite(db: Db): Promise<MaintenancePass> {
  // Single-user PostgreSQL keeps a session's counters until it is told to flush them.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  // Both drivers (node-postgres, PGlite) answer raw SQL as { rows }.
  const found = (await db.execute(sql`
    select s.relname as name, s.n_live_tup::float8 as live, s.n_dead_tup::float8 as dead,
           s.n_mod_since_analyze::float8 as changed, c.reltuples::float8 as estimated
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public'
     order by s.relname`)) as unknown as { rows: TableCounters[] };
  const pass: MaintenancePass = { vacuumed: [], analyzed: [] };
  for (const table of found.rows) {
    const need = needOf(table);
    if (need === 'vacuum') {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`);
      pass.vacuumed.push(table.name);
    } else if (need === 'analyze') {
      await db.execute(sql`analyze ${sql.identifier(table.name)}`);
      pass.analyzed.push(table.name);
    }
  }
  return pass;
}

/** A pass every `intervalMs` (never two at once); errors are reported, never fatal. */
export function startPgliteMaintenance(
  db: Db,
  intervalMs: number,
  onError: (error: unknown) => void,
): IntervalJob {
  return startIntervalJob(() => maintainPglite(db), intervalMs, onError);
}
