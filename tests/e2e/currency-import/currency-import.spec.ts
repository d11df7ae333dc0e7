import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, sidewaysOverflow } from '../support.ts';
import { api, apiToken, uniqueTag } from '../payments/support.ts';

const COLUMNS = [
  'number',
  'date',
  'account',
  'amount',
  'contract_idn',
  'contract_number',
  'contract_date',
  'operation_code',
  'partner_country',
  'beneficiary_name',
  'beneficiary_address',
  'beneficiary_account',
  'beneficiary_bank_bic',
  'beneficiary_bank_name',
  'correspondent_bank_bic',
  'correspondent_bank_name',
  'charges',
  'purpose',
];

test(
  'a currency payment file uploaded on a phone is processed, an error row is fixed into a payment, and the file’s payments open as a filtered list',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const token = await apiToken(request, 'accountant');
    const accounts = await api<{ account: string; currency: string }[]>(
      request,
      token,
      'currency-payment/accounts',
    );
    const usd = accounts.find((a) => a.currency === 'USD');
    if (usd === undefined) throw new Error('no USD account');
    const today = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent' }).format(new Date());
    const row = (name: string, bic: string, amount: string) =>
      [
        '81',
        today,
        usd.account,
        amount,
        '',
        'RS-2026/14',
        '10.02.2026',
        '11100',
        'DE',
        name,
        'HAFENSTRASSE 12, DUISBURG',
        'DE89370400440532013000',
        bic,
        'COMMERZBANK AG',
        '',
        '',
        'SHA',
        `SPARE PARTS ${tag}`,
      ].join(';');
    const csv = [
      COLUMNS.join(';'),
      row(`RHEIN GOOD ${tag}`, 'COBADEFFXXX', '120.50'),
      row(`RHEIN FIX ${tag}`, 'COBA1', '340.00'),
    ].join('\r\n');

    await openSignedIn(page, 'accountant', '/currency-import');
    await expect(page.getByTestId('import-upload')).toBeVisible();
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/export/currency-import') && r.request().method() === 'POST',
    );
    await page.getByTestId('import-file').setInputFiles({
      name: `fx-${tag}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
    });
    expect((await uploaded).status()).toBe(200);
    const card = page.getByTestId('table-row').filter({ hasText: `fx-${tag}.csv` });
    await expect(card.getByTestId('import-status')).toHaveText('Обработан', { timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await card.getByTestId('row-actions').click();
    await page.getByTestId('sheet-errors').click();
    await expect(page.getByTestId('import-errors')).toHaveText('1');
    await expect(page.getByTestId('import-payments')).toHaveText('1');
    const errorCard = page.getByTestId('table-row').filter({ hasText: `RHEIN FIX ${tag}` });
    await errorCard.getByTestId('row-actions').click();
    await page.getByTestId('sheet-edit').click();
    const bic = page.getByTestId('import-field-beneficiary_bank_bic').locator('input');
    await expect(bic).toHaveValue('COBA1');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await bic.fill('COBADEFFXXX');
    const fixed = page.waitForResponse((r) => r.url().endsWith('/export/currency-import-edit'));
    await page.getByTestId('import-fix-save').click();
    expect((await fixed).status()).toBe(200);
    await expect(page.getByTestId('import-errors')).toHaveText('0');
    await expect(page.getByTestId('import-payments')).toHaveText('2');

    // The file's page opens the currency payment list filtered by the file (to sign them together).
    await page.getByTestId('import-file-documents').click();
    await expect(page.getByTestId('fx-import-file')).toBeVisible();
    await expect(page.getByTestId('fx-card')).toHaveCount(2);
    await expect(page.getByTestId('fx-card').filter({ hasText: `RHEIN FIX ${tag}` })).toHaveCount(1);
    await page.getByTestId('fx-import-file-remove').click();
    await expect(page.getByTestId('fx-import-file')).toHaveCount(0);
  },
);
