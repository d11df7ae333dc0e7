import { expect, test } from '@playwright/test';
import { isPhone, openSignedIn, seriousViolations, signInHome } from '../support.ts';
import {
  api,
  apiToken,
  createPayment,
  fillPaymentForm,
  paymentsTo,
  uniqueTag,
  type ApiPayment,
} from './support.ts';

/*
 * Soum payments against the real server, its bank-processing job (a short timer in e2e) and the
 * signing-client simulator. The first journey runs in both projects (the phone one is the 375 px head);
 * the ones tagged @phone-only are about rules, not layout.
 */

const PASSED = 6;
const PAID = 8;

test('the accountant sends a payment for signature; the head signs and sends it from the home card; it is executed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const name = `MChJ E2E ${uniqueTag(testInfo)}`;
  await openSignedIn(page, 'accountant', '/uzs-payments');
  await page.getByTestId('payment-create').click();
  await fillPaymentForm(page, name, '125000.50');
  await expect(page.getByTestId('pay-sum-words')).toContainText('Сто двадцать пять тысяч');
  await expect(page.getByTestId('pay-bank-name')).not.toBeEmpty();
  await page.getByTestId('pay-save-approve').click();
  await expect(page).toHaveURL(/\/uzs-payments\/detail\/\d+$/);
  await expect(page.getByTestId('field-r_name')).toHaveText(name);
  // The status timeline: what happened so far, then the step the payment waits for, hollow.
  const steps = page.getByTestId('payment-timeline').getByTestId('timeline-step');
  await expect(steps.last()).toHaveAttribute('data-tone', 'upcoming');
  await expect(steps.last()).toHaveText('Далее: подпись');

  // The head, on a phone in the phone project: home → "awaiting my signature" → the card → Sign.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    locale: 'ru-RU',
    serviceWorkers: 'block',
  });
  const head = await context.newPage();
  await signInHome(head, 'head');
  await head.getByTestId('home-to_sign').click();
  await expect(head).toHaveURL(/\/uzs-payments\?awaiting=sign$/);
  if (isPhone(head)) await expect(head.getByTestId('payments-table-cards')).toBeVisible();
  await head.getByTestId('payment-open').filter({ hasText: name }).click();
  await head.getByTestId('payment-sign-send').click();
  // The sheet reviews what is signed (count, total, recipients) before the signing client is asked.
  await expect(head.getByTestId('sign-review')).toContainText(name);
  expect(await seriousViolations(head)).toEqual([]);
  await head.getByTestId('sign-confirm').click();
  await expect(head.getByTestId('sign-done')).toHaveText('Подписано и отправлено в банк.');
  await head.getByTestId('sign-close').click();

  const token = await apiToken(request, 'head');
  await expect
    .poll(async () => (await paymentsTo(request, token, name))[0]?.status_id, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(PASSED);
  const [done] = await paymentsTo(request, token, name);
  expect([PASSED, PAID]).toContain(done?.status_id);
  await head.reload();
  await expect(head.getByTestId('payment-signatures')).toContainText('A:');
  // The timeline ends with the bank's step (Passed or Paid, a success marker) and, while only
  // Passed, the crediting still to come.
  const headSteps = head.getByTestId('payment-timeline').getByTestId('timeline-step');
  await expect(headSteps.filter({ hasText: 'Статус: ' })).not.toHaveCount(0);
  await expect(head.locator('[data-testid="timeline-step"][data-tone="success"]')).not.toHaveCount(0);
  await expect(headSteps.filter({ hasText: 'Далее: подпись' })).toHaveCount(0);
  await context.close();
});

test(
  'a selection holding one payment the head cannot sign cannot be signed',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const name = `MChJ E2E ${uniqueTag(testInfo)}`;
    const accountant = await apiToken(request, 'accountant');
    const created = await createPayment(request, accountant, name, '1000.00');
    const approved = await createPayment(request, accountant, name, '2000.00');
    await api(
      request,
      accountant,
      'uzs-payment/auth-approve',
      { id: approved.id },
      { 'If-Match': String(approved.version) },
    );

    await signInHome(page, 'head');
    await page.goto(`/uzs-payments?recipient=${encodeURIComponent(name)}`);
    const rows = page.getByTestId('table-row');
    await expect(rows).toHaveCount(2);
    const checkbox = (sum: string) => rows.filter({ hasText: sum }).locator('input[type="checkbox"]');
    await checkbox('2\u00a0000.00').check();
    await expect(page.getByTestId('bulk-sign')).toBeEnabled();
    // The bar at the bottom sums the selection and offers signing as its one button.
    await expect(page.getByTestId('bulk-summary')).toContainText('1 · 2\u00a0000.00');
    expect(await seriousViolations(page)).toEqual([]);
    await checkbox('1\u00a0000.00').check();
    await expect(page.getByTestId('bulk-sign')).toBeDisabled();
    await expect(page.getByTestId('bulk-summary')).toContainText('2 · 3\u00a0000.00');
    // What the whole selection does not allow is not offered among the other actions either.
    await page.getByTestId('bulk-more').click();
    await expect(page.getByTestId('sheet-bulk-details')).toBeVisible();
    await expect(page.getByTestId('sheet-bulk-signSend')).toHaveCount(0);
    const server: ApiPayment[] = await paymentsTo(request, accountant, name);
    expect(server.find((p) => p.id === created.id)?.isSign).toBe(false);
  },
);

