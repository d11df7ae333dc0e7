import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeFromSearch, rangeSearch } from './statement-range.ts';

describe('statement range in the address', () => {
  const today = dayjs('2026-11-21');
  it('reads a valid range', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-01&to=2026-10-31'), today)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
  it('falls back to the last 30 days for a missing or unreal date', () => {
    const fallback = { from: '2026-10-22', to: '2026-11-21' };
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-30&to=2026-03-01'), today)).toEqual(fallback);
  });
  it('writes the range back', () => {
    expect(rangeSearch({ from: '2026-10-01', to: '2026-10-31' })).toBe('?from=2026-10-01&to=2026-10-31');
  });
});
