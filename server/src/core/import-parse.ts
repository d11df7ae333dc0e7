/**
 * Reads an import file into rows of text cells (issue 21), or says in one message key why it
 * cannot: .xlsx through exceljs (loaded on the first file, never with the server; formulas read
 * as their cached values, never evaluated), .csv and .txt through @fast-csv/parse (installed with
 * exceljs) with the delimiter (; , tab |) and the encoding (UTF-8 with or without BOM, else
 * Windows-1251 as 1C writes) detected. A legacy .xls, a binary renamed .csv, a damaged or
 * truncated workbook, a zip bomb, more than IMPORT_MAX_ROWS rows or IMPORT_MAX_COLUMNS columns are
 * refused. The first row is the header when it names columns (the key, or "Label [key]" as the
 * template writes it); otherwise the columns are read in the layout's order. Every import kind
 * (soum, currency, exchange) reads its files here with its own ImportLayout.
 */
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  importExtension,
} from '../../../contracts/api/uzs-import.ts';
import { dateTextToIso } from '../../../contracts/validation/date.ts';

export type ParseFailure =
  | 'import.xls'
  | 'import.type'
  | 'import.tooLarge'
  | 'import.tooManyRows'
  | 'import.tooManyColumns'
  | 'import.damaged'
  | 'import.binary'
  | 'import.empty';

export interface ParsedRow<F = Record<string, string>> {
  /** The row's line in the file (1-based, the header counted). */
  readonly rowNo: number;
  readonly fields: F;
}

/** An import kind's columns (in the template's order) and how a cell becomes the form's text. */
export interface ImportLayout {
  readonly columns: readonly string[];
  /** Cells kept as typed (names, texts): only trimmed. Others lose every space. */
  readonly texts: readonly string[];
  /** Dates in dd.mm.yyyy become YYYY-MM-DD. */
  readonly dates: readonly string[];
  /** Amounts lose group spaces and take a decimal point. */
  readonly amounts: readonly string[];
}

export type ParseResult =
  | { readonly ok: true; readonly rows: readonly ParsedRow[] }
  | { readonly ok: false; readonly key: ParseFailure };

/** What a workbook may unpack to at most (a 10 MB xlsx of 10 000 rows unpacks to far less). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

class Refused extends Error {
  constructor(readonly key: ParseFailure) {
    super(key);
  }
}

export async function parseImportFile(
  name: string,
  bytes: Buffer,
  layout: ImportLayout,
): Promise<ParseResult> {
  try {
    if (bytes.length > IMPORT_MAX_BYTES) return { ok: false, key: 'import.tooLarge' };
    const ext = importExtension(name);
    let cells: string[][];
    if (ext === 'xls') return { ok: false, key: 'import.xls' };
    if (ext === 'xlsx') cells = await readWorkbook(bytes);
    else if (ext === 'csv' || ext === 'txt') cells = await readDelimited(bytes);
    else return { ok: false, key: 'import.type' };
    return { ok: true, rows: toRows(cells, layout) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, key: error.key };
    return { ok: false, key: 'import.damaged' };
  }
}

// --- rows -----------------------------------------------------------------------------------------

/** The column a header cell names: the key itself, or "[key]" at its end. */
function headerKey(text: string, columns: ReadonlySet<string>): string | null {
  const t = text.trim().toLowerCase();
  const bracket = /\[([a-z0-9_]+)\]\s*$/.exec(t);
  const key = bracket?.[1] ?? t;
  return columns.has(key) ? key : null;
}

function toRows(cells: readonly string[][], layout: ImportLayout): ParsedRow[] {
  const first = cells.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (first < 0) throw new Refused('import.empty');
  const columns = new Set(layout.columns);
  const header = cells[first] ?? [];
  const named = header.map((h) => headerKey(h, columns));
  const hasHeader = named.filter((k) => k !== null).length >= 3;
  const order: (string | null)[] = hasHeader ? named : [...layout.columns];
  const rows: ParsedRow[] = [];
  for (let i = hasHeader ? first + 1 : first; i < cells.length; i += 1) {
    const line = cells[i] ?? [];
    if (line.every((c) => c.trim() === '')) continue;
    if (rows.length >= IMPORT_MAX_ROWS) throw new Refused('import.tooManyRows');
    const fields: Record<string, string> = Object.fromEntries(layout.columns.map((c) => [c, '']));
    order.forEach((key, col) => {
      if (key !== null) fields[key] = normalise(layout, key, line[col] ?? '');
    });
    rows.push({ rowNo: i + 1, fields });
  }
  if (rows.length === 0) throw new Refused('import.empty');
  return rows;
}

