import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/**
 * Salary statements end to end at 375 px: the accountant of the first demo organisation goes from
 * the Uzcard tile to a contract, ticks two employees' cards with amounts and makes the statement
 * (a malformed amount is refused by the server, per row, before anything is stored); the head
 * opens it, signs it through the signing-client simulator and sends it. File types, row errors,
 * scope, idempotency and the bank's execution (balanced, once, deferred rows) are held by the
 * server tests (server/src/modules/salary/salary.test.ts).
 */

test(
  'the accountant builds a salary statement from the card list and the head signs and sends it',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'accountant', '/salary');
    await expect(page.getByTestId('salary-table')).toBeVisible();
    await shown(page, 'salary-tile-UZCARD').click();
    await expect(page).toHaveURL(/\/salary\/accounts\/UZCARD$/);
    await shown(page, 'salary-account-open').first().click();
    await expect(page).toHaveURL(/\/salary\/card\?contractId=\d{27}$/);
    const rows = page.getByTestId('salary-card-row');
    await expect(rows.first()).toBeVisible();
    await rows.nth(0).getByTestId('salary-card-amount').locator('input').fill('1 500 000');
    await rows.nth(1).getByTestId('salary-card-amount').locator('input').fill('abc');
    await shown(page, 'salary-create').click();
    await expect(page.getByTestId('salary-errors')).toBeVisible();
    await expect(page).toHaveURL(/\/salary\/card\?/);
    await rows.nth(1).getByTestId('salary-card-amount').locator('input').fill('2000000.50');
    await expect(page.getByTestId('salary-card-total')).toContainText('3500000.50');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shown(page, 'salary-create').click();
    await expect(page).toHaveURL(/\/salary\/detail\/\d+$/);
    const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    await expect(shown(page, 'salary-status')).toHaveText('Создана');
    await expect(page.getByTestId('salary-rows')).toContainText('**** ');
    await expect(page.getByTestId('salary-sign')).toHaveCount(0);

    await openSignedIn(page, 'head', `/salary/detail/${id}`);
    await expect(shown(page, 'salary-status')).toHaveText('Создана');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shown(page, 'salary-sign').click();
    await expect(shown(page, 'salary-note-done')).toHaveText('Подписано.');
    await shown(page, 'salary-send').click();
    await expect(shown(page, 'salary-note-done')).toHaveText('Отправлено в банк.');
    await expect(shown(page, 'salary-status')).toHaveText(/Отправлена в банк|Исполнена/);
  },
);
