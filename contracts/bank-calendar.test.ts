import { describe, expect, it } from 'vitest';
import {
  bankDay,
  bankDayRange,
  bankDaysBefore,
  bankDayStart,
  bankMinuteOfDay,
  bankOperatingDay,
  beforeCurrencyCutOff,
  inConversionWindow,
} from './bank-calendar.ts';

/** A Tashkent wall time on 2026-11-21 as the instant it is (Tashkent is UTC+5). */
const tashkent = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00+05:00`);

describe('the bank day (Tashkent, UTC+5, no DST)', () => {
  it('turns at 19:00 UTC, Tashkent midnight', () => {
    expect(bankDay(new Date('2026-11-21T18:59:59Z'))).toBe('2026-11-21');
    expect(bankDay(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(bankDay(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    // No daylight saving: late March and late October behave like any other day.
    expect(bankDay(new Date('2026-03-29T19:00:00Z'))).toBe('2026-03-30');
    expect(bankDay(new Date('2026-10-25T18:59:00Z'))).toBe('2026-10-25');
  });

  it('agrees with the Asia/Tashkent zone data', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' });
    for (const iso of ['2026-01-01T00:00:00Z', '2026-06-30T19:00:00Z', '2026-11-21T18:59:00Z']) {
      expect(bankDay(new Date(iso))).toBe(zone.format(new Date(iso)));
    }
  });

  it('starts at Tashkent midnight and ranges whole days half-open', () => {
    expect(bankDayStart('2026-11-22').toISOString()).toBe('2026-11-21T19:00:00.000Z');
    const range = bankDayRange('2026-11-20', '2026-11-21');
    expect(range.start.toISOString()).toBe('2026-11-19T19:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-21T19:00:00.000Z');
  });

  it('counts days back across months and leap years', () => {
    expect(bankDaysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(bankDaysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(bankDaysBefore('2026-11-22', 6)).toBe('2026-11-16');
  });

  it('takes the operating day the bank set, else the calendar day', () => {
    const late = new Date('2026-11-21T19:30:00Z');
    expect(bankOperatingDay('2026-11-20', late)).toBe('2026-11-20');
    expect(bankOperatingDay(null, late)).toBe('2026-11-22');
    expect(bankOperatingDay(undefined, late)).toBe('2026-11-22');
  });
});

describe('the currency cut-off (16:00 Tashkent)', () => {
  it('accepts 15:59 for the same day and not 16:00', () => {
    expect(beforeCurrencyCutOff(tashkent('15:59'))).toBe(true);
    expect(beforeCurrencyCutOff(tashkent('16:00'))).toBe(false);
    expect(beforeCurrencyCutOff(tashkent('00:00'))).toBe(true);
  });

  it('reads Tashkent time, not UTC: 11:00 UTC is 16:00 in Tashkent', () => {
    expect(beforeCurrencyCutOff(new Date('2026-11-21T10:59:00Z'))).toBe(true);
    expect(beforeCurrencyCutOff(new Date('2026-11-21T11:00:00Z'))).toBe(false);
  });
});

describe('the conversion window (9:00–17:00 Tashkent)', () => {
  it('opens at 9:00 and closes at 17:00', () => {
    expect(inConversionWindow(tashkent('08:59'))).toBe(false);
    expect(inConversionWindow(tashkent('09:00'))).toBe(true);
    expect(inConversionWindow(tashkent('16:59'))).toBe(true);
    expect(inConversionWindow(tashkent('17:00'))).toBe(false);
  });

  it('counts minutes from Tashkent midnight', () => {
    expect(bankMinuteOfDay(tashkent('09:00'))).toBe(540);
    expect(bankMinuteOfDay(new Date('2026-11-21T19:00:00Z'))).toBe(0);
  });
});
