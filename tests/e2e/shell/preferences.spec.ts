import { test, expect } from '@playwright/test';
import { openMenu, signInHome } from '../support.ts';

test(
  'the language switch reloads the page in the chosen language and persists',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signInHome(page, 'accountant');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await openMenu(page);
    await expect(page.getByTestId('side-menu').locator('[data-path="/help"]')).toContainText('Help');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('home-greeting')).toContainText(/Good|Hello|Welcome/);

    await page.getByTestId('language-switch').click();
    await page.getByTestId('lang-uz').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  },
);

test('the theme switch persists across a reload', { tag: '@phone-only' }, async ({ page }) => {
  await signInHome(page, 'head');
  const html = page.locator('html');
  const wasDark = ((await html.getAttribute('class')) ?? '').includes('ion-palette-dark');
  await page.getByTestId('theme-toggle').click();
  const expectDark = async (dark: boolean) =>
    dark ? expect(html).toHaveClass(/ion-palette-dark/) : expect(html).not.toHaveClass(/ion-palette-dark/);
  await expectDark(!wasDark);
  await page.reload();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await expectDark(!wasDark);
});
