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

export async function signInHome(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  // Home needs its chunk and its first calls; with both workers busy on two cores this has taken
  // over the default 7 s (a second user's sign-in inside the payment journey, twice in a row).
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 20_000 });
}

/** Opens the drawer on phones (it slides over); on desktop it is always shown. */
export async function openMenu(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByTestId('menu-toggle').first().click();
  }
  await expect(page.getByTestId('side-menu')).toBeVisible();
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
  // hidden when the transition ends, and a click kept waiting on it would never land.
  await expect(async () => {
    await expect(onShow).toHaveCount(1, { timeout: 2_000 });
    await onShow.click({ timeout: 2_000 });
  }).toPass();
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
