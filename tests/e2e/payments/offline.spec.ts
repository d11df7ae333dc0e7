import { expect, test } from '@playwright/test';
import { clickSettled, goInApp, openSignedIn, shown, signInHome } from '../support.ts';
import { apiToken, fillPaymentForm, paymentsTo, uniqueTag } from './support.ts';

// Offline behaviour does not depend on the layout: these journeys run once, in the phone project.
test.skip(({ isMobile }) => !isMobile, 'runs in the phone project only');

/*
 * Payments made offline go through the outbox and arrive exactly once. Service workers are
 * blocked, so screens are reached by in-app navigation after the chunks were loaded online.
 */

/** Client-side navigation (no page load, which would fail offline). */
test(
  'two payments created offline arrive exactly once each when the connection returns, the second then approved',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const names = [`MChJ Offline ${tag} A`, `MChJ Offline ${tag} B`];
    const token = await apiToken(request, 'accountant');

    await openSignedIn(page, 'accountant', '/outbox');
    await expect(page.getByTestId('outbox-screen')).toBeVisible();
    // Online once: the list's and the form's chunks, reference lists and payer accounts are loaded and kept.
    await goInApp(page, '/uzs-payments');
    await expect(page.getByTestId('payments-list')).toBeVisible();
    await goInApp(page, '/uzs-payments/add');
    await expect(page.getByTestId('pay-account').locator('option').nth(1)).toBeAttached();

    await page.context().setOffline(true);
    for (const [i, name] of names.entries()) {
      if (i > 0) {
        // The list shows the first one already, waiting to be sent; a new payment starts from there.
        await goInApp(page, '/uzs-payments');
        await expect(shown(page, 'payment-queued-row')).toHaveCount(1);
        await clickSettled(page.getByTestId('payment-create'));
      }
      await expect(shown(page, 'payment-offline-hint')).toBeVisible();
      await fillPaymentForm(page, name, `${i + 1}500.00`, `${tag.slice(-6)}${i}`);
      // The second is also handed over for signature: that needs the id the server gives it later.
      await page.getByTestId(i === 0 ? 'pay-save' : 'pay-save-approve').click();
      await expect(page).toHaveURL(/\/outbox$/);
    }
    await expect(page.getByTestId('outbox-item').filter({ hasText: 'Сохранение платежа' })).toHaveCount(2);
    // Each row says which payment it is: its counterparty and amount (issue 17 point 3).
    for (const [i, name] of names.entries()) {
      await expect(page.getByTestId('outbox-summary').filter({ hasText: name })).toContainText(
        `${i + 1} 500.00`,
      );
    }
    // The payment list shows them, waiting to be sent, each opening to what was saved.
    await goInApp(page, '/uzs-payments');
    const queued = shown(page, 'payment-queued-row');
    await expect(queued).toHaveCount(2);
    const first = queued.filter({ hasText: names[0] ?? '' });
    await first.locator('summary').click();
    await expect(first).toContainText(`E2E payment ${names[0] ?? ''}`);
    await goInApp(page, '/outbox');
    for (const name of names) expect(await paymentsTo(request, token, name)).toHaveLength(0);

    await page.context().setOffline(false);
    await expect(page.locator('[data-testid="outbox-item"][data-state="pending"]')).toHaveCount(0, {
      timeout: 20_000,
    });
    for (const name of names) {
      await expect.poll(async () => (await paymentsTo(request, token, name)).length).toBe(1);
    }
    const [created] = await paymentsTo(request, token, names[0] ?? '');
    expect(created?.status_id).toBe(1);
    await expect.poll(async () => (await paymentsTo(request, token, names[1] ?? ''))[0]?.status_id).toBe(2);
    await expect(page.getByTestId('outbox-item').filter({ hasText: 'Платёж на подпись' })).toHaveAttribute(
      'data-state',
      'acked',
    );
  },
);

test(
  'a save whose answer was lost is sent again under its key and answered: one payment, its page opens',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const name = `MChJ Lost answer ${tag}`;
    const token = await apiToken(request, 'accountant');
    await signInHome(page, 'accountant');
    await goInApp(page, '/uzs-payments/add');
    await fillPaymentForm(page, name, '1500.00', `${tag.slice(-6)}7`);

    // The first save reaches the server, which commits; its answer never arrives.
    const keys: string[] = [];
    await page.route('**/api/v2/uzs-payment/save', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByTestId('pay-save').click();
    // The outbox sends the same row again after its first backoff; the server answers what it stored.
    await expect(page).toHaveURL(/\/uzs-payments\/detail\/\d+$/, { timeout: 15_000 });
    await expect(page.getByTestId('payment-document')).toContainText(/1\s?500\.00/);
    const saved = await paymentsTo(request, token, name);
    expect(saved).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  },
);