test(
  'the print view of a payment opens with its signatures; the list exports to Excel',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const name = `MChJ E2E ${uniqueTag(testInfo)}`;
    const accountant = await apiToken(request, 'accountant');
    const payment = await createPayment(request, accountant, name, '3000.00');
    await openSignedIn(page, 'accountant', `/uzs-payments/detail/${payment.id}`);
    await page.getByTestId('payment-print').click();
    await expect(page).toHaveURL(new RegExp(`/uzs-payments/print\\?ids=${payment.id}$`));
    await expect(page.getByTestId('payments-print')).toContainText(name);
    await expect(page.getByTestId('payments-print')).toContainText('Подписи');
    await expect(page.getByTestId('payments-print-print')).toBeVisible();

    await page.goto(`/uzs-payments?recipient=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('table-row')).toHaveCount(1);
    await page.getByTestId('export-menu-toggle').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-excel').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  },
);

test(
  'a payment changed after the head opened it: signing shows what changed and signs the current one on request',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const name = `MChJ E2E ${uniqueTag(testInfo)}`;
    const accountant = await apiToken(request, 'accountant');
    let payment = await createPayment(request, accountant, name, '4000.00');
    const ifMatch = (p: ApiPayment) => ({ 'If-Match': String(p.version) });
    payment =
      (
        await api<{ rows: ApiPayment[] }>(
          request,
          accountant,
          'uzs-payment/auth-approve',
          { id: payment.id },
          ifMatch(payment),
        )
      ).rows[0] ?? payment;

    await openSignedIn(page, 'head', `/uzs-payments/detail/${payment.id}`);
    await expect(page.getByTestId('payment-sign')).toBeVisible();

    // Meanwhile the accountant recalls it, changes the amount and hands it over again.
    payment =
      (
        await api<{ rows: ApiPayment[] }>(
          request,
          accountant,
          'uzs-payment/recall-approve-status',
          { id: payment.id },
          ifMatch(payment),
        )
      ).rows[0] ?? payment;
    const view = await api<Record<string, unknown>>(request, accountant, `uzs-payment/view?id=${payment.id}`);
    const edited = await api<ApiPayment>(
      request,
      accountant,
      'uzs-payment/save',
      {
        id: payment.id,
        client_reference: view['client_reference'],
        number: view['number'],
        date: view['date'],
        type: 1,
        account: view['account'],
        mfo: view['mfo'],
        r_account: view['r_account'],
        r_mfo: view['r_mfo'],
        r_inn: view['r_inn'],
        r_name: view['r_name'],
        sum: '4500.00',
        code: view['code'],
        description: view['description'],
      },
      ifMatch(payment),
    );
    await api(request, accountant, 'uzs-payment/auth-approve', { id: edited.id }, ifMatch(edited));

    await page.getByTestId('payment-sign').click();
    await page.getByTestId('sign-confirm').click();
    await expect(page.getByTestId('sign-conflict')).toBeVisible();
    await expect(page.getByTestId('diff-sum')).toContainText('4000.00');
    await expect(page.getByTestId('diff-sum')).toContainText('4500.00');
    await page.getByTestId('sign-again').click();
    await expect(page.getByTestId('sign-done')).toBeVisible();
    const [signed] = await paymentsTo(request, accountant, name);
    expect(signed?.status_id).toBe(4);
  },
);

test(
  'a payment saved as a template starts the next payment',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const name = `MChJ E2E ${uniqueTag(testInfo)}`;
    const accountant = await apiToken(request, 'accountant');
    const payment = await createPayment(request, accountant, name, '5000.00');
    await openSignedIn(page, 'accountant', `/uzs-payments/detail/${payment.id}`);
    await page.getByTestId('payment-template').click();
    await page.getByTestId('template-name-text').locator('input').fill(`Шаблон ${name}`);
    await page.getByTestId('template-name-ok').click();
    await page.goto('/shablon');
    const row = page.getByTestId('table-row').filter({ hasText: `Шаблон ${name}` });
    if (isPhone(page)) {
      await row.getByTestId('row-actions').click();
      await page.getByTestId('sheet-use').click();
    } else {
      await row.getByTestId('row-use').click();
    }
    await expect(page).toHaveURL(/\/uzs-payments\/add\?template=\d+$/);
    await expect(page.getByTestId('pay-r-name').locator('input')).toHaveValue(name);
  },
);

test('the multiclient sees payments across its organisations', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'multiclient', '/m-payments');
  await expect(page.getByTestId('m-payments')).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByTestId('payments-table')).toContainText('Toshkent Tekstil Invest');
});
