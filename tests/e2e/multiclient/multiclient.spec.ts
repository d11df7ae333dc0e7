import { expect, test, type Page } from '@playwright/test';
import {
  clickSettled,
  goInApp,
  openMenu,
  openSignedIn,
  seriousViolations,
  shown,
  sidewaysOverflow,
} from '../support.ts';

/**
 * The multiclient at 375 px switches between child organisations on /multiclients/ch-o: after each
 * switch the drawer names the chosen child and the accounts list shows that child's accounts only
 * (the previous child's cached answers were dropped), online and from the kept copy offline. Rights,
 * the permission × mode matrix, blocking and the last-admin rule are held by the server tests
 * (server/src/modules/multiclient/multiclient.test.ts).
 */

const FARGONA = { inn: '303512907', name: 'Farg‘ona' };
const SAMARQAND = { inn: '302398451', name: 'Samarqand' };

async function switchTo(page: Page, org: { inn: string }, opened = false): Promise<void> {
  if (!opened) await goInApp(page, '/multiclients/ch-o');
  const card = shown(page, `mc-child-${org.inn}`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await clickSettled(card.getByTestId('mc-switch'));
  await expect(page).toHaveURL(/\/$/);
}

/** Every account number on the list holds the organisation's INN (positions 9–17 of the number). */
async function accountInns(page: Page): Promise<string[]> {
  const numbers = shown(page, 'accounts-list').locator('.cb-account-number');
  await expect(numbers.first()).toBeVisible({ timeout: 20_000 });
  const labels = await numbers.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  return [...new Set(labels.map((n) => n.slice(8, 17)))];
}

test(
  'the multiclient switches child organisation and sees only that child’s accounts, offline too',
  { tag: '@phone-only' },
  async ({ page, context }) => {
    await openSignedIn(page, 'multiclient', '/multiclients/ch-o');
    await expect(shown(page, 'mc-my-children')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await switchTo(page, FARGONA);
    await goInApp(page, '/accounts');
    expect(await accountInns(page)).toEqual([FARGONA.inn]);
    await expect(shown(page, 'topbar-org')).toContainText(FARGONA.name);
    await openMenu(page);
    await expect(page.getByTestId('drawer-org')).toContainText(FARGONA.name);
    // The drawer's entry leads back to the child organisations (and closes the drawer).
    await clickSettled(page.getByTestId('side-menu').locator('[data-path="/multiclients/ch-o"]'));
    await switchTo(page, SAMARQAND, true);
    await goInApp(page, '/accounts');
    expect(await accountInns(page)).toEqual([SAMARQAND.inn]);

    // Offline the kept copy is the current child's: the previous one's was dropped at the switch.
    await context.setOffline(true);
    await goInApp(page, '/multiclients/ch-o');
    await goInApp(page, '/accounts');
    expect(await accountInns(page)).toEqual([SAMARQAND.inn]);
    await context.setOffline(false);
  },
);

test(
  'the multiclient’s multi-statement across children exports to Excel',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'multiclient', '/multiclients/reports');
    await expect(shown(page, 'mc-report-form')).toBeVisible({ timeout: 20_000 });
    await clickSettled(page.getByTestId('mc-report-show'));
    const rows = shown(page, 'mc-report-table').getByTestId('table-row');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    // Accounts of more than one child organisation on one list.
    await expect(shown(page, 'mc-report-table')).toContainText(FARGONA.name);
    await expect(shown(page, 'mc-report-table')).toContainText('Toshkent');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
    const download = page.waitForEvent('download');
    await shown(page, 'export-menu-toggle').click();
    await shown(page, 'export-excel').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  },
);
