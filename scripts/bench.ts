/**
 * `npm run bench`: prints the figures of docs/architecture.md §5 that exist so far. Nothing is asserted;
 * compare with the budgets there and keep the latest run in the README's Performance section.
 *  - initial JS for /login (entry + modulepreloads, gzip -9) and the total size of dist/; the first
 *    against an Ionic 9 + router hello world built in the same run (scripts/bench/baseline.ts)
 *  - fresh and second start of the server in its own process: first 200 of the app and the API,
 *    resident memory (scripts/bench/start.ts), on PGlite
 *  - precache total (every entry of the service worker's precache manifest, bytes as stored)
 *  - JS for the signed-in home (every script the browser loaded by then, gzip -9), in Chromium
 *  - API (scripts/bench/api.ts): sign-in, and the p99 of the payment, account and EISVO lists at 1,
 *    10 and 50 connections against a bare Fastify reference, the load generator in its own process;
 *    on PGlite, or on a fresh database of the PostgreSQL server DATABASE_URL names (dropped after)
 *  - soum payment import (scripts/bench/import.ts): 10 000 rows with 2% errors, rows per second and
 *    the time to "processed", against the same payments saved one by one (scaled from 50)
 *  - Lighthouse mobile for /login, the median of BENCH_LIGHTHOUSE_RUNS runs (default 5) against the
 *    same baseline's, installability, offline reload paint and outbox replay of 200 queued actions
 *    (scripts/bench/browser.ts)
 * `npm run bench -- --only=import` prints only the import line. `--only=replay` (or BENCH_ONLY=replay)
 * prints only the outbox replay line, once per
 * `--runs=N` (default 1), on one server: the figure to compare before and after a change to the outbox.
 * BENCH_API_ONLY=1 prints the API lines only (no build, no browser); BENCH_SECONDS sets each load
 * point's duration (default 20 s, the figure docs/architecture.md §5 reports).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../server/src/main.ts';
import { adminQuery, databaseUrlFor } from '../server/src/test/template.ts';
import { apiLines, runLoad } from './bench/api.ts';
import { startLines } from './bench/start.ts';
import { startBaseline, type Baseline } from './bench/baseline.ts';
import { importLine } from './bench/import.ts';
import { firstScreenSize } from './vite/first-screen-budget.ts';
import {
  closeBrowsers,
  coldLoginLine,
  installabilityLine,
  lighthouseLine,
  offlineReloadLine,
  outboxReplayLine,
  within,
} from './bench/browser.ts';

const root = join(import.meta.dirname, '..');
const argument = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = argument('only') ?? process.env.BENCH_ONLY;
if (only !== undefined && only !== 'replay' && only !== 'import') {
  console.error(`--only: 'replay' and 'import' are the lines that run alone (asked: ${only})`);
  process.exit(2);
}
const runs = Math.max(1, Number(argument('runs') ?? 1) || 1);
const dist = join(root, 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function ensureBuild(): void {
  if (existsSync(join(dist, 'index.html'))) return;
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function initialJsGzip(): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return firstScreenSize(html, (file) => readFileSync(join(dist, file))).total;
}

/** The URLs of the precache manifest that vite-plugin-pwa injected into sw.js. */
function precacheTotal(): { entries: number; bytes: number } {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
  return { entries: urls.length, bytes: urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0) };
}

/** Signs in through the real form and sums the gzip size of every script loaded until home shows. */
async function homeJsGzip(baseUrl: string, password: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js') && path !== '/sw.js') scripts.add(path);
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-username').locator('input').fill('accountant');
    await page.getByTestId('login-password').locator('input').fill(password);
    await page.getByTestId('login-captcha-input').locator('input').fill('00000');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-greeting').waitFor();
    await page.waitForLoadState('networkidle');
    return [...scripts].reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length,
      0,
    );
  } finally {
    await browser.close();
  }
}

function folderSize(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + folderSize(join(path, name)), 0);
}

