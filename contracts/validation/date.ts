/**
 * Date fields (spec 1 §5, spec 2 §5). A date is typed DD.MM.YYYY (10 characters), must be a real
 * calendar date (leap years included, computed without the Date object so no time zone can shift
 * it) and is stored YYYY-MM-DD; a wrong one is "filled in incorrectly". A range needs from ≤ to.
 * A date-time is typed DD.MM.YYYY HH:mm on a 24-hour clock, is always required and is stored
 * YYYY-MM-DDTHH:mm (wall time, no offset).
 */
import { checkField, type FieldOptions } from './generic.ts';
import { reformatMasked, type TextEdit } from './mask.ts';
import { message, type ValidationMessage } from './messages.ts';

export const DATE_TEXT_LENGTH = 10;
export const DATE_TEXT_MASK = '##.##.####';
export const DATE_TIME_TEXT_MASK = '##.##.#### ##:##';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: string, month: string, day: string): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

function isRealTime(hour: string, minute: string): boolean {
  return Number(hour) <= 23 && Number(minute) <= 59;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TEXT = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DATE_TIME_TEXT = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/** A stored date: YYYY-MM-DD naming a real day. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && isRealDate(m[1] ?? '', m[2] ?? '', m[3] ?? '');
}

/** DD.MM.YYYY → YYYY-MM-DD, or null when the text is not a real date. */
export function dateTextToIso(text: string): string | null {
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return null;
  const [, day = '', month = '', year = ''] = m;
  return isRealDate(year, month, day) ? `${year}-${month}-${day}` : null;
}

/** YYYY-MM-DD → DD.MM.YYYY, or null when the value is not a real date. */
export function isoToDateText(iso: string): string | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [, year = '', month = '', day = ''] = m;
  return isRealDate(year, month, day) ? `${day}.${month}.${year}` : null;
}

/** Reformats typed or pasted digits into DD.MM.YYYY, keeping the caret after the same digit. */
export function reformatDateText(text: string, caret: number): TextEdit {
  return reformatMasked(text, caret, DATE_TEXT_MASK);
}

/** A typed date: blank is `required` when the field says so; anything but a real date is `invalid`. */
export function validateDateText(text: string, options?: FieldOptions): ValidationMessage | null {
  return checkField(text, options, (value) => (dateTextToIso(value) === null ? message('invalid') : null));
}

/** A range of stored dates; an open end (null or '') never conflicts. */
export function validateDateRange(from: string | null, to: string | null): ValidationMessage | null {
  if (!from || !to) return null;
  return from > to ? message('dateRange.order') : null;
}

/** A stored date-time: YYYY-MM-DDTHH:mm naming a real day and a 24-hour time. */
export function isIsoDateTime(value: string): boolean {
  const m = ISO_DATE_TIME.exec(value);
  return m !== null && isRealDate(m[1] ?? '', m[2] ?? '', m[3] ?? '') && isRealTime(m[4] ?? '', m[5] ?? '');
}

/** DD.MM.YYYY HH:mm → YYYY-MM-DDTHH:mm, or null when it is not a real date and 24-hour time. */
export function dateTimeTextToIso(text: string): string | null {
  const m = DATE_TIME_TEXT.exec(text.trim());
  if (!m) return null;
  const [, day = '', month = '', year = '', hour = '', minute = ''] = m;
  return isRealDate(year, month, day) && isRealTime(hour, minute)
    ? `${year}-${month}-${day}T${hour}:${minute}`
    : null;
}

/** YYYY-MM-DDTHH:mm → DD.MM.YYYY HH:mm, or null when the value is not a stored date-time. */
export function isoToDateTimeText(iso: string): string | null {
  const m = ISO_DATE_TIME.exec(iso);
  if (!m) return null;
  const [, year = '', month = '', day = '', hour = '', minute = ''] = m;
  return isRealDate(year, month, day) && isRealTime(hour, minute)
    ? `${day}.${month}.${year} ${hour}:${minute}`
    : null;
}

export function reformatDateTimeText(text: string, caret: number): TextEdit {
  return reformatMasked(text, caret, DATE_TIME_TEXT_MASK);
}

/** A typed date-time is always required; anything but a real date and 24-hour time is `invalid`. */
export function validateDateTimeText(text: string): ValidationMessage | null {
  return checkField(text, { required: true }, (value) =>
    dateTimeTextToIso(value) === null ? message('invalid') : null,
  );
}
