/**
 * Opens the one database the server uses: embedded PGlite (a data folder, or memory for tests) or
 * PostgreSQL when a connection string is given. Both speak the same dialect, run the same committed
 * migrations and are used through the same Drizzle type, so no code above this file knows which.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { clusterTemplateFolder, copyTemplate, isCluster, makeTemplate } from './pglite-template.ts';
import { backfillCardTokens } from './card-number-backfill.ts';
import { asPglite, PgliteThread } from './pglite-thread.ts';
import { maintainPglite } from './maintenance.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string }
  /** folder null: in memory, gone when closed (initdb and every migration; no template). */
  | {
      readonly kind: 'pglite';
      readonly folder: string | null;
      /** shared_buffers in MB; DEFAULT_PGLITE_SHARED_BUFFERS_MB when absent. */
      readonly sharedBuffersMb?: number;
      /**
       * A template with data (ensureDataTemplate) a new folder starts from when it is there, instead
       * of the empty migrated one; asked only for a new folder (its key may take a moment to make).
       */
      readonly dataTemplate?: () => string;
      /**
       * PGlite on a worker thread of its own (pglite-thread.ts): the server's choice, so queries
       * run on one core while routing, mapping and JSON run on the other. Tests and scripts keep it
       * in their thread (the default): a round trip to the thread costs about 0.1 ms, which work
       * that runs one query after another pays on every query.
       */
      readonly thread?: boolean;
    };

/**
 * PGlite's buffer pool. PostgreSQL's 128 MB default is mapped and touched at start inside the
 * WebAssembly memory: ~95 MB of resident memory for a demo or branch database whose whole data
 * folder (base/) is ~30 MB after the seed. 48 MB keeps all of it cached; a larger PGlite database
 * raises it with PGLITE_SHARED_BUFFERS_MB (PostgreSQL deployments set their own).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 48;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const startParamsFor = (sharedBuffersMb: number) => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${sharedBuffersMb}MB`,
];

async function openPglite(folder: string | null, sharedBuffersMb: number): Promise<PGlite> {
  const client = new PGlite({
    startParams: startParamsFor(sharedBuffersMb),
    ...(folder === null ? {} : { dataDir: folder }),
  });
  await client.waitReady;
  return client;
}

async function openPgliteThread(folder: string | null, sharedBuffersMb: number): Promise<PGlite> {
  const thread = new PgliteThread({ dataDir: folder, startParams: startParamsFor(sharedBuffersMb) });
  await thread.waitReady;
  return asPglite(thread);
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
  const sharedBuffersMb = target.sharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB;
  if (target.folder !== null) await startFromTemplate(target.folder, sharedBuffersMb, target.dataTemplate);
  const client = await (target.thread === true ? openPgliteThread : openPglite)(
    target.folder,
    sharedBuffersMb,
  );
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateAll(db),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** The committed migrations, then the data fixes that follow them (the same on both databases). */
async function migrateAll(db: PgliteDatabase): Promise<void> {
  await migratePglite(db, { migrationsFolder });
  await backfillCardTokens(db);
}

/**
 * A new data folder (no cluster in it yet) starts as a copy of the data template when there is one,
 * else of the migrated cluster template (pglite-template.ts), made first when there is none. Without
 * a template (a read-only install, a failed build) the folder is left empty: PGlite runs initdb and
 * `migrate()` every migration.
 */
async function startFromTemplate(
  folder: string,
  sharedBuffersMb: number,
  dataTemplate: (() => string) | undefined,
): Promise<void> {
  if (isCluster(folder)) return;
  mkdirSync(dirname(folder), { recursive: true });
  if (dataTemplate !== undefined && copyTemplate(dataTemplate(), folder)) return;
  if (!copyTemplate(clusterTemplateFolder(), folder) && (await ensureClusterTemplate(sharedBuffersMb))) {
    copyTemplate(clusterTemplateFolder(), folder);
  }
  // No template: PGlite makes its cluster in the folder, which must exist.
  mkdirSync(folder, { recursive: true });
}

/** Opens the cluster in `folder` (made when empty), migrates it, fills it, and shuts it down cleanly. */
async function migrateIn(
  folder: string,
  sharedBuffersMb: number,
  fill?: (db: Db) => Promise<void>,
): Promise<void> {
  const client = await openPglite(folder, sharedBuffersMb);
  try {
    const db = drizzlePglite({ client });
    await migrateAll(db);
    await fill?.(db);
    // A template carries its statistics: a database started from it plans with them at once.
    if (fill !== undefined) await maintainPglite(db);
  } finally {
    await client.close();
  }
}

/**
 * Makes the migrated cluster template when this PGlite and these migrations have none yet (`npm ci`
 * calls it, scripts/postinstall.mjs); false when it could not be made, which never stops a start.
 */
export async function ensureClusterTemplate(
  sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB,
): Promise<boolean> {
  const template = clusterTemplateFolder();
  if (isCluster(template)) return true;
  try {
    await makeTemplate(template, (partial) => migrateIn(partial, sharedBuffersMb));
    return true;
  } catch (error) {
    console.warn(`The database template was not made (${String(error)}); migrating a new cluster.`);
    return false;
  }
}

/**
 * Makes `template` (a dataTemplateFolder) when it is not there: a copy of the migrated cluster
 * template, migrated and filled by `fill`, shut down cleanly. A data folder opened with it as its
 * `dataTemplate` then starts with that data. False when it could not be made (never fatal).
 */
export async function ensureDataTemplate(
  template: string,
  fill: (db: Db) => Promise<void>,
  sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB,
): Promise<boolean> {
  if (isCluster(template)) return true;
  if (!(await ensureClusterTemplate(sharedBuffersMb))) return false;
  try {
    await makeTemplate(template, async (partial) => {
      if (!copyTemplate(clusterTemplateFolder(), partial)) throw new Error('no cluster template');
      await migrateIn(partial, sharedBuffersMb, fill);
    });
    return true;
  } catch (error) {
    console.warn(`The data template was not made (${String(error)}).`);
    return false;
  }
}
