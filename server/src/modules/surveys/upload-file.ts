/**
 * Reading and checking a survey results file (contracts/api/surveys.ts SURVEY_UPLOAD_COLUMNS): xlsx,
 * first sheet, header row naming the columns, one answer a row (exceljs loaded on first use). Each
 * row becomes an answer or problems naming the row and the column; the caller stores only a file
 * without a single problem.
 */
import {
  CREDIT_TYPES,
  SURVEY_COMMENT_MAX,
  SURVEY_UPLOAD_COLUMNS,
  SURVEY_UPLOAD_MAX_ROWS,
  type SurveyUploadColumn,
} from '../../../../contracts/api/surveys.ts';
import { SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '../../../../contracts/nps.ts';
import type { MessageKey } from '../../i18n.ts';

export interface UploadRow {
  readonly line: number;
  readonly inn: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly score: number;
  readonly comment: string;
  readonly creditType: (typeof CREDIT_TYPES)[number];
  readonly productCodes: readonly string[];
}

export interface RowProblem {
  readonly line: number;
  readonly column: SurveyUploadColumn | 'file';
  readonly key: MessageKey;
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

/** The first sheet's rows as text cells (header first); null when the bytes are not an xlsx file. */
export async function readSheet(bytes: Buffer): Promise<string[][] | null> {
  try {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) return [];
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const values: string[] = [];
      for (let c = 1; c <= SURVEY_UPLOAD_COLUMNS.length; c += 1) values.push(cellText(row.getCell(c).value));
      rows[number - 1] = values;
    });
    return Array.from(rows, (r) => r ?? []);
  } catch {
    return null;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{2})\.(\d{2})\.(\d{4})$/;

function isoDate(value: string): string | null {
  const m = DATE.exec(value);
  if (m === null) return null;
  const iso = m[1] !== undefined ? `${m[1]}-${m[2]}-${m[3]}` : `${m[6]}-${m[5]}-${m[4]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * Checks every row. `today` (YYYY-MM-DD) bounds the date: an answer from the future is refused.
 * Empty rows are skipped; a file with no answer rows is a problem of the file.
 */
export function checkRows(
  table: readonly string[][],
  today: string,
): { rows: UploadRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
  if (SURVEY_UPLOAD_COLUMNS.some((c, i) => header[i] !== c)) {
    return { rows: [], problems: [{ line: 1, column: 'file', key: 'survey.uploadHeader' }] };
  }
  const body = table.slice(1);
  if (body.length > SURVEY_UPLOAD_MAX_ROWS) {
    return { rows: [], problems: [{ line: 1, column: 'file', key: 'survey.uploadTooMany' }] };
  }
  const rows: UploadRow[] = [];
  body.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const [inn = '', date = '', scoreText = '', comment = '', creditType = '', products = ''] = cells;
    const rowProblems: RowProblem[] = [];
    if (!/^[0-9]{9}$/.test(inn)) rowProblems.push({ line, column: 'inn', key: 'survey.badInn' });
    const iso = isoDate(date);
    if (iso === null || iso > today) rowProblems.push({ line, column: 'date', key: 'survey.badDate' });
    const score = Number(scoreText);
    if (!/^\d{1,2}$/.test(scoreText) || score < SURVEY_SCORE_MIN || score > SURVEY_SCORE_MAX) {
      rowProblems.push({ line, column: 'score', key: 'survey.badScore' });
    }
    if (comment.length > SURVEY_COMMENT_MAX)
      rowProblems.push({ line, column: 'comment', key: 'survey.longComment' });
    const type = creditType.trim().toLowerCase();
    if (!(CREDIT_TYPES as readonly string[]).includes(type)) {
      rowProblems.push({ line, column: 'credit_type', key: 'survey.badCreditType' });
    }
    problems.push(...rowProblems);
    if (rowProblems.length === 0 && iso !== null) {
      rows.push({
        line,
        inn,
        date: iso,
        score,
        comment: comment.trim(),
        creditType: type as UploadRow['creditType'],
        productCodes: products
          .split(/[,;]/)
          .map((p) => p.trim().toLowerCase())
          .filter((p) => p !== ''),
      });
    }
  });
  if (rows.length === 0 && problems.length === 0) {
    problems.push({ line: 1, column: 'file', key: 'survey.uploadEmpty' });
  }
  return { rows, problems };
}
