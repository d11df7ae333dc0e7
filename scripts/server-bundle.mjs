/**
 * The server as one ES module (issue 18, fresh start). `npm start` (scripts/start.mjs) imports a
 * bundle of server/src and contracts made by esbuild, in a process without tsx's loader: through
 * tsx, the ~560 TypeScript sources and every package import passed the loader's hooks one by one,
 * 1.7–2.1 s of a 4.4–5 s start on two cores; the bundle loads in 0.7–0.9 s. Packages stay external
 * (node_modules, resolved as before).
 *
 * The bundle is rebuilt (~1 s) when a source is newer than it. Each source's `import.meta.url` is
 * written into it as that file's own address, so the migrations, the template cache and package
 * files are found as from the sources; the bundle's name carries the checkout's path for that reason.
 * It is written beside its place and renamed in, so a concurrent start never reads half of it. When
 * it cannot be built, the sources are loaded through tsx, as before.
 * docs/decisions.md "The server starts from a bundle".
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = join(import.meta.dirname, '..');
const sources = ['server/src', 'contracts', 'package-lock.json', 'scripts/server-bundle.mjs'];

/** Where this checkout's bundle lives (it may not be there yet). */
export function serverBundlePath() {
  const key = createHash('sha256').update(root).digest('hex').slice(0, 12);
  return join(root, 'node_modules', '.cache', 'corpbank-server', `main-${key}.mjs`);
}

/** @param {string} outfile */
async function buildBundle(outfile) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'server', 'src', 'main.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-import-meta-url',
        setup(plugin) {
          // `new URL('./migrations', import.meta.url)` still names server/src/db/migrations.
          plugin.onLoad({ filter: /\.ts$/ }, async (args) => {
            const text = await readFile(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const own = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
          });
        },
      },
    ],
  });
  mkdirSync(dirname(outfile), { recursive: true });
  // The map first, then the module: a module in place always has its map.
  const files = [
    ...result.outputFiles.filter((file) => file.path.endsWith('.map')),
    ...result.outputFiles.filter((file) => !file.path.endsWith('.map')),
  ];
  for (const file of files) {
    const partial = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.partial`);
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

/**
 * The server's module (server/src/main.ts): from the bundle, made first when it is missing or older
 * than a source.
 * @returns {Promise<typeof import('../server/src/main.ts')>}
 */
export async function loadServer() {
  const bundle = serverBundlePath();
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (newestMtime(bundle) <= changedAt) {
    try {
      await buildBundle(bundle);
    } catch (error) {
      console.warn(`The server bundle was not made (${String(error)}); loading the sources through tsx.`);
      const { register } = await import('tsx/esm/api');
      register();
      return import('../server/src/main.ts');
    }
  }
  // Stack traces name the sources (server/src/…), not lines of the bundle.
  process.setSourceMapsEnabled(true);
  return import(pathToFileURL(bundle).href);
}
