import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/**
 * Corporate card orders end to end on the real server at 375 px: the accountant orders a Humo
 * Business card on the organisation's corporate card account — the name on the card is kept in
 * Latin capitals as typed, a Cyrillic one is refused before anything is sent; the head signs it
 * through the signing-client simulator and sends it; the bank's job issues the card and only its
 * masked number (first 4, next 2, last 4) is ever shown. The rules at their edges, scope, bank
 * staff's read-only reach and the scan for clear card numbers are held by the server tests.
 */

const CARD_ACCOUNT = '22618000301245678004' + '00873';

async function newUser(browser: Browser, testInfo: TestInfo, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    locale: 'ru-RU',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await openSignedIn(page, username, path);
  return page;
}

test(
  'the accountant orders a corporate card, the head signs and sends it, the bank issues it masked',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    // A new holder each run: the bank refuses a second card of one product to one holder.
    const phone = `99897${String(Date.now() % 10_000_000).padStart(7, '0')}`;

    await openSignedIn(page, 'accountant', '/order-corporate-card/create');
    const form = page.getByTestId('card-order-form');
    await expect(form).toBeVisible();
    await page.getByTestId('card-order-product').selectOption('HUMO_BUSINESS');
    const account = page.getByTestId('card-order-account');
    await expect(account.locator(`option[value="${CARD_ACCOUNT}"]`)).toBeAttached();
    await account.selectOption(CARD_ACCOUNT);
    await page.getByTestId('card-order-holder').locator('input').fill('Rasulova Dilnoza Akmalovna');
    const embossed = page.getByTestId('card-order-embossed').locator('input');
    await embossed.fill('ДИЛНОЗА');
    await page.getByTestId('card-order-phone').locator('input').fill(phone);
    await page.getByTestId('card-order-save').click();
    await expect(page.getByTestId('card-order-embossed')).toContainText('латинские');
    await expect(page).toHaveURL(/\/order-corporate-card\/create$/);
    await embossed.fill('dilnoza rasulova');
    await expect(embossed).toHaveValue('DILNOZA RASULOVA');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('card-order-save').click();

    await expect(page).toHaveURL(/\/order-corporate-card\/view\/\d+$/);
    const id = Number(/view\/(\d+)$/.exec(page.url())?.[1]);
    await expect(shown(page, 'card-order-status')).toHaveText('Создана');

    const head = await newUser(browser, testInfo, 'head', `/order-corporate-card/view/${id}`);
    await shown(head, 'card-order-sign').click();
    await expect(shown(head, 'card-order-note-done')).toHaveText('Заявка подписана.');
    await shown(head, 'card-order-send').click();
    await expect(shown(head, 'card-order-note-done')).toHaveText('Заявка отправлена в банк.');
    await expect(async () => {
      await head.reload();
      await expect(shown(head, 'card-order-status')).toHaveText('Карта выпущена', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(shown(head, 'card-order-field-card_number')).toHaveText(/^9860 18\*\* \*\*\*\* \d{4}$/);
    expect(await head.locator('body').innerText()).not.toMatch(/(^|\D)\d{16}(\D|$)/);

    await head.goto('/card-order/cards');
    await expect(shown(head, 'issued-card').filter({ hasText: 'DILNOZA RASULOVA' }).first()).toBeVisible();
    expect(await seriousViolations(head)).toEqual([]);
    await head.context().close();
  },
);
