import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * OSGOR at 375 px (spec 3 §4): the accountant picks an insurer, fills the form (own account fills
 * the MFO, region then district), presses "Определение", sees the premium, saves, and finds the
 * contract in "Мои договора" awaiting the premium payment.
 */
test.use({ serviceWorkers: 'block' });

test('@phone-only the accountant buys an OSGOR policy and sees it in Мои договора', async ({ page }) => {
  await openSignedIn(page, 'accountant', '/ecosystem/insurance');
  await page.getByTestId('companies').getByRole('button').first().click();
  await expect(page.getByTestId('osgor-form')).toBeVisible();
  await page.getByTestId('osgor-account').selectOption({ index: 1 });
  await expect(page.getByTestId('osgor-mfo').locator('input')).toHaveValue(/^\d{5}$/);
  await expect(page.getByTestId('osgor-district')).toBeDisabled();
  await page.getByTestId('osgor-region').selectOption({ index: 1 });
  await expect(page.getByTestId('osgor-district')).toBeEnabled();
  await page.getByTestId('osgor-district').selectOption({ index: 1 });
  await page.getByTestId('osgor-phone').locator('input').fill('901234567');
  await page.getByTestId('osgor-email').locator('input').fill('buxgalter@savdo.uz');
  await page.getByTestId('osgor-insured').locator('input').fill('100000000');
  await expect(page.getByTestId('osgor-save')).toHaveCount(0);
  await page.getByTestId('osgor-calculate').click();
  await expect(page.getByTestId('osgor-premium')).toContainText('640');
  const saved = page.waitForResponse((r) => r.url().includes('/insurance/add'));
  await page.getByTestId('osgor-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/ecosystem\/insurance\/list$/);
  await expect(page.getByTestId('insurance-added')).toBeVisible();
  await expect(page.getByTestId('contracts').locator('li').first()).toContainText('Ожидает оплаты');
  expect(await seriousViolations(page)).toEqual([]);
});
