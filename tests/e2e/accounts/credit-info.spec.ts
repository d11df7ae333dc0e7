import { expect, test } from '@playwright/test';
import { goInApp, shown, signInHome } from '../support.ts';

/*
 * The home credit card: what is owed in soums with the overdue part and the nearest payment, the
 * contracts folded out, and the same card offline with its "as of" time.
 */

test('an accountant sees the organisation’s credits on the home page, also offline @phone-only', async ({
  page,
}) => {
  await signInHome(page, 'accountant');
  const card = shown(page, 'home-credits');
  // The seed gives the organisation several credits (the credits area adds more): the card's count,
  // the folded list's title and the rows it folds out must agree.
  await expect(card.getByTestId('home-credit-UZS')).toContainText(/кредитов: \d+/);
  await expect(card.getByTestId('home-credit-overdue')).toBeVisible();
  const folded = card.getByText(/^Договоры: \d+$/);
  const contracts = Number(/\d+/.exec((await folded.textContent()) ?? '')?.[0]);
  expect(contracts).toBeGreaterThanOrEqual(2);
  await folded.click();
  await expect(card.getByTestId('home-credit')).toHaveCount(contracts);
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
