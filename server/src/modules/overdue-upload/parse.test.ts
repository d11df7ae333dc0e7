import { describe, expect, it } from 'vitest';
import { readOverdueAmount } from '../../../../contracts/api/overdue-upload.ts';
import { buildPreview, readOverdueFile, type KnownContract } from './parse.ts';

const IDN_A = '010030124567820240115000001';
const IDN_B = '010030124567820240115000002';
const IDN_C = '010030239845120240301000005';
const IDN_GONE = '010030398765420240301000009';

const CONTRACTS: KnownContract[] = [
  { id: 1, idn: IDN_A, figures: [0n, 12_500_000n, 0n, 0n] },
  { id: 2, idn: IDN_B, figures: [0n, 0n, 0n, 0n] },
  { id: 3, idn: IDN_C, figures: [4_520_000n, 0n, 0n, 0n] },
  { id: 4, idn: IDN_GONE, figures: [100n, 0n, 0n, 200n] },
];

const HEADER = 'idn;receivable_overdue1;payable_overdue1;receivable_overdue2;payable_overdue2';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Overdue');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function rowsOf(name: string, bytes: Buffer) {
  const read = await readOverdueFile(name, bytes);
  if (!read.ok) throw new Error(read.key);
  return read.rows;
}

describe('readOverdueAmount', () => {
  it('reads major units with a point or a comma and group spaces; blank is zero', () => {
    expect(readOverdueAmount('1 234 567,8')).toEqual({ ok: true, minor: 123_456_780n });
    expect(readOverdueAmount('125000.00')).toEqual({ ok: true, minor: 12_500_000n });
    expect(readOverdueAmount('7')).toEqual({ ok: true, minor: 700n });
    expect(readOverdueAmount('')).toEqual({ ok: true, minor: 0n });
  });
  it('refuses a sign, letters, three decimals and too many digits', () => {
    expect(readOverdueAmount('-5')).toEqual({ ok: false, key: 'overdue.negative' });
    expect(readOverdueAmount('12a')).toEqual({ ok: false, key: 'overdue.amount' });
    expect(readOverdueAmount('1.005')).toEqual({ ok: false, key: 'overdue.amount' });
    expect(readOverdueAmount('1e5')).toEqual({ ok: false, key: 'overdue.amount' });
    expect(readOverdueAmount('1234567890123456')).toEqual({ ok: false, key: 'overdue.amount' });
  });
});

describe('reading the file', () => {
  it('reads a csv with the template header, in any column order', async () => {
    const rows = await rowsOf(
      'r.csv',
      Buffer.from(
        'payable_overdue1;idn;receivable_overdue1;receivable_overdue2;payable_overdue2\n' +
          `"98 000,50";${IDN_A};;;\n`,
      ),
    );
    expect(rows).toEqual([
      {
        rowNo: 2,
        fields: {
          idn: IDN_A,
          receivable_overdue1: '',
          payable_overdue1: '98000.50',
          receivable_overdue2: '',
          payable_overdue2: '',
        },
      },
    ]);
  });

  it('reads an xlsx with "Label [key]" headers, the idn as text and amounts as numbers', async () => {
    const bytes = await xlsx([
      [
        'Contract idn [idn]',
        'R1 [receivable_overdue1]',
        'P1 [payable_overdue1]',
        'R2 [receivable_overdue2]',
        'P2 [payable_overdue2]',
      ],
      [IDN_C, 45200, 0, 12000.5, 0],
    ]);
    const rows = await rowsOf('r.xlsx', bytes);
    expect(rows[0]?.fields).toEqual({
      idn: IDN_C,
      receivable_overdue1: '45200',
      payable_overdue1: '0',
      receivable_overdue2: '12000.5',
      payable_overdue2: '0',
    });
  });

  it('refuses other file types, a legacy .xls and a damaged workbook', async () => {
    expect(await readOverdueFile('r.txt', csv(`${IDN_A};1;2;3;4`))).toEqual({
      ok: false,
      key: 'overdue.type',
    });
    expect(await readOverdueFile('r.xls', Buffer.from('x'))).toEqual({ ok: false, key: 'import.xls' });
    expect(await readOverdueFile('r.xlsx', Buffer.from('PK\u0003\u0004 not a zip'))).toEqual({
      ok: false,
      key: 'import.damaged',
    });
    expect(await readOverdueFile('r.csv', Buffer.from(HEADER))).toEqual({ ok: false, key: 'import.empty' });
  });
});

describe('buildPreview', () => {
  it('sorts rows into changed, unchanged and cleared (contracts the file leaves out)', async () => {
    const rows = await rowsOf('r.csv', csv(`${IDN_A};0;98000;0;0`, `${IDN_C};45200;;;`, `${IDN_B};;;;`));
    const preview = buildPreview(rows, CONTRACTS);
    expect(preview.counts).toEqual({ rows: 3, changed: 1, unchanged: 2, cleared: 1, errors: 0 });
    expect(preview.rows.map((r) => [r.rowNo, r.idn, r.kind])).toEqual([
      [2, IDN_A, 'changed'],
      [3, IDN_C, 'unchanged'],
      [4, IDN_B, 'unchanged'],
      [null, IDN_GONE, 'cleared'],
    ]);
    expect(preview.rows[0]).toMatchObject({ old: [0n, 12_500_000n, 0n, 0n], new: [0n, 9_800_000n, 0n, 0n] });
    expect(preview.rows[3]).toMatchObject({ old: [100n, 0n, 0n, 200n], new: [0n, 0n, 0n, 0n] });
  });

  it('names the row and column of every problem: bad idn, unknown idn, duplicate, bad amounts', async () => {
    const rows = await rowsOf(
      'r.csv',
      csv(
        `12345;1;2;3;4`,
        `000000000000000000000000001;1;;;`,
        `${IDN_A};1;;;`,
        `${IDN_A};abc;-4;;1.001`,
        `${IDN_C};45200;;;`,
      ),
    );
    const preview = buildPreview(rows, CONTRACTS);
    expect(preview.counts.errors).toBe(3);
    const errors = preview.rows.filter((r) => r.kind === 'error');
    expect(errors.map((r) => [r.rowNo, r.errors.map((e) => `${e.column}:${e.key}`)])).toEqual([
      [2, ['idn:overdue.idn']],
      [3, ['idn:overdue.unknownIdn']],
      [
        5,
        [
          'idn:overdue.duplicate',
          'receivable_overdue1:overdue.amount',
          'payable_overdue1:overdue.negative',
          'payable_overdue2:overdue.amount',
        ],
      ],
    ]);
    expect(errors[2]?.errors[0]?.params).toEqual({ row: 4 });
  });
});
