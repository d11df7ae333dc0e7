import { test, expect } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support.ts';

// accountant_new is seeded with a required password change; the change is one-way, so this
// journey runs once (on the phone, the primary design).
test(
  'a user who must change the password is held on the change form until it is done',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signIn(page, 'accountant_new');
    await expect(page).toHaveURL(/\/settings\/change-password$/);
    await page.goto('/settings/last-auth');
    await expect(page).toHaveURL(/\/settings\/change-password$/);

    const fill = async (old: string, next: string, confirm: string) => {
      await page.getByTestId('cp-old').locator('input').fill(old);
      await page.getByTestId('cp-new').locator('input').fill(next);
      await page.getByTestId('cp-confirm').locator('input').fill(confirm);
    };
    await fill(DEMO_PASSWORD, '12345678', '12345678');
    await expect(page.getByTestId('cp-hints')).toBeVisible();
    await page.getByTestId('cp-submit').click();
    await expect(page).toHaveURL(/\/settings\/change-password$/);

    const fresh = 'Ledger#Spring7';
    await fill(DEMO_PASSWORD, fresh, fresh);
    await page.getByTestId('cp-submit').click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, 'accountant_new', fresh);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
  },
);