/**
 * A cell as the form would hold it: trimmed, at most 1000 characters; a date in dd.mm.yyyy as
 * YYYY-MM-DD; a sum without group spaces and with a decimal point; other non-text fields without
 * the spaces a spreadsheet adds. Nothing else is changed: the rules judge the rest.
 */
function normalise(layout: ImportLayout, key: string, raw: string): string {
  let v = raw.replace(/[\u00a0\u202f]/g, ' ').trim();
  if (layout.dates.includes(key)) v = dateTextToIso(v) ?? v;
  else if (layout.amounts.includes(key)) v = v.replace(/\s+/g, '').replace(',', '.');
  else if (!layout.texts.includes(key)) v = v.replace(/\s+/g, '');
  return v.slice(0, 1000);
}

// --- xlsx -----------------------------------------------------------------------------------------

/**
 * The zip's central directory: refused when it is missing (truncated file), lists too many entries,
 * or unpacks to more than MAX_UNPACKED_BYTES (a zip bomb), before exceljs opens anything.
 */
function checkZip(bytes: Buffer): void {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) throw new Refused('import.damaged');
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i -= 1) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Refused('import.damaged');
  const entries = bytes.readUInt16LE(eocd + 10);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (entries > 2000 || offset >= bytes.length) throw new Refused('import.damaged');
  let at = offset;
  let unpacked = 0;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw new Refused('import.damaged');
    const packed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    unpacked += size;
    // Deflate cannot expand more than ~1032:1; a larger claimed ratio is a bomb as well.
    if (unpacked > MAX_UNPACKED_BYTES || (packed > 0 && size / packed > 1100)) {
      throw new Refused('import.damaged');
    }
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    // A formula: its cached result only (never evaluated); none cached → blank.
    if ('formula' in v || 'sharedFormula' in v) return cellText(v['result']);
    if (Array.isArray(v['richText'])) {
      return (v['richText'] as { text?: unknown }[]).map((r) => String(r.text ?? '')).join('');
    }
    if ('text' in v) return cellText(v['text']);
    if ('error' in v) return '';
  }
  return '';
}

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  checkZip(bytes);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Refused('import.empty');
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw new Refused('import.tooManyRows');
  const cells: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    if (row.cellCount > IMPORT_MAX_COLUMNS) throw new Refused('import.tooManyColumns');
    const line: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) line.push(cellText(row.getCell(c).value));
    cells[rowNumber - 1] = line;
  });
  for (let i = 0; i < cells.length; i += 1) cells[i] ??= [];
  return cells;
}

// --- csv / txt ------------------------------------------------------------------------------------

/** UTF-8 (a BOM dropped) when the bytes are valid UTF-8, else Windows-1251 (1C's exports). */
export function decodeText(bytes: Buffer): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1251').decode(body);
  }
}

/** A binary file renamed .csv: NUL bytes, or many control characters. */
function looksBinary(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control += 1;
  }
  return control > sample.length / 100;
}

const DELIMITERS = [';', '\t', ',', '|'] as const;

/** The delimiter used most on the first line, outside quotes (';' when none is). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: string = ';';
  let most = 0;
  for (const [d, n] of counts) {
    if (n > most) {
      best = d;
      most = n;
    }
  }
  return best;
}

async function readDelimited(bytes: Buffer): Promise<string[][]> {
  if (looksBinary(bytes)) throw new Refused('import.binary');
  const text = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  const { parseString } = await import('@fast-csv/parse');
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { delimiter, ignoreEmpty: false, trim: false })
      .on('error', () => reject(new Refused('import.damaged')))
      .on('data', (row: string[]) => {
        if (row.length > IMPORT_MAX_COLUMNS) reject(new Refused('import.tooManyColumns'));
        else if (rows.length > IMPORT_MAX_ROWS * 2) reject(new Refused('import.tooManyRows'));
        else rows.push(row);
      })
      .on('end', () => resolve(rows));
  });
}
