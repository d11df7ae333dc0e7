/**
 * The screenshots of docs/screenshots.md (issue 17): the production build served by the real
 * server on a fresh database, started exactly as the Playwright journeys start it
 * (playwright.config.ts → scripts/e2e-server.sh), and driven with Debian's Chromium through
 * playwright-core. Phones are 375×812 with touch, the bot console a 1024×768 tablet; motion is
 * reduced as in the journeys, so the announcements strip stands still.
 *
 *   npm run screenshots                 build when dist/ is older than its sources, then shoot
 *   SCREENSHOTS_PORT=8172 npm run screenshots    another port (the signer and the fake Bot API
 *                                                take port + 10000 … + 10002)
 *
 * Writes docs/screenshots/*.png and stops the server it started. Not part of `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { startFakeBotApi } from '../server/src/modules/tgb/fake-bot-api.ts';
import { openSignedIn } from '../tests/e2e/support.ts';
import { api, apiToken, createPayment } from '../tests/e2e/payments/support.ts';
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts';

const root = join(import.meta.dirname, '..');
const out = join(root, 'docs', 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 8171);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.e2e-data-${port}`;
const BOT_TOKEN = 'e2e-bot-token';
const WEBHOOK_SECRET = 'e2e-webhook-secret';

// --- build and server, as `npm run test:e2e` and playwright.config.ts do ---------------------------

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function buildWhenStale(): void {
  const sources = ['src', 'contracts', 'locales', 'public', 'sw', 'index.html', 'vite.config.ts'];
  const builtAt = newestMtime(join(root, 'dist', 'index.html'));
  if (builtAt > 0 && Math.max(...sources.map((s) => newestMtime(join(root, s)))) <= builtAt) return;
  console.log('Building the app (npx vite build)…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

/** The environment playwright.config.ts gives its webServer, on this script's port. */
function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    CAPTCHA: 'off',
    NODE_ENV: 'test',
    RATE_LIMIT_FACTOR: '100',
    PASSWORD_HASH_COST: '10',
    DATA_DIR: dataDir,
    DIST_DIR: 'dist',
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGINS: `http://localhost:${port}`,
    SIGNER_WS_PORT: String(port + 10_000),
    SIGNER_HTTP_PORT: String(port + 10_001),
    TGB_API_BASE: `http://127.0.0.1:${port + 10_002}`,
    TGB_BOT_TOKEN: BOT_TOKEN,
    TGB_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
}

/** The server's, the signer's and the fake Bot API's ports must be free: nothing else is stopped. */
async function portsFree(): Promise<void> {
  for (const candidate of [port, port + 10_000, port + 10_001, port + 10_002]) {
    const taken = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: candidate });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (taken) throw new Error(`port ${candidate} is in use: set SCREENSHOTS_PORT to another port`);
  }
}

async function startServer(): Promise<{ child: ChildProcess; log: string[] }> {
  const log: string[] = [];
  // Its own process group, so stopping it stops the shell's node and nothing else.
  const child = spawn('bash', ['scripts/e2e-server.sh'], {
    cwd: root,
    env: serverEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/v2/health`)).ok) return { child, log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(child);
  throw new Error(`the server did not answer on ${baseURL}:\n${log.slice(-30).join('\n')}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

// --- browser ------------------------------------------------------------------------------------

const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const TABLET: BrowserContextOptions = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 };

async function newContext(
  browser: Browser,
  device: BrowserContextOptions,
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...device,
    baseURL,
    locale: 'ru-RU',
    // The bank's clients are in Tashkent: the screens' times then agree with the bank clocks.
    timezoneId: 'Asia/Tashkent',
    reducedMotion: 'reduce',
    serviceWorkers,
  });
  // tsx (esbuild, keepNames) wraps named functions in `__name(…)`, also inside functions handed to
  // page.evaluate (openSignedIn's); the page has no such helper. Playwright's runner does not do this.
  await context.addInitScript('globalThis.__name = (target) => target;');
  return context;
}

/** Nothing still loading on show: no skeleton, spinner or busy region; then a moment to paint. */
async function settled(page: Page): Promise<void> {
  const loading = page.locator('.cb-skeleton, ion-spinner, [aria-busy="true"]').filter({ visible: true });
  const deadline = Date.now() + 20_000;
  while ((await loading.count()) > 0) {
    if (Date.now() > deadline) throw new Error(`${page.url()} is still loading after 20 s`);
    await page.waitForTimeout(250);
  }
  const dialogs = page.getByText('Невозможно подключиться к сети');
  if ((await dialogs.count()) > 0) throw new Error(`${page.url()} shows the no-connection dialog`);
  await page.waitForTimeout(600);
}

