import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';
import { fillPaymentForm } from '../payments/support.ts';

/*
 * Reference dictionaries (issue 25): admin_bank adds a currency at /reference/currency/add and finds
 * it in the list. The numeric code is random in 500–599 with a random letter code (no seeded
 * currency there), so the journey holds on a reused database.
 */
test('admin_bank adds a currency and it shows in the list', { tag: '@phone-only' }, async ({ page }) => {
  const code = String(500 + Math.floor(Math.random() * 100));
  const letter = `Q${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;
  await openSignedIn(page, 'admin_bank', '/reference');
  await expect(page).toHaveURL(/\/reference\/account-type$/);
  await expect(page.getByTestId('dict-table')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('dict-tab-currency')).toBeVisible();
  // A fresh load of the form: the app keeps the previous list page in the DOM while navigating.
  await page.goto('/reference/currency/add');
  await expect(page.getByTestId('dict-form')).toBeVisible();
  await page.getByTestId('dict-code').locator('input').fill(code);
  await page.getByTestId('dict-letter').locator('input').fill(letter.toLowerCase());
  await expect(page.getByTestId('dict-letter').locator('input')).toHaveValue(letter);
  await page.getByTestId('dict-name_ru').locator('input').fill(`Валюта ${letter}`);
  await page.getByTestId('dict-name_en').locator('input').fill(`Currency ${letter}`);
  await page.getByTestId('dict-name_uz').locator('input').fill(`Valyuta ${letter}`);
  await page.getByTestId('dict-save').click();
  await expect(page).toHaveURL(/\/reference\/currency$/);
  await page.getByTestId('dict-search').locator('input').fill(letter);
  await page.getByTestId('dict-search').locator('input').press('Enter');
  await expect(page.getByTestId('dict-table')).toContainText(`Валюта ${letter}`);
  expect(await seriousViolations(page)).toEqual([]);
});

/*
 * Constraints (issue 25): the admin caps ordinary soum payments at 90 000 000 000.00 (above every
 * other journey's amounts and below the seeded 100 000 000 000.00 cap); the accountant's payment of
 * 95 000 000 000.00 is refused under the amount with the cap in the message. The constraint is
 * switched off at the end so a reused database is unchanged.
 */
test(
  'an admin sets a payment constraint and an accountant’s larger payment is refused',
  { tag: '@phone-only' },
  async ({ page, browser }) => {
    const name = `E2E cap ${Date.now()}`;
    await openSignedIn(page, 'admin', '/constraints/create');
    await expect(page.getByTestId('constraint-form')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('constraint-name').locator('input').fill(name);
    await page.getByTestId('constraint-type').selectOption('1');
    await page.getByTestId('constraint-max').locator('input').fill('90000000000.00');
    await page.getByTestId('constraint-save').click();
    await expect(page.getByTestId('constraint-view')).toContainText('90 000 000 000.00');
    const url = page.url();

    const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
    try {
      const accountant = await context.newPage();
      await openSignedIn(accountant, 'accountant', '/uzs-payments');
      await accountant.getByTestId('payment-create').click();
      await fillPaymentForm(accountant, 'MChJ «Cheklov»', '95000000000.00');
      await accountant.getByTestId('pay-save').click();
      await expect(accountant.getByTestId('pay-sum')).toContainText('90 000 000 000.00', { timeout: 20_000 });
      await expect(accountant.getByTestId('pay-sum')).toContainText(name);
    } finally {
      await context.close();
      await page.goto(`${new URL(url).pathname}/edit`);
      await page.getByTestId('constraint-active').selectOption('false');
      await page.getByTestId('constraint-save').click();
      await expect(page.getByTestId('constraint-view')).toBeVisible();
    }
  },
);
