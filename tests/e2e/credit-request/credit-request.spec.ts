import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Credit request to loan: the accountant applies for a car loan at 375 px (the rules show under the
 * fields, then are fixed), signs with the signing-client simulator and sends it; the bank's credit
 * officer approves it with terms; the loan appears in loan issuance with its repayment schedule.
 */

const field = (page: Page, name: string) => page.getByTestId(`credit-${name}`).locator('input');

test('@phone-only the accountant requests a car loan, signs and sends it; credit_go approves; the loan has its schedule', async ({
  page,
  browser,
}) => {
  const year = new Date().getFullYear();
  await openSignedIn(page, 'accountant', '/credit-request/add');
  await expect(page.getByTestId('credit-form')).toBeVisible();
  await page.getByTestId('credit-account').selectOption({ index: 1 });
  await page.getByTestId('credit-purpose_type').selectOption('vehicle');
  await field(page, 'purpose').fill('Isuzu NPR yuk avtomobilini sotib olish');
  await field(page, 'asset_price').fill('100000000');
  await field(page, 'own_funds').fill('10000000');
  await field(page, 'amount').fill('85000000');
  await field(page, 'vehicle_brand').fill('Isuzu NPR 75');
  await field(page, 'vehicle_year').fill(String(year - 7));
  await field(page, 'term_months').fill('24');
  await field(page, 'grace_months').fill('3');
  await field(page, 'rate').fill('22.5');
  await field(page, 'collateral_description').fill('Sotib olinadigan avtomobil garovi');
  await field(page, 'collateral_value').fill('110000000');
  await field(page, 'turnover_12m').fill('2400000000');
  await field(page, 'branch_mfo').fill('00873');
  await field(page, 'phone').fill('998901234567');
  await page.getByTestId('credit-save').click();
  // The rules under their fields; nothing was sent.
  await expect(page.getByTestId('credit-own_funds')).toContainText('15%');
  await expect(page.getByTestId('credit-vehicle_year')).toContainText('5');
  expect(await seriousViolations(page)).toEqual([]);

  await field(page, 'own_funds').fill('15000000');
  await field(page, 'vehicle_year').fill(String(year - 2));
  const saved = page.waitForResponse((r) => r.url().includes('/credit-request/save'));
  await page.getByTestId('credit-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/credit-request\/view\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('credit-status')).toHaveText('Черновик');

  const signed = page.waitForResponse((r) => r.url().includes('/credit-request/sign'));
  await page.getByTestId('credit-sign').click();
  expect((await signed).status()).toBe(200);
  await expect(page.getByTestId('credit-status')).toHaveText('Подписана');
  const sent = page.waitForResponse((r) => r.url().includes('/credit-request/send'));
  await page.getByTestId('credit-send').click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('credit-status')).toHaveText('Отправлена в банк');
  expect(await seriousViolations(page)).toEqual([]);

  // The bank's credit officer approves with terms.
  const bank = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  const officer = await bank.newPage();
  await openSignedIn(officer, 'credit_go', `/credit-request/view?id=${id}`);
  await officer.getByTestId('credit-approve').click();
  await expect(officer.getByTestId('approve-sheet')).toBeVisible();
  await officer.getByTestId('approve-rate').locator('input').fill('21');
  const approved = officer.waitForResponse((r) => r.url().includes('/credit-request/approve'));
  await officer.getByTestId('approve-ok').click();
  expect((await approved).status()).toBe(200);
  await expect(officer.getByTestId('credit-status')).toHaveText('Одобрена, кредит выдан');
  await bank.close();

  // The client sees the decision in the timeline and opens the loan with its schedule.
  await page.reload();
  await expect(page.getByTestId('credit-status')).toHaveText('Одобрена, кредит выдан');
  await expect(page.getByTestId('credit-timeline').locator('li')).toHaveCount(4);
  await page.getByTestId('credit-loan').click();
  await expect(page).toHaveURL(/\/loan-issuance\/view\/\d+$/);
  await expect(page.getByTestId('loan-schedule').locator('tbody tr')).toHaveCount(24);
  await expect(page.getByTestId('loan-schedule-totals')).toContainText('85000000.00');
  expect(await seriousViolations(page)).toEqual([]);
});
