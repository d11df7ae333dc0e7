import { expect, test } from '@playwright/test';
import { clickUntilAt, openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/**
 * Salary card orders end to end at 375 px: the accountant of the first demo organisation goes from
 * the Uzcard tile to a contract and orders a card by passport (a one-letter series is refused by
 * the shared rule before anything is sent), lands back on /wage, then pins a card the bank has
 * issued in three steps. Bulk sign/send refusal, scope, idempotency, the bank's job and the PAN
 * scan are held by the server tests (server/src/modules/wage/wage.test.ts).
 */

test(
  'the accountant orders a salary card by passport and pins an issued card in three steps',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'accountant', '/wage');
    await shown(page, 'wage-tile-UZCARD').click();
    await expect(page).toHaveURL(/\/wage\/accounts\/UZCARD$/);
    await shown(page, 'wage-account-open').first().click();
    await expect(page).toHaveURL(/\/wage\/card\?/);
    await expect(page.getByTestId('wage-contract-contract')).toHaveText(/^\d{27}$/);
    await shown(page, 'wage-create').click();
    await expect(page).toHaveURL(/\/wage\/card\/add\?/);

    const form = page.getByTestId('wage-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('wage-contract-id').locator('input')).toBeDisabled();
    await page.getByTestId('wage-birthdate').locator('input').first().fill('17.05.1990');
    await page.getByTestId('wage-passport-series').locator('input').fill('a');
    const number = String(1_000_000 + (Date.now() % 8_999_999));
    await page.getByTestId('wage-passport-number').locator('input').fill(number);
    await page.getByTestId('wage-phone').locator('input').fill('901234567');
    await page.getByTestId('wage-save').click();
    await expect(page.getByTestId('form-summary')).toBeVisible();
    await expect(page).toHaveURL(/\/wage\/card\/add\?/);
    await page.getByTestId('wage-passport-series').locator('input').fill('ab');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('wage-save').click();
    await expect(page).toHaveURL(/\/wage$/);
    await expect(page.getByTestId('wage-table')).toContainText(`AB ${number}`);
    await expect(page.getByTestId('wage-tiles')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // A card the bank issued (status 8): its detail, then the three steps.
    await openSignedIn(page, 'accountant', '/wage?status=8');
    // A click that lands while the list is still settling on its filter is lost (once in five runs).
    await clickUntilAt(page, shown(page, 'wage-open').first(), /\/wage\/\d+$/);
    await shown(page, 'wage-pin').click();
    const dialog = page.getByTestId('wage-pin-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('wage-pin-type-UZCARD').click();
    await dialog.getByTestId('wage-pin-next').click();
    await dialog.getByTestId('wage-pin-account').first().click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('wage-pin-submit').click();
    await expect(dialog.getByTestId('wage-pin-done')).toBeVisible();
    await dialog.getByTestId('wage-pin-close').click();
    await expect(dialog).toBeHidden();
    await expect(shown(page, 'wage-status')).toHaveText('Карта привязана');
    await expect(page.getByTestId('wage-log')).toContainText('Карта привязана к договору');
  },
);