async function shoot(page: Page, file: string): Promise<void> {
  await settled(page);
  const path = join(out, file);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  console.log(`${file}: ${Math.round(statSync(path).size / 1024)} KB`);
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

// --- the scenes -----------------------------------------------------------------------------------

/** A tag that makes this run's data findable, as the journeys' uniqueTag does. */
const tag = `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();

/** Three payments of the main organisation handed over for signature by the accountant. */
async function paymentsToSign(request: APIRequestContext): Promise<string[]> {
  const token = await apiToken(request, 'accountant');
  const made = [
    { name: `MChJ Orzu Savdo ${tag}`, sum: '12500000.00' },
    { name: `Samarqand Agro ${tag}`, sum: '3480000.00' },
    { name: `Toshkent Qurilish ${tag}`, sum: '725000.50' },
  ];
  const ids: number[] = [];
  for (const { name, sum } of made) ids.push((await createPayment(request, token, name, sum)).id);
  await api(request, token, 'uzs-payment/many-approve', { ids });
  return made.map((m) => m.name);
}

async function headOnPhone(context: BrowserContext, names: readonly string[]): Promise<void> {
  const page = await context.newPage();
  await openSignedIn(page, 'head', '/');
  await visible(page, 'home-greeting').waitFor({ timeout: 20_000 });
  await shoot(page, 'phone-home.png');

  await visible(page, 'home-to_sign').click();
  await page.waitForURL(/\/uzs-payments\?awaiting=sign$/);
  const rows = visible(page, 'table-row');
  for (const name of names) await rows.filter({ hasText: name }).first().waitFor();
  await settled(page);
  for (const name of names) {
    await rows.filter({ hasText: name }).locator('input[type="checkbox"]').check();
  }
  const summary = visible(page, 'bulk-summary');
  await summary.filter({ hasText: `${names.length} · ` }).waitFor();
  await shoot(page, 'phone-payment-list-selection.png');

  await visible(page, 'bulk-sign').click();
  const sheet = page.locator('[data-testid="sign-sheet"][data-phase="review"]');
  await sheet.waitFor();
  for (const name of names) await page.getByTestId('sign-review').filter({ hasText: name }).waitFor();
  await shoot(page, 'phone-sign-review.png');

  await page.getByTestId('sign-confirm').click();
  await page.locator('[data-testid="sign-sheet"][data-phase="done"]').waitFor({ timeout: 20_000 });
  await shoot(page, 'phone-sign-done.png');
  await page.close();
}

/** The app reopened without a connection: the service worker's copy, the kept accounts "as of". */
async function offlineReopen(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await openSignedIn(page, 'head', '/accounts');
  await visible(page, 'accounts-list').getByTestId('account-open').first().waitFor({ timeout: 20_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await settled(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('offline-banner').waitFor();
  await visible(page, 'accounts-list').getByTestId('accounts-as-of').waitFor({ timeout: 30_000 });
  await visible(page, 'account-open').first().waitFor();
  // Reads keep failing meanwhile: still no dialog over the screen.
  await page.waitForTimeout(1_500);
  if ((await page.getByRole('dialog').count()) > 0)
    throw new Error('a dialog opened over the offline screen');
  await shoot(page, 'phone-offline-reopen.png');
  await page.close();
}

let updateId = 1;
async function telegram(request: APIRequestContext, chatId: number, text: string): Promise<void> {
  const response = await request.post('/tgb/api/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': WEBHOOK_SECRET },
    data: {
      update_id: updateId++,
      message: {
        message_id: updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private' },
        from: { id: chatId, first_name: 'Dilshod' },
        text,
      },
    },
  });
  if (response.status() !== 200) throw new Error(`webhook: ${response.status()}`);
}

/** A client's appeal from the bot, opened and answered by msb_user on a tablet (tests/e2e/chat). */
async function botConsole(context: BrowserContext): Promise<void> {
  const chatId = 900_000 + Math.floor(Math.random() * 99_999);
  for (const text of [
    '/start',
    'Русский',
    '📝 Платежи',
    `Платёж № ${tag} от вчера ещё не дошёл получателю. Проверьте, пожалуйста.`,
  ]) {
    await telegram(context.request, chatId, text);
  }
  const page = await context.newPage();
  await openSignedIn(page, 'msb_user', '/tgb-chats');
  const item = visible(page, 'tgb-chat-item').filter({ hasText: tag });
  await item.waitFor({ timeout: 20_000 });
  await item.click();
  const chat = visible(page, 'tgb-conversation');
  await page.locator('[data-testid="tgb-conversation"][data-status="Ready"]').waitFor();
  await visible(page, 'tgb-start').click();
  await page.locator('[data-testid="tgb-conversation"][data-status="active"]').waitFor();
  const answer = 'Здравствуйте! Платёж исполнен банком сегодня в 10:40, средства зачислены получателю.';
  await visible(page, 'tgb-composer-text').fill(answer);
  await visible(page, 'tgb-composer-send').click();
  await chat.getByTestId('chat-bubble').filter({ hasText: answer }).waitFor();
  await shoot(page, 'tablet-bot-console.png');
  await page.close();
}

// --- main ---------------------------------------------------------------------------------------

run('node', ['scripts/ensure-chromium.mjs']);
buildWhenStale();
mkdirSync(out, { recursive: true });
console.log(`Starting the e2e server on ${baseURL}…`);
await portsFree();
const server = await startServer();
const stop = () => void stopServer(server.child).then(() => process.exit(130));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Whatever ends this process (an uncaught error too), the server it started goes with it.
process.once('exit', () => {
  const { pid, exitCode } = server.child;
  if (pid !== undefined && exitCode === null) process.kill(-pid, 'SIGTERM');
});
let bot: Awaited<ReturnType<typeof startFakeBotApi>> | undefined;
let browser: Browser | undefined;
let failed = false;
try {
  bot = await startFakeBotApi(BOT_TOKEN, port + 10_002);
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const phone = await newContext(browser, PHONE, 'block');
  await headOnPhone(phone, await paymentsToSign(phone.request));
  await phone.close();

  const offline = await newContext(browser, PHONE, 'allow');
  await offlineReopen(offline);
  await offline.close();

  const tablet = await newContext(browser, TABLET, 'block');
  await botConsole(tablet);
  await tablet.close();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await bot?.close();
  await stopServer(server.child);
  rmSync(join(root, dataDir), { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
