import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Bank staff (issue 25). A bank administrator finds a client organisation, opens its users and
 * blocks one; an admin creates a user whose first sign-in is held to the password change. The new
 * user's name is random and a client left blocked by an earlier run is unblocked first, so the
 * journeys hold on a reused database.
 */
test('admin_bank lists organisations and blocks a client', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'admin_bank', '/organizations');
  await expect(page.getByTestId('organizations-table')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('organizations-search').locator('input').fill('Registon Savdo');
  await page.getByTestId('organizations-search').locator('input').press('Enter');
  await page.getByTestId('organization-311000114').click();
  await expect(page).toHaveURL(/\/clients\?inn=311000114/);
  const row = page.getByTestId('table-row').filter({ hasText: 'cl_head_3' });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A reused database may hold this client blocked by an earlier run: unblock first, then block.
  if ((await row.textContent())?.includes('Заблокирован')) {
    await row.getByTestId('row-actions').click();
    await page.getByTestId('sheet-unblock').click();
    await page.getByTestId('confirm-sheet').getByRole('button').last().click();
    await expect(row).not.toContainText('Заблокирован');
  }
  await row.getByTestId('row-actions').click();
  await page.getByTestId('sheet-block').click();
  await page.getByTestId('confirm-sheet').getByRole('button').last().click();
  await expect(row).toContainText('Заблокирован');
});

test(
  'an admin creates a user who must change the password',
  { tag: '@phone-only' },
  async ({ page, browser }) => {
    const username = `e2e_${randomUUID().slice(0, 8)}`;
    await openSignedIn(page, 'admin', '/administrator/create');
    await page.getByTestId('user-form-username').locator('input').fill(username);
    await page.getByTestId('user-form-full-name').locator('input').fill('Sobirova Dilnoza');
    await page.locator('#user-form-role').selectOption('accountant');
    await page.getByTestId('user-form-inn').locator('input').fill('301245678');
    await page.getByTestId('user-form-save').click();
    const password = (await page.getByTestId('one-time-password').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(await seriousViolations(page)).toEqual([]);

    const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
    try {
      const fresh = await context.newPage();
      const login = await fresh.request.post('/api/v2/security/login', {
        data: { username, password, code: '00000', captchaId: randomUUID() },
      });
      expect(login.status()).toBe(200);
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      const info = await fresh.request.get('/api/v2/page/get-info', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(
        ((await info.json()) as { data: { isPasswordChangeRequired: boolean } }).data
          .isPasswordChangeRequired,
      ).toBe(true);
    } finally {
      await context.close();
    }
  },
);
