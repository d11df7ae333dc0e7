/**
 * Reading and checking the bank's loan list file (contracts/api/loan-admin.ts LOAN_LIST_COLUMNS):
 * csv (`;` or `,`, UTF-8, header row) or xlsx (first sheet, header row; exceljs loaded on first
 * use). Each row becomes a credit or a list of problems naming the row and the column; the caller
 * imports only a file without problems.
 */
import {
  LOAN_LIST_COLUMNS,
  LOAN_LIST_MAX_ROWS,
  type LoanListColumn,
} from '../../../../contracts/api/loan-admin.ts';
import { toMinor } from '../../../../contracts/money.ts';
import type { MessageKey } from '../../i18n.ts';

export interface LoanRow {
  readonly line: number;
  readonly contractNumber: string;
  readonly inn: string;
  readonly productName: string;
  readonly currency: string;
  readonly contractDate: string;
  readonly closeDate: string;
  readonly rateBp: number;
  readonly amount: bigint;
  readonly principal: bigint;
  readonly overduePrincipal: bigint;
  readonly interest: bigint;
  readonly overdueInterest: bigint;
  readonly nextPaymentDate: string | null;
  readonly nextPaymentAmount: bigint;
}

export interface RowProblem {
  readonly line: number;
  readonly column: LoanListColumn | 'file';
  readonly key: MessageKey;
}

type Cells = Record<LoanListColumn, string>;

function splitCsvLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

function parseCsv(text: string): string[][] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const delimiter = header.split(';').length >= header.split(',').length ? ';' : ',';
  return lines.map((l) => splitCsvLine(l, delimiter));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value as string | number | boolean).trim();
}

async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: string[] = [];
    for (let c = 1; c <= LOAN_LIST_COLUMNS.length; c += 1) values.push(cellText(row.getCell(c).value));
    rows[number - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The file's rows as text cells (header first); null when the bytes are not a readable file. */
export async function readTable(fileName: string, bytes: Buffer): Promise<string[][] | null> {
  try {
    return fileName.toLowerCase().endsWith('.xlsx')
      ? await parseXlsx(bytes)
      : parseCsv(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{2})\.(\d{2})\.(\d{4})$/;
const MONEY = /^\d{1,15}([.,]\d{1,2})?$/;

function isoDate(value: string): string | null {
  const m = DATE.exec(value);
  if (m === null) return null;
  const iso = m[1] !== undefined ? `${m[1]}-${m[2]}-${m[3]}` : `${m[6]}-${m[5]}-${m[4]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

function money(value: string): bigint | null {
  const v = value.replace(/\s/g, '');
  return MONEY.test(v) ? toMinor(v.replace(',', '.')) : null;
}

export const LOAN_CURRENCIES = ['UZS', 'USD', 'EUR', 'RUB', 'CNY', 'GBP', 'JPY', 'CHF', 'KZT'];

/** Checks the rows (header must name the columns); answers the credits or the problems. */
export function checkRows(table: string[][]): { rows: LoanRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
  if (LOAN_LIST_COLUMNS.some((c, i) => header[i] !== c)) {
    return { rows: [], problems: [{ line: 1, column: 'file', key: 'loanList.header' }] };
  }
  const body = table.slice(1).map((cells, i) => ({ cells, line: i + 2 }));
  const filled = body.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (filled.length === 0)
    return { rows: [], problems: [{ line: 1, column: 'file', key: 'loanList.empty' }] };
  if (filled.length > LOAN_LIST_MAX_ROWS) {
    return { rows: [], problems: [{ line: 1, column: 'file', key: 'loanList.tooMany' }] };
  }
  const rows: LoanRow[] = [];
  const seen = new Set<string>();
  for (const { cells, line } of filled) {
    const c = Object.fromEntries(LOAN_LIST_COLUMNS.map((k, i) => [k, (cells[i] ?? '').trim()])) as Cells;
    const bad = (column: LoanListColumn, key: MessageKey) => problems.push({ line, column, key });
    const before = problems.length;
    if (c.contract_number === '' || c.contract_number.length > 40)
      bad('contract_number', 'loanList.contract');
    else if (seen.has(c.contract_number)) bad('contract_number', 'loanList.duplicate');
    seen.add(c.contract_number);
    if (!/^\d{9}$/.test(c.inn)) bad('inn', 'loanList.inn');
    if (c.product_name === '' || c.product_name.length > 200) bad('product_name', 'loanList.required');
    if (!LOAN_CURRENCIES.includes(c.currency.toUpperCase())) bad('currency', 'loanList.currency');
    const contractDate = isoDate(c.contract_date);
    const closeDate = isoDate(c.close_date);
    if (contractDate === null) bad('contract_date', 'loanList.date');
    if (closeDate === null) bad('close_date', 'loanList.date');
    else if (contractDate !== null && closeDate <= contractDate)
      bad('close_date', 'loanList.closeBeforeContract');
    const rate = /^\d{1,3}([.,]\d{1,2})?$/.test(c.rate)
      ? Math.round(Number(c.rate.replace(',', '.')) * 100)
      : null;
    if (rate === null || rate > 10000) bad('rate', 'loanList.rate');
    const amount = money(c.amount);
    const principal = money(c.principal);
    const overduePrincipal = c.overdue_principal === '' ? 0n : money(c.overdue_principal);
    const interest = c.interest === '' ? 0n : money(c.interest);
    const overdueInterest = c.overdue_interest === '' ? 0n : money(c.overdue_interest);
    const nextAmount = c.next_payment_amount === '' ? 0n : money(c.next_payment_amount);
    if (amount === null || amount === 0n) bad('amount', 'loanList.amount');
    if (principal === null) bad('principal', 'loanList.amount');
    else if (amount !== null && principal > amount) bad('principal', 'loanList.principalAboveAmount');
    if (overduePrincipal === null) bad('overdue_principal', 'loanList.amount');
    else if (principal !== null && overduePrincipal > principal)
      bad('overdue_principal', 'loanList.overdueAbovePrincipal');
    if (interest === null) bad('interest', 'loanList.amount');
    if (overdueInterest === null) bad('overdue_interest', 'loanList.amount');
    const nextDate = c.next_payment_date === '' ? null : isoDate(c.next_payment_date);
    if (c.next_payment_date !== '' && nextDate === null) bad('next_payment_date', 'loanList.date');
    if (nextAmount === null) bad('next_payment_amount', 'loanList.amount');
    if (problems.length === before) {
      rows.push({
        line,
        contractNumber: c.contract_number,
        inn: c.inn,
        productName: c.product_name,
        currency: c.currency.toUpperCase(),
        contractDate: contractDate ?? '',
        closeDate: closeDate ?? '',
        rateBp: rate ?? 0,
        amount: amount ?? 0n,
        principal: principal ?? 0n,
        overduePrincipal: overduePrincipal ?? 0n,
        interest: interest ?? 0n,
        overdueInterest: overdueInterest ?? 0n,
        nextPaymentDate: nextDate,
        nextPaymentAmount: nextAmount ?? 0n,
      });
    }
  }
  return { rows, problems };
}
