import type dayjs from 'dayjs';
import type { IncPaymentFilter } from '../../../contracts/api/reports.ts';
import { isAmountDecimal } from '../../../contracts/validation/amount.ts';
import { compareDecimals } from '../../../contracts/validation/generic.ts';
import { rangeFromSearch } from '../../lib/statement-range.ts';

/**
 * Address parameters of the incoming-payments search besides the range (?from=&to=): the account,
 * the search text and the amount bounds (`sum_from`, `sum_to`: decimal strings, "1500000.00").
 */
export const INC_FILTERS = ['account', 'q', 'sum_from', 'sum_to'] as const;

/** `account` in the address names our account with its bank: `<number>:<mfo>`. */
export function accountKey(number: string, mfo: string): string {
  return `${number}:${mfo}`;
}

/** An amount bound of the address: a well-formed decimal, else none. */
function amountOf(value: string | null): string | undefined {
  const text = value?.trim() ?? '';
  return text !== '' && isAmountDecimal(text) ? text : undefined;
}

/** The amount bounds' rule (the server's `inc.amountOrder`): the lower not above the upper. */
export function amountRangeProblem(
  from: string | undefined,
  to: string | undefined,
): 'inc.amountOrder' | null {
  return from && to && compareDecimals(from, to) > 0 ? 'inc.amountOrder' : null;
}

/**
 * The search the address describes: its range (or the default one), the account when it is a
 * well-formed `<number>:<mfo>`, the search text and the amount bounds that are well-formed.
 */
export function incFilterFromSearch(search: URLSearchParams, today?: dayjs.Dayjs): IncPaymentFilter {
  const range = rangeFromSearch(search, today);
  const [number = '', mfo = ''] = (search.get('account') ?? '').split(':');
  const text = search.get('q')?.trim() ?? '';
  const amountFrom = amountOf(search.get('sum_from'));
  const amountTo = amountOf(search.get('sum_to'));
  return {
    date_from: range.from,
    date_to: range.to,
    ...(/^\d{20,27}$/.test(number) && /^\d{5}$/.test(mfo) ? { account: number, mfo } : {}),
    ...(text ? { search: text } : {}),
    ...(amountFrom === undefined ? {} : { amount_from: amountFrom }),
    ...(amountTo === undefined ? {} : { amount_to: amountTo }),
  };
}
