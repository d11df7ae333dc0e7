import { describe, expect, it } from 'vitest';
import { elapsedPercent, splitPlate } from './plate.ts';

describe('plate split (spec 3 §2.5)', () => {
  it('splits region, letter, digits and trailing letters', () => {
    expect(splitPlate('01A123BC')).toEqual({ region: '01', letter: 'A', digits: '123', letters: 'BC' });
    expect(splitPlate('01 777 AAA')).toEqual({ region: '01', letter: '', digits: '777', letters: 'AAA' });
    expect(splitPlate('01h4521')).toEqual({ region: '01', letter: 'H', digits: '4521', letters: '' });
    expect(splitPlate('25M000043')).toEqual({ region: '25', letter: 'M', digits: '000043', letters: '' });
  });

  it('refuses shapes outside the rule', () => {
    expect(splitPlate('01A12BC')).toBeNull();
    expect(splitPlate('01A1234567')).toBeNull();
    expect(splitPlate('01AB123')).toBeNull();
    expect(splitPlate('')).toBeNull();
  });

  it('measures the elapsed share of a policy', () => {
    expect(elapsedPercent('2026-01-01', '2026-12-31', '2025-12-01')).toBe(0);
    expect(elapsedPercent('2026-01-01', '2026-12-31', '2026-07-02')).toBe(50);
    expect(elapsedPercent('2026-01-01', '2026-12-31', '2027-01-01')).toBe(100);
    expect(elapsedPercent('2026-01-01', '2026-12-31', '2027-03-01')).toBeGreaterThan(100);
  });
});
