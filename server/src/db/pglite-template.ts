/**
 * A migrated, empty PGlite cluster kept on disk as a cleanly shut-down data folder, so a new
 * database starts by copying it instead of running initdb and every migration (issue 18, fresh
 * start: initdb alone took 2.7 s of a 10 s first start on two cores). The folder is keyed by the
 * PGlite version and the migrations' journal, so another version or another branch's migrations
 * never start from it; it holds no data (the demo is seeded after), only what initdb and the
 * migrations make. It lives in node_modules/.cache, made by `npm ci` (scripts/postinstall.mjs) or by
 * the first start without it. docs/decisions.md "Fresh start from a cluster template".
 *
 * A folder, not PGlite's tarball (`dumpDataDir` / `loadDataDir`): unpacking the ~45 MB tarball
 * inside PGlite took 2.3–2.8 s and left the process ~130 MB larger for its life (the tarball, its
 * copies and the WebAssembly memory the unpacking touched); a file copy takes a few tenths and the
 * database then opens as on any later start.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cacheFolder = join(root, 'node_modules', '.cache', 'corpbank-pglite');
const migrationsJournal = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // …/node_modules/@electric-sql/pglite/dist/index.cjs → the package's own package.json.
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The key of this PGlite and these migrations: every template made from them carries it. */
export function clusterKey(): string {
  return createHash('sha256')
    .update(pgliteVersion())
    .update(readFileSync(migrationsJournal))
    .digest('hex')
    .slice(0, 16);
}

/** The migrated, empty template's folder for this PGlite and these migrations (it may not exist yet). */
export function clusterTemplateFolder(): string {
  return join(cacheFolder, `cluster-${clusterKey()}`);
}

/**
 * A template that also holds data (the demo of a given day, seed/demo-template.ts): named by the
 * cluster's key and the caller's own key, so new migrations never start from an old one.
 */
export function dataTemplateFolder(kind: string, key: string): string {
  return join(cacheFolder, `${kind}-${clusterKey()}-${key}`);
}

/** A folder is a finished template once PostgreSQL's version file is in it (renamed in whole). */
export function isCluster(folder: string): boolean {
  return existsSync(join(folder, 'PG_VERSION'));
}

/**
 * Copies `template` into `target`, which must be absent or empty; false when the template is not
 * there. The copy is made beside `target` and renamed into place, so a start stopped halfway leaves
 * no folder that looks like a cluster but lacks files.
 */
export function copyTemplate(template: string, target: string): boolean {
  if (!isCluster(template)) return false;
  const partial = `${target}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(template, partial, { recursive: true });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return true;
}

/**
 * Makes `template`: `build` makes a cluster in the folder it is given and shuts it down cleanly. It
 * is built beside the template and renamed into place, so a concurrent start never copies half a
 * cluster; when another start finished first, its template is kept. Then the older templates of the
 * same kind (the name before the key: other versions, migrations, days) are removed.
 */
export async function makeTemplate(
  template: string,
  build: (folder: string) => Promise<void>,
): Promise<void> {
  const folder = dirname(template);
  mkdirSync(folder, { recursive: true });
  const partial = `${template}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    await build(partial);
    try {
      renameSync(partial, template);
    } catch (error) {
      // Another start renamed its template into place first: that one is as good.
      if (!isCluster(template)) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  const kind = `${basename(template).split('-')[0] ?? ''}-`;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (path !== template && name.startsWith(kind) && !name.endsWith('.partial')) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}
