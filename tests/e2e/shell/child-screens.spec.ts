import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, shown } from '../support.ts';

/*
 * Native feel on phones (issue 17 point 5): a child screen's header has a back button and the
 * screen's title in place of the menu button and the brand; a pull down reads the screen again.
 */
test(
  "a payment's page on a phone has a back button and its title; back returns to the list",
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'accountant', '/uzs-payments');
    await expect(page.getByTestId('back-button')).toHaveCount(0);
    await expect(page.locator('.cb-topbar .cb-brand')).toHaveText('CorpBank');
    await shown(page, 'payment-open').first().click();
    await expect(page).toHaveURL(/\/uzs-payments\/detail\/\d+$/);
    const detail = page.url();
    await expect(page.getByTestId('page-title')).toHaveText('Платёж в сумах');
    await expect(page.getByTestId('menu-toggle')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    const back = page.getByTestId('back-button');
    const box = await back.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    await back.click();
    await expect(page).toHaveURL(/\/uzs-payments$/);

    // Opened directly (a link, a notification): back goes to the payment's list, not out of the app.
    await page.goto(detail);
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/uzs-payments$/);
    await expect(page.getByTestId('menu-toggle')).toBeVisible();
  },
);

test('pulling the list down reads it again', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'accountant', '/uzs-payments');
  await expect(shown(page, 'payment-open').first()).toBeVisible();
  const listRead = page.waitForRequest((request) => request.url().includes('/api/v2/uzs-payment/list'));
  // The gesture itself is Ionic's; its event is what the app answers.
  await shown(page, 'pull-to-refresh').evaluate((refresher) =>
    refresher.dispatchEvent(new CustomEvent('ionRefresh', { detail: { complete: () => undefined } })),
  );
  await listRead;
});
