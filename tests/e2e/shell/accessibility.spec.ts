import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInHome } from '../support.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-captcha-image')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home has no serious or critical accessibility violation', async ({ page }) => {
  // Axe reads every card of the desktop home (charts included): over 30 s when both workers are busy.
  test.setTimeout(60_000);
  await signInHome(page, 'accountant');
  await expect(page.getByTestId('announcements-strip')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
