import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../../contracts/validation/date.ts';
import { monthGrid, mondayWeekday, shiftMonth } from './calendar-grid.ts';

describe('calendar grid', () => {
  it('knows the weekday of known dates, Monday = 0', () => {
    expect(mondayWeekday(2024, 1, 1)).toBe(0); // Monday
    expect(mondayWeekday(2026, 11, 21)).toBe(5); // Saturday
    expect(mondayWeekday(2000, 2, 29)).toBe(1); // Tuesday
    expect(mondayWeekday(2023, 12, 31)).toBe(6); // Sunday
  });

  it('agrees with the calendar for every day of four centuries (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2299 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const utc = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
        expect(mondayWeekday(year, month, 1)).toBe((utc + 6) % 7);
      }),
    );
  });

  it('lays a month out Monday first, in whole weeks', () => {
    const feb2024 = monthGrid(2024, 2);
    expect(feb2024[0]).toEqual([null, null, null, 1, 2, 3, 4]);
    expect(feb2024.flat().filter((d) => d !== null)).toHaveLength(daysInMonth(2024, 2));
    expect(feb2024.every((week) => week.length === 7)).toBe(true);
    expect(monthGrid(2024, 1)[0]?.[0]).toBe(1);
  });

  it('moves across years', () => {
    expect(shiftMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(shiftMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 });
  });
});
