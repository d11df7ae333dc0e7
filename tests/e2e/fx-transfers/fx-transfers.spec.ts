import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/**
 * Transfers between own foreign-currency accounts (SKV to SKV), end to end on the real server at
 * 375 px: the accountant of the first demo organisation moves dollars from its USD account to its
 * second USD account; the head signs it through the signing-client simulator and sends it to the
 * bank; the list shows it (the bank's job executes it within seconds). A same-currency transfer, so
 * the journey does not depend on the 9:00–17:00 conversion window (the server tests hold that).
 */

/** Today in Tashkent as the screens write dates (dd.mm.yyyy). */
function tashkentToday(): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent' }).format(new Date());
}

const USD = '20208840301245678010' + '00873';
const USD2 = '20208840301245678021' + '00873';

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
  'the accountant creates a transfer between own USD accounts, the head signs and sends it, the list shows it',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    const purpose = `E2E SKV ${testInfo.testId.slice(-6)} ${Date.now() % 100000}`;

    await openSignedIn(page, 'accountant', '/skv-na-skv');
    await expect(page.getByTestId('fx-list')).toBeVisible();
    await expect(page.getByTestId('fx-open').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('fx-create').click();
    await expect(page).toHaveURL(/\/skv-na-skv\/add$/);
    const debit = page.getByTestId('fx-debit');
    await expect(debit.locator(`option[value="${USD}"]`)).toBeAttached();
    await debit.selectOption(USD);
    // The credit account offers the organisation's other foreign accounts, never the debit one.
    const credit = page.getByTestId('fx-credit');
    await expect(credit.locator(`option[value="${USD2}"]`)).toBeAttached();
    await expect(credit.locator(`option[value="${USD}"]`)).toHaveCount(0);
    await credit.selectOption(USD2);
    const amount = page.getByTestId('fx-amount').locator('input');
    await amount.fill('12.345');
    await page.getByTestId('fx-purpose').locator('textarea').fill(purpose);
    await page.getByTestId('fx-save').click();
    // Three decimals are refused for dollars before anything is sent.
    await expect(page.getByTestId('fx-amount')).toContainText('не более 2 знаков');
    await amount.fill('125.50');
    await expect(page.getByTestId('fx-value-date')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('fx-save').click();
    await expect(page).toHaveURL(/\/skv-na-skv\/detail\/\d+$/);
    const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    await expect(shown(page, 'fx-status')).toHaveText('Создан');
    await expect(shown(page, 'fx-field-amount')).toHaveText(/125\.50\sUSD/);
    // The accountant prepares; only a signer signs.
    await expect(shown(page, 'fx-sign')).toHaveCount(0);
    await expect(shown(page, 'fx-edit')).toBeVisible();

    const head = await newUser(browser, testInfo, 'head', `/skv-na-skv/detail/${id}`);
    await expect(shown(head, 'fx-status')).toHaveText('Создан');
    await shown(head, 'fx-sign').click();
    await expect(shown(head, 'fx-note-done')).toHaveText('Подписан.');
    await expect(shown(head, 'fx-status')).toHaveText('Подписан');
    await shown(head, 'fx-send').click();
    await expect(shown(head, 'fx-note-done')).toHaveText('Отправлен в банк.');
    await expect(shown(head, 'fx-status')).toHaveText(/Отправлен в банк|Исполнен/);
    await expect(shown(head, 'fx-log')).toContainText('Подписан ЭЦП');
    expect(await seriousViolations(head)).toEqual([]);
    await head.context().close();

    // The list shows it. Sent before the 16:00 Tashkent cut-off on an operating day, it is valued
    // today and the bank's job (every second on the e2e server) executes it; later, it waits for its
    // value date (the server tests move the clock through both).
    await page.goto('/skv-na-skv');
    const card = page.locator(`a[href="/skv-na-skv/detail/${id}"]`).filter({ visible: true }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('USD');
    await card.click();
    const valueDate = await shown(page, 'fx-field-value_date').textContent();
    if (valueDate !== tashkentToday()) {
      await expect(shown(page, 'fx-status')).toHaveText('Отправлен в банк');
      return;
    }
    await expect
      .poll(
        async () => {
          await page.reload();
          return shown(page, 'fx-status').textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('Исполнен');
    await expect(shown(page, 'fx-status')).toHaveText('Исполнен');
    await expect(shown(page, 'fx-field-credit_amount')).toHaveText(/125\.50\sUSD/);
  },
);
