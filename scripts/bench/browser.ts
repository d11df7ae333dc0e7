/**
 * The browser figures of `npm run bench` (docs/architecture.md §5), each one time-bounded and closing
 * what it opened. Nothing is asserted; each answers a line to print.
 *  - Lighthouse mobile for /login (the CLI of the `lighthouse` package, default mobile emulation:
 *    simulated slow 4G, 4x CPU), the median of 5 runs against the baseline's (scripts/bench/baseline.ts),
 *    and Chrome's installability check over CDP
 *  - a first visit to /login, throttled in a real Chromium: first contentful paint, form usable
 *  - offline reload of a signed-in screen served by the service worker: first (contentful) paint
 *  - outbox replay: admin queues ticker creations offline through the real form, then the time
 *    until the outbox is empty once online, and the count the server's own list gives; as a ratio
 *    against a direct Node replay of as many creations measured in the same run
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../tests/chromium.ts';

const root = join(import.meta.dirname, '..', '..');
const chromiumPath = CHROMIUM_LAUNCH.executablePath;
const chromiumArgs = CHROMIUM_LAUNCH.args;
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ru-RU' };

/** Rejects after `ms` with the step's name, so a stuck step ends the figure, not the bench. */
export async function within<T>(ms: number, step: string, job: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([job, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const open = new Set<{ close(): Promise<void> }>();

/** Closes every browser still open (a step that ran over its time). */
export async function closeBrowsers(): Promise<void> {
  await Promise.all([...open].map((closable) => closable.close().catch(() => undefined)));
  open.clear();
}

async function withBrowser<T>(job: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    timeout: 30_000,
  });
  open.add(browser);
  try {
    return await job(browser);
  } finally {
    open.delete(browser);
    await browser.close();
  }
}

async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(phone);
  context.setDefaultTimeout(15_000);
  return context;
}

interface LighthouseReport {
  readonly categories: Record<string, { score: number | null } | undefined>;
  readonly audits: Record<string, { numericValue?: number } | undefined>;
  readonly runtimeError?: { message: string };
}

export interface LighthouseRun {
  /** Category scores 0–100 (null when Lighthouse could not score one). */
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  /** Total blocking time and largest contentful paint, ms. */
  readonly tbtMs: number | null;
  readonly lcpMs: number | null;
}

