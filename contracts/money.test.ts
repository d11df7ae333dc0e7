import { describe, expect, it } from 'vitest';
import { fromMinor, isMoneyString, toMinor } from './money.ts';

describe('money', () => {
  it('converts decimal strings to minor units exactly', () => {
    expect(toMinor('1500000.00')).toBe(150000000n);
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('12')).toBe(1200n);
    expect(toMinor('-3.05')).toBe(-305n);
    // Beyond Number's safe integers: no float on the way.
    expect(toMinor('90071992547409.93')).toBe(9007199254740993n);
  });

  it('formats minor units with two places', () => {
    expect(fromMinor(150000000n)).toBe('1500000.00');
    expect(fromMinor(5n)).toBe('0.05');
    expect(fromMinor(-305n)).toBe('-3.05');
    expect(fromMinor(toMinor('90071992547409.93'))).toBe('90071992547409.93');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '1.234', '1,00', 'abc', '1e5', '.5', '1.']) {
      expect(isMoneyString(bad)).toBe(false);
      expect(() => toMinor(bad)).toThrow(RangeError);
    }
  });
});
