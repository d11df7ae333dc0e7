import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Referral at 375 px: the agent reads their code, a guest opens the invitation link in another
 * browser context and applies, and the agent finds the application in their list as new.
 */
test.use({ serviceWorkers: 'block' });

test('@phone-only a guest applies through an agent’s link and the agent sees it', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'accountant', '/referral');
  const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-Z]{10}$/);
  const inn = String(480_000_000 + Math.floor(Math.random() * 9_999_999));

  const guest = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const landing = await guest.newPage();
  await landing.goto(`/referral/${code}`);
  await expect(landing.getByTestId('landing-form')).toBeVisible();
  await landing.getByTestId('landing-organization').locator('input').fill('MChJ «Sinov Savdo»');
  await landing.getByTestId('landing-inn').locator('input').fill(inn);
  await landing.getByTestId('landing-phone').locator('input').fill('901112233');
  await landing.getByTestId('landing-contact').locator('input').fill('Karimova Nodira');
  await landing.getByTestId('landing-submit').click();
  await expect(landing.getByTestId('landing-done')).toBeVisible();
  expect(await seriousViolations(landing)).toEqual([]);
  await guest.close();

  await page.getByTestId('to-requests').click();
  await expect(page).toHaveURL(/\/referral\/agent-requests$/);
  await expect(page.getByTestId(`app-status-${inn}`)).toHaveText('Новая');
  expect(await seriousViolations(page)).toEqual([]);
});
