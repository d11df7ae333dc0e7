import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime } from './dates.ts';

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
