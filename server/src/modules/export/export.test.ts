import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTypeItem } from '../../../../contracts/api/export.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { buildExportFile, escapeFormula } from '../../core/export-files.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.login('accountant');
});
afterAll(() => h.close());

const table = {
  title: 'Платежи за ноябрь',
  headers: ['Получатель', 'Сумма', 'Комментарий'],
  rows: [
    ['ООО «Ромашка»', '1 500 000.00', '=HYPERLINK("http://evil","x")'],
    ['Qo‘qon savdo', '-12', '@SUM(A1:A2)'],
    ['Tab', '+1', '\tstart'],
  ],
};

async function load(type: string, payload: object = table) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v2/export/load',
    headers: { authorization: `Bearer ${token}` },
    payload: { type, ...payload },
  });
}

describe('export', () => {
  it('offers excel, word, pdf and text', async () => {
    const res = await h.call<ExportTypeItem[]>('GET', 'export/get-types', { token });
    expect(res.body.data?.map((t) => t.value)).toEqual(['excel', 'word', 'pdf', 'text']);
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'ok', '1-2'].map(escapeFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'ok',
      '1-2',
    ]);
  });

  it('escapes a formula behind leading quotes or white space too', () => {
    // Spreadsheets strip these before deciding whether a cell is a formula.
    expect(
      [' =1+1', '  @SUM(A1)', '"=HYPERLINK(""x"")', "'=1", '\u00a0+1', ' -2', 'a =1'].map(escapeFormula),
    ).toEqual(["' =1+1", "'  @SUM(A1)", '\'"=HYPERLINK(""x"")', "''=1", "'\u00a0+1", "' -2", 'a =1']);
  });

  it('makes an xlsx that opens, with the rows and escaped formulas', async () => {
    const res = await load('excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="excel_\d{8}_\d{6}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Платежи за ноябрь');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Получатель', 'Сумма', 'Комментарий']);
    expect(sheet?.getCell('A2').value).toBe('ООО «Ромашка»');
    expect(sheet?.getCell('C2').value).toBe('\'=HYPERLINK("http://evil","x")');
    expect(sheet?.getCell('C2').formula).toBeUndefined();
    expect(sheet?.getCell('B3').value).toBe("'-12");
    expect(sheet?.getCell('C3').value).toBe("'@SUM(A1:A2)");
    expect(sheet?.getCell('B4').value).toBe("'+1");
  });

  it('makes a docx (a zip) whose document holds the text', async () => {
    const res = await load('word');
    expect(res.headers['content-disposition']).toMatch(/filename="word_\d{8}_\d{6}\.docx"/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = await zip.file('word/document.xml')?.async('string');
    expect(xml).toContain('Платежи за ноябрь');
    expect(xml).toContain('ООО «Ромашка»');
    expect(xml).toContain('Qo‘qon savdo');
  });

  it('makes a PDF with the Cyrillic font embedded', async () => {
    const res = await load('pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="pdf_\d{8}_\d{6}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('DejaVuSans');
  });

  it('writes the Cyrillic text into the PDF (uncompressed for reading)', async () => {
    const file = await buildExportFile('pdf', table, { compress: false });
    const raw = file.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    // pdfkit writes text as glyph ids of the embedded subset; its ToUnicode map names each glyph's
    // character, so every letter of the title must be mapped there.
    const unicode = [...raw.matchAll(/<([0-9a-f]{4})>/gi)].map((m) => parseInt(m[1] ?? '0', 16));
    for (const char of 'ПлатежиРомашка') expect(unicode, char).toContain(char.codePointAt(0));
  });

  it('makes a tab-separated UTF-8 text file with a BOM', async () => {
    const res = await load('text');
    expect(res.headers['content-disposition']).toMatch(/filename="text_\d{8}_\d{6}\.txt"/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Получатель\tСумма\tКомментарий');
    expect(lines[1]).toBe('ООО «Ромашка»\t1 500 000.00\t\'=HYPERLINK("http://evil","x")');
    expect(lines[3]).toBe("Tab\t'+1\t' start");
  });

  it('refuses no rows with the "no data" message, and a bad body with 400', async () => {
    const empty = await load('excel', { ...table, rows: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ status: 'error', message: 'Нет данных для экспорта.' });
    expect((await load('csv')).statusCode).toBe(400);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/v2/export/load',
      payload: { type: 'text' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
