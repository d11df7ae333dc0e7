/** Dates and times as people in Uzbekistan read them. Tashkent is UTC+5 all year (no DST). */
import { bankDay, TASHKENT_UTC_OFFSET_HOURS } from '../../contracts/bank-calendar.ts';

export { TASHKENT_UTC_OFFSET_HOURS };

function shifted(at: Date, offsetHours: number): Date {
  return new Date(at.getTime() + offsetHours * 60 * 60 * 1000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** `dd.mm.yyyy HH:MM` in Tashkent time, the display format of spec 1 §9. */
export function tashkentDateTime(at: Date): string {
  const local = shifted(at, TASHKENT_UTC_OFFSET_HOURS);
  return (
    `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
  );
}

/** `dd.mm.yyyy` of a `yyyy-mm-dd` day, as titles and file cells show a date (spec 1 §9). */
export const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** `yyyy-mm-dd` of the Tashkent calendar day: the bank day of contracts/bank-calendar.ts. */
export const tashkentDate = bankDay;

/** ISO 8601 with a fixed UTC offset, e.g. `2026-11-21T17:40:00.000+05:00`. */
export function isoWithOffset(at: Date, offsetHours: number): string {
  const sign = offsetHours < 0 ? '-' : '+';
  const hours = two(Math.abs(offsetHours));
  return `${shifted(at, offsetHours).toISOString().slice(0, -1)}${sign}${hours}:00`;
}
