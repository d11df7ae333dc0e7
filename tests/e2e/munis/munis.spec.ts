import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow } from '../support.ts';

/**
 * Utility payments end to end at 375 px: the head of the first demo organisation (a preparer and a
 * signer) pays the electricity supplier — the form shows the supplier's own fields and refuses a
 * short subscriber id by the shared declaration before anything is sent — signs it through the
 * signing-client simulator, sends it, and opens its print view. The rules per supplier type, scope,
 * idempotency, the voided signature and the bank's processing are held by the server tests.
 */

const SOUM = '20208000301245678001' + '00873';

test(
  'the head pays electricity, signs and sends it, and prints it',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'head', '/munis/add');
    const form = page.getByTestId('munis-form');
    await expect(form).toBeVisible();
    const supplier = page.getByTestId('munis-supplier');
    const electricity = await supplier
      .locator('option', { hasText: 'elektr tarmoqlari' })
      .getAttribute('value');
    await supplier.selectOption(electricity ?? '');
    const settlement = page.getByTestId('munis-settlement');
    await settlement.selectOption({ index: 1 });
    // The supplier's own fields, from its declaration.
    await expect(page.getByTestId('munis-declared')).toContainText('Лицевой счёт абонента');
    await page.getByTestId('munis-f-subscriber_id').locator('input').fill('12345');
    await page.getByTestId('munis-f-reading_previous').locator('input').fill('10452');
    await page.getByTestId('munis-f-reading_current').locator('input').fill('10597.5');
    const debit = page.getByTestId('munis-debit');
    if ((await debit.inputValue()) === '') await debit.selectOption(SOUM);
    await page.getByTestId('munis-amount').locator('input').fill('185 000,50');
    await page
      .getByTestId('munis-purpose')
      .locator('textarea')
      .fill('Elektr energiyasi uchun noyabr oyi toʻlovi');
    await page.getByTestId('munis-save').click();
    await expect(page.getByTestId('munis-f-subscriber_id')).toContainText('10 символов');
    await page.getByTestId('munis-f-subscriber_id').locator('input').fill('4100200351');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('munis-save').click();

    await expect(page).toHaveURL(/\/munis\/details\/\d+$/);
    const id = Number(/details\/(\d+)$/.exec(page.url())?.[1]);
    await expect(shown(page, 'munis-status')).toHaveText('Создан');
    await expect(shown(page, 'munis-field-subscriber_id')).toHaveText('4100200351');
    await shown(page, 'munis-sign').click();
    await expect(shown(page, 'munis-note-done')).toHaveText('Подписан.');
    await shown(page, 'munis-send').click();
    await expect(shown(page, 'munis-note-done')).toHaveText('Отправлен в банк.');
    await expect(shown(page, 'munis-status')).toHaveText(/Отправлен в банк|Исполнен/);

    await shown(page, 'munis-print-link').click();
    await expect(page).toHaveURL(new RegExp(`/munis/print/${id}$`));
    const printed = page.getByTestId('munis-print');
    await expect(printed.getByRole('heading', { level: 1 })).toContainText('Платёжное поручение №');
    await expect(printed).toContainText('Hududiy elektr tarmoqlari AJ');
    await expect(printed).toContainText('4100200351');
    await expect(page.getByTestId('munis-print-print')).toBeVisible();
  },
);
