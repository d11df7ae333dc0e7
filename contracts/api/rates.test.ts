import { describe, expect, it } from 'vitest';
import { convertAmount } from './rates.ts';

describe('convertAmount', () => {
  it('converts exactly, rounding half up once', () => {
    expect(convertAmount('1000.50', '12050.34', '1.00')).toBe('12056365.17');
    expect(convertAmount('250', '13965.12', '12050.34')).toBe('289.72');
    expect(convertAmount('0.01', '1.00', '12050.34')).toBe('0.00');
    expect(convertAmount('100', '0.80', '1.00')).toBe('80.00');
  });
  it('never loses digits on large amounts', () => {
    expect(convertAmount('99999999999999.99', '12050.34', '1.00')).toBe('1205033999999999879.50');
  });
});
