import { test, expect } from '@playwright/test';
import { openMenu, signInHome } from '../support.ts';

test(
  'the language switch reloads the page in the chosen language and persists',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signInHome(page, 'accountant');
    // Phones: language, theme, clocks and settings share the one overflow menu (issue 17 point 9).
    await page.getByTestId('settings-menu').click();
    await page.getByTestId('lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await openMenu(page);
    await expect(page.getByTestId('side-menu').locator('[data-path="/help"]')).toContainText('Help');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('home-greeting')).toContainText(/Good|Hello|Welcome/);

    await page.getByTestId('settings-menu').click();
    await page.getByTestId('lang-uz').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  },
);

test('the theme switch persists across a reload', { tag: '@phone-only' }, async ({ page }) => {
  await signInHome(page, 'head');
  const html = page.locator('html');
  const wasDark = ((await html.getAttribute('class')) ?? '').includes('ion-palette-dark');
  await page.getByTestId('settings-menu').click();
  await page.getByTestId('theme-toggle').click();
  const expectDark = async (dark: boolean) =>
    dark ? expect(html).toHaveClass(/ion-palette-dark/) : expect(html).not.toHaveClass(/ion-palette-dark/);
  await expectDark(!wasDark);
  await page.reload();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await expectDark(!wasDark);
});

test(
  'on a phone the header is one row: menu, the whole brand, outbox and one overflow menu with the clocks',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signInHome(page, 'accountant');
    const toolbar = page.locator('.cb-topbar ion-toolbar').first();
    const box = await toolbar.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(60);
    // The brand is not cut ("Corp…"): its text fits its box.
    const brand = page.locator('.cb-topbar .cb-brand');
    await expect(brand).toHaveText('CorpBank');
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expect(page.getByTestId('language-switch')).toHaveCount(0);
    await expect(page.getByTestId('bank-times')).toHaveCount(0);
    await page.getByTestId('settings-menu').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByTestId('bank-times')).toBeVisible();
    await expect(menu.getByTestId('call-order')).toBeVisible();
    await expect(menu.getByTestId('lang-ru')).toHaveAttribute('aria-current', 'true');
    await menu.getByTestId('call-order').click();
    await expect(page.getByTestId('call-order-dialog')).toBeVisible();
  },
);
