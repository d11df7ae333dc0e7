import { test, expect } from '@playwright/test';
import { openSignedIn, signInHome } from '../support.ts';

test('home shows announcements and notifications; a notification opens', async ({ page }) => {
  await signInHome(page, 'accountant');
  await expect(page.getByTestId('announcements-strip')).not.toBeEmpty();
  if ((page.viewportSize()?.width ?? 0) < 960) {
    // Phones keep the clocks in the header's overflow menu (issue 17 point 9).
    await page.getByTestId('settings-menu').click();
    await expect(page.getByRole('menu').getByTestId('bank-times')).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByTestId('bank-times')).toBeVisible();
  }
  const first = page.getByTestId('notification-item').first();
  const title = (await first.innerText()).split('\n')[0] ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/notifications\/view\/\d+$/);
  // Ionic keeps the previous page in the DOM (hidden), so look only at what is shown.
  await expect(page.getByText(title.trim()).filter({ visible: true }).first()).toBeVisible();
});

test('last logins list the five most recent sign-ins', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'super_head', '/settings/last-auth');
  const rows = page.getByTestId('last-auth-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(5);
  await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
});
