import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Letters of credit against the real server and the signing-client simulator, at 375 px: the
 * accountant fills the application, the head signs it with the EDS client, the print form opens.
 */

test('the accountant creates a letter of credit, the head signs it, the print form opens @phone-only', async ({
  page,
  browser,
}, testInfo) => {
  const beneficiary = `E2E TRADING ${testInfo.workerIndex}-${Date.now() % 100000}`;
  await openSignedIn(page, 'accountant', '/akkreditiv/add');
  const form = page.getByTestId('lc-form');
  await expect(form).toBeVisible();
  await expect(page.locator('#lc-account option')).not.toHaveCount(1);
  await page.locator('#lc-account').selectOption({ index: 1 });
  const fill = async (field: string, value: string) =>
    page.getByTestId(`lc-${field}`).locator('input, textarea').first().fill(value);
  await fill('amount', '15000');
  await fill('beneficiary_name', beneficiary);
  await fill('beneficiary_address', 'NO 18 QIANTANG RD, HANGZHOU');
  await fill('beneficiary_country', 'CN');
  await fill('beneficiary_account', 'CN5801000123456789012345');
  await fill('beneficiary_bank_name', 'Industrial and Commercial Bank of China');
  await fill('beneficiary_bank_swift', 'ICBKCNBJHZH');
  await fill('advising_bank_name', 'Bank of China Hangzhou');
  await fill('advising_bank_swift', 'BKCHCNBJ910');
  await fill('expiry_place', 'Hangzhou');
  await fill('port_of_loading', 'Ningbo');
  await fill('port_of_discharge', 'Toshkent');
  await fill('goods_description', 'Rapier weaving looms, 4 units');
  await fill('documents_required', 'Commercial invoice; CMR; certificate of origin');
  expect(await seriousViolations(page)).toEqual([]);
  const saved = page.waitForResponse((r) => r.url().includes('letters-of-credit/save'));
  await page.getByTestId('lc-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/akkreditiv\/detail\/\d+$/);
  const id = /detail\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('lc-status')).toHaveText('Создан');

  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    locale: 'ru-RU',
    serviceWorkers: 'block',
  });
  const head = await context.newPage();
  await openSignedIn(head, 'head', `/akkreditiv/detail/${id}`);
  await expect(head.getByTestId('lc-fields')).toContainText(beneficiary);
  const signed = head.waitForResponse((r) => r.url().includes('letters-of-credit/sign'));
  await head.getByTestId('lc-sign').click();
  expect((await signed).status()).toBe(200);
  await expect(head.getByTestId('lc-status')).toHaveText('Подписан');
  await expect(head.getByTestId('lc-send')).toBeVisible();

  await head.getByTestId('lc-open-print').click();
  await expect(head).toHaveURL(new RegExp(`/akkreditiv/print/${id}$`));
  await expect(head.getByTestId('lc-print-form')).toContainText(beneficiary);
  await expect(head.getByTestId('lc-print-form')).toContainText('Заявление на открытие аккредитива');
  expect(await seriousViolations(head)).toEqual([]);
  await context.close();
});
