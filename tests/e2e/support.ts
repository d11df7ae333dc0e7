import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Bank#2026';

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 960;
}

/** Signs in through the real form (the e2e server runs with CAPTCHA=off, any code passes). */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').locator('input').fill(username);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-captcha-input').locator('input').fill('00000');
  await page.getByTestId('login-submit').click();
}

/**
 * Opens `path` already signed in as `username`, for journeys that are not about signing in (those
 * use `signIn`, the real form). The sign-in itself is the real call; what the login form would do
 * with its answer — seal it with a non-extractable AES-GCM key kept in IndexedDB and store it
 * (src/lib/session-crypto.ts, session.ts) — is done here in the page, so the app starts signed in
 * as after a reload. Skips loading the app twice (login screen, then the screen under test): the
 * form cost 3–5 s a journey on two loaded cores. If the app's record format changes, every journey
 * using this starts signed out and fails at once.
 */
export async function openSignedIn(page: Page, username: string, path = '/'): Promise<void> {
  const login = await page.request.post('/api/v2/security/login', {
    data: { username, password: DEMO_PASSWORD, code: '00000', captchaId: crypto.randomUUID() },
  });
  expect(login.status(), `sign-in of ${username}`).toBe(200);
  const user = ((await login.json()) as { data: unknown }).data;
  // Any document of the app's origin that is not the app, so nothing reads storage meanwhile.
  await page.goto('/api/v2/health');
  await page.evaluate(async (loginData) => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('corpbank-keys', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('keys');
      open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
      open.onsuccess = () => {
        const transaction = open.result.transaction('keys', 'readwrite');
        transaction.objectStore('keys').put(key, 'login');
        transaction.oncomplete = () => (open.result.close(), resolve());
        transaction.onerror = () => reject(transaction.error ?? new Error('key not stored'));
      };
    });
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ v: 1, user: loginData }));
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    localStorage.setItem('corpbank.login', JSON.stringify({ v: 1, iv: base64(iv), data: base64(cipher) }));
  }, user);
  await page.goto(path);
}

export async function signInHome(page: Page, username: string): Promise<void> {
  await openSignedIn(page, username, '/');
  // Home needs its chunk and its first calls; with both workers busy on two cores this has taken
  // over the default 7 s (a second user's sign-in inside the payment journey, twice in a row).
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 20_000 });
}

/** Opens the drawer on phones (it slides over); on desktop it is always shown. */
export async function openMenu(page: Page): Promise<void> {
  const drawer = page.getByTestId('side-menu');
  if (isPhone(page)) {
    // A tap in the first moments after a load can be lost: the drawer (ion-menu) answers only once
    // Ionic has set it up (28 Nov 2026, one CI run: the toggle was tapped, the drawer stayed closed
    // for 15 s). Tapped again only while it is still closed, so an opening drawer is not shut.
    await expect(async () => {
      if (!(await drawer.isVisible())) await page.getByTestId('menu-toggle').first().click();
      await expect(drawer).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(drawer).toBeVisible();
}

export async function menuPaths(page: Page): Promise<string[]> {
  const items = page.getByTestId('side-menu').getByTestId('menu-item');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-path') ?? ''));
}

/**
 * The bank's calendar day (Tashkent, UTC+5) `days` days ago, YYYY-MM-DD: the server dates its
 * ledger and ranges by it, so a range built from the UTC date misses the evening's entries.
 */
export function bankDaysAgo(days = 0): string {
  const tashkent = new Date(Date.now() + 5 * 3_600_000 - days * 86_400_000);
  return tashkent.toISOString().slice(0, 10);
}

/** Navigates inside the running app (no page load), as a tap on a link does: works offline too. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Ionic keeps earlier pages mounted (hidden): only the element on show counts. */
export const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/**
 * Clicks the one element on show once Ionic's page transition has ended: while a page slides in,
 * the page it covers is still visible, and an element both have would be clicked on the wrong one.
 */
export async function clickSettled(target: Locator): Promise<void> {
  const onShow = target.filter({ visible: true });
  // Each try finds the element again: one found while the covered page was still on show goes
  // hidden when the transition ends, and a click kept waiting on it would never land. The click
  // gets longer than the search: on a loaded host a click that landed (a menu entry that navigated)
  // reported a timeout after 2 s, the retry found the closed menu's entry hidden, and the journey
  // waited out its whole budget.
  await expect(async () => {
    await expect(onShow).toHaveCount(1, { timeout: 2_000 });
    await onShow.click({ timeout: 8_000 });
  }).toPass();
}

/**
 * Clicks a link until the address matches: a click that lands while the page is still being set
 * up is lost. A click that did land is not repeated — on a loaded host the address can change
 * after the short wait, and clicking again would look for a link on the page that is now hidden.
 */
export async function clickUntilAt(page: Page, link: Locator, address: RegExp): Promise<void> {
  await expect(async () => {
    if (!address.test(page.url())) await link.click({ timeout: 8_000 });
    await expect(page).toHaveURL(address, { timeout: 3_000 });
  }).toPass();
}

/** Types into the text field (input or textarea) named `testId` on the page on show. */
export async function fillField(page: Page, testId: string, value: string): Promise<void> {
  await shown(page, testId).locator('input, textarea').fill(value);
}

/** YYYY-MM-DD as the date inputs show it (DD.MM.YYYY). */
export const dmy = (value: string) => `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;

/**
 * axe's serious and critical findings on the screen on show, as "rule: targets". Legacy mode runs
 * axe in the page itself: the default mode opens a second page per check to merge frames (the app
 * has none), which cost 10–30 s a check on two loaded cores. Pages Ionic keeps hidden are not on
 * show and are left out.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().exclude('.ion-page-hidden').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page scrolls sideways, in CSS pixels (0 or less: it does not). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
