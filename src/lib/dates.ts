import dayjs from 'dayjs';
import { bankDay, bankDaysBefore } from '../../contracts/bank-calendar.ts';

/** Dates are shown dd.mm.yyyy and times 24 h in every language (spec 1 §9). */
const DATE_FORMAT = 'DD.MM.YYYY';
const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

export function formatDate(value: string | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}

export function formatDateTime(value: string | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

/**
 * The bank keeps Tashkent's calendar (UTC+5, no daylight saving): operating days, statements,
 * reports and default date ranges follow it, whatever zone the device is set to — otherwise a
 * range ending "today" misses the evening's work on a device set to UTC, and the server's
 * operating day and the screen's disagree for five hours a day.
 */
/** The bank's calendar day of a moment (now by default) as YYYY-MM-DD (contracts/bank-calendar.ts). */
export function bankToday(now: Date = new Date()): string {
  return bankDay(now);
}

/** The bank's day `days` days before today, YYYY-MM-DD. */
export function bankDaysAgo(days: number, now: Date = new Date()): string {
  return bankDaysBefore(bankDay(now), days);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?[+-]\d{2}:\d{2}$/;

/**
 * A clock value as the bank means it: a date-only value (yyyy-mm-dd) shows as a date; a time
 * with an explicit offset (Tashkent +05:00) shows the wall time it names, wherever the browser
 * is; a UTC or offset-less time shows in the browser's time.
 */
export function formatClock(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const wall = WALL_TIME.exec(value);
  if (wall) {
    const [, year, month, day, hour, minute] = wall;
    return `${day}.${month}.${year} ${hour}:${minute}`;
  }
  return formatDateTime(value);
}
