import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { api, apiToken, uniqueTag } from '../payments/support.ts';
import { clickSettled, openSignedIn, shown, signInHome } from '../support.ts';

/**
 * Payment claims, end to end on the real server: the accountant of the first demo organisation
 * issues a claim on an account of the third (AJ «Farg'ona …», one signature); its accountant sees
 * it incoming and pays part of it, which makes a soum payment in /uzs-payments; once that payment
 * is approved, signed by its head through the signing simulator, sent and passed by the bank, the
 * creditor sees it paid and what remains, and recalls the remainder. Both projects run it (375 px
 * and 1280 px).
 */

interface Account {
  readonly number: string;
  readonly mfo: string;
  readonly balance: string;
}

/** Largest balance first, compared exactly (decimal strings as minor units). */
function byBalance(a: Account, b: Account): number {
  const minor = (s: string) => BigInt(s.replace('.', ''));
  return minor(b.balance) > minor(a.balance) ? 1 : minor(b.balance) < minor(a.balance) ? -1 : 0;
}

async function newUser(browser: Browser, testInfo: TestInfo, username: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    locale: 'ru-RU',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signInHome(page, username);
  return page;
}

test(
  'a claim on another organisation is paid in part through a soum payment, then its remainder recalled',
  { tag: '@phone-only' },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const number = uniqueTag(testInfo).slice(-10);
    const debtorToken = await apiToken(request, 'accountant_org3');
    const [debtorAccount] = (await api<Account[]>(request, debtorToken, 'uzs-payment/accounts')).sort(
      byBalance,
    );
    if (!debtorAccount) throw new Error('the third organisation has no open account');

    // The creditor issues the claim; the debtor's tin and name come from the bank by the account.
    await openSignedIn(page, 'accountant', '/payments-required?direction=outgoing');
    await page.getByTestId('claim-create').click();
    await page.getByTestId('claim-number').locator('input').fill(number);
    const account = page.getByTestId('claim-account');
    await expect(account.locator('option').nth(1)).toBeAttached();
    await account.selectOption({ index: 1 });
    await page.getByTestId('claim-debtor-account').locator('input').fill(debtorAccount.number);
    await page.getByTestId('claim-debtor-mfo').locator('input').fill(debtorAccount.mfo);
    await expect(page.getByTestId('claim-debtor-inn').locator('input')).toHaveValue(/^\d{9}$/);
    await expect(page.getByTestId('claim-debtor-name').locator('input')).not.toHaveValue('');
    await page.getByTestId('claim-amount').locator('input').fill('1000000');
    await expect(page.getByTestId('claim-code').locator('option').nth(1)).toBeAttached();
    await page.getByTestId('claim-code').selectOption({ index: 1 });
    await page.getByTestId('claim-description').locator('textarea').fill(`E2E claim ${number}`);
    await expect(page.getByTestId('claim-partial')).toBeChecked();
    await page.getByTestId('claim-save').click();
    await expect(page).toHaveURL(/\/payments-required\/outgoing\/detail\/\d+$/);
    const claimId = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByTestId('claim-field-amount_remaining')).toHaveText(/1\D000\D000/);
    await expect(page.getByTestId('claim-status')).toHaveText('Ожидает оплаты');

    // The debtor finds it among incoming claims and pays 400 000 of it.
    const debtor = await newUser(browser, testInfo, 'accountant_org3');
    await debtor.goto('/payments-required');
    await debtor.locator(`a[href="/payments-required/incoming/detail/${claimId}"]`).click();
    await expect(debtor.getByTestId('claim-document')).toBeVisible();
    await debtor.getByTestId('claim-pay').click();
    await expect(debtor).toHaveURL(new RegExp(`/payments-required/payment\\?id=${claimId}$`));
    await expect(debtor.getByTestId('claim-pay-account')).toHaveValue(debtorAccount.number);
    await debtor.getByTestId('claim-pay-sum').locator('input').fill('1000000.01');
    await debtor.getByTestId('claim-pay-submit').click();
    await expect(debtor.getByTestId('claim-pay-sum')).toContainText('Больше, чем осталось');
    await debtor.getByTestId('claim-pay-sum').locator('input').fill('400000');
    await debtor.getByTestId('claim-pay-submit').click();
    await expect(debtor.getByTestId('claim-payment-made')).toBeVisible();
    await expect(debtor.getByTestId('claim-field-amount_in_payment')).toHaveText(/400\D000/);
    await expect(debtor.getByTestId('claim-field-amount_remaining')).toHaveText(/600\D000/);
    const paymentHref = await debtor.getByTestId('claim-payment-link').getAttribute('href');
    const paymentId = Number(/detail\/(\d+)$/.exec(paymentHref ?? '')?.[1]);

    // The linked payment is an ordinary soum payment of the debtor.
    await debtor.goto('/uzs-payments');
    await expect(debtor.locator(`a[href="/uzs-payments/detail/${paymentId}"]`).first()).toBeVisible();
    const view = await api<{ version: number }>(request, debtorToken, `uzs-payment/view?id=${paymentId}`);
    await api(
      request,
      debtorToken,
      'uzs-payment/auth-approve',
      { id: paymentId },
      { 'If-Match': String(view.version) },
    );
    await debtor.context().close();

    // Its head signs and sends it; the bank passes it and the claim counts it as paid.
    const head = await newUser(browser, testInfo, 'head_org3');
    await head.goto(`/uzs-payments/detail/${paymentId}`);
    await head.getByTestId('payment-sign-send').click();
    await head.getByTestId('sign-confirm').click();
    await expect(head.getByTestId('sign-done')).toHaveText('Подписано и отправлено в банк.');
    await head.context().close();
    const creditorToken = await apiToken(request, 'accountant');
    await expect
      .poll(
        async () =>
          (await api<{ amount_paid: string }>(request, creditorToken, `payments-required/view?id=${claimId}`))
            .amount_paid,
        { timeout: 30_000 },
      )
      .toBe('400000.00');

    // The creditor sees paid and remaining, in the list and on the claim, then recalls the rest.
    await page.goto('/payments-required?direction=outgoing');
    await expect(page.getByTestId('claims-tab-outgoing')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator(`a[href="/payments-required/outgoing/detail/${claimId}"]`)).toBeVisible();
    await page.goto(`/payments-required/outgoing/detail/${claimId}`);
    await expect(page.getByTestId('claim-field-amount_paid')).toHaveText(/400\D000/);
    await expect(page.getByTestId('claim-field-amount_remaining')).toHaveText(/600\D000/);
    await expect(page.getByTestId('claim-status')).toHaveText('Частично оплачено');
    await expect(page.getByTestId('claim-edit')).toHaveCount(0);
    await page.getByTestId('claim-recall-open').click();
    await expect(page).toHaveURL(new RegExp(`/payments-required/recall/view/${claimId}$`));
    await page.getByTestId('claim-recall').click();
    await expect(page.getByTestId('claim-recall-closed')).toBeVisible();
    // The claim's page stays in the router's stack beside the recall page; read the recall page.
    const recalled = page.locator('.cb-page', { has: page.getByTestId('claim-recall-closed') });
    await expect(recalled.getByTestId('claim-field-amount_recalled')).toHaveText(/600\D000/);
    await expect(recalled.getByTestId('claim-field-amount_remaining')).toHaveText(/^0/);
    await expect(recalled.getByTestId('claim-status')).toHaveText('Отозвано');
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);

    // Offline, the list and the claim are read from the encrypted cache, marked with their time.
    await page.context().setOffline(true);
    await expect(shown(page, 'claim-as-of')).toBeVisible();
    await clickSettled(page.getByRole('link', { name: 'К требованиям' }));
    await expect(shown(page, 'claims-as-of')).toBeVisible();
    await shown(page, 'claim-open')
      .and(page.locator(`[href$="/detail/${claimId}"]`))
      .click();
    await expect(shown(page, 'claim-status')).toHaveText('Отозвано');
    await expect(shown(page, 'claim-as-of')).toBeVisible();
    await page.context().setOffline(false);
  },
);
