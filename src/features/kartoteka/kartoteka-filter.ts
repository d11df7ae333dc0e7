/**
 * What a card-file page shows, read from its query string (?file=2&account=…&mfo=…), and the totals
 * it prints under a list. An account without its mfo (or a malformed one) is dropped rather than
 * sent: the server would refuse it, and the page then shows every account.
 */
import type { CardFile } from '../../../contracts/api/kartoteka.ts';
import { fromMinor, toMinor } from '../../../contracts/money.ts';

export interface PageFilter {
  readonly file?: CardFile;
  readonly account?: string;
  readonly mfo?: string;
}

export function filterFromSearch(search: URLSearchParams): PageFilter {
  const file = search.get('file');
  const account = search.get('account') ?? '';
  const mfo = search.get('mfo') ?? '';
  const named = /^([0-9]{20}|[0-9]{25}|[0-9]{27})$/.test(account) && /^[0-9]{5}$/.test(mfo);
  return {
    ...(file === '1' || file === '2' ? { file: Number(file) as CardFile } : {}),
    ...(named ? { account, mfo } : {}),
  };
}

/** The query string of a filter, in a fixed order (file, account, mfo), '' when empty. */
export function searchOf(filter: PageFilter): string {
  const params = new URLSearchParams();
  if (filter.file !== undefined) params.set('file', String(filter.file));
  if (filter.account !== undefined && filter.mfo !== undefined) {
    params.set('account', filter.account);
    params.set('mfo', filter.mfo);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Sums of decimal amounts per currency, exact (minor units), in first-seen currency order. */
export function totalsByCurrency<T>(
  rows: readonly T[],
  currencyOf: (row: T) => string,
  amountOf: (row: T) => string,
): { currency: string; total: string; count: number }[] {
  const totals = new Map<string, { sum: bigint; count: number }>();
  for (const row of rows) {
    const entry = totals.get(currencyOf(row)) ?? { sum: 0n, count: 0 };
    totals.set(currencyOf(row), { sum: entry.sum + toMinor(amountOf(row)), count: entry.count + 1 });
  }
  return [...totals].map(([currency, t]) => ({ currency, total: fromMinor(t.sum), count: t.count }));
}
