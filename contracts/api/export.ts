/**
 * Client-side export (spec 1 §3 "Export type", §7.3; spec 2 §7): the types on offer and the call
 * that turns the headers and rows of a shown table into a file. Paths are not shown in the spec and
 * are designed here: `GET export/get-types` answers `[{ value }]`; `POST export/load` takes
 * `{ type, title, headers, rows }` (plain text cells, markup already stripped by the client) and
 * answers the file itself with a Content-Disposition naming it from the type and a timestamp.
 * No rows is refused (422, "no data") so an empty file is never made.
 */
import { z } from 'zod';
import { fileAnswer } from './answers.ts';
import { endpoint } from './endpoint.ts';

export const EXPORT_TYPES = ['excel', 'word', 'pdf', 'text'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const exportTypeItemSchema = z.object({ value: z.enum(EXPORT_TYPES) });
export type ExportTypeItem = z.output<typeof exportTypeItemSchema>;

/** File extension and media type of each type. */
export const EXPORT_FILES: Readonly<
  Record<ExportType, { readonly extension: string; readonly mime: string }>
> = {
  excel: { extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  word: {
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  pdf: { extension: 'pdf', mime: 'application/pdf' },
  text: { extension: 'txt', mime: 'text/plain; charset=utf-8' },
};

export const EXPORT_MAX_COLUMNS = 50;
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_MAX_CELL = 2_000;
export const EXPORT_MAX_TITLE = 200;

const cell = z.string().max(EXPORT_MAX_CELL);

export const exportGetTypes = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'export/get-types',
  access: '*',
  response: z.array(exportTypeItemSchema),
});

export const exportLoad = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/load',
  access: '*',
  body: z.strictObject({
    type: z.enum(EXPORT_TYPES),
    title: z.string().trim().max(EXPORT_MAX_TITLE).default(''),
    headers: z.array(cell).min(1).max(EXPORT_MAX_COLUMNS),
    rows: z.array(z.array(cell).max(EXPORT_MAX_COLUMNS)).max(EXPORT_MAX_ROWS),
  }),
  response: fileAnswer,
});
export type ExportLoadBody = z.input<NonNullable<typeof exportLoad.body>>;

/** `excel_20261121_143005.xlsx`: the type and the moment (YYYYMMDD_HHmmss) the file was made. */
export function exportFileName(type: ExportType, at: { date: string; time: string }): string {
  const stamp = `${at.date.replace(/-/g, '')}_${at.time.replace(/:/g, '')}`;
  return `${type}_${stamp}.${EXPORT_FILES[type].extension}`;
}
