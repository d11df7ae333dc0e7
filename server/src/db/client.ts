/**
 * Opens the one database the server uses: embedded PGlite (a data folder, or memory for tests) or
 * PostgreSQL when a connection string is given. Both speak the same dialect, run the same committed
 * migrations and are used through the same Drizzle type, so no code above this file knows which.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readClusterTemplate, writeClusterTemplate } from './pglite-template.ts';
import { backfillCardTokens } from './card-number-backfill.ts';

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
  | {
      readonly kind: 'pglite';
      readonly folder: string | null;
      readonly loadDataDir?: Blob;
      /** shared_buffers in MB; DEFAULT_PGLITE_SHARED_BUFFERS_MB when absent. */
      readonly sharedBuffersMb?: number;
    };

/**
 * PGlite's buffer pool. PostgreSQL's 128 MB default is mapped and touched at start inside the
 * WebAssembly memory: ~95 MB of resident memory for a demo or branch database whose whole data
 * folder (base/) is ~30 MB after the seed. 48 MB keeps all of it cached; a larger PGlite database
 * raises it with PGLITE_SHARED_BUFFERS_MB (PostgreSQL deployments set their own).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 48;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

async function openPglite(
  folder: string | null,
  loadDataDir: Blob | undefined,
  sharedBuffersMb: number,
): Promise<PGlite> {
  const client = new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
    ...(folder === null ? {} : { dataDir: folder }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  await client.waitReady;
  return client;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // Loaded only for PostgreSQL: a PGlite server never needs the driver (~16 MB resident).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, terminated backend) is reported here;
    // the pool discards it and the next query connects afresh. Unheard, it would crash the process.
    pool.on('error', (error) => console.warn(`Idle database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(db, { migrationsFolder });
        await backfillCardTokens(db);
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (target.folder !== null) mkdirSync(target.folder, { recursive: true });
  // A new database (no data folder yet, or in memory) starts from the migrated cluster template
  // when there is one (pglite-template.ts); without one, the first migration run makes it.
  const fresh =
    target.loadDataDir === undefined &&
    (target.folder === null || !existsSync(join(target.folder, 'PG_VERSION')));
  const template = fresh ? readClusterTemplate() : undefined;
  // Only whether there was one outlives the start: the closures below must not keep the ~45 MB
  // tarball alive for the life of the server (issue 18, resident memory).
  const makeTemplate = fresh && template === undefined;
  const client = await openPglite(
    target.folder,
    target.loadDataDir ?? template,
    target.sharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  );
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      // Before the template is written: a fresh cluster must not keep the backfill table.
      await backfillCardTokens(db);
      if (makeTemplate) await writeClusterTemplate(await client.dumpDataDir('none'));
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
