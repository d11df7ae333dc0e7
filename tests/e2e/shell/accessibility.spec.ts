import { test, expect } from '@playwright/test';
import { seriousViolations, signInHome } from '../support.ts';

test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-captcha-image')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home has no serious or critical accessibility violation', async ({ page }) => {
  await signInHome(page, 'accountant');
  await expect(page.getByTestId('announcements-strip')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