/** Each browser figure is bounded; a failure prints its reason and the bench goes on. */
async function printFigure(title: string, ms: number, job: () => Promise<string>): Promise<void> {
  const line = await within(ms, title, job()).catch(async (error: unknown) => {
    await closeBrowsers();
    return `not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  });
  console.log(`${title.padEnd(46)} ${line}`);
}

async function browserLines(url: string, password: string): Promise<void> {
  const figure = printFigure;
  if (baseline !== null) {
    const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);
    await figure('Lighthouse mobile /login', lighthouseRuns * 2 * 150_000, () =>
      lighthouseLine(`${url}/login`, `${baseline.url}/login`, lighthouseRuns),
    );
  }
  await figure('/login first visit, slow 4G and 4x CPU', 180_000, () => coldLoginLine(url));
  await figure('PWA /login (CDP Page.getInstallabilityErrors)', 60_000, () => installabilityLine(url));
  await figure('offline reload of /settings from the SW', 60_000, () => offlineReloadLine(url, password));
  await figure('outbox replay (ticker create, admin)', 240_000, () =>
    outboxReplayLine(url, password, 200, 150_000, '/outbox'),
  );
}

const apiOnly = process.env.BENCH_API_ONLY === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? '20');

console.log(
  `CorpBank bench — ${new Date().toISOString()} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
if (!apiOnly) ensureBuild();
// The first screen's reference: built here, served until the Lighthouse runs are done.
const baseline: Baseline | null = !apiOnly && only === undefined ? await startBaseline() : null;
if (baseline !== null) {
  const initialJs = initialJsGzip();
  console.log(
    `initial JS for /login (gzip -9)                ${kb(initialJs)} (baseline ${kb(baseline.initialJsGzip)}, ${(initialJs / baseline.initialJsGzip).toFixed(2)}×)   (budget 190 KB)`,
  );
  console.log(`dist/ total                                     ${kb(folderSize(dist))}`);
  const precache = precacheTotal();
  console.log(
    `precache total (${precache.entries} entries)                 ${kb(precache.bytes)}   (budget 4096 KB)`,
  );
}
if (only === undefined && process.env.DATABASE_URL === undefined) await startLines();

const dataDir = mkdtempSync(join(tmpdir(), 'corpbank-bench-'));
// With DATABASE_URL: a database of its own on that server, created here and dropped at the end.
const serverUrl = process.env.DATABASE_URL ?? '';
const benchDatabase = serverUrl === '' ? null : `corpbank_bench_${randomBytes(6).toString('hex')}`;
if (benchDatabase !== null) await adminQuery(serverUrl, `create database ${benchDatabase}`);
console.log(
  `database: ${benchDatabase === null ? 'PGlite' : `PostgreSQL (${benchDatabase})`}, ${seconds} s per load point`,
);
// The load runs sign in from one address far more often than the sign-in limit allows (30 per 10
// minutes): raised here, or the figures measure 429s and the browser lines cannot sign in.
const server = await startServer({
  env: { ...process.env, RATE_LIMIT_FACTOR: '1000' },
  ...(benchDatabase === null ? {} : { databaseUrl: databaseUrlFor(serverUrl, benchDatabase) }),
  port: 0,
  dataDir,
  captcha: 'off',
  signer: false,
  quiet: true,
});
try {
  const password = process.env.DEMO_PASSWORD ?? 'Bank#2026';
  if (only === 'replay') {
    for (let run = 1; run <= runs; run += 1)
      await printFigure(`outbox replay (ticker create, admin) ${run}/${runs}`, 240_000, () =>
        outboxReplayLine(server.url, password, 200, 150_000, '/outbox'),
      );
  } else {
    const headers = { 'content-type': 'application/json', language: 'ru-RU' };
    const captcha = (await (await fetch(`${server.url}/api/v2/security/login`)).json()) as {
      data: { captchaId: string };
    };
    const loginBody = JSON.stringify({
      username: 'accountant',
      password,
      code: '0',
      captchaId: captcha.data.captchaId,
    });
    const signIn = await fetch(`${server.url}/api/v2/security/login`, {
      method: 'POST',
      headers,
      body: loginBody,
    });
    const { data } = (await signIn.json()) as { data: { accessToken: string } };
    if (only === 'import') {
      await printFigure('uzs import (10 000 rows, 2% errors)', 180_000, () =>
        importLine(server.url, data.accessToken),
      );
    } else {
      if (!apiOnly) {
        console.log(
          `JS for the signed-in home (gzip -9)            ${kb(await homeJsGzip(server.url, password))}   (budget 350 KB)`,
        );
      }

      const signInLoad = await runLoad({
        url: `${server.url}/api/v2/security/login`,
        method: 'POST',
        headers,
        body: loginBody,
        connections: 10,
        duration: Math.min(seconds, 5),
      });
      console.log(
        `${'sign-in (POST security/login), 10 conn'.padEnd(46)} p99 ${String(signInLoad.p99).padStart(5)} ms   ${signInLoad.requestsPerSecond.toFixed(0).padStart(6)} req/s   ok ${signInLoad.ok}/${signInLoad.total}`,
      );
      // The budget's own figure is the soum payment list (a page of 20 with names, sums in words and
      // the caller's actions per row); the account list and an EISVO list show whether it is alone.
      const authed = { ...headers, authorization: `Bearer ${data.accessToken}` };
      await apiLines(
        [
          {
            title: 'payment list (uzs-payment/list)',
            url: `${server.url}/api/v2/uzs-payment/list`,
            headers: authed,
            body: '{}',
          },
          {
            title: 'account list (account/list)',
            url: `${server.url}/api/v2/account/list`,
            headers: authed,
            body: '{}',
          },
          {
            title: 'EISVO contracts (eisvo/contract/list)',
            url: `${server.url}/api/v2/eisvo/contract/list`,
            headers: authed,
            body: '{}',
          },
        ],
        seconds,
      );
      await printFigure('uzs import (10 000 rows, 2% errors)', 180_000, () =>
        importLine(server.url, data.accessToken),
      );
      if (!apiOnly) await browserLines(server.url, password);
    }
  }
} finally {
  await closeBrowsers();
  await baseline?.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (benchDatabase !== null)
    await adminQuery(serverUrl, `drop database if exists ${benchDatabase} with (force)`);
}
