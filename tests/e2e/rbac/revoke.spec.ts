import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openSignedIn, seriousViolations } from '../support.ts';

/*
 * RBAC the server obeys (issue 25): the admin unticks a permission of a role in the role editor and
 * that role's user is refused (403) on the next call; ticking it again allows it. The role
 * (currency_passive) and the call (page/iabs-time, the bank's clock) are used by no other journey,
 * and the journey restores the grant, so it holds on a reused database.
 */
const PERMISSION = 'page.iabs-time';

async function callAsUser(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v2/security/login', {
    data: {
      username: 'currency_passive',
      password: DEMO_PASSWORD,
      code: '00000',
      captchaId: crypto.randomUUID(),
    },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const res = await request.get('/api/v2/page/iabs-time', { headers: { authorization: `Bearer ${token}` } });
  return res.status();
}

async function setGrant(page: Page, on: boolean) {
  await page.goto('/rbac/roles/currency_passive/edit');
  await expect(page.getByTestId('rbac-role-edit')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('rbac-role-filter').locator('input').fill(PERMISSION);
  const box = page.getByTestId(`rbac-grant-${PERMISSION}`);
  await expect(box).toBeVisible();
  await box.setChecked(on);
  await page.getByTestId('rbac-role-save').click();
  await expect(page).toHaveURL(/\/rbac\/roles$/);
}

test(
  'an admin revokes a permission and the user’s next call is refused',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'admin', '/rbac');
    await expect(page).toHaveURL(/\/rbac\/roles$/);
    await expect(page.getByTestId('rbac-roles')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    try {
      await setGrant(page, false);
      expect(await callAsUser(page.request)).toBe(403);
    } finally {
      await setGrant(page, true);
    }
    expect(await callAsUser(page.request)).toBe(200);
  },
);
