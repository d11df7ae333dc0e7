/**
 * The month grid of the date picker: weeks start on Monday (spec 1 §5), days of the neighbouring
 * months fill the first and last week as null. Computed from the contracts' calendar rules, no
 * Date object, so no time zone can shift a day.
 */
import { daysInMonth } from '../../../contracts/validation/date.ts';

/** Day of the week of a date, 0 = Monday … 6 = Sunday (Zeller's congruence). */
export function mondayWeekday(year: number, month: number, day: number): number {
  const m = month < 3 ? month + 12 : month;
  const y = month < 3 ? year - 1 : year;
  const k = y % 100;
  const j = Math.floor(y / 100);
  const h = (day + Math.floor((13 * (m + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  // Zeller: 0 = Saturday, 1 = Sunday, 2 = Monday …
  return (h + 5) % 7;
}

/** Weeks of the month, Monday first; each week has 7 cells, a day number or null. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const cells: (number | null)[] = Array.from({ length: mondayWeekday(year, month, 1) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month after (+1) or before (-1). */
export function shiftMonth(year: number, month: number, by: 1 | -1): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
