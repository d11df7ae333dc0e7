/**
 * The bank's calendar, one definition for the client and the server: the bank keeps Tashkent time
 * (Asia/Tashkent, UTC+5 all year, no daylight saving since 1991), so its calendar day, operating
 * day, currency cut-off and conversion window are Tashkent wall-clock rules whatever zone the
 * device or the server runs in. A fixed offset instead of Intl time-zone data: it is exact for
 * Tashkent and loads nothing on a phone's first screen.
 */

export const BANK_TIME_ZONE = 'Asia/Tashkent';
export const TASHKENT_UTC_OFFSET_HOURS = 5;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Currency operations submitted before 16:00 Tashkent are processed the same operating day. */
export const CURRENCY_CUT_OFF = { hour: 16, minute: 0 } as const;
/** Currency conversions are accepted from 9:00 until 17:00 Tashkent (17:00 itself is closed). */
export const CONVERSION_WINDOW = { opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 0 } } as const;

interface WallTime {
  readonly hour: number;
  readonly minute: number;
}

/** The moment as a Date whose UTC fields read Tashkent's wall clock. */
function tashkentWall(at: Date): Date {
  return new Date(at.getTime() + TASHKENT_UTC_OFFSET_HOURS * HOUR_MS);
}

/** The bank's (Tashkent) calendar day of a moment, YYYY-MM-DD. */
export function bankDay(at: Date): string {
  return tashkentWall(at).toISOString().slice(0, 10);
}

/** The bank's day `days` days before `day` (YYYY-MM-DD), YYYY-MM-DD. */
export function bankDaysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a bank day (YYYY-MM-DD) starts: its Tashkent midnight. */
export function bankDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`);
}

/** The instants of the bank days `from`..`to` inclusive, as a half-open range [start, end). */
export function bankDayRange(from: string, to: string): { readonly start: Date; readonly end: Date } {
  return { start: bankDayStart(from), end: new Date(bankDayStart(to).getTime() + DAY_MS) };
}

/**
 * The bank's operating day: the one the core banking link sets (bank settings), and until it has
 * set one, the Tashkent calendar day of `now`.
 */
export function bankOperatingDay(set: string | null | undefined, now: Date): string {
  return set ?? bankDay(now);
}

/** Minutes since Tashkent midnight of a moment. */
export function bankMinuteOfDay(at: Date): number {
  const wall = tashkentWall(at);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

const minuteOf = (time: WallTime) => time.hour * 60 + time.minute;

/** Whether a currency operation made at `at` is before the 16:00 cut-off (same-day processing). */
export function beforeCurrencyCutOff(at: Date): boolean {
  return bankMinuteOfDay(at) < minuteOf(CURRENCY_CUT_OFF);
}

/** Whether `at` falls in the 9:00–17:00 conversion window (opening minute in, closing minute out). */
export function inConversionWindow(at: Date): boolean {
  const minute = bankMinuteOfDay(at);
  return minute >= minuteOf(CONVERSION_WINDOW.opens) && minute < minuteOf(CONVERSION_WINDOW.closes);
}
