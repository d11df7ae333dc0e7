import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, sidewaysOverflow } from '../support.ts';
import { passApplication } from './pass-application.ts';

/**
 * Registration of accounts at 375 px: the contact centre opens the new applications, takes one of
 * an organisation other than the first (the online order journey takes its own application in the
 * first organisation, so the two never take the same one), records its data
 * (a mistyped number is refused under the field) and completes the three steps; the bank's job then
 * opens the account. Roles, 404, refusals with nothing stored, replays and the job's exactly-once
 * are held by the server tests.
 */
test(
  'the contact centre takes an application, fills its data and completes the steps',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'contact_center', '/registration-account/list?status=new');
    await expect(page.getByTestId('registration-list')).toBeVisible();
    // Not the first organisation's: the online order journey takes its own application there.
    const first = page
      .getByTestId('registration-open')
      .filter({ visible: true, hasNotText: /Tekstil Invest»$/ })
      .first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const href = (await first.getAttribute('href')) ?? '';
    const id = Number(/(\d+)$/.exec(href)?.[1]);
    expect(id).toBeGreaterThan(0);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/registration-account/${id}$`));
    expect(await seriousViolations(page)).toEqual([]);

    await passApplication(page, id, async () => {
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
    // The bank's job runs every second in the journeys' server.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('registration-status')).toHaveText('Счёт открыт', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('registration-account-number')).toContainText(/^\d{20}/);
    expect(await seriousViolations(page)).toEqual([]);
  },
);