/** Lighthouse's CLI (mobile defaults) on `url`, once; its JSON report comes on stdout. */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const profile = mkdtempSync(join(tmpdir(), 'corpbank-bench-lh-'));
  const flags = ['--headless=new', ...chromiumArgs, `--user-data-dir=${profile}`];
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        join(root, 'node_modules', '.bin', 'lighthouse'),
        [
          url,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          '--only-categories=performance,accessibility,best-practices',
          `--chrome-flags=${flags.join(' ')}`,
          '--max-wait-for-load=30000',
        ],
        { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      // SIGINT lets Lighthouse close its Chromium; SIGKILL if it does not end.
      const timer = setTimeout(() => {
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }, 150_000);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve(out);
        else
          reject(
            new Error(
              `lighthouse ended with ${signal ?? code}: ${err.trim().split('\n').slice(-3).join(' ')}`,
            ),
          );
      });
    });
    const report = JSON.parse(stdout) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse error: ${report.runtimeError.message}`);
    const score = (id: string) => {
      const value = report.categories[id]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? null,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1
    ? (known[middle] ?? null)
    : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}

/**
 * Lighthouse mobile on the app's /login and on the baseline's, `runs` times each, alternating (a
 * busy moment of the machine falls on both): the medians, and the app's as a ratio of the
 * baseline's. Budgets: performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.5 s (docs/architecture.md §5).
 */
export async function lighthouseLine(url: string, baselineUrl: string, runs: number): Promise<string> {
  const app: LighthouseRun[] = [];
  const baseline: LighthouseRun[] = [];
  let retried = 0;
  /**
   * Lighthouse 12 (the last for Node 20) now and then loses the trace of Debian's Chromium 156
   * ("NO_NAVSTART": one run in five, 1 Dec 2026): such a run is run again, at most twice, and counted.
   */
  const measuredRun = async (target: string): Promise<LighthouseRun> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await lighthouseRun(target);
      } catch (error) {
        if (attempt === 2 || !String(error).includes('NO_NAVSTART')) throw error;
        retried += 1;
      }
    }
  };
  for (let run = 0; run < runs; run += 1) {
    app.push(await measuredRun(url));
    baseline.push(await measuredRun(baselineUrl));
  }
  const of = (runs: LighthouseRun[], key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  const ratio = (key: keyof LighthouseRun) => {
    const ours = of(app, key);
    const theirs = of(baseline, key);
    return ours === null || theirs === null || theirs === 0 ? 'n/a' : `${(ours / theirs).toFixed(2)}×`;
  };
  const text = (value: number | null, unit: 'score' | 'ms' | 's') =>
    value === null
      ? 'n/a'
      : unit === 'score'
        ? String(Math.round(value))
        : unit === 'ms'
          ? `${Math.round(value)} ms`
          : `${(value / 1000).toFixed(2)} s`;
  const range = app.map((r) => r.performance ?? 'n/a').join('/');
  return (
    `median of ${runs}: performance ${text(of(app, 'performance'), 'score')} (runs ${range}; baseline ${text(of(baseline, 'performance'), 'score')}, ${ratio('performance')})   ` +
    `TBT ${text(of(app, 'tbtMs'), 'ms')} (baseline ${text(of(baseline, 'tbtMs'), 'ms')}, ${ratio('tbtMs')})   ` +
    `LCP ${text(of(app, 'lcpMs'), 's')} (baseline ${text(of(baseline, 'lcpMs'), 's')}, ${ratio('lcpMs')})   ` +
    `accessibility ${text(of(app, 'accessibility'), 'score')}   best-practices ${text(of(app, 'bestPractices'), 'score')}   ` +
    (retried > 0 ? `(${retried} run${retried === 1 ? '' : 's'} lost the trace and ran again)   ` : '') +
    '(budget: performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.5 s)'
  );
}

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/**
 * Chromium's own installability verdict for /login (Lighthouse 12+ has no PWA category). A
 * persistent profile: Chromium reports every incognito context as not installable.
 */
export async function installabilityLine(baseUrl: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'corpbank-bench-profile-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      ...phone,
      executablePath: chromiumPath,
      args: chromiumArgs,
      timeout: 30_000,
    });
    open.add(context);
    try {
      context.setDefaultTimeout(15_000);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}/login`);
      await page.getByTestId('login-username').waitFor();
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      if (installabilityErrors.length === 0) return 'installable: yes';
      return `installable: no — ${installabilityErrors.map((e) => e.errorId).join(', ')}`;
    } finally {
      open.delete(context);
      await context.close();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

async function signInHome(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').locator('input').fill(username);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-captcha-input').locator('input').fill('00000');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor();
}

/** Signed in, SW in control, offline: reload /settings and read the paint entries. */
export async function offlineReloadLine(baseUrl: string, password: string): Promise<string> {
  return withBrowser(async (browser) => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await signInHome(page, baseUrl, 'accountant', password);
    await controlled(page);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const headingMs = Date.now() - started;
    await page.waitForFunction(() => performance.getEntriesByType('paint').length >= 2, undefined, {
      timeout: 10_000,
    });
    const paints = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])),
    );
    const viaSw = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
    return `first paint ${ms(paints['first-paint'])}   first contentful paint ${ms(paints['first-contentful-paint'])}   heading shown ${headingMs} ms   (SW ${viaSw ? 'in control' : 'NOT in control'}; budget first paint ≤ 1000 ms)`;
  });
}

