/**
 * After `npm ci`: makes the migrated PGlite cluster template (server/src/db/pglite-template.ts), so
 * the first `npm start` copies a migrated database instead of running initdb and every migration,
 * and, outside production, today's seeded demo (server/src/db/seed/demo-template.ts), so a fresh
 * `npm start` today copies the demo instead of seeding it (~10 s more here, ~6 s less there). Never
 * fails the install: without tsx (a production install) or on any error, the first start makes the
 * cluster template itself and seeds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
if (process.env.CORPBANK_SKIP_TEMPLATE === '1' || !existsSync(join(root, 'node_modules', 'tsx')))
  process.exit(0);
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '-e',
    [
      "const { ensureClusterTemplate } = await import('./server/src/db/client.ts');",
      'await ensureClusterTemplate();',
      "const { loadConfig } = await import('./server/src/config.ts');",
      'const config = (() => { try { return loadConfig(process.env); } catch { return null; } })();',
      'if (config !== null && !config.production) {',
      "  const { systemClock } = await import('./server/src/clock.ts');",
      "  const { ensureDemoTemplate } = await import('./server/src/db/seed/demo-template.ts');",
      '  await ensureDemoTemplate({ ...config, clock: systemClock, sharedBuffersMb: config.pgliteSharedBuffersMb });',
      '}',
    ].join('\n'),
  ],
  { cwd: root, stdio: 'inherit' },
);
if (result.status !== 0) console.warn('The database template was not made now; the first start makes it.');
