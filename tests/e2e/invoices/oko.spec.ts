import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Tariffs and commissions at 375 px: the accountant opens the organisation's tariff agreements,
 * opens one and sees its tariff's commissions and the commissions charged (more than a page).
 */

test('@phone-only the accountant opens a tariff agreement with its commissions and charges', async ({
  page,
}) => {
  await openSignedIn(page, 'accountant', '/oko');
  await expect(page.getByTestId('oko-agreements')).toBeVisible();
  await expect(page.getByTestId('oko-my-applications')).toBeVisible();
  await page.getByTestId('oko-agreement-open').first().click();
  await expect(page).toHaveURL(/\/oko\/TA-[\w-]+\/\d+$/);
  await expect(page.getByTestId('oko-commissions')).toBeVisible();
  await expect(page.getByTestId('oko-charges')).toBeVisible();
  await expect(page.getByTestId('pager')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
