import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/**
 * The bank's payment list (/payments, issue 24) at 375 px: the bank administrator filters every
 * organisation's payments down to one organisation and opens a payment's detail. Reach (admin_branch
 * sees its branch only), the other filters, the export's contents and the refusals are held by the
 * server tests (server/src/modules/uzs-payment/bank-payments.test.ts).
 */

test(
  'admin_bank filters the payments by organisation and opens one',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'admin_bank', '/payments');
    await expect(shown(page, 'bank-payments')).toBeVisible();
    const cards = page.getByTestId('payments-table-cards');
    await expect(cards).toBeVisible();
    // Every organisation at first: the first demo organisation's payments are there too.
    await expect(cards).toContainText('Toshkent Tekstil Invest');

    await shown(page, 'filters-toggle').click();
    await shown(page, 'filter-organization').locator('input').fill('302398451');
    await expect(page).toHaveURL(/organization=302398451/);
    await expect(cards.getByTestId('table-row').first()).toContainText('Samarqand Don');
    // Every card is a payment of that organisation (its name on each card; recipients may differ).
    await expect
      .poll(async () =>
        (await cards.getByTestId('table-row').allInnerTexts()).every((text) =>
          text.includes('Samarqand Don'),
        ),
      )
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await cards.getByTestId('payment-open').first().click();
    await expect(page).toHaveURL(/\/payments\?id=\d+$/);
    const document = shown(page, 'payment-document');
    await expect(document).toBeVisible();
    await expect(document).toContainText('302398451');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shown(page, 'bank-payment-back').click();
    await expect(shown(page, 'bank-payments')).toBeVisible();
  },
);
