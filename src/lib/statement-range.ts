import dayjs from 'dayjs';
import { isIsoDate } from '../../contracts/validation/date.ts';
import { bankToday } from './dates.ts';

/** A statement or report period: two days, yyyy-mm-dd, both included. */
export interface StatementRange {
  readonly from: string;
  readonly to: string;
}

/** Days a statement covers when the address names no range: the last month up to today. */
export const DEFAULT_STATEMENT_DAYS = 30;

/** The range in the address (?from=&to=), or the default one ending on the bank's today. */
export function rangeFromSearch(search: URLSearchParams, today = dayjs(bankToday())): StatementRange {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (isIsoDate(from) && isIsoDate(to)) return { from, to };
  return {
    from: today.subtract(DEFAULT_STATEMENT_DAYS, 'day').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
  };
}

export function rangeSearch(range: StatementRange): string {
  return `?from=${range.from}&to=${range.to}`;
}
