import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, fillField, openSignedIn, seriousViolations, sidewaysOverflow } from '../support.ts';

const CREDITED = 6;

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/v2/security/login', {
    data: { username, password: DEMO_PASSWORD, code: '00000', captchaId: randomUUID() },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function statusOf(request: APIRequestContext, token: string, id: number): Promise<number> {
  const answer = await request.get(`/api/v2/currency-payment/view?id=${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { status_id: number } }).data.status_id;
}

test(
  'the accountant creates a USD payment, the head signs and sends it, the bank executes it and the tracker shows it credited',
  { tag: '@phone-only' },
  async ({ page, browser, request }, testInfo) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
    const name = `RHEIN SPINNEREI E2E ${tag}`;
    await openSignedIn(page, 'accountant', '/currency-payments');
    await expect(page.getByTestId('fx-cards')).toBeVisible();
    await page.getByTestId('fx-create').click();
    await expect(page).toHaveURL(/\/currency-payments\/add$/);
    const account = page.getByTestId('fx-account');
    await expect(account.locator('option').nth(1)).toBeAttached();
    await account.selectOption({ index: 1 });
    await expect(page.getByTestId('fx-balance')).toContainText('USD');
    // The amount keeps the currency's two places.
    await fillField(page, 'fx-amount', '1500.257');
    await expect(page.getByTestId('fx-amount').locator('input')).toHaveValue('1500.25');
    await fillField(page, 'fx-number', '71');
    await fillField(page, 'fx-contract-number', 'RS-2026/14');
    await page.getByTestId('fx-operation').selectOption('11100');
    await page.getByTestId('fx-country').selectOption('DE');
    await fillField(page, 'fx-beneficiary-name', name);
    await fillField(page, 'fx-beneficiary-address', 'HAFENSTRASSE 12, DUISBURG');
    // A wrong IBAN is refused by the form before anything is sent.
    await fillField(page, 'fx-beneficiary-account', 'DE89 3704 0044 0532 0130 01');
    await fillField(page, 'fx-bic', 'COBADEFFXXX');
    await fillField(page, 'fx-bank-name', 'COMMERZBANK AG');
    await fillField(page, 'fx-purpose', 'SPARE PARTS FOR SPINNING MACHINES');
    await page.getByTestId('fx-save').click();
    await expect(page.getByTestId('fx-beneficiary-account')).toContainText('IBAN');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await fillField(page, 'fx-beneficiary-account', 'DE89 3704 0044 0532 0130 00');
    await page.getByTestId('fx-save').click();
    await expect(page).toHaveURL(/\/currency-payments\/detail\/\d+$/);
    await expect(page.getByTestId('fx-detail-beneficiary')).toHaveText(name);
    const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    // The accountant prepared it: no signature of theirs, and nothing to send yet.
    await expect(page.getByTestId('fx-sign')).toHaveCount(0);
    await expect(page.getByTestId('fx-send')).toHaveCount(0);

    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
      locale: 'ru-RU',
      serviceWorkers: 'block',
    });
    const head = await context.newPage();
    await openSignedIn(head, 'head', `/currency-payments/detail/${id}`);
    await expect(head.getByTestId('fx-detail-amount')).toContainText('1');
    await expect(head.getByTestId('fx-detail-amount')).toContainText('500.25');
    expect(await seriousViolations(head)).toEqual([]);
    expect(await sidewaysOverflow(head)).toBeLessThanOrEqual(0);
    await head.getByTestId('fx-sign').click();
    await expect(head.getByTestId('fx-note')).toHaveText('Подписано.');
    await head.getByTestId('fx-send').click();
    await expect(head.getByTestId('fx-note')).toHaveText('Отправлено в банк.');
    await expect(head.getByTestId('fx-value-date')).toHaveText(/\d\d\.\d\d\.\d{4}/);

    const token = await apiToken(request, 'head');
    await expect.poll(() => statusOf(request, token, id), { timeout: 30_000 }).toBe(CREDITED);
    await head.reload();
    await expect(head.getByTestId('fx-status')).toHaveText('Зачислен получателю');
    await expect(head.getByTestId('fx-mt103')).toBeVisible();
    await head.getByTestId('fx-tracker').click();
    await expect(head).toHaveURL(/\/currency-payments\/gpi\/\d+\/[0-9a-f-]{36}$/);
    await expect(head.getByTestId('fx-tracker-state')).toHaveText('Зачислен получателю');
    const steps = head.getByTestId('fx-gpi-steps').getByTestId('timeline-step');
    await expect(steps).toHaveCount(3);
    await expect(steps.last()).toHaveAttribute('data-tone', 'success');
    // SHA: the correspondent's 25.00 USD is deducted on the way.
    await expect(head.getByTestId('fx-credited-amount')).toContainText('475.25');
    expect(await seriousViolations(head)).toEqual([]);
    expect(await sidewaysOverflow(head)).toBeLessThanOrEqual(0);
    await context.close();
  },
);

test('the list of the seeded payments fits the screen (cards on a phone, a table on a desktop) without serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'accountant', '/currency-payments');
  await expect(page.getByTestId('fx-list')).toBeVisible();
  await expect(page.getByTestId(page.viewportSize()!.width >= 960 ? 'fx-table' : 'fx-cards')).toBeVisible();
  await expect(page.getByTestId('fx-page')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
