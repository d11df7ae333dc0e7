import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, shown } from '../support.ts';

/*
 * Overdue-debt upload (issue 25) against the real server and the demo seed
 * (server/src/db/seed/eisvo-data.ts, overdue-uploads.ts): cur_head_bank uploads the register with one
 * contract's payables lowered, sees the preview (one changed, the rest unchanged, nothing cleared),
 * applies it, and the overdue list shows the new figure. The file names every seeded contract with
 * figures, so the other EISVO journeys see the register they expect.
 */
const MACHINES = '008733012456782026021400001';
const YARN = '008733012456782025110300002';
const FRUIT = '004213023984512026012200005';
const LINE = '004213023984512025060200006';

test(
  'cur_head_bank uploads the overdue-debt register, checks the preview and applies it',
  { tag: '@phone-only' },
  async ({ page }) => {
    // A figure no other run wrote: 98 000.xx with random cents.
    const cents = String(10 + Math.floor(Math.random() * 89));
    const csv = [
      'idn;receivable_overdue1;payable_overdue1;receivable_overdue2;payable_overdue2',
      `${MACHINES};;98 000,${cents};;`,
      `${YARN};86400;;12000;`,
      `${FRUIT};45200;;;`,
      `${LINE};;61230;;8400`,
    ].join('\n');

    await openSignedIn(page, 'cur_head_bank', '/upload-information-on-overdue-debt');
    await expect(page.getByTestId('overdue-as-of')).toContainText('Сведения на');
    await expect(shown(page, 'overdue-history').getByTestId('table-row').first()).toBeVisible();

    await page.getByTestId('overdue-file').setInputFiles({
      name: 'register.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const preview = page.getByTestId('overdue-preview');
    await expect(preview).toBeVisible();
    await expect(page).toHaveURL(/[?&]upload=\d+/);
    await expect(preview.getByTestId('overdue-count-changed')).toHaveText('1');
    await expect(preview.getByTestId('overdue-count-unchanged')).toHaveText('3');
    await expect(preview.getByTestId('overdue-count-cleared')).toHaveText('0');
    await expect(preview.getByTestId('overdue-count-errors')).toHaveText('0');
    await page.getByTestId('overdue-row-filter').selectOption('changes');
    const rows = shown(page, 'overdue-preview-table');
    await expect(rows.getByTestId('table-row')).toHaveCount(1);
    await expect(rows).toContainText(MACHINES);
    await expect(rows).toContainText(new RegExp(`125\\s000\\.00 → 98\\s000\\.${cents}`));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('overdue-apply').click();
    await page.getByTestId('confirm-sheet').getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByTestId('overdue-preview-message')).toContainText('Применено');
    await expect(preview.getByTestId('overdue-upload-status')).toHaveText('Применена');
    await expect(page.getByTestId('overdue-apply')).toHaveCount(0);

    const list = shown(page, 'overdue-table');
    await expect(list).toContainText(new RegExp(`98\\s000\\.${cents}`));
    await expect(list).toContainText('AJ «Samarqand Don Mahsulotlari»');
  },
);
