import dayjs from 'dayjs';

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
