import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { bankDaysAgo, dmy, isPhone, openMenu, shown, sidewaysOverflow, signInHome } from '../support.ts';

/*
 * The three ledger reports of the "reports" menu, as an accountant uses them: open from the menu,
 * choose a period (kept in the address), see the rows and totals, and export a file that reads
 * back to what the screen totals. On phones the rows are cards and nothing scrolls sideways.
 */

const compact = (value: string) => value.replace(/-/g, '');
/** "1 234 567,89 UZS" (any locale's grouping) → minor units. */
const minor = (text: string) => BigInt(text.replace(/[^\d]/g, '') || '0');

async function openFromMenu(page: Page, path: string) {
  await openMenu(page);
  await page.getByTestId('side-menu').locator(`[data-testid="menu-item"][data-path="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}`));
}

/**
 * The read the screen makes once its filter holds every one of `needles`: figures read before it
 * answered would be the previous filter's, still shown while the new one loads (a race the full
 * run lost: 124 counted, 74 exported).
 */
function readWith(page: Page, ...needles: string[]) {
  return page.waitForResponse((response) => {
    const body = response.request().postData() ?? '';
    return response.request().method() === 'POST' && needles.every((needle) => body.includes(needle));
  });
}

async function choosePeriod(page: Page, testId: string, from: string, to: string) {
  const read = readWith(page, from, to);
  await shown(page, `${testId}-from`).locator('input').fill(dmy(from));
  await shown(page, `${testId}-to`).locator('input').fill(dmy(to));
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await read;
}

async function exportAs(page: Page, type: 'excel' | 'text'): Promise<Download> {
  const download = page.waitForEvent('download');
  await shown(page, 'export-menu-toggle').click();
  await shown(page, `export-${type}`).click();
  return download;
}

async function noSidewaysScroll(page: Page, screen: string) {
  const overflow = await shown(page, screen).evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
}

async function rowsShown(page: Page, table: string) {
  const rows = shown(page, table).getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  // Cards on phones, a table on desktop.
  await expect(shown(page, table).locator(isPhone(page) ? 'ul.cb-cards' : 'table')).toHaveCount(1);
  return rows;
}

test('settlements with AGMK: balances, totals per currency and an Excel file @phone-only', async ({
  page,
}) => {
  await signInHome(page, 'accountant');
  await openFromMenu(page, '/export-okmk-turnover');
  const from = bankDaysAgo(200);
  const to = bankDaysAgo();
  await choosePeriod(page, 'agmk-range', from, to);
  await expect(shown(page, 'agmk-counterparty')).toContainText('202328794');
  await rowsShown(page, 'agmk-table');
  await rowsShown(page, 'agmk-moves');
  const credit = await shown(page, 'agmk-total-UZS-credit_turnover').locator('dd').innerText();
  expect(minor(credit)).toBeGreaterThan(0n);
  await noSidewaysScroll(page, 'agmk');

  const file = await exportAs(page, 'excel');
  expect(file.suggestedFilename()).toBe(`agmk_${compact(from)}_${compact(to)}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Array.isArray) as string[][];
  // The total line: a label (not an account number) in the first column, then the currency.
  const total = rows.find((r) => r[2] === 'UZS' && !/^\d/.test(String(r[1])));
  expect(total).toBeDefined();
  // Columns: account, currency, opening, debit, credit, closing (ExcelJS rows start at index 1).
  expect(minor(String(total?.[5]))).toBe(minor(credit));
});

test('the operations journal: period, direction, running balance and a text file @phone-only', async ({
  page,
}) => {
  await signInHome(page, 'accountant');
  await openFromMenu(page, '/account-operation');
  const from = bankDaysAgo(20);
  const to = bankDaysAgo();
  await choosePeriod(page, 'operations-range', from, to);
  await rowsShown(page, 'operations-table');
  await shown(page, 'operations-direction').selectOption('credit');
  await expect(page).toHaveURL(/direction=credit/);
  const debitTotal = shown(page, 'operations-total-UZS-debit').locator('dd');
  await expect.poll(async () => minor(await debitTotal.innerText())).toBe(0n);
  const credit = await shown(page, 'operations-total-UZS-credit').locator('dd').innerText();
  expect(minor(credit)).toBeGreaterThan(0n);
  const rows = await rowsShown(page, 'operations-table');
  expect(await rows.count()).toBeGreaterThan(0);
  await noSidewaysScroll(page, 'operations');

  const file = await exportAs(page, 'text');
  expect(file.suggestedFilename()).toBe(`operations_${compact(from)}_${compact(to)}.txt`);
  const lines = (await readFile((await file.path()) ?? '', 'utf8'))
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n');
  const sum = lines.slice(1).reduce((s, line) => s + minor(line.split('\t')[8] ?? '0'), 0n);
  // Every UZS credit of the period (a foreign-currency account would add its own lines).
  expect(sum).toBeGreaterThanOrEqual(minor(credit));
});

test('the terminal statement: card payments, settlements and an Excel file @phone-only', async ({ page }) => {
  await signInHome(page, 'accountant');
  await openFromMenu(page, '/terminal-statement');
  const from = bankDaysAgo(10);
  const to = bankDaysAgo();
  await choosePeriod(page, 'terminals-range', from, to);
  const terminal = shown(page, 'terminals-terminal');
  const option = await terminal.locator('option').nth(1).getAttribute('value');
  const read = readWith(page, from, to, `"terminal":${option}`);
  await terminal.selectOption(option ?? '');
  await expect(page).toHaveURL(new RegExp(`terminal=${option}`));
  await read;
  const rows = await rowsShown(page, 'terminals-table');
  await expect(rows.first()).toContainText(/\d{6}\*+\d{4}/);
  await rowsShown(page, 'terminals-settlements');
  const count = Number(await shown(page, 'terminals-totals-count').locator('dd').innerText());
  expect(count).toBeGreaterThan(0);
  const settled = minor(await shown(page, 'terminals-totals-settled').locator('dd').innerText());
  const pending = minor(await shown(page, 'terminals-totals-pending').locator('dd').innerText());
  const net = minor(await shown(page, 'terminals-totals-net').locator('dd').innerText());
  expect(settled + pending).toBe(net);
  await noSidewaysScroll(page, 'terminals');

  const file = await exportAs(page, 'excel');
  expect(file.suggestedFilename()).toBe(`terminals_${compact(from)}_${compact(to)}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(count + 1);
});
