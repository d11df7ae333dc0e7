import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bankDaysAgo, dmy, isPhone, openSignedIn, shown, sidewaysOverflow } from '../support.ts';

/*
 * The application for a certified statement: from an account's statement the accountant opens the
 * application, is refused for an e-mail delivery without an address, submits it, sees it listed as
 * submitted and downloads the form to sign as a PDF. The screen is cards on a phone (no sideways
 * scroll) and a table on a desktop.
 */

async function openApplication(page: Page): Promise<void> {
  await openSignedIn(page, 'accountant', '/accounts');
  const list = shown(page, 'accounts-list');
  await expect(list.getByTestId('account-open').first()).toBeVisible();
  await list.getByTestId('account-open').first().click();
  await expect(page).toHaveURL(/\/accounts\/detail\/\d{25}\/\d{5}$/);
  await shown(page, 'account-statement').click();
  await expect(shown(page, 'statement-totals')).toBeVisible();
  await shown(page, 'statement-application').click();
  await expect(page).toHaveURL(/\/accounts\/stmt\/\d{25}\/\d{5}\/application-for-discharge\?from=/);
  await expect(shown(page, 'application-form')).toBeVisible();
}

test(
  'an accountant applies for a certified statement, sees it listed and downloads the form',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openApplication(page);
    const from = bankDaysAgo(40);
    const to = bankDaysAgo(10);
    await shown(page, 'application-range-from').locator('input').fill(dmy(from));
    await shown(page, 'application-range-to').locator('input').fill(dmy(to));
    await shown(page, 'application-purpose').selectOption('audit');
    await shown(page, 'application-copies').selectOption('2');
    await shown(page, 'application-delivery-email').check();
    // E-mail delivery without an address is refused on the spot, and nothing is sent.
    await shown(page, 'application-submit').click();
    await expect(shown(page, 'form-summary')).toBeVisible();
    await expect(shown(page, 'application-email')).toContainText(/почты/);
    await shown(page, 'application-email').locator('input').fill('buh@corp.uz');
    await shown(page, 'application-submit').click();

    await expect(shown(page, 'application-done')).toContainText(/ZV-\d{6}/);
    const number = /ZV-\d{6}/.exec(await shown(page, 'application-done').innerText())?.[0] ?? '';
    // The width journey may add applications to the same account meanwhile: find this one by number.
    const row = shown(page, 'application-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(dmy(from));
    await expect(shown(page, `application-status-${number}`)).toHaveText('Подано');

    const download = page.waitForEvent('download');
    await shown(page, `application-pdf-${number}`).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`statement_application_${number}.pdf`);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The list is the server's: a reload shows the application with its status.
    await page.reload();
    await expect(shown(page, `application-status-${number}`)).toHaveText('Подано');
  },
);

test('the application screen fits the width: cards on a phone, a table on a desktop', async ({ page }) => {
  await openApplication(page);
  // One application with the defaults (the last month, at the branch), so the list has a row.
  await shown(page, 'application-submit').click();
  await expect(shown(page, 'application-done')).toBeVisible();
  await expect(shown(page, 'application-row').first()).toBeVisible();
  const sideways = await sidewaysOverflow(page);
  expect(sideways).toBeLessThanOrEqual(0);
  const list = shown(page, 'applications');
  expect(await list.evaluate((el) => el.tagName)).toBe(isPhone(page) ? 'UL' : 'TABLE');
  if (!isPhone(page)) {
    // The same screen narrowed to a phone's width still has no sideways scroll.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(shown(page, 'application-form')).toBeVisible();
    const narrow = await sidewaysOverflow(page);
    expect(narrow).toBeLessThanOrEqual(0);
  }
});
