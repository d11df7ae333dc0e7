import { describe, expect, it } from 'vitest';
import {
  dateTextToIso,
  dateTimeTextToIso,
  daysInMonth,
  isIsoDate,
  isIsoDateTime,
  isLeapYear,
  isoToDateText,
  isoToDateTimeText,
  reformatDateText,
  reformatDateTimeText,
  validateDateRange,
  validateDateText,
  validateDateTimeText,
} from './date.ts';

describe('dates (spec 1 §5)', () => {
  it('knows leap years and month lengths', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('converts DD.MM.YYYY to YYYY-MM-DD and back', () => {
    expect(dateTextToIso('29.02.2024')).toBe('2024-02-29');
    expect(dateTextToIso(' 01.05.2024 ')).toBe('2024-05-01');
    expect(isoToDateText('2024-05-01')).toBe('01.05.2024');
    expect(isoToDateText('2024-02-29')).toBe('29.02.2024');
  });

  it('refuses what is not a real date', () => {
    for (const bad of [
      '29.02.2023',
      '31.04.2025',
      '00.01.2025',
      '01.13.2025',
      '1.5.2024',
      '01.05.24',
      '01/05/2024',
    ])
      expect(dateTextToIso(bad), bad).toBeNull();
    for (const bad of ['2023-02-29', '2025-1-01', '01.05.2024', '2025-00-10'])
      expect(isoToDateText(bad), bad).toBeNull();
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
  });

  it('masks typed digits as DD.MM.YYYY (10 characters)', () => {
    expect(reformatDateText('0105', 4)).toEqual({ text: '01.05', caret: 5 });
    expect(reformatDateText('010520241', 9)).toEqual({ text: '01.05.2024', caret: 10 });
    expect(reformatDateText('01.05.2024', 4)).toEqual({ text: '01.05.2024', caret: 4 });
  });

  it('the field is filled in incorrectly unless it is a real date', () => {
    expect(validateDateText('31.02.2025')).toEqual({ key: 'invalid' });
    expect(validateDateText('01.05.202')).toEqual({ key: 'invalid' });
    expect(validateDateText('28.02.2025')).toBeNull();
    expect(validateDateText('')).toBeNull();
    expect(validateDateText('', { required: true })).toEqual({ key: 'required' });
  });

  it('a range needs from ≤ to; an open end never conflicts', () => {
    expect(validateDateRange('2025-05-02', '2025-05-01')).toEqual({ key: 'dateRange.order' });
    expect(validateDateRange('2025-05-01', '2025-05-01')).toBeNull();
    expect(validateDateRange('2024-12-31', '2025-01-01')).toBeNull();
    expect(validateDateRange(null, '2025-01-01')).toBeNull();
    expect(validateDateRange('2025-01-01', '')).toBeNull();
  });
});

describe('date-time (24 hours, required)', () => {
  it('converts DD.MM.YYYY HH:mm to YYYY-MM-DDTHH:mm and back', () => {
    expect(dateTimeTextToIso('29.02.2024 23:59')).toBe('2024-02-29T23:59');
    expect(isoToDateTimeText('2024-02-29T00:00')).toBe('29.02.2024 00:00');
    expect(isIsoDateTime('2024-02-29T13:05')).toBe(true);
  });

  it('refuses hours past 23, minutes past 59 and unreal dates', () => {
    for (const bad of [
      '01.05.2024 24:00',
      '01.05.2024 12:60',
      '30.02.2024 10:00',
      '01.05.2024 1:00',
      '01.05.2024',
    ])
      expect(dateTimeTextToIso(bad), bad).toBeNull();
    for (const bad of ['2024-05-01T24:00', '2024-02-30T10:00', '2024-05-01 10:00'])
      expect(isoToDateTimeText(bad), bad).toBeNull();
    expect(isIsoDateTime('2024-05-01T10:00:00')).toBe(false);
  });

  it('masks typed digits as DD.MM.YYYY HH:mm', () => {
    expect(reformatDateTimeText('010520241', 9)).toEqual({ text: '01.05.2024 1', caret: 12 });
    expect(reformatDateTimeText('010520241230', 12)).toEqual({ text: '01.05.2024 12:30', caret: 16 });
  });

  it('is required and must be a real date and time', () => {
    expect(validateDateTimeText('')).toEqual({ key: 'required' });
    expect(validateDateTimeText('01.05.2024 25:00')).toEqual({ key: 'invalid' });
    expect(validateDateTimeText('01.05.2024 09:15')).toBeNull();
  });
});
