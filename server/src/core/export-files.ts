/**
 * Real files from a table's headers and rows (contracts/api/export.ts): Excel (exceljs), Word
 * (docx), PDF (pdfkit with the embedded DejaVu Sans, so Cyrillic and Uzbek Latin letters render on
 * any reader) and tab-separated text with a UTF-8 BOM (so Excel and Notepad read it as UTF-8).
 * Spreadsheet cells that a spreadsheet would run as a formula (= + - @ tab, carriage return first,
 * also behind leading quotes or white space, which spreadsheets strip first) are prefixed with an
 * apostrophe, in the Excel and the text file alike (OWASP CSV injection).
 *
 * The three libraries load on the first file of their format, not with the server: together they
 * are ~60 MB of resident memory and ~0.7 s of start-up that most processes never use (issue 18).
 */
import { createRequire } from 'node:module';
import type { TableCell } from 'docx';
import type { ExportType } from '../../../contracts/api/export.ts';

export interface ExportTable {
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const FORMULA_START = /^[\s"']*[=+\-@\t\r]/;

/** A cell as a spreadsheet must receive it: never read as a formula. */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Rows padded or cut to the header count, so every format shows the same grid. */
function grid(table: ExportTable): string[][] {
  const width = table.headers.length;
  return table.rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
}

async function excel(table: ExportTable): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet((table.title || 'Export').replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
  const header = sheet.addRow(table.headers.map(escapeFormula));
  header.font = { bold: true };
  for (const row of grid(table)) sheet.addRow(row.map(escapeFormula));
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(
      table.headers[i]?.length ?? 0,
      ...table.rows.map((r) => Math.min(r[i]?.length ?? 0, 60)),
    );
    column.width = Math.max(10, longest + 2);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function word(table: ExportTable): Promise<Buffer> {
  const { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } =
    await import('docx');
  const wordCell = (text: string, bold = false): TableCell =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  const rows = [
    new TableRow({ tableHeader: true, children: table.headers.map((h) => wordCell(h, true)) }),
    ...grid(table).map((row) => new TableRow({ children: row.map((c) => wordCell(c)) })),
  ];
  const doc = new Document({
    sections: [
      {
        children: [
          ...(table.title
            ? [new Paragraph({ children: [new TextRun({ text: table.title, bold: true })] })]
            : []),
          new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const require = createRequire(import.meta.url);
/** The embedded fonts of every PDF made here (form-pdf.ts too). */
const PDF_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const PDF_FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface PdfOptions {
  /** Off only in tests, so the text can be found in the bytes. */
  readonly compress?: boolean;
}

/**
 * A new PDF with the embedded fonts registered as 'regular' and 'bold' (so Cyrillic and Uzbek
 * Latin render anywhere), and its bytes once the caller ends it.
 */
export async function startPdf(
  layout: { size: 'A4'; layout?: 'landscape'; margin: number },
  options: PdfOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ ...layout, compress: options.compress ?? true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', PDF_FONT);
  doc.registerFont('bold', PDF_FONT_BOLD);
  return { doc, done };
}

/** A4 landscape; each row is a line of cells, wrapped within its column, new pages as needed. */
async function pdf(table: ExportTable, options: PdfOptions = {}): Promise<Buffer> {
  const { doc, done } = await startPdf({ size: 'A4', layout: 'landscape', margin: 36 }, options);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns = Math.max(1, table.headers.length);
  const columnWidth = width / columns;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const line = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((c) => doc.heightOfString(c || ' ', { width: columnWidth - 6 })));
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    cells.forEach((c, i) => doc.text(c, left + i * columnWidth, top, { width: columnWidth - 6 }));
    doc.y = top + height + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };

  if (table.title) doc.font('bold').fontSize(13).text(table.title, left, doc.y, { width }).moveDown(0.5);
  line(table.headers, 'bold');
  for (const row of grid(table)) line(row, 'regular');
  doc.end();
  return done;
}

function text(table: ExportTable): Buffer {
  // Tabs and line breaks inside a cell would break the grid; they become spaces.
  const clean = (c: string) => escapeFormula(c).replace(/[\t\r\n]+/g, ' ');
  const lines = [table.headers, ...grid(table)].map((row) => row.map(clean).join('\t'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function buildExportFile(
  type: ExportType,
  table: ExportTable,
  options: PdfOptions = {},
): Promise<Buffer> {
  switch (type) {
    case 'excel':
      return excel(table);
    case 'word':
      return word(table);
    case 'pdf':
      return pdf(table, options);
    case 'text':
      return text(table);
  }
}