/**
 * A first visit to /login in a real Chromium throttled as Lighthouse's mobile profile assumes
 * (150 ms round trip, 1.6 Mbit/s down, 4x slower CPU), median of three: when something first
 * paints and when the sign-in form can be used. Lighthouse simulates these conditions from an
 * unthrottled load, in which the scripts often run before the first frame, so it does not see
 * the splash that a slow connection paints first.
 */
export async function coldLoginLine(baseUrl: string): Promise<string> {
  return withBrowser(async (browser) => {
    const runs: { paint: number; form: number }[] = [];
    for (let run = 0; run < 3; run += 1) {
      const context = await newPhoneContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
      await page.getByTestId('login-submit').waitFor({ timeout: 60_000 });
      const form = Date.now() - started;
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      runs.push({ paint, form });
      await context.close();
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? Number.NaN;
    const paint = median(runs.map((r) => r.paint));
    const form = median(runs.map((r) => r.form));
    return `first contentful paint ${Math.round(paint)} ms   sign-in form usable ${form} ms   (median of 3)`;
  });
}

async function adminToken(baseUrl: string, password: string): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/api/v2/security/login`)).json()) as {
    data: { captchaId: string };
  };
  const answer = await fetch(`${baseUrl}/api/v2/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, code: '00000', captchaId: captcha.data.captchaId }),
  });
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** How many tickers carry the tag, from the server's own list. */
async function tickersTagged(baseUrl: string, token: string, tag: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/api/v2/top-messages/list?page=1&pageSize=50`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: tag }),
  });
  return ((await answer.json()) as { data: { _meta: { totalCount: number } } }).data._meta.totalCount;
}

/**
 * The runner's SEND_CONCURRENCY, read from its source: importing the module would bring the client's
 * types (import.meta.glob …) into the scripts' typecheck.
 */
function runnerConcurrency(): number {
  const source = readFileSync(join(root, 'src', 'offline', 'outbox-runner.ts'), 'utf8');
  const value = Number(/export const SEND_CONCURRENCY = (\d+)/.exec(source)?.[1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error('SEND_CONCURRENCY not found in outbox-runner.ts');
  return value;
}

/**
 * The reference of the replay figure: the same creations sent from Node with fetch, each with its
 * own Idempotency-Key, one after another per aggregate (each ticker is its own) and as many
 * aggregates at once as the runner sends (SEND_CONCURRENCY). What the browser adds to this is the
 * app's own cost: sealing, IndexedDB, rendering, the reads it refreshes.
 */
async function directReplaySeconds(
  baseUrl: string,
  token: string,
  tag: string,
  count: number,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < count) {
      const n = (next += 1);
      const answer = await fetch(`${baseUrl}/api/v2/top-messages/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          message_en: `Direct ${tag} ${n}`,
          message_ru: `Напрямую ${tag} ${n}`,
          message_uz: `To'g'ridan ${tag} ${n}`,
          status: 0,
        }),
      });
      if (!answer.ok) throw new Error(`direct replay: HTTP ${answer.status}`);
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: runnerConcurrency() }, lane));
  return (performance.now() - started) / 1000;
}

/** In-app navigation (no reload), as a link would do. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Admin queues `count` ticker creations offline through the real form (the app exposes no hook,
 * and none is added for this), goes online and waits until the outbox holds no unsent row.
 * `queueBudgetMs` caps the queueing: when reached, the replay runs with what was queued.
 */
