import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Invoices at 375 px: the dealer's accountant issues an invoice to the Samarqand organisation by
 * INN and lands on it; the Samarqand head finds it among the invoices received,
 * opens it and is offered to pay it.
 */

test('@phone-only a dealer issues an invoice and the payer sees it with the pay action', async ({ page }) => {
  const [year, month, day] = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  const due = `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
  const purpose = `Gazlama partiyasi ${String(Date.now() % 100000)}`;
  await openSignedIn(page, 'accountant', '/invoices/d');
  await expect(page.getByTestId('invoices-table')).toBeVisible();
  await page.getByTestId('invoice-new').click();
  await page.getByTestId('invoice-inn').locator('input').fill('302398451');
  await page.getByTestId('invoice-amount').locator('input').fill('4800000');
  await page.getByTestId('invoice-purpose').locator('input').fill(purpose);
  await page.getByTestId('invoice-due').locator('input').fill(due);
  const issued = page.waitForResponse((r) => r.url().includes('/invoices/issue'));
  await page.getByTestId('invoice-submit').click();
  expect((await issued).status()).toBe(200);
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const id = /\/invoices\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('invoice-status')).toHaveText('Ожидает оплаты');
  await expect(page.getByTestId('invoice-cancel')).toBeVisible();

  await openSignedIn(page, 'head_org2', '/invoices/c');
  await expect(page.getByTestId('invoices-table')).toBeVisible();
  await page.locator(`a[href="/invoices/${id}"]`).first().click();
  await expect(page.getByTestId('invoice-card')).toContainText(purpose);
  await expect(page.getByTestId('invoice-pay')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
