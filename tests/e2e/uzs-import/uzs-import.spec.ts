import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, sidewaysOverflow } from '../support.ts';
import { RECIPIENT, api, apiToken, uniqueTag } from '../payments/support.ts';

const COLUMNS = [
  'number',
  'date',
  'type',
  'account',
  'mfo',
  'r_account',
  'r_mfo',
  'r_name',
  'r_inn',
  'r_account_25',
  'r_account_27',
  'r_inn_27',
  'corp_card',
  'r_pinfl',
  'sum',
  'code',
  'description',
];

test(
  'a CSV uploaded on a phone is processed, an error row is fixed in place and its payment is in the soum list',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const token = await apiToken(request, 'accountant');
    const [account] = await api<{ number: string; mfo: string }[]>(request, token, 'uzs-payment/accounts');
    if (account === undefined) throw new Error('no account');
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    const row = (name: string, inn: string, sum: string) =>
      [
        '71',
        today,
        '1',
        account.number,
        account.mfo,
        RECIPIENT.account,
        RECIPIENT.mfo,
        name,
        inn,
        '',
        '',
        '',
        '',
        '',
        sum,
        RECIPIENT.code,
        `Import ${tag}`,
      ].join(';');
    const csv = [
      COLUMNS.join(';'),
      row(`MChJ Good ${tag}`, RECIPIENT.inn, '1 200,00'),
      row(`MChJ Fix ${tag}`, '12', '3400.50'),
    ].join('\r\n');

    await openSignedIn(page, 'accountant', '/uzs-import');
    await expect(page.getByTestId('import-upload')).toBeVisible();
    const uploaded = page.waitForResponse(
      (r) => r.url().includes('/export/import-payment') && r.request().method() === 'POST',
    );
    await page.getByTestId('import-file').setInputFiles({
      name: `payments-${tag}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
    });
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByTestId('import-message')).toContainText(`payments-${tag}.csv`);

    const card = page.getByTestId('table-row').filter({ hasText: `payments-${tag}.csv` });
    await expect(card.getByTestId('import-status')).toHaveText('Обработан', { timeout: 30_000 });
    await expect(card).toContainText('1');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await card.getByTestId('row-actions').click();
    await page.getByTestId('sheet-errors').click();
    await expect(page.getByTestId('import-errors')).toHaveText('1');
    await expect(page.getByTestId('import-payments')).toHaveText('1');
    const errorCard = page.getByTestId('table-row').filter({ hasText: `MChJ Fix ${tag}` });
    await expect(errorCard).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await errorCard.getByTestId('row-actions').click();
    await page.getByTestId('sheet-edit').click();
    const inn = page.getByTestId('import-field-r_inn').locator('input');
    await expect(inn).toHaveValue('12');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await inn.fill(RECIPIENT.inn);
    const fixed = page.waitForResponse((r) => r.url().endsWith('/export/edit'));
    await page.getByTestId('import-fix-save').click();
    expect((await fixed).status()).toBe(200);
    await expect(page.getByTestId('import-errors')).toHaveText('0');
    await expect(page.getByTestId('import-payments')).toHaveText('2');

    await page.goto(`/uzs-payments?recipient=${encodeURIComponent(`MChJ Fix ${tag}`)}`);
    await expect(page.getByTestId('table-row').filter({ hasText: `MChJ Fix ${tag}` })).toBeVisible();
  },
);

test(
  'a legacy .xls is refused with the advice to save it as .xlsx',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'accountant', '/uzs-import');
    await page.getByTestId('import-file').setInputFiles({
      name: 'old.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
    });
    await expect(page.getByTestId('import-message')).toContainText('.xlsx');
  },
);
