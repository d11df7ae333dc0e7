/**
 * Client-side export (spec 1 §7.3): headers and rows are built from the table as shown — each
 * column's plain text, with any markup a server value carries stripped — and sent with the type.
 */
import type { ExportLoadBody, ExportType } from '../../../contracts/api/export.ts';
import type { Column } from '../paged-table/paged-table.tsx';

/** The text of a value that may hold HTML (tags dropped, entities decoded), whitespace collapsed. */
export function stripMarkup(value: string): string {
  const text = /[<&]/.test(value)
    ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '')
    : value;
  return text.replace(/\s+/g, ' ').trim();
}

export function buildExport<R>(
  type: ExportType,
  title: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
): ExportLoadBody {
  return {
    type,
    title,
    headers: columns.map((c) => stripMarkup(c.label)),
    rows: rows.map((row) => columns.map((c) => stripMarkup(c.value(row)))),
  };
}
