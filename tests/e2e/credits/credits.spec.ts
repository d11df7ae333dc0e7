import { expect, test } from '@playwright/test';
import { menuPaths, openMenu, openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/*
 * The accountant's credits journey at phone width: the loans group of the menu, the credits list,
 * one credit's card and its repayment schedule (chart and totals row), then an overdraft
 * application on a current account that has none open, which appears in the list as created.
 */
test('an accountant opens a credit’s schedule chart and applies for an overdraft @phone-only', async ({
  page,
}) => {
  await openSignedIn(page, 'accountant', '/credits');
  await openMenu(page);
  expect(await menuPaths(page)).toEqual(expect.arrayContaining(['/credits', '/overdraft']));
  await page.keyboard.press('Escape');
  await page.goto('/credits');
  const list = shown(page, 'credits-list');
  await expect(list.getByTestId('credit-card').first()).toBeVisible();
  await expect(shown(page, 'credits-next-page')).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  const credit = list.getByTestId('credit-open').first();
  await credit.click();
  await expect(page).toHaveURL(/\/credits\/deatil\?number=KR-/);
  await expect(shown(page, 'credit-overdue-principal')).toBeVisible();

  const graph = page.waitForResponse((r) => r.url().includes('credit-deposit/graph') && r.status() === 200);
  await shown(page, 'credit-schedule').click();
  await graph;
  await expect(page).toHaveURL(/\/credits\/payment-graph\?number=KR-/);
  const chart = shown(page, 'credit-chart');
  await expect(chart.locator('svg[role="img"] rect').first()).toBeAttached();
  await expect(shown(page, 'credit-schedule-totals')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/overdraft');
  await expect(shown(page, 'overdraft-card').first()).toBeVisible();
  await shown(page, 'overdraft-new').click();
  await expect(page).toHaveURL(/\/overdraft\/create$/);
  const account = shown(page, 'overdraft-account');
  await expect(account.locator('option').nth(1)).toBeAttached();
  // The organisation's first account has only refused and ended applications: free to apply on.
  await account.selectOption({ index: 1 });
  await shown(page, 'overdraft-amount').locator('input').fill('75000000');
  await shown(page, 'overdraft-term').selectOption('3');
  expect(await seriousViolations(page)).toEqual([]);
  const created = page.waitForResponse((r) => r.url().includes('overdraft/create'));
  await shown(page, 'overdraft-submit').click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/overdraft$/);
  const first = shown(page, 'overdraft-card').first();
  await expect(first).toContainText('75');
  await expect(first.getByTestId('overdraft-status')).toBeVisible();
});
