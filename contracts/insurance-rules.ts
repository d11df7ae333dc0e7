/**
 * OSGOR rules the form and the server share (spec 3 §4, §5, §9): the period is one year, its end
 * the start plus one year minus one day; the insured amount is at least 1 000 soums; the e-mail
 * pattern. Dates are ISO calendar days (YYYY-MM-DD), computed in UTC so no time zone moves them.
 */

/** Spec 3 §9: the smallest insured amount, in soums. */
export const INSURANCE_MIN_AMOUNT = '1000.00';
/** Spec 3 §9: the list's first day and page size. */
export const INSURANCE_LIST_FROM = '2020-04-03';
export const INSURANCE_PAGE_SIZE = 25;
/** Spec 1 §9: the delayed-request input waits 1000 ms before it recalculates. */
export const INSURANCE_RECALC_DELAY_MS = 1000;

export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,63}$/;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * End of a one-year period: start + 1 year − 1 day (spec 3 §4). A period starting on 29 February
 * ends on 28 February of the next year: its anniversary in a common year is 1 March, the day after
 * 28 February (docs/decisions.md, Ecosystem and OSGOR). Answers '' for a day that is not a date.
 */
export function insurancePeriodEnd(start: string): string {
  if (!isIsoDay(start)) return '';
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a common year over to 1 March: the anniversary described above.
  const anniversary = Date.UTC(y + 1, m - 1, d);
  return new Date(anniversary - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
