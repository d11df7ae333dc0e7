import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Banks by MFO (issue 25): the admin adds a bank at /mfo/create; it is in the directory, and an
 * accountant typing its MFO in a soum payment's recipient sees the bank's name from the same table.
 * The MFO is random in 97000–97999 (no seeded bank there), so the journey holds on a reused
 * database; nothing depends on the day or time.
 */
test(
  'an admin adds an MFO and an accountant picks it in a payment',
  { tag: '@phone-only' },
  async ({ page, browser }) => {
    const mfo = String(97000 + Math.floor(Math.random() * 1000));
    const name = `ATB «E2E ${mfo}»`;
    await openSignedIn(page, 'admin', '/mfo');
    await expect(page.getByTestId('mfo-table')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('mfo-create').click();
    await expect(page.getByTestId('mfo-form')).toBeVisible();
    // Letters are masked out; five digits remain.
    await page.getByTestId('mfo-code').locator('input').fill(`${mfo}x`);
    await expect(page.getByTestId('mfo-code').locator('input')).toHaveValue(mfo);
    await page.getByTestId('mfo-name').locator('input').fill(name);
    await page.getByTestId('mfo-save').click();
    await expect(page).toHaveURL(/\/mfo\/\d+$/);
    await expect(page.getByTestId('mfo-view-code')).toHaveText(mfo);
    await expect(page.getByTestId('mfo-view-name')).toHaveText(name);
    expect(await seriousViolations(page)).toEqual([]);

    // A second bank with the same MFO is refused under the field.
    await page.goto('/mfo/create');
    await page.getByTestId('mfo-code').locator('input').fill(mfo);
    await page.getByTestId('mfo-name').locator('input').fill('Duplicate');
    await page.getByTestId('mfo-save').click();
    await expect(page.getByTestId('mfo-code')).toContainText('Банк с этим МФО уже есть');
    await expect(page).toHaveURL(/\/mfo\/create$/);

    const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
    try {
      const accountant = await context.newPage();
      await openSignedIn(accountant, 'accountant', '/uzs-payments');
      await accountant.getByTestId('payment-create').click();
      await expect(accountant.getByTestId('payment-form')).toBeVisible({ timeout: 20_000 });
      await accountant.getByTestId('pay-r-mfo').locator('input').fill(mfo);
      await expect(accountant.getByTestId('pay-bank-name')).toHaveText(name);
    } finally {
      await context.close();
    }
  },
);

/*
 * Currency transaction codes (issue 25): the admin adds a code; the currency payment form offers it
 * with its name in the user's language. The code is random in 80000–89999 (no seeded code there).
 */
test(
  'an admin adds a currency transaction code and the currency payment form offers it',
  { tag: '@phone-only' },
  async ({ page, browser }) => {
    const code = String(80000 + Math.floor(Math.random() * 10000));
    await openSignedIn(page, 'admin', '/currency-transaction-codes');
    await expect(page.getByTestId('ctc-table')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('ctc-create').click();
    await expect(page.getByTestId('ctc-form')).toBeVisible();
    await page.getByTestId('ctc-code').locator('input').fill(code);
    await page.getByTestId('ctc-name_ru').locator('input').fill(`Лизинг E2E ${code}`);
    await page.getByTestId('ctc-name_en').locator('input').fill(`Leasing E2E ${code}`);
    await page.getByTestId('ctc-name_uz').locator('input').fill(`Lizing E2E ${code}`);
    await page.getByTestId('ctc-save').click();
    await expect(page).toHaveURL(/\/currency-transaction-codes$/);
    await page.getByTestId('ctc-search').locator('input').fill(code);
    await page.getByTestId('ctc-search').locator('input').press('Enter');
    await expect(page.getByTestId('ctc-table')).toContainText(`Лизинг E2E ${code}`);
    expect(await seriousViolations(page)).toEqual([]);

    const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
    try {
      const accountant = await context.newPage();
      await openSignedIn(accountant, 'accountant', '/currency-payments/add');
      const option = accountant.getByTestId('fx-operation').locator(`option[value="${code}"]`);
      await expect(option).toBeAttached({ timeout: 20_000 });
      await expect(option).toHaveText(`${code} · Лизинг E2E ${code}`);
    } finally {
      await context.close();
    }
  },
);
