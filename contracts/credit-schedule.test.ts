import { describe, expect, it } from 'vitest';
import {
  addMonths,
  annuityPayment,
  buildSchedule,
  daysBetween,
  divRoundHalfUp,
  periodInterest,
  scheduleTotals,
} from './credit-schedule.ts';

const plain = (rows: ReturnType<typeof buildSchedule>) =>
  rows.map((r) => [r.date, r.days, r.opening, r.principal, r.interest, r.payment, r.closing]);

describe('calendar helpers', () => {
  it('adds months with the day clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
  it('counts actual days', () => {
    expect(daysBetween('2026-01-31', '2026-02-28')).toBe(28);
    expect(daysBetween('2026-12-31', '2027-01-31')).toBe(31);
  });
  it('rounds half up', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divRoundHalfUp(8n, 3n)).toBe(3n);
  });
  it('interest is actual/365 of the balance', () => {
    // 1 000.00 at 12 % for 28 days = 9.2054… → 9.21
    expect(periodInterest(100_000n, 1200, 28)).toBe(921n);
    expect(periodInterest(0n, 1200, 28)).toBe(0n);
  });
});

describe('equal principal (hand-checked)', () => {
  // 1 000.00, 12 %, 3 months from 31.01.2026:
  //  28.02: 28 d, 100000 × 0.12 × 28 / 365 = 920.55 → 921; principal 33333
  //  31.03: 31 d,  66667 × 0.12 × 31 / 365 = 679.46 → 679; principal 33333
  //  30.04: 30 d,  33334 × 0.12 × 30 / 365 = 328.77 → 329; principal 33334 (the rest)
  it('matches the table and repays the amount exactly', () => {
    const rows = buildSchedule({
      amount: 100_000n,
      rateBp: 1200,
      startDate: '2026-01-31',
      months: 3,
      kind: 'equal_principal',
    });
    expect(plain(rows)).toEqual([
      ['2026-02-28', 28, 100_000n, 33_333n, 921n, 34_254n, 66_667n],
      ['2026-03-31', 31, 66_667n, 33_333n, 679n, 34_012n, 33_334n],
      ['2026-04-30', 30, 33_334n, 33_334n, 329n, 33_663n, 0n],
    ]);
    expect(scheduleTotals(rows)).toEqual({ principal: 100_000n, interest: 1_929n, payment: 101_929n });
  });
});

describe('annuity (hand-checked)', () => {
  // r = 1 % a month: A = 1000 × 0.01 / (1 − 1.01^−3) = 340.0221 → 340.02
  //  28.02: interest 921,   principal 34002 − 921 = 33081, balance 66919
  //  31.03: 66919 × 0.12 × 31 / 365 = 682.02 → 682, principal 33320, balance 33599
  //  30.04: 33599 × 0.12 × 30 / 365 = 331.39 → 331, principal 33599 (the rest), payment 33930
  it('matches the table and repays the amount exactly', () => {
    expect(annuityPayment(100_000n, 1200, 3)).toBe(34_002n);
    const rows = buildSchedule({
      amount: 100_000n,
      rateBp: 1200,
      startDate: '2026-01-31',
      months: 3,
      kind: 'annuity',
    });
    expect(plain(rows)).toEqual([
      ['2026-02-28', 28, 100_000n, 33_081n, 921n, 34_002n, 66_919n],
      ['2026-03-31', 31, 66_919n, 33_320n, 682n, 34_002n, 33_599n],
      ['2026-04-30', 30, 33_599n, 33_599n, 331n, 33_930n, 0n],
    ]);
  });
  it('zero rate divides the amount', () => {
    const rows = buildSchedule({
      amount: 1000n,
      rateBp: 0,
      startDate: '2026-05-10',
      months: 3,
      kind: 'annuity',
    });
    expect(rows.map((r) => r.principal)).toEqual([333n, 333n, 334n]);
    expect(scheduleTotals(rows).interest).toBe(0n);
  });
});

describe('principal always sums to the amount', () => {
  it.each([
    [1_200_000_000_00n, 2250, 24, 'annuity'],
    [1_200_000_000_00n, 2250, 24, 'equal_principal'],
    [250_000_00n, 850, 12, 'annuity'],
    [3_500_000_000_01n, 1950, 60, 'equal_principal'],
    [7n, 3000, 5, 'equal_principal'],
    [99_999n, 10_000, 36, 'annuity'],
  ] as const)('%s at %s bp for %s months (%s)', (amount, rateBp, months, kind) => {
    const rows = buildSchedule({ amount, rateBp, startDate: '2026-03-31', months, kind });
    expect(rows).toHaveLength(months);
    expect(scheduleTotals(rows).principal).toBe(amount);
    expect(rows.at(-1)?.closing).toBe(0n);
    for (const r of rows) {
      expect(r.principal >= 0n && r.interest >= 0n).toBe(true);
      expect(r.payment).toBe(r.principal + r.interest);
    }
  });
  it('refuses bad input', () => {
    const base = { amount: 100n, rateBp: 100, startDate: '2026-01-01', months: 3, kind: 'annuity' } as const;
    expect(() => buildSchedule({ ...base, amount: 0n })).toThrow(RangeError);
    expect(() => buildSchedule({ ...base, months: 0 })).toThrow(RangeError);
    expect(() => buildSchedule({ ...base, rateBp: -1 })).toThrow(RangeError);
    expect(() => buildSchedule({ ...base, startDate: '01.01.2026' })).toThrow(RangeError);
  });
});
