import type { FxPaymentFilter, FxPaymentRow } from '../../../contracts/api/currency-payment.ts';

const UPID_FILE = /^[A-Z0-9]{20}$/;

/**
 * The currency payment list's filter from the address (status_id, the debounced search, and
 * import_file: one import file's payments, issue 21); values the contract would refuse are left out.
 */
export function fxListFilterOf(
  params: { get(name: string): string | null },
  search: string,
): FxPaymentFilter {
  const status = Number(params.get('status_id') ?? '');
  const importFile = params.get('import_file') ?? '';
  return {
    ...(Number.isInteger(status) && status > 0 ? { status_id: status } : {}),
    ...(search.trim() === '' ? {} : { search: search.trim() }),
    ...(UPID_FILE.test(importFile) ? { import_file: importFile } : {}),
  };
}

/** The rows of a page the caller may sign now: what select-all picks. */
export function signableIds(rows: readonly FxPaymentRow[]): number[] {
  return rows.filter((r) => r.isSign).map((r) => r.id);
}
