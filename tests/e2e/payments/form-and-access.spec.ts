import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, sidewaysOverflow } from '../support.ts';
import { RECIPIENT, uniqueTag } from './support.ts';

test(
  'what was typed in the payment form survives a reload and is offered back',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    const name = `MChJ Draft ${uniqueTag(testInfo)}`;
    await openSignedIn(page, 'accountant', '/uzs-payments/add');
    await expect(page.getByTestId('pay-account').locator('option').nth(1)).toBeAttached();
    await page.getByTestId('pay-r-account').locator('input').fill(RECIPIENT.account);
    await page.getByTestId('pay-r-name').locator('input').fill(name);
    await page.getByTestId('pay-sum').locator('input').fill('777');
    // Autosave writes once typing pauses (600 ms).
    await page.waitForTimeout(1_500);
    await page.reload();
    await page.getByTestId('draft-restore').click();
    await expect(page.getByTestId('pay-r-name').locator('input')).toHaveValue(name);
    await expect(page.getByTestId('pay-r-account').locator('input')).toHaveValue(RECIPIENT.account);
    await expect(page.getByTestId('draft-offer')).toHaveCount(0);

    await page.waitForTimeout(1_500);
    await page.reload();
    await page.getByTestId('draft-discard').click();
    await expect(page.getByTestId('draft-offer')).toHaveCount(0);
    await page.waitForTimeout(1_500);
    await page.reload();
    await expect(page.getByTestId('pay-account').locator('option').nth(1)).toBeAttached();
    await expect(page.getByTestId('draft-offer')).toHaveCount(0);
  },
);

test('the list and a payment have no serious accessibility violation and no sideways scrolling', async ({
  page,
}) => {
  await openSignedIn(page, 'head', '/uzs-payments?awaiting=sign');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('payment-open').first().click();
  await expect(page.getByTestId('payment-document')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('the payment form has no serious accessibility violation and no sideways scrolling', async ({
  page,
}) => {
  await openSignedIn(page, 'accountant', '/uzs-payments/add');
  await expect(page.getByTestId('pay-account').locator('option').nth(1)).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
