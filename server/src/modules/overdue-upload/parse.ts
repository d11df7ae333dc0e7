/**
 * Reading and checking an overdue-debt file (contracts/api/overdue-upload.ts). The file is read by
 * the imports' reader (core/import-parse.ts: .xlsx and .csv, header by key or "Label [key]", a
 * damaged or oversized file refused); every row is then judged against the contracts known when the
 * file is checked. Pure: the service loads the contracts and stores what this answers.
 */
import {
  OVERDUE_AMOUNTS,
  OVERDUE_COLUMN_OF,
  OVERDUE_FILE_COLUMNS,
  readOverdueAmount,
  type OverdueRowKind,
} from '../../../../contracts/api/overdue-upload.ts';
import { importExtension } from '../../../../contracts/api/uzs-import.ts';
import {
  parseImportFile,
  type ImportLayout,
  type ParseFailure,
  type ParsedRow,
} from '../../core/import-parse.ts';

export const OVERDUE_LAYOUT: ImportLayout = {
  columns: OVERDUE_FILE_COLUMNS,
  texts: [],
  dates: [],
  amounts: OVERDUE_FILE_COLUMNS.filter((c) => c !== 'idn'),
};

/** The four figures in OVERDUE_AMOUNTS order, minor units. */
export type Figures = readonly [bigint, bigint, bigint, bigint];

export const ZERO: Figures = [0n, 0n, 0n, 0n];

export function sameFigures(a: Figures, b: Figures): boolean {
  return a.every((v, i) => v === b[i]);
}

export function isZero(f: Figures): boolean {
  return f.every((v) => v === 0n);
}

export interface KnownContract {
  readonly id: number;
  readonly idn: string;
  readonly figures: Figures;
}

export interface RowError {
  readonly column: string;
  readonly key:
    'overdue.idn' | 'overdue.unknownIdn' | 'overdue.duplicate' | 'overdue.amount' | 'overdue.negative';
  readonly params?: Record<string, string | number>;
}

export interface PreviewRow {
  readonly rowNo: number | null;
  readonly idn: string;
  readonly contractId: number | null;
  readonly kind: OverdueRowKind;
  readonly old: Figures | null;
  readonly new: Figures | null;
  readonly errors: readonly RowError[];
}

export interface Preview {
  readonly rows: readonly PreviewRow[];
  readonly counts: {
    readonly rows: number;
    readonly changed: number;
    readonly unchanged: number;
    readonly cleared: number;
    readonly errors: number;
  };
}

export type ReadResult =
  | { readonly ok: true; readonly rows: readonly ParsedRow[] }
  | { readonly ok: false; readonly key: ParseFailure | 'overdue.type' };

/** The file's rows as text cells, or why it cannot be read (.xlsx and .csv only). */
export async function readOverdueFile(name: string, bytes: Buffer): Promise<ReadResult> {
  const ext = importExtension(name);
  if (ext === 'xls') return { ok: false, key: 'import.xls' };
  if (ext !== 'xlsx' && ext !== 'csv') return { ok: false, key: 'overdue.type' };
  return parseImportFile(name, bytes, OVERDUE_LAYOUT);
}

/** The idns a file names (well-formed ones), to load only the contracts that matter. */
export function namedIdns(rows: readonly ParsedRow[]): string[] {
  return [...new Set(rows.map((r) => r.fields['idn'] ?? '').filter((idn) => /^\d{27}$/.test(idn)))];
}

/**
 * Judges every row: the idn (27 digits, a known contract, once in the file) and the four amounts
 * (readOverdueAmount). A known contract with overdue figures the file does not name becomes a
 * `cleared` row (the file is the whole register). `contracts`: the file's contracts and every
 * contract that has figures now.
 */
export function buildPreview(rows: readonly ParsedRow[], contracts: readonly KnownContract[]): Preview {
  const byIdn = new Map(contracts.map((c) => [c.idn, c]));
  const firstRow = new Map<string, number>();
  const out: PreviewRow[] = [];
  for (const row of rows) {
    const errors: RowError[] = [];
    const idn = (row.fields['idn'] ?? '').slice(0, 100);
    const contract = byIdn.get(idn);
    if (!/^\d{27}$/.test(idn)) errors.push({ column: 'idn', key: 'overdue.idn' });
    else if (contract === undefined) errors.push({ column: 'idn', key: 'overdue.unknownIdn' });
    else {
      const first = firstRow.get(idn);
      if (first !== undefined)
        errors.push({ column: 'idn', key: 'overdue.duplicate', params: { row: first } });
      else firstRow.set(idn, row.rowNo);
    }
    const figures: bigint[] = [];
    for (const amount of OVERDUE_AMOUNTS) {
      const column = OVERDUE_COLUMN_OF[amount];
      const read = readOverdueAmount(row.fields[column] ?? '');
      if (read.ok) figures.push(read.minor);
      else errors.push({ column, key: read.key as RowError['key'] });
    }
    if (errors.length > 0 || contract === undefined) {
      out.push({
        rowNo: row.rowNo,
        idn,
        contractId: contract?.id ?? null,
        kind: 'error',
        old: null,
        new: null,
        errors,
      });
      continue;
    }
    const next = figures as unknown as Figures;
    out.push({
      rowNo: row.rowNo,
      idn,
      contractId: contract.id,
      kind: sameFigures(contract.figures, next) ? 'unchanged' : 'changed',
      old: contract.figures,
      new: next,
      errors: [],
    });
  }
  const named = new Set(rows.map((r) => r.fields['idn'] ?? ''));
  for (const c of contracts) {
    if (named.has(c.idn) || isZero(c.figures)) continue;
    out.push({
      rowNo: null,
      idn: c.idn,
      contractId: c.id,
      kind: 'cleared',
      old: c.figures,
      new: ZERO,
      errors: [],
    });
  }
  const count = (kind: OverdueRowKind) => out.filter((r) => r.kind === kind).length;
  return {
    rows: out,
    counts: {
      rows: rows.length,
      changed: count('changed'),
      unchanged: count('unchanged'),
      cleared: count('cleared'),
      errors: count('error'),
    },
  };
}
