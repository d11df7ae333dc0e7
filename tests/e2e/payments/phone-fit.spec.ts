import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support.ts';
import { api, apiToken, createPayment, uniqueTag } from './support.ts';

/*
 * Amounts on a 375 px phone (seen in the docs' screenshots): a selection's total is never broken
 * inside the number, and a card's amounts stay inside the card.
 */
test(
  "the selection bar's total of large payments stays on one line",
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const name = `MChJ Fit ${uniqueTag(testInfo)}`;
    const accountant = await apiToken(request, 'accountant');
    for (const sum of ['9500000000.50', '7250000000.00']) {
      const payment = await createPayment(request, accountant, name, sum);
      await api(
        request,
        accountant,
        'uzs-payment/auth-approve',
        { id: payment.id },
        { 'If-Match': String(payment.version) },
      );
    }
    await openSignedIn(page, 'head', `/uzs-payments?recipient=${encodeURIComponent(name)}`);
    const rows = page.getByTestId('table-row');
    await expect(rows).toHaveCount(2);
    for (const box of await rows.locator('input[type="checkbox"]').all()) await box.check();
    const summary = page.getByTestId('bulk-summary');
    await expect(summary).toContainText('16\u00a0750\u00a0000\u00a0000.50\u00a0UZS');
    // The lines the total's characters are laid out on: one.
    const lines = await summary.evaluate((element) => {
      const text = element.firstChild;
      if (text === null || text.nodeType !== Node.TEXT_NODE) return -1;
      const value = text.textContent ?? '';
      const range = document.createRange();
      range.setStart(text, value.indexOf('16'));
      range.setEnd(text, value.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const bar = await page.getByTestId('bulk-bar').boundingBox();
    for (const button of await page.getByTestId('bulk-bar').getByRole('button').all()) {
      const box = await button.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((bar?.x ?? 0) + (bar?.width ?? 0));
    }
  },
);

test("an account card's balances stay inside the card", { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'accountant', '/accounts');
  const cards = page.getByTestId('account-card').filter({ visible: true });
  await expect(cards.first()).toBeVisible();
  const overflowing = await cards.evaluateAll((elements) =>
    elements.flatMap((card) => {
      // The card's content edge: inside its border and padding.
      const style = getComputedStyle(card);
      const right =
        card.getBoundingClientRect().right -
        parseFloat(style.paddingRight) -
        parseFloat(style.borderRightWidth);
      return [...card.querySelectorAll('dd')]
        .filter((dd) => dd.getBoundingClientRect().right > right + 0.5)
        .map((dd) => dd.textContent ?? '');
    }),
  );
  expect(overflowing).toEqual([]);
});
