import { describe, expect, it } from 'vitest';
import { bankDaysAgo, bankToday, formatClock, formatDate, formatDateTime } from './dates.ts';

describe('dates (dd.mm.yyyy, 24 h)', () => {
  it('formats dates and date-times', () => {
    expect(formatDate('2025-03-07')).toBe('07.03.2025');
    expect(formatDateTime(new Date(2025, 2, 7, 14, 5))).toBe('07.03.2025 14:05');
    expect(formatDate('nonsense')).toBe('');
  });

  it('shows bank clocks as the bank means them', () => {
    expect(formatClock('2025-03-07')).toBe('07.03.2025');
    expect(formatClock('2025-03-07T21:30:00+05:00')).toBe('07.03.2025 21:30');
    expect(formatClock('2025-03-07T21:30:15.123+03:00')).toBe('07.03.2025 21:30');
    expect(formatClock(new Date(2025, 2, 7, 9, 0).toISOString())).toBe('07.03.2025 09:00');
  });
});

describe('the bank day (Tashkent, UTC+5)', () => {
  it('is already tomorrow in Tashkent late in the UTC evening, whatever the device zone', () => {
    expect(bankToday(new Date('2026-11-21T18:59:00Z'))).toBe('2026-11-21');
    expect(bankToday(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(bankToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('counts days back from the bank day', () => {
    expect(bankDaysAgo(6, new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-16');
    expect(bankDaysAgo(1, new Date('2026-03-01T10:00:00Z'))).toBe('2026-02-28');
  });
});
