import { describe, expect, it } from 'vitest';
import { activeNow, fromLocalInput, toLocalInput } from './notice-time.ts';

describe('active period inputs', () => {
  it('round-trips a local time through the ISO instant', () => {
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso as string)).toBe('2026-12-01T09:30');
  });

  it('refuses what is not a full local time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-12-01')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });

  it('tells whether now is within the period, the end excluded', () => {
    const from = '2026-01-01T00:00:00Z';
    const to = '2026-01-02T00:00:00Z';
    expect(activeNow(from, to, Date.parse('2026-01-01T12:00:00Z'))).toBe(true);
    expect(activeNow(from, to, Date.parse(to))).toBe(false);
    expect(activeNow(from, to, Date.parse('2025-12-31T23:59:00Z'))).toBe(false);
  });
});
