import { expect, test } from '@playwright/test';
import { goInApp, shown, signInHome } from '../support.ts';

/*
 * The home credit card: what is owed in soums with the overdue part and the nearest payment, the
 * contracts folded out, and the same card offline with its "as of" time.
 */
test.use({ serviceWorkers: 'block' });

test('an accountant sees the organisation’s credits on the home page, also offline @phone-only', async ({
  page,
}) => {
  await signInHome(page, 'accountant');
  const card = shown(page, 'home-credits');
  await expect(card.getByTestId('home-credit-UZS')).toContainText('кредитов: 2');
  await expect(card.getByTestId('home-credit-overdue')).toBeVisible();
  await card.getByText('Договоры: 2').click();
  await expect(card.getByTestId('home-credit')).toHaveCount(2);
  await expect(card.getByTestId('home-credit').first()).toContainText('% годовых');
  const debt = await card.getByTestId('home-credit-UZS').locator('strong').first().textContent();

  await goInApp(page, '/accounts');
  await expect(shown(page, 'accounts-list')).toBeVisible();
  await page.context().setOffline(true);
  await goInApp(page, '/');
  await expect(
    shown(page, 'home-credits').getByTestId('home-credit-UZS').locator('strong').first(),
  ).toHaveText(debt ?? '');
  await expect(shown(page, 'home-credits').getByText(/\d\d:\d\d/)).toBeVisible();
  await page.context().setOffline(false);
});
