/**
 * The pure rules of the paged table: which actions a row offers (the server's per-row flags), when
 * a bulk action is enabled (every selected row allows it: spec 1 §5 isSign/isSend), the window of
 * page links (15 at once, spec 1 §9), the list state kept in the URL query string, and the rows
 * to draw of a long page (simple windowing).
 */

/** A row flag the server computes for the caller (isView, isEdit, isDelete, isSign, isSend …). */
export type FlagName = `is${string}`;

export interface FlagGated {
  readonly flag: FlagName;
}

export function allowedActions<A extends FlagGated>(row: object, actions: readonly A[]): A[] {
  return actions.filter((action) => (row as Record<string, unknown>)[action.flag] === true);
}

/** A bulk action is enabled only when rows are selected and every one of them allows it. */
export function bulkEnabled(rows: readonly object[], flag: FlagName): boolean {
  return rows.length > 0 && rows.every((row) => (row as Record<string, unknown>)[flag] === true);
}

/**
 * The one bulk action a phone's selection bar shows as its button (the rest wait in a sheet): the
 * first action marked primary that the selection allows; else the first primary one some selected
 * row allows, shown disabled so the user sees why it is not offered (one row cannot be signed); else
 * the first action the selection allows; else none.
 */
export function mainBulkAction<A extends FlagGated & { readonly primary?: boolean }>(
  rows: readonly object[],
  actions: readonly A[],
): A | undefined {
  const primary = actions.filter((action) => action.primary === true);
  const someRow = (action: A) => rows.some((row) => (row as Record<string, unknown>)[action.flag] === true);
  return (
    primary.find((action) => bulkEnabled(rows, action.flag)) ??
    primary.find(someRow) ??
    actions.find((action) => bulkEnabled(rows, action.flag))
  );
}

export const PAGE_LINKS = 15;

/** The page numbers to link: at most 15, the current one kept as central as the ends allow. */
export function pageWindow(current: number, pageCount: number, size = PAGE_LINKS): number[] {
  const count = Math.max(1, pageCount);
  const shown = Math.min(size, count);
  const page = Math.min(Math.max(1, current), count);
  const start = Math.min(Math.max(1, page - Math.floor(shown / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, i) => start + i);
}

export interface TableQuery {
  readonly page: number;
  /** `field` or `-field`; null for the server's default order. */
  readonly sort: string | null;
  readonly filters: Readonly<Record<string, string>>;
}

const PAGE = 'page';
const SORT = 'sort';

/** The list state from the query string; only the named filters are read, blanks are absent. */
export function readTableQuery(params: URLSearchParams, filterNames: readonly string[]): TableQuery {
  const page = Number(params.get(PAGE));
  const sort = params.get(SORT);
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: sort && /^-?[a-zA-Z_]{1,40}$/.test(sort) ? sort : null,
    filters,
  };
}

/**
 * The query string of a list state, other parameters of the URL kept. Page 1 and blank filters
 * are left out, so a plain list has a plain address.
 */
export function writeTableQuery(
  params: URLSearchParams,
  query: TableQuery,
  filterNames: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [PAGE, SORT, ...filterNames]) next.delete(name);
  if (query.page > 1) next.set(PAGE, String(query.page));
  if (query.sort) next.set(SORT, query.sort);
  for (const name of filterNames) {
    const value = query.filters[name]?.trim();
    if (value) next.set(name, value);
  }
  return next;
}

/** Next sort on a column header click: ascending, then descending, then ascending again. */
export function nextSort(current: string | null, field: string): string {
  return current === field ? `-${field}` : field;
}

/** Pages longer than this are drawn in a window (their rows then have a fixed height). */
export const VIRTUAL_THRESHOLD = 100;

export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly padTop: number;
  readonly padBottom: number;
}

export function rowWindow(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan = 10,
): RowWindow {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const start = Math.min(first, end);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}
