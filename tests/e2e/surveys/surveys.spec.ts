import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';

/*
 * Surveys (issue 27). A client whose organisation sent a payment recently is asked once this month:
 * super_head answers on the home screen and is not asked again. The seed leaves the current month
 * without app answers, so this holds on a fresh database (the e2e server seeds one per run).
 */
test('a client answers the survey on the home screen', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'super_head', '/');
  const prompt = page.getByTestId('survey-prompt');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // Sending without a score is stopped on the client with the reason.
  await page.getByTestId('survey-send').click();
  await expect(prompt.getByRole('alert')).toBeVisible();
  await page.getByTestId('survey-score-9').check({ force: true });
  await prompt.getByRole('checkbox').first().check();
  await page.getByTestId('survey-comment').fill('Удобно подписывать с телефона');
  await page.getByTestId('survey-send').click();
  await expect(page.getByTestId('survey-thanks')).toBeVisible();
  const pending = page.waitForResponse((r) => r.url().includes('/api/v2/survey/pending'));
  await page.reload();
  expect(((await (await pending).json()) as { data: { pending: boolean } }).data.pending).toBe(false);
  await expect(page.getByTestId('survey-prompt')).toHaveCount(0);
});

/*
 * The admin opens NPS, goes to NPS by branch (chart and table) and exports the table as xlsx.
 */
test('an admin opens NPS by branch and exports it', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'admin', '/nps-rating');
  await expect(page.getByTestId('nps-figures')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('nps-distribution').locator('li')).toHaveCount(10);
  await page.getByTestId('nps-link-branch').click();
  await expect(page).toHaveURL(/\/nps-rating\/branch/);
  const rows = page.getByTestId('nps-branch-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('nps-branch-chart').locator('li').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  const screen = page.getByTestId('nps-branch');
  await screen.getByTestId('export-menu-toggle').click();
  await screen.getByTestId('export-excel').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
