/**
 * A new version deployed while the app is open. This journey starts its own server on a copy of
 * the build (the shared e2e server's files must not change under the other journeys), opens the
 * app, then "deploys": the service worker script changes on disk, exactly what a new build does to
 * sw.js (its precache manifest lists new revisions). The app finds it, shows the update toast, and
 * applying waits for the dirty form — the typed text survives until the form is clean.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInHome } from '../support.ts';

// About the service worker (or a reload it serves): the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

let server: ChildProcess | undefined;
let folder: string;
let baseURL: string;

// The update flow does not depend on the layout and its own server is costly: phone only (tag).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _browserName }, info) => {
  // A fresh database: copied from today's demo template when `npm ci` made it, else migrated and
  // seeded (every demo password hashed): allow for a busy machine.
  info.setTimeout(180_000);
  const ownPort = Number(process.env.E2E_PORT ?? 8099) + 3 + info.parallelIndex;
  baseURL = `http://127.0.0.1:${ownPort}`;
  folder = mkdtempSync(join(tmpdir(), 'corpbank-update-'));
  cpSync(process.env.E2E_DIST_DIR ?? 'dist', join(folder, 'dist'), { recursive: true });
  // As `npm start` runs it (the server's bundle; dist/ is built, so nothing is rebuilt).
  server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(ownPort),
      CAPTCHA: 'off',
      NODE_ENV: 'test',
      DATA_DIR: join(folder, 'data'),
      DIST_DIR: join(folder, 'dist'),
      SIGNER_WS_PORT: String(ownPort + 20_000),
      SIGNER_HTTP_PORT: String(ownPort + 20_001),
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/v2/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 170_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  // Nothing was started when beforeAll failed early.
  if (server === undefined) return;
  server.kill();
  rmSync(folder, { recursive: true, force: true });
});

test(
  'a new version shows the toast; Update waits for the dirty form and keeps the typed text',
  { tag: '@phone-only' },
  async ({ browser }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInHome(page, 'accountant');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.goto('/settings/change-password');
    const old = page.getByTestId('cp-old').locator('input');
    await old.fill('typed but not sent');

    appendFileSync(join(folder, 'dist', 'sw.js'), `\n// deployed ${Date.now()}\n`);
    // Reconnecting is one of the moments the app checks for a new version.
    await context.setOffline(true);
    await context.setOffline(false);

    const toast = page.getByTestId('update-toast');
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('update-apply').click();
    await expect(toast).toContainText(/форму/);
    await page.waitForTimeout(500);
    await expect(old).toHaveValue('typed but not sent');

    // Clearing the form lets the waiting version in: the page reloads under the new service worker.
    const reloaded = page.waitForEvent('framenavigated');
    await old.fill('');
    await reloaded;
    await expect(page.getByTestId('cp-submit')).toBeVisible();
    await expect(toast).toBeHidden();
    await context.close();
  },
);
