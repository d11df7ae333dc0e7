/**
 * A migrated, empty PGlite cluster kept on disk, so a new database starts by unpacking it instead of
 * running initdb and every migration (issue 18, fresh start: initdb alone took 2.7 s of a 10 s first
 * start on two cores; unpacking takes a few tenths). The file is keyed by the PGlite version and the
 * migrations' journal, so another version or another branch's migrations never start from it; it
 * holds no data (the demo is seeded after), only what initdb and the migrations make. It lives in
 * node_modules/.cache, made by `npm ci` (scripts/postinstall.mjs) or by the first start without it.
 * docs/decisions.md "Fresh start from a cluster template".
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const folder = join(root, 'node_modules', '.cache', 'corpbank-pglite');
const migrationsJournal = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // …/node_modules/@electric-sql/pglite/dist/index.cjs → the package's own package.json.
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The template's file for this PGlite and these migrations. */
export function clusterTemplateFile(): string {
  const key = createHash('sha256')
    .update(pgliteVersion())
    .update(readFileSync(migrationsJournal))
    .digest('hex')
    .slice(0, 16);
  return join(folder, `cluster-${key}.tar`);
}

/** The template for this PGlite and these migrations, or undefined when none was made yet. */
export function readClusterTemplate(): Blob | undefined {
  const file = clusterTemplateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Keeps `dump` (a migrated database with no data yet) as the template, replacing older ones. The
 * write goes through a temporary file and a rename, so a concurrent start never reads half a file.
 */
export async function writeClusterTemplate(dump: Blob): Promise<void> {
  const file = clusterTemplateFile();
  mkdirSync(folder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(folder)) {
    if (join(folder, name) !== file && !name.endsWith('.partial'))
      rmSync(join(folder, name), { force: true });
  }
}
