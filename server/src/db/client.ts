/**
 * Opens the one database the server uses: embedded PGlite (a data folder, or memory for tests) or
 * PostgreSQL when a connection string is given. Both speak the same dialect, run the same committed
 * migrations and are used through the same Drizzle type, so no code above this file knows which.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other databases from (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string }
  /** folder null: in memory, gone when closed; loadDataDir: start from a dumped data folder. */
  | { readonly kind: 'pglite'; readonly folder: string | null; readonly loadDataDir?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, terminated backend) is reported here;
    // the pool discards it and the next query connects afresh. Unheard, it would crash the process.
    pool.on('error', (error) => console.warn(`Idle database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (target.folder !== null) mkdirSync(target.folder, { recursive: true });
  const client = new PGlite({
    ...(target.folder === null ? {} : { dataDir: target.folder }),
    ...(target.loadDataDir === undefined ? {} : { loadDataDir: target.loadDataDir }),
  });
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
