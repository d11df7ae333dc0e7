import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bankDaysAgo, dmy, goInApp, openSignedIn, shown, signInHome } from '../support.ts';

/*
 * The accountant's account journey: open an account, take a statement for a range, download it as
 * MT940 and PDF, then go offline and still read the account with its "as of" time. Service workers
 * are blocked, so offline screens are reached by in-app navigation after their chunks loaded online.
 */

test('an accountant opens an account, takes a statement, downloads MT940 and PDF, and reads it offline @phone-only', async ({
  page,
}) => {
  await signInHome(page, 'accountant');
  // Home dashboard cards: balances per currency, the costs chart and the rate history chart.
  await expect(shown(page, 'home-balance-UZS')).toBeVisible();
  await expect(shown(page, 'home-costs').locator('svg rect').first()).toBeAttached();
  await expect(shown(page, 'home-currency').locator('svg polyline')).toBeAttached();
  await page.goto('/accounts');
  const list = shown(page, 'accounts-list');
  await expect(list.getByTestId('account-open').first()).toBeVisible();
  await list.getByTestId('account-open').first().click();
  await expect(page).toHaveURL(/\/accounts\/detail\/\d{25}\/\d{5}$/);
  const available = await shown(page, 'balance-available_balance').locator('dd').innerText();
  expect(available).toMatch(/\d/);

  await shown(page, 'account-statement').click();
  await expect(shown(page, 'statement-totals')).toBeVisible();
  const from = bankDaysAgo(60);
  const to = bankDaysAgo();
  await shown(page, 'statement-range-from').locator('input').fill(dmy(from));
  await shown(page, 'statement-range-to').locator('input').fill(dmy(to));
  await shown(page, 'statement-show').click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(shown(page, 'statement-period')).toContainText(dmy(from));
  await expect(shown(page, 'statement-row').first()).toBeVisible();
  const closing = await shown(page, 'statement-closing').locator('dd').innerText();

  const mt940 = page.waitForEvent('download');
  await shown(page, 'statement-file-mt940').click();
  const mt940File = await mt940;
  expect(mt940File.suggestedFilename()).toMatch(/^statement_\d{25}_\d{8}_\d{8}\.sta$/);
  const text = await readFile((await mt940File.path()) ?? '', 'ascii');
  expect(text).toMatch(/^\{1:F01/);
  expect(text).toContain(':60F:C');
  // The file's closing balance is the screen's.
  const closingDigits = closing.replace(/[^\d.]/g, '').replace('.', ',');
  expect(text).toContain(`:62F:C${to.slice(2).replace(/-/g, '')}UZS${closingDigits}`);

  const pdf = page.waitForEvent('download');
  await shown(page, 'statement-file-pdf').click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await pdfFile.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const detailPath = new URL(page.url()).pathname.replace('/stmt/', '/detail/');
  // The paper layout on a 375 px screen: the wide table scrolls inside the document, its last
  // column reachable, instead of being cut off (issue 17 point 14).
  await shown(page, 'statement-print').click();
  const paper = shown(page, 'statement-print-view');
  await expect(paper.locator('table')).toBeVisible();
  const lastColumnReachable = await paper.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    const cells = el.querySelectorAll('th');
    const last = cells[cells.length - 1]?.getBoundingClientRect();
    return last !== undefined && last.right <= window.innerWidth + 1;
  });
  expect(lastColumnReachable).toBe(true);
  await goInApp(page, detailPath);
  await expect(shown(page, 'account-balances')).toBeVisible();
  await goInApp(page, '/accounts');
  await expect(shown(page, 'account-open').first()).toBeVisible();

  await page.context().setOffline(true);
  await goInApp(page, detailPath);
  await expect(shown(page, 'account-detail').getByTestId('accounts-as-of')).toBeVisible();
  await expect(shown(page, 'balance-available_balance').locator('dd')).toHaveText(available);
  await shown(page, 'account-statement').click();
  await expect(shown(page, 'statement').getByTestId('accounts-as-of')).toBeVisible();
  await expect(shown(page, 'statement-file-pdf')).toBeDisabled();
  // A range never fetched: the account's last statement comes from the encrypted cache, with its
  // own period and totals.
  const other = bankDaysAgo(10);
  await shown(page, 'statement-range-from').locator('input').fill(dmy(other));
  await shown(page, 'statement-range-to').locator('input').fill(dmy(other));
  await shown(page, 'statement-show').click();
  await expect(page).toHaveURL(new RegExp(`from=${other}&to=${other}`));
  await expect(shown(page, 'statement-period')).toContainText(dmy(from));
  await expect(shown(page, 'statement').getByTestId('accounts-as-of')).toBeVisible();
  await expect(shown(page, 'statement-closing').locator('dd')).toHaveText(closing);
  await goInApp(page, '/accounts');
  await expect(shown(page, 'accounts-list').getByTestId('accounts-as-of')).toBeVisible();
  await page.context().setOffline(false);
});

