import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * QR payment request at 375 px: the accountant opens the issued codes (more than a page, with what
 * was received), chooses a dynamic code, issues one for a fixed amount and sees its picture, its
 * amount and that nothing was received yet.
 */

test('@phone-only the accountant issues a dynamic QR code and sees it with its picture', async ({ page }) => {
  await openSignedIn(page, 'accountant', '/qr');
  await expect(page.getByTestId('qr-table')).toBeVisible();
  await expect(page.getByTestId('pager')).toBeVisible();
  await page.getByTestId('qr-new').click();
  await expect(page).toHaveURL(/\/qr\/choose-method$/);
  await page.getByTestId('qr-method-dynamic').click();
  await expect(page).toHaveURL(/\/qr\/dynamic\/create$/);
  await expect(page.getByTestId('qr-form')).toBeVisible();
  await page.getByTestId('qr-amount-input').locator('input').fill('350000');
  await page.getByTestId('qr-purpose').locator('input').fill('Buyurtma 118 uchun toʻlov');
  await page.getByTestId('qr-expiry').selectOption('1440');
  const created = page.waitForResponse((r) => r.url().includes('/qr/create'));
  await page.getByTestId('qr-submit').click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/qr\?id=\d+$/);
  await expect(page.getByTestId('qr-picture')).toBeVisible();
  await expect(page.getByTestId('qr-amount')).toContainText('350');
  await expect(page.getByTestId('qr-status')).toHaveText('Действует');
  expect(await seriousViolations(page)).toEqual([]);
});
