import type dayjs from 'dayjs';
import type { IncPaymentFilter } from '../../../contracts/api/reports.ts';
import { rangeFromSearch } from '../../lib/statement-range.ts';

/** Address parameters of the incoming-payments search besides the range (?from=&to=). */
export const INC_FILTERS = ['account', 'q'] as const;

/** `account` in the address names our account with its bank: `<number>:<mfo>`. */
export function accountKey(number: string, mfo: string): string {
  return `${number}:${mfo}`;
}

/**
 * The search the address describes: its range (or the default one), the account when it is a
 * well-formed `<number>:<mfo>`, and the search text.
 */
export function incFilterFromSearch(search: URLSearchParams, today?: dayjs.Dayjs): IncPaymentFilter {
  const range = rangeFromSearch(search, today);
  const [number = '', mfo = ''] = (search.get('account') ?? '').split(':');
  const text = search.get('q')?.trim() ?? '';
  return {
    date_from: range.from,
    date_to: range.to,
    ...(/^\d{20,27}$/.test(number) && /^\d{5}$/.test(mfo) ? { account: number, mfo } : {}),
    ...(text ? { search: text } : {}),
  };
}
