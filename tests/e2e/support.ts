import { expect, type Page } from '@playwright/test';

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
  await expect(page.getByTestId('home-greeting')).toBeVisible();
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
