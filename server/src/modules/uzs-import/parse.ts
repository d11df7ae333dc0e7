/**
 * A soum payment file read with the shared import reader (server/src/core/import-parse.ts) and the
 * soum layout: UZS_IMPORT_COLUMNS, names and purpose kept as typed, the date and the sum normalised.
 */
import { UZS_IMPORT_COLUMNS, type UzsImportFields } from '../../../../contracts/api/uzs-import.ts';
import {
  parseImportFile as parseWith,
  type ImportLayout,
  type ParseFailure,
  type ParsedRow,
} from '../../core/import-parse.ts';

export { decodeText, detectDelimiter, type ParseFailure } from '../../core/import-parse.ts';

export const UZS_LAYOUT: ImportLayout = {
  columns: UZS_IMPORT_COLUMNS,
  texts: ['r_name', 'description', 'number'],
  dates: ['date'],
  amounts: ['sum'],
};

export type UzsParseResult =
  | { readonly ok: true; readonly rows: readonly ParsedRow<UzsImportFields>[] }
  | { readonly ok: false; readonly key: ParseFailure };

export async function parseImportFile(name: string, bytes: Buffer): Promise<UzsParseResult> {
  return (await parseWith(name, bytes, UZS_LAYOUT)) as UzsParseResult;
}
