import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { passApplication } from '../registration-account/pass-application.ts';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/**
 * Online account orders end to end on the real server at 375 px: the accountant of the first demo
 * organisation orders an additional EUR current account (the form refuses an empty purpose before
 * anything is sent); the head finds it in the list, signs it through the signing-client simulator
 * and sends it; the contact centre takes the application and completes its steps (registration of
 * accounts); the bank's job opens the account within seconds and it is in /accounts. Nothing
 * depends on the day or the hour (account orders have no cut-off). Roles, scope, the currency rules,
 * idempotency and the account opened exactly once are held by the server tests.
 */

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
  'the accountant orders a EUR account, the head signs and sends it, the bank opens it',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const purpose = `Yevropa xaridorlari bilan hisob-kitob ${Date.now() % 100000}`;

    await openSignedIn(page, 'accountant', '/online-order');
    await expect(page).toHaveURL(/\/online-order\/account$/);
    await expect(shown(page, 'account-order-open').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await shown(page, 'account-order-create').click();
    await expect(page).toHaveURL(/\/online-order\/account\/add$/);
    const form = page.getByTestId('account-order-form');
    await expect(form).toBeVisible();
    await page.getByTestId('account-order-type').selectOption('corp_card');
    // A corporate card account opens in soums only: the currency choices follow the type.
    await expect(page.getByTestId('account-order-currency').locator('option')).toHaveCount(1);
    await page.getByTestId('account-order-type').selectOption('current');
    await page.getByTestId('account-order-currency').selectOption('EUR');
    await page.getByTestId('account-order-save').click();
    await expect(page.getByTestId('account-order-purpose')).toContainText('Укажите цель открытия счёта');
    await expect(page).toHaveURL(/\/online-order\/account\/add$/);
    await page.getByTestId('account-order-purpose').locator('textarea').fill(purpose);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('account-order-save').click();

    await expect(page).toHaveURL(/\/online-order\/account\/\d+$/);
    const id = Number(/account\/(\d+)$/.exec(page.url())?.[1]);
    await expect(shown(page, 'account-order-status')).toHaveText('Создана');
    await expect(shown(page, 'account-order-field-purpose')).toContainText(purpose);
    // The accountant prepares; signing is the head's.
    await expect(shown(page, 'account-order-sign')).toHaveCount(0);

    const head = await newUser(browser, testInfo, 'head', '/online-order/account');
    const row = head.locator(`a[href="/online-order/account/${id}"]`).filter({ visible: true });
    await expect(row).toBeVisible();
    await row.click();
    await expect(head).toHaveURL(new RegExp(`/online-order/account/${id}$`));
    await shown(head, 'account-order-sign').click();
    await expect(shown(head, 'account-order-note-done')).toHaveText('Заявка подписана.');
    await shown(head, 'account-order-send').click();
    await expect(shown(head, 'account-order-note-done')).toHaveText('Заявка отправлена в банк.');

    // The demo configures registration steps: the contact centre takes the application and
    // completes them before the bank's job (every second in the journeys' server) opens the account.
    const centre = await newUser(browser, testInfo, 'contact_center', `/registration-account/${id}`);
    await passApplication(centre, id);
    await centre.context().close();
    await expect(async () => {
      await head.reload();
      await expect(shown(head, 'account-order-status')).toHaveText('Счёт открыт', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const number = (await shown(head, 'account-order-field-account_number').innerText()).replace(/\D/g, '');
    expect(number).toMatch(/^20208978301245678\d{3}00873$/);
    await shown(head, 'account-order-accounts').click();
    await expect(head).toHaveURL(/\/accounts$/);
    await expect(head.locator(`a[href="/accounts/detail/${number}/00873"]`).first()).toBeAttached();
    await head.context().close();
  },
);