export async function outboxReplayLine(
  baseUrl: string,
  password: string,
  count: number,
  queueBudgetMs: number,
  watchFrom: '/' | '/outbox',
): Promise<string> {
  const tag = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const token = await adminToken(baseUrl, password);
  return withBrowser(async (browser) => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await signInHome(page, baseUrl, 'admin', password);
    await controlled(page);
    // Reach the outbox and the form in-app once online, so their chunks are loaded.
    await navigateInApp(page, '/outbox');
    await page.getByTestId('outbox-screen').waitFor();
    await navigateInApp(page, '/tickers/create');
    await page.getByTestId('ticker-form').waitFor();
    await navigateInApp(page, '/outbox');
    await page.getByTestId('outbox-screen').waitFor();

    await context.setOffline(true);
    const queueStarted = Date.now();
    let queued = 0;
    while (queued < count && Date.now() - queueStarted < queueBudgetMs) {
      await navigateInApp(page, '/tickers/create');
      await page.getByTestId('ticker-offline-hint').waitFor();
      const n = queued + 1;
      await page.getByTestId('ticker-message_ru').locator('textarea').fill(`Офлайн ${tag} ${n}`);
      await page.getByTestId('ticker-message_en').locator('textarea').fill(`Offline ${tag} ${n}`);
      await page.getByTestId('ticker-message_uz').locator('textarea').fill(`Oflayn ${tag} ${n}`);
      await page.getByTestId('ticker-save').click();
      await page.waitForURL(/\/outbox$/);
      queued = n;
    }
    const queueSeconds = (Date.now() - queueStarted) / 1000;
    const unsent = page.locator('[data-testid="outbox-item"]:not([data-state="acked"])');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="outbox-item"][data-state="pending"]').length === n,
      queued,
      { timeout: 15_000 },
    );
    const before = await tickersTagged(baseUrl, token, tag);

    if (watchFrom === '/') {
      await navigateInApp(page, '/');
      await page.getByTestId('home-greeting').waitFor();
    }
    await page.getByTestId('outbox-badge').first().waitFor();

    // The reference, while the page is offline and quiet, on the server as the replay finds it.
    const direct = await directReplaySeconds(baseUrl, token, `ref-${Date.now().toString(36)}`, queued);

    const sendMs: number[] = [];
    const otherCalls = new Map<string, number>();
    let counting = true;
    context.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!counting || !/^\/(api|newchat|tgb)\//.test(path) || path.endsWith('/top-messages/create')) return;
      otherCalls.set(path, (otherCalls.get(path) ?? 0) + 1);
    });
    context.on('requestfinished', (request) => {
      if (!request.url().endsWith('/api/v2/top-messages/create')) return;
      const timing = request.timing();
      sendMs.push(timing.responseEnd - timing.requestStart);
    });
    await context.setOffline(false);
    const started = Date.now();
    // The badge counts unsent rows (pending, in flight); it goes when the last one is acked.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="outbox-badge"]').length === 0,
      undefined,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    const seconds = (Date.now() - started) / 1000;
    // Reads the replay asked for come when it ends (once per drain) or along the way (per row).
    await page.waitForTimeout(2_000);
    counting = false;
    const others = [...otherCalls.values()].reduce((sum, n) => sum + n, 0);
    const topOthers = [...otherCalls]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([path, n]) => `${path} ×${n}`)
      .join(', ');
    if (watchFrom === '/') {
      await navigateInApp(page, '/outbox');
      await page.getByTestId('outbox-screen').waitFor();
    }
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="outbox-item"][data-state="acked"]').length === n,
      queued,
      { timeout: 15_000 },
    );
    const left = await unsent.count();
    const median = [...sendMs].sort((a, b) => a - b)[Math.floor(sendMs.length / 2)] ?? NaN;
    const onServer = await tickersTagged(baseUrl, token, tag);
    const note =
      queued < count
        ? ` — only ${queued} of ${count} queued through the form within ${queueBudgetMs / 1000} s`
        : '';
    return `replay ${seconds.toFixed(2)} s (ratio ${(seconds / direct).toFixed(1)}× direct Node replay ${direct.toFixed(2)} s)   ${queued} actions, on server ${onServer} (before ${before}), duplicates ${Math.max(0, onServer - queued)}, unsent ${left}; calls: ${sendMs.length} creates (median ${Math.round(median)} ms request→response) + ${others} others until 2 s after${others > 0 ? ` (${topOthers})` : ''}   (watched from ${watchFrom}; queued via the form in ${queueSeconds.toFixed(0)} s; budget ≤ 4 s, zero duplicates)${note}`;
  });
}
