import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { api, apiToken } from '../payments/support.ts';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow, signInHome } from '../support.ts';

/**
 * Currency buy/sell requests at 375 px on the real server: the accountant of the first demo
 * organisation asks to buy 1 000 USD at most 50 soums above the bank's selling rate (the form shows
 * the soum equivalent that will be reserved); the head signs it through the signing simulator — the
 * soums are reserved on 22613 — and sends it; the bank's currency officer accepts it and executes it
 * at the bank's rate of the day, and the accountant sees the 50 000 soums that came back.
 */

interface FormData {
  readonly currencies: { code: string; client_sell: string }[];
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

function plus50(rate: string): string {
  const [whole = '0', fraction = '00'] = rate.split('.');
  return `${BigInt(whole) + 50n}.${fraction.padEnd(2, '0')}`;
}

test(
  'a buy request: created, signed with the soums reserved, executed at a better rate, the difference back',
  { tag: '@phone-only' },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, 'accountant');
    const form = await api<FormData>(request, token, 'exchange-sum/form-data');
    const usd = form.currencies.find((c) => c.code === 'USD');
    if (!usd) throw new Error('no USD rate today');
    const limit = plus50(usd.client_sell);

    // The accountant sees the organisation's requests as cards and starts a purchase.
    await openSignedIn(page, 'accountant', '/exchange-sum');
    await expect(shown(page, 'fx-open').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shown(page, 'fx-buy-add').click();
    await expect(page).toHaveURL(/\/exchange-sum\/buy-add$/);
    const formPage = page.locator('.cb-page', { has: page.getByTestId('fx-form') });
    await expect(formPage.getByTestId('fx-currency')).toHaveValue('USD');
    await formPage.getByTestId('fx-amount').locator('input').fill('1000');
    await formPage.getByTestId('fx-rate').locator('input').fill(limit);
    await expect(formPage.getByTestId('fx-preview')).toContainText(/\d/);
    await formPage.getByTestId('fx-purpose').locator('textarea').fill('Toʻquv dastgohlari importi, E2E');
    await expect(formPage.getByTestId('fx-soum-account').locator('option').nth(1)).toBeAttached();
    await formPage.getByTestId('fx-soum-account').selectOption({ index: 1 });
    await formPage.getByTestId('fx-fx-account').selectOption({ index: 1 });
    expect(await seriousViolations(page)).toEqual([]);
    await formPage.getByTestId('fx-save').click();
    await expect(page).toHaveURL(/\/exchange-sum\/detail\/\d+$/);
    const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    await expect(shown(page, 'fx-status')).toHaveText('Создана');
    // The accountant prepared it: under four-eyes, signing is the head's.
    await expect(shown(page, 'fx-sign')).toHaveCount(0);

    // The head signs (consent to the purchase): the soum equivalent is reserved, then sends it.
    const head = await newUser(browser, testInfo, 'head');
    await head.goto(`/exchange-sum/detail/${id}`);
    await expect(shown(head, 'fx-sign-note')).toBeVisible();
    await shown(head, 'fx-sign').click();
    await expect(shown(head, 'fx-status')).toHaveText('Подписана');
    await expect(shown(head, 'fx-field-reserved')).toBeVisible();
    const reserved = await shown(head, 'fx-field-reserved').innerText();
    await shown(head, 'fx-send').click();
    await expect(shown(head, 'fx-status')).toHaveText('Отправлена в банк');
    await head.context().close();

    // The currency officer accepts and executes it at today's bank rate (offered in the sheet).
    const officer = await newUser(browser, testInfo, 'cur_manager');
    await officer.goto(`/exchange-sum/detail/${id}`);
    await shown(officer, 'fx-accept').click();
    await expect(shown(officer, 'fx-status')).toHaveText('Принята банком');
    await shown(officer, 'fx-execute').click();
    await expect(officer.getByTestId('fx-execute-sheet-text').locator('input')).toHaveValue(usd.client_sell);
    await officer.getByTestId('fx-execute-sheet-ok').click();
    await expect(shown(officer, 'fx-status')).toHaveText('Исполнена');
    await officer.context().close();

    // The accountant sees it executed, the reservation gone and 50 × 1 000 soums returned.
    await page.reload();
    await expect(shown(page, 'fx-status')).toHaveText('Исполнена');
    await expect(shown(page, 'fx-field-returned_soum')).toHaveText(/50\D000\.00/);
    await expect(shown(page, 'fx-field-reserved')).toHaveCount(0);
    await expect(shown(page, 'fx-log')).toContainText('Исполнена');
    expect(reserved).toMatch(/\d/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  },
);
