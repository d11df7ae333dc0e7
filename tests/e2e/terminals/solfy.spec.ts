import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * POS terminal registry (issue 27): solfy_terminal adds a terminal at /solfy/add, a mistyped
 * terminal id is refused under the field before anything is sent, and the change log shows the
 * addition with the new values. The terminal id is random (E2E + 4 digits/letters), so the journey
 * holds on a reused database.
 */
test(
  'solfy_terminal adds a terminal and sees it in the change log',
  { tag: '@phone-only' },
  async ({ page }) => {
    const code = `E2E${Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, '0')}`;
    await openSignedIn(page, 'solfy_terminal', '/solfy');
    await expect(page).toHaveURL(/\/solfy\/terminal$/);
    await expect(page.getByTestId('terminal-table')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('terminal-create').click();
    await expect(page.getByTestId('terminal-form')).toBeVisible();

    // Small letters become capitals; a short id is refused under the field.
    await page.getByTestId('terminal-code').locator('input').fill(code.slice(0, 4).toLowerCase());
    await expect(page.getByTestId('terminal-code').locator('input')).toHaveValue(code.slice(0, 4));
    await page.getByTestId('terminal-save').click();
    await expect(page.getByTestId('terminal-code')).toContainText('8 латинских букв или цифр');

    await page.getByTestId('terminal-code').locator('input').fill(code);
    await page.getByTestId('terminal-merchant_id').locator('input').fill('908730000110001');
    await page.getByTestId('terminal-name').locator('input').fill(`Касса ${code}`);
    await page.getByTestId('terminal-address').locator('input').fill('Ташкент, ул. Навои, 12');
    await page.getByTestId('terminal-model').locator('input').fill('PAX A920');
    await page.getByTestId('terminal-commission').locator('input').fill('1,25');
    await page.getByTestId('terminal-save').click();
    await expect(page).toHaveURL(/\/solfy\/\d+$/);
    await expect(page.getByTestId('terminal-view-code')).toHaveText(code);
    await expect(page.getByTestId('terminal-view-commission')).toHaveText('1.25 %');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Назад к списку' }).click();
    await page.getByTestId('solfy-nav-logs').click();
    await expect(page).toHaveURL(/\/solfy\/logs/);
    await page.getByTestId('log-search').locator('input').fill(code);
    await page.getByTestId('log-search').locator('input').press('Enter');
    const table = page.getByTestId('log-table');
    await expect(table).toContainText(code);
    await expect(table).toContainText('Добавление');
    await expect(table).toContainText('Комиссия, %: — → 1.25');
  },
);