test('the exchange rates page works without signing in', async ({ page }) => {
  await page.goto('/exchange-rates');
  await expect(page.getByTestId('rate-USD')).toBeVisible();
  await expect(page.getByTestId('rates-stale')).toHaveCount(0);
  await page.getByTestId('rates-amount').locator('input').fill('100');
  await page.getByTestId('rates-from').selectOption('USD');
  await page.getByTestId('rates-to').selectOption('UZS');
  await page.getByTestId('rates-calculate').click();
  await expect(page.getByTestId('rates-result')).toContainText('UZS');
  await expect(page.getByTestId('rates-result-stale')).toHaveCount(0);
  await expect(page).toHaveURL(/\/exchange-rates$/);
});

test('offline the rate calculator answers from the rates on screen @phone-only', async ({ page }) => {
  await page.goto('/exchange-rates');
  await expect(page.getByTestId('rate-USD')).toBeVisible();
  // The calculator asks the bank whatever the browser says; the call finds no network, and the same
  // arithmetic runs over the rates already read, naming their day.
  await page.context().setOffline(true);
  await page.getByTestId('rates-amount').locator('input').fill('250');
  await page.getByTestId('rates-from').selectOption('USD');
  await page.getByTestId('rates-to').selectOption('UZS');
  await page.getByTestId('rates-calculate').click();
  await expect(page.getByTestId('rates-result')).toContainText('UZS');
  await expect(page.getByTestId('rates-result')).toContainText('250');
  await page.context().setOffline(false);
});

test('the SWIFT list opens a transfer with its MT103 message and file @phone-only', async ({ page }) => {
  await signInHome(page, 'accountant');
  const from = bankDaysAgo(365);
  await page.goto(`/swift-format?from=${from}&to=${bankDaysAgo()}`);
  await shown(page, 'swift-open').first().click();
  await expect(shown(page, 'swift-mt103')).toContainText(':32A:');
  await expect(shown(page, 'swift-mt103')).toContainText(':71A:');
  const download = page.waitForEvent('download');
  await shown(page, 'swift-download').click();
  expect((await download).suggestedFilename()).toMatch(/^MT103_[A-Z0-9]+\.txt$/);
  // Opened without a transfer: says so and leads back, instead of loading for ever (issue 17 point 14).
  await page.goto('/swift-format/detail');
  await expect(shown(page, 'swift-detail')).toContainText('SWIFT');
  await expect(shown(page, 'swift-detail').getByRole('status')).toBeVisible();
  await shown(page, 'swift-detail').getByRole('link').click();
  await expect(page).toHaveURL(/\/swift-format(\?|$)/);
});

test('the turnover-balance sheet shows every account for a range @phone-only', async ({ page }) => {
  await openSignedIn(page, 'accountant', '/export-turnover-balance');
  await expect(shown(page, 'saldo-row').first()).toBeVisible();
  expect(await shown(page, 'saldo-row').count()).toBeGreaterThanOrEqual(3);
});
