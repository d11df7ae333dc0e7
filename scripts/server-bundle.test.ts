import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type * as ServerModule from '../server/src/main.ts';
import { loadServer, serverBundlePath } from './server-bundle.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'corpbank-bundle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server bundle `npm start` runs (issue 18, fresh start)', () => {
  it(
    'migrates and serves from the bundle, finding files from each source’s own address',
    { timeout: 120_000 },
    async () => {
      const server = (await loadServer()) as typeof ServerModule;
      const bundle = readFileSync(serverBundlePath() as string, 'utf8');
      // No source's import.meta.url is left to mean the bundle's own folder.
      expect(bundle).not.toContain('import.meta.url');
      expect(bundle).toContain('/server/src/db/client.ts"');
      const running = await server.startServer({
        env: { NODE_ENV: 'test', CAPTCHA: 'off', DIST_DIR: join(dataDir, 'no-dist') },
        dataDir,
        port: 0,
        host: '127.0.0.1',
        signer: false,
        quiet: true,
      });
      try {
        expect((await fetch(`${running.url}/api/v2/health`)).status).toBe(200);
      } finally {
        await running.close();
      }
    },
  );
});
