import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bankDaysAgo, dmy, openSignedIn, shown } from '../support.ts';

/*
 * The turnover export journey: choose an account and fewer fields, take a range, preview, then
 * download the text file and read it back: a header and one line per movement previewed.
 */

test('an accountant previews the turnover of an account and downloads it as text @phone-only', async ({
  page,
}) => {
  await openSignedIn(page, 'accountant', '/export-turnover');
  const from = bankDaysAgo(20);
  const to = bankDaysAgo();
  await shown(page, 'turnover-range-from').locator('input').fill(dmy(from));
  await shown(page, 'turnover-range-to').locator('input').fill(dmy(to));
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  const account = shown(page, 'turnover-accounts').locator('input[type=checkbox]').first();
  await account.check();
  await shown(page, 'turnover-field-name').uncheck();
  await shown(page, 'turnover-field-details').uncheck();
  await shown(page, 'turnover-show').click();
  await expect(shown(page, 'turnover-statement')).toHaveCount(1);
  const rows = await shown(page, 'turnover-row').count();
  expect(rows).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await shown(page, 'export-menu-toggle').click();
  await shown(page, 'export-text').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`turnover_${from.replace(/-/g, '')}_${to.replace(/-/g, '')}.txt`);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(rows + 1);
  // The account column, then the fields left chosen (date, document, debit, credit, account, bank, TIN).
  expect(lines[0]?.split('\t')).toHaveLength(8);
});

test(
  'the chosen accounts, columns and preview survive a reload',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'accountant', '/export-turnover');
    const account = shown(page, 'turnover-accounts').locator('input[type=checkbox]').first();
    await account.check();
    await shown(page, 'turnover-field-details').uncheck();
    await expect(page).toHaveURL(/acc=\d{20,27}%3A\d{5}/);
    await expect(page).toHaveURL(/fields=/);
    await shown(page, 'turnover-show').click();
    await expect(page).toHaveURL(/show=1/);
    await expect(shown(page, 'turnover-statement')).toHaveCount(1);

    await page.reload();
    await expect(shown(page, 'turnover-accounts').locator('input[type=checkbox]').first()).toBeChecked();
    await expect(shown(page, 'turnover-field-details')).not.toBeChecked();
    await expect(shown(page, 'turnover-field-date')).toBeChecked();
    await expect(shown(page, 'turnover-statement')).toHaveCount(1);
    // A change of the choice asks for the preview again.
    await shown(page, 'turnover-field-details').check();
    await expect(page).not.toHaveURL(/show=1/);
    await expect(shown(page, 'turnover-statement')).toHaveCount(0);
  },
);
