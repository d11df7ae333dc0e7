import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bankDaysAgo, dmy, isPhone, openSignedIn, shown } from '../support.ts';

/*
 * The accountant's incoming-payments journey: open the report, take a range, open one payment,
 * then export every match as Excel and read the file back: one row per payment the totals count.
 */

test('an accountant searches incoming payments, opens one and exports them as Excel @phone-only', async ({
  page,
}) => {
  await openSignedIn(page, 'accountant', '/inc-payment-list');
  await expect(shown(page, 'table-row').first()).toBeVisible();

  // Up to yesterday: today's incoming payments change while other journeys run (payments they
  // send are executed into these accounts), so the totals and the export would see different sets.
  const from = bankDaysAgo(45);
  const to = bankDaysAgo(1);
  // The totals are read from the search of this range, not from the default range's still shown.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/export/inc-payment-search') &&
      (response.request().postData() ?? '').includes(from) &&
      (response.request().postData() ?? '').includes(to),
  );
  await shown(page, 'inc-range-from').locator('input').fill(dmy(from));
  await shown(page, 'inc-range-to').locator('input').fill(dmy(to));
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await searched;
  await expect(shown(page, 'table-row').first()).toBeVisible();
  const totals = await shown(page, 'inc-totals').locator('li').allInnerTexts();
  expect(totals.length).toBeGreaterThan(0);
  const count = totals.reduce((sum, line) => sum + Number(/\d+/.exec(line)?.[0] ?? 0), 0);
  expect(count).toBeGreaterThan(0);

  // Open the first payment: a button per row on desktop, the row's action sheet on phones.
  const row = shown(page, 'table-row').first();
  if (isPhone(page)) {
    await row.getByTestId('row-actions').click();
    await page.getByTestId('sheet-view').click();
  } else {
    await row.getByTestId('row-view').click();
  }
  const detail = page.getByTestId('inc-detail');
  await expect(detail.getByTestId('inc-detail-transaction_id').locator('dd')).not.toBeEmpty();
  const payer = await detail.getByTestId('inc-detail-payer_name').locator('dd').innerText();
  expect(payer).not.toBe('');
  await detail.getByTestId('inc-detail-close').click();
  await expect(detail).toBeHidden();

  const download = page.waitForEvent('download');
  await shown(page, 'export-menu-toggle').click();
  await shown(page, 'export-excel').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`incoming_${from.replace(/-/g, '')}_${to.replace(/-/g, '')}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(count + 1);
  const cells = (sheet?.getSheetValues() ?? []).flatMap((r) => (Array.isArray(r) ? r.map(String) : []));
  expect(cells).toContain(payer);
});

test(
  'the amount bounds filter the payments, are checked and survive a reload',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'accountant', '/inc-payment-list');
    await expect(shown(page, 'table-row').first()).toBeVisible();

    // The lower bound above the upper one is refused under the field, and not applied.
    await shown(page, 'inc-amount-from').locator('input').fill('5000');
    await shown(page, 'inc-amount-to').locator('input').fill('100');
    await expect(shown(page, 'inc-amount-to')).toContainText(/меньше/);
    await expect(shown(page, 'inc-amount-apply')).toBeDisabled();

    await shown(page, 'inc-amount-from').locator('input').fill('1');
    await shown(page, 'inc-amount-to').locator('input').fill('1000000000');
    await shown(page, 'inc-amount-apply').click();
    await expect(page).toHaveURL(/sum_from=1\.00/);
    await expect(page).toHaveURL(/sum_to=1000000000\.00/);
    await expect(shown(page, 'table-row').first()).toBeVisible();

    await page.reload();
    await expect(shown(page, 'inc-amount-from').locator('input')).toHaveValue(/^1(\.00)?$/);
    await expect(shown(page, 'inc-amount-to').locator('input')).toHaveValue(/1.000.000.000/);
    await expect(shown(page, 'table-row').first()).toBeVisible();
  },
);
