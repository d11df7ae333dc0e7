import { expect, test } from '@playwright/test';
import { isPhone, openSignedIn } from '../support.ts';

test('the admin creates, finds, edits, exports and deletes a ticker @desktop-only', async ({
  page,
}, testInfo) => {
  const tag = `e2e-${testInfo.project.name}-${Date.now()}`;
  await openSignedIn(page, 'admin', '/tickers');
  await expect(page.getByRole('heading', { name: 'Бегущая строка' })).toBeVisible();

  await page.getByTestId('ticker-create').click();
  await page.getByTestId('ticker-save').click();
  await expect(page.getByTestId('form-summary')).toBeVisible();
  await page.getByTestId('ticker-message_ru').locator('textarea').fill(`Объявление ${tag}`);
  await page.getByTestId('ticker-message_en').locator('textarea').fill(`Announcement ${tag}`);
  await page.getByTestId('ticker-message_uz').locator('textarea').fill(`E’lon ${tag}`);
  await page.getByTestId('ticker-save').click();
  await expect(page.getByTestId('ticker-view-ru')).toContainText(`Объявление ${tag}`);
  // Created active, it runs in the top-bar strip.
  await expect(page.getByTestId('announcements-strip')).toContainText(`Объявление ${tag}`);

  await page.goto('/tickers');
  await page.getByTestId('tickers-search').locator('input').fill(tag);
  await expect(page).toHaveURL(new RegExp(`text=${tag}`));
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Объявление ${tag}`);

  if (isPhone(page)) {
    await rows.first().getByTestId('row-actions').click();
    await page.getByTestId('sheet-edit').click();
  } else {
    await rows.first().getByTestId('row-edit').click();
  }
  await expect(page).toHaveURL(/\/tickers\/\d+\/edit$/);
  await page.getByTestId('ticker-message_en').locator('textarea').fill(`Edited ${tag}`);
  await page.getByTestId('ticker-status').selectOption('0');
  await page.getByTestId('ticker-save').click();
  await expect(page.getByTestId('ticker-view-en')).toContainText(`Edited ${tag}`);
  await expect(page.getByTestId('ticker-view')).toContainText('Неактивна');

  await page.goto(`/tickers?text=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.getByTestId('export-menu-toggle').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-excel').click();
  expect((await download).suggestedFilename()).toMatch(/^excel_\d{8}_\d{6}\.xlsx$/);

  await page.goto(`/tickers?text=${encodeURIComponent(tag)}`);
  const row = page.getByTestId('table-row').first();
  if (isPhone(page)) {
    await row.getByTestId('row-actions').click();
    await page.getByTestId('sheet-delete').click();
  } else {
    await row.getByTestId('row-delete').click();
  }
  await expect(page.getByTestId('confirm-sheet')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('table-row')).toHaveCount(0);
  // Nothing left under the filter: the list offers to clear it.
  await expect(page.getByText('Ничего не найдено по выбранным фильтрам.')).toBeVisible();
  await page.getByTestId('table-reset-filters').click();
  await expect(page).not.toHaveURL(/text=/);
});

test('an accountant opening /tickers gets the not-found page', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'accountant', '/tickers');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
