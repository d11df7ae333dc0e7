import { describe, expect, it } from 'vitest';
import { reportRangeReversed, reportRangeToShow } from './report-range.ts';

describe('the chat report’s range', () => {
  it('is reversed only when both days are given and the start is after the end', () => {
    expect(reportRangeReversed('2026-11-20', '2026-11-19')).toBe(true);
    expect(reportRangeReversed('2026-11-19', '2026-11-20')).toBe(false);
    expect(reportRangeReversed('2026-11-20', '2026-11-20')).toBe(false);
    expect(reportRangeReversed('2026-11-20', '')).toBe(false);
    expect(reportRangeReversed('', '2026-11-19')).toBe(false);
  });

  it('is asked for only with both days in order, a single day included', () => {
    expect(reportRangeToShow('2026-11-01', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(reportRangeToShow('2026-11-24', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(reportRangeToShow('2026-11-24', '2026-11-01')).toBeNull();
    expect(reportRangeToShow('', '2026-11-24')).toBeNull();
    expect(reportRangeToShow('2026-11-01', '')).toBeNull();
  });
});
