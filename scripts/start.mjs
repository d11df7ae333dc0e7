/**
 * `npm start`: builds the PWA when dist/ is missing or older than its sources, then runs the
 * server (migrate, seed the demo on first start, serve app and API, start the signer simulator)
 * from its bundle (scripts/server-bundle.mjs). Plain JavaScript, run without tsx: the server's
 * process then loads no module through tsx's loader (issue 18, fresh start).
 */
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { newestMtime } from './newest-mtime.mjs';

const root = join(import.meta.dirname, '..');
const sources = [
  'src',
  'contracts',
  'locales',
  'public',
  'sw',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/vite',
];

const builtAt = newestMtime(join(root, 'dist', 'index.html'));
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building the app…' : 'Sources changed since the last build: rebuilding the app…',
  );
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { loadServer } = await import('./server-bundle.mjs');
const { main } = await loadServer();
await main();
