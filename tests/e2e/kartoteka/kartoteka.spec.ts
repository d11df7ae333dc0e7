import { expect, test } from '@playwright/test';
import { goInApp, openSignedIn, shown } from '../support.ts';

/*
 * The accountant's card-file journey: the card file of each account, its documents narrowed to card
 * file 2, the reservations whose total is the account's reserved amount, then the same pages offline
 * with their "as of" time. Service workers are blocked, so offline pages are reached by in-app
 * navigation after their chunk loaded online.
 */

test('an accountant reads the card file, its card file 2 documents and the reservations, also offline @phone-only', async ({
  page,
}) => {
  await openSignedIn(page, 'accountant', '/kartoteka');
  const filed = shown(page, 'kartoteka-account').filter({ hasText: 'Картотека 1 (2)' }).first();
  // The first soum account of the organisation carries the seeded card file: 2 + 2 documents and a reservation.
  await expect(filed).toBeVisible();
  const reserved = (await filed.locator('dd').nth(2).innerText()).trim();
  expect(reserved).toMatch(/[1-9]/);

  await filed.getByTestId('kartoteka-needs-link').click();
  await expect(page).toHaveURL(/\/kartoteka\/customer-needs\?account=\d{25}&mfo=\d{5}$/);
  await expect(shown(page, 'kartoteka-account-filter')).toBeVisible();
  await expect(shown(page, 'kartoteka-document')).toHaveCount(4);
  await shown(page, 'kartoteka-needs').getByRole('link', { name: 'Картотека 2' }).click();
  await expect(page).toHaveURL(/\?file=2&account=\d{25}&mfo=\d{5}$/);
  await expect(shown(page, 'kartoteka-document')).toHaveCount(2);
  for (const doc of await shown(page, 'kartoteka-document').all()) await expect(doc).toContainText('К-2');
  await expect(shown(page, 'kartoteka-totals')).toContainText('Осталось оплатить (2)');

  await goInApp(page, '/kartoteka');
  await filed.getByTestId('kartoteka-reservations-link').click();
  await expect(page).toHaveURL(/\/kartoteka\/customer-reservation\?account=\d{25}&mfo=\d{5}$/);
  await expect(shown(page, 'kartoteka-reservation').first()).toBeVisible();
  // The reservations add up to the account's reserved amount.
  await expect(shown(page, 'kartoteka-totals').locator('dd')).toHaveText(reserved);

  await page.context().setOffline(true);
  await goInApp(page, '/kartoteka');
  await expect(shown(page, 'kartoteka-summary').getByTestId('accounts-as-of')).toBeVisible();
  await expect(filed).toContainText('Картотека 1 (2)');
  await filed.getByTestId('kartoteka-reservations-link').click();
  await expect(shown(page, 'kartoteka-reservations').getByTestId('accounts-as-of')).toBeVisible();
  await expect(shown(page, 'kartoteka-totals').locator('dd')).toHaveText(reserved);
  await page.context().setOffline(false);
});
