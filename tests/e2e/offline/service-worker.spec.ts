import { expect, test, type Page, type Route } from '@playwright/test';
import { signInHome } from '../support.ts';

// About the service worker (or a reload it serves): the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

// Offline behaviour does not depend on the layout: these journeys run once, in the phone project.
test.skip(({ isMobile }) => !isMobile, 'runs in the phone project only');

/** Waits until the service worker is active (its precache complete) and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test(
  'the service worker controls the page after the first load',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    await controlled(page);
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    expect(new URL(scriptURL).pathname).toBe('/sw.js');
    // API answers never land in Cache Storage.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.some((path) => path === '/index.html')).toBe(true);
    expect(cached.filter((path) => /^\/(api|newchat|tgb)\//.test(path))).toEqual([]);
  },
);

test(
  'an offline reload of a signed-in screen renders from the precache with the offline banner',
  { tag: '@phone-only' },
  async ({ page, context }) => {
    await signInHome(page, 'accountant');
    await controlled(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The screen's reads wait for the connection instead of failing into the "no connection" dialog.
    await page.waitForTimeout(1500);
    await expect(page.getByText('Невозможно подключиться к сети')).toHaveCount(0);
    await page.goto('/settings/change-password');
    await expect(page.getByTestId('cp-submit')).toBeDisabled();
    await expect(page.getByTestId('offline-reason')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(page.getByTestId('cp-submit')).toBeEnabled();
  },
);

test(
  'a call cut off by the connection dropping opens no dialog over the field being typed into',
  { tag: '@phone-only' },
  async ({ page, context }) => {
    await signInHome(page, 'accountant');
    await controlled(page);
    // The shell's announcements read is held in flight, then dropped the way a lost connection drops
    // it (phones read the bank clocks only when the header's overflow menu opens).
    let held: (route: Route) => void = () => undefined;
    const inFlight = new Promise<Route>((resolve) => (held = resolve));
    await page.route('**/api/v2/page/tickers', (route) => held(route));
    await page.goto('/settings/change-password');
    const field = page.getByTestId('cp-old').locator('input');
    await expect(field).toBeVisible();
    const route = await inFlight;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await field.fill('typed while the connection dropped');
    await expect(field).toHaveValue('typed while the connection dropped');
    await expect(page.getByText('Невозможно подключиться к сети')).toHaveCount(0);
    await context.setOffline(false);
  },
);

test(
  'sign-in is disabled with the reason while offline, not hidden',
  { tag: '@phone-only' },
  async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toBeDisabled();
    await expect(page.getByTestId('offline-reason')).toBeVisible();
  },
);

test('the manifest is served and names the icons', { tag: '@phone-only' }, async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as { display: string; icons: { src: string; purpose?: string }[] };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test("Chrome's installability checks pass", { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/login');
  await controlled(page);
  // Lighthouse 12+ has no PWA category; ask Chromium directly (docs/architecture.md §5).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off the record, which Chromium reports as 'in-incognito': a property
  // of the test browser, not of the app. Everything else (manifest, icons, service worker) counts.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});
