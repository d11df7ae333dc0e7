import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UZS_IMPORT_COLUMNS } from '../../../../contracts/api/uzs-import.ts';
import { decodeText, detectDelimiter, parseImportFile } from './parse.ts';

const HEADER = UZS_IMPORT_COLUMNS.join(';');
const ROW =
  '17;20.11.2026;1;20208000100100001001001001;00873;2020800030567123400100450;00450;MChJ «Oltin Vodiy»;305671234;;;;;;1 250 000,50;00106;Yuk uchun toʻlov';

/** Windows-1251 bytes of a text (the encoder Node lacks; enough for Cyrillic and ASCII). */
function cp1251(text: string): Buffer {
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let b = 0; b < 256; b += 1) table.set(decoder.decode(Uint8Array.of(b)), b);
  return Buffer.from([...text].map((ch) => table.get(ch) ?? 0x3f));
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('P');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('delimited text', () => {
  it('reads a UTF-8 CSV with a BOM, semicolons, a header and normalises date and sum', async () => {
    const parsed = await parseImportFile('p.csv', Buffer.from(`\uFEFF${HEADER}\r\n${ROW}\r\n`, 'utf8'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({
      rowNo: 2,
      fields: { number: '17', date: '2026-11-20', sum: '1250000.50', r_name: 'MChJ «Oltin Vodiy»' },
    });
  });

  it('reads Windows-1251 as 1C writes it, tab-separated, without a header', async () => {
    const line = ROW.replace('MChJ «Oltin Vodiy»', 'ООО Ромашка').replace(/;/g, '\t').replace('«', '');
    const parsed = await parseImportFile('p.txt', cp1251(`${line}\r\n`));
    expect(parsed.ok && parsed.rows[0]?.fields.r_name).toBe('ООО Ромашка');
    expect(parsed.ok && parsed.rows[0]?.rowNo).toBe(1);
  });

  it('keeps quoted delimiters and quotes inside a field', async () => {
    const parsed = await parseImportFile(
      'p.csv',
      Buffer.from(`${UZS_IMPORT_COLUMNS.join(',')}\n1,2026-11-20,1,a,b,c,d,"Name, ""quoted""",e\n`),
    );
    expect(parsed.ok && parsed.rows[0]?.fields.r_name).toBe('Name, "quoted"');
  });

  it('detects the delimiter and the encoding', () => {
    expect(detectDelimiter('a;b;c\n1,2')).toBe(';');
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeText(cp1251('Счёт'))).toBe('Счёт');
  });

  it('refuses a binary file renamed .csv, a row of 500 columns and more than 10 000 rows', async () => {
    const binary = Buffer.alloc(2048, 0);
    binary.write('PK');
    expect(await parseImportFile('p.csv', binary)).toEqual({ ok: false, key: 'import.binary' });
    expect(await parseImportFile('p.csv', Buffer.from(`${'x;'.repeat(499)}x\n`))).toEqual({
      ok: false,
      key: 'import.tooManyColumns',
    });
    const many = `${HEADER}\n${`${ROW}\n`.repeat(10_001)}`;
    expect(await parseImportFile('p.csv', Buffer.from(many))).toEqual({
      ok: false,
      key: 'import.tooManyRows',
    });
    const exactly = `${HEADER}\n${`${ROW}\n`.repeat(10_000)}`;
    const ok = await parseImportFile('p.csv', Buffer.from(exactly));
    expect(ok.ok && ok.rows.length).toBe(10_000);
  });

  it('refuses an empty file, an unknown extension, a legacy .xls and more than 10 MB', async () => {
    expect(await parseImportFile('p.csv', Buffer.from('\n\n'))).toEqual({ ok: false, key: 'import.empty' });
    expect(await parseImportFile('p.pdf', Buffer.from('x'))).toEqual({ ok: false, key: 'import.type' });
    expect(await parseImportFile('p.xls', Buffer.from('x'))).toEqual({ ok: false, key: 'import.xls' });
    expect(await parseImportFile('p.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41))).toEqual({
      ok: false,
      key: 'import.tooLarge',
    });
  });
});

describe('xlsx', () => {
  it('reads a workbook: header by key or "Label [key]", dates, numbers and cached formula values', async () => {
    const bytes = await workbook([
      ['Номер [number]', 'date', 'type', 'account', 'mfo', 'r_account', 'r_mfo', 'r_name', 'r_inn', 'sum'],
      [
        5,
        new Date(Date.UTC(2026, 10, 20)),
        1,
        '20208000100100001001001001',
        '00873',
        '2020800030567123400100450',
        '00450',
        'Oltin',
        '305671234',
        { formula: 'WEBSERVICE("http://evil")&1', result: 1500 },
      ],
    ]);
    const parsed = await parseImportFile('p.xlsx', bytes);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows[0]?.fields).toMatchObject({
      number: '5',
      date: '2026-11-20',
      type: '1',
      mfo: '00873',
      sum: '1500',
    });
  });

  it('refuses a truncated workbook, a zip bomb and a row of 500 columns', async () => {
    const good = await workbook([UZS_IMPORT_COLUMNS as unknown as string[]]);
    expect(await parseImportFile('p.xlsx', good.subarray(0, good.length - 200))).toEqual({
      ok: false,
      key: 'import.damaged',
    });
    // A one-entry zip whose entry claims to unpack 1 GB out of a few bytes.
    const packed = deflateRawSync(Buffer.alloc(1024 * 1024, 0));
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(1024 * 1024 * 1024, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(1024 * 1024 * 1024, 24);
    central.writeUInt16LE(name.length, 28);
    const body = Buffer.concat([local, name, packed]);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(1, 8);
    eocd.writeUInt16LE(1, 10);
    eocd.writeUInt32LE(central.length + name.length, 12);
    eocd.writeUInt32LE(body.length, 16);
    const bomb = Buffer.concat([body, central, name, eocd]);
    expect(await parseImportFile('p.xlsx', bomb)).toEqual({ ok: false, key: 'import.damaged' });
    const wide = await workbook([Array.from({ length: 500 }, (_, i) => `c${i}`)]);
    expect(await parseImportFile('p.xlsx', wide)).toEqual({ ok: false, key: 'import.tooManyColumns' });
    expect(await parseImportFile('p.xlsx', Buffer.from('not a zip at all'))).toEqual({
      ok: false,
      key: 'import.damaged',
    });
  });
});
