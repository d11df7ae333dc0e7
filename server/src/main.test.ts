import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './main.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'corpbank-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Always the embedded database in a folder: this is what `npm start` does.
const env = { NODE_ENV: 'test', CAPTCHA: 'off', DIST_DIR: join(dataDir, 'no-dist') };

function signIn(url: string, password: string): Promise<Response> {
  return fetch(`${url}/api/v2/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'head', password, code: 'x', captchaId: crypto.randomUUID() }),
  });
}

/** The head's payment list, through the server's database thread (pglite-thread.ts). */
async function paymentCount(url: string, signedIn: Response): Promise<number> {
  const { data } = (await signedIn.json()) as { data: { accessToken: string } };
  const response = await fetch(`${url}/api/v2/uzs-payment/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { list: unknown[] } }).data.list.length;
}

describe('startServer', () => {
  // Migrates and seeds a real data folder, as `npm start` does: slow on a loaded machine.
  it(
    'serves on an ephemeral port, and the data folder survives a restart',
    { timeout: 120_000 },
    async () => {
      const first = await startServer({
        env,
        dataDir,
        port: 0,
        host: '127.0.0.1',
        signer: false,
        quiet: true,
      });
      try {
        expect((await fetch(`${first.url}/api/v2/health`)).status).toBe(200);
        const signedIn = await signIn(first.url, 'Bank#2026');
        expect(signedIn.status).toBe(200);
        expect(await paymentCount(first.url, signedIn)).toBeGreaterThan(0);
      } finally {
        await first.close();
      }
      // A different DEMO_PASSWORD on restart changes nothing: the demo is seeded only once.
      const second = await startServer({
        env: { ...env, DEMO_PASSWORD: 'Other#2027' },
        dataDir,
        port: 0,
        host: '127.0.0.1',
        signer: false,
        quiet: true,
      });
      try {
        expect((await signIn(second.url, 'Bank#2026')).status).toBe(200);
        const last = await fetch(`${second.url}/api/v2/health`);
        expect(((await last.json()) as { data: { database: string } }).data.database).toBe('pglite');
      } finally {
        await second.close();
      }
    },
  );

  it('refuses to start in production with CAPTCHA=off', async () => {
    await expect(
      startServer({
        env: {
          NODE_ENV: 'production',
          CAPTCHA: 'off',
          WEBAUTHN_RP_ID: 'bank.example',
          WEBAUTHN_ORIGINS: 'https://bank.example',
        },
        quiet: true,
      }),
    ).rejects.toThrow(/CAPTCHA=off/);
  });
});
