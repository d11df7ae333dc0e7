import { describe, expect, it } from 'vitest';
import { demoInsurer, demoPremium, MIN_PREMIUM, riskClass } from './insurer.ts';

describe('demo OSGOR premium rule', () => {
  it('reads the risk class from the OKED division', () => {
    expect(riskClass('47190')).toBe(1);
    expect(riskClass('49410')).toBe(2);
    expect(riskClass('01110')).toBe(2);
    expect(riskClass('13200')).toBe(3);
    expect(riskClass('41200')).toBe(4);
    expect(riskClass('07100')).toBe(4);
    expect(riskClass('4719')).toBeNull();
  });

  it('charges the class rate times the insurer factor, rounded half up to the tiyin', () => {
    // 100 000 000.00 soums in trade at 0.16 %: 160 000.00 soums.
    expect(demoPremium(10_000_000_000n, '47190', 100)).toBe(16_000_000n);
    // Construction, factor 95 %: 1.28 % × 0.95 of 50 000 000.00 = 608 000.00.
    expect(demoPremium(5_000_000_000n, '41200', 95)).toBe(60_800_000n);
    // 1 234 567.89 soums × 0.64 % = 7 901.234496 → 7 901.23, below the minimum.
    expect(demoPremium(123_456_789n, '13200', 100)).toBe(MIN_PREMIUM);
    // 9 876 543 210.99 × 0.32 % × 1.05 = 33 185 185.19 (half up).
    expect(demoPremium(987_654_321_099n, '49410', 105)).toBe(3_318_518_519n);
  });

  it('answers a warning above the insurer limit or for an unknown activity', () => {
    const limit = 100_000_000_000n;
    expect(
      demoInsurer.quote({
        insuredAmount: limit + 1n,
        okedCode: '47190',
        rateFactorPct: 100,
        maxInsured: limit,
      }),
    ).toEqual({ kind: 'warning', reason: 'aboveLimit' });
    expect(
      demoInsurer.quote({
        insuredAmount: 100_000n,
        okedCode: '04000',
        rateFactorPct: 100,
        maxInsured: limit,
      }),
    ).toEqual({ kind: 'warning', reason: 'unknownActivity' });
  });
});
