import { describe, expect, it } from 'vitest';
import {
  addMonths,
  allocateRepayment,
  annuityPayment,
  loanSchedule,
  monthlyInterest,
  scheduleTotals,
} from './loan-schedule.ts';

describe('loan schedule', () => {
  it('adds months clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-26', 2)).toBe('2027-01-26');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('rounds monthly interest half up to a minor unit', () => {
    // 100 000.00 at 12 % → 1 % a month = 1 000.00
    expect(monthlyInterest(10_000_000n, 1200)).toBe(100_000n);
    // 1.00 at 18 % → 1.5 tiyin → 2
    expect(monthlyInterest(100n, 1800)).toBe(2n);
    expect(monthlyInterest(100n, 1799)).toBe(1n);
  });

  it('annuity: level instalments, principal sums to the amount exactly, balance ends at zero', () => {
    const rows = loanSchedule({
      amount: 12_345_678_91n,
      rateBp: 2250,
      termMonths: 36,
      graceMonths: 0,
      kind: 'annuity',
      startDate: '2026-11-26',
    });
    expect(rows).toHaveLength(36);
    const totals = scheduleTotals(rows);
    expect(totals.principal).toBe(12_345_678_91n);
    expect(rows.at(-1)?.balance).toBe(0n);
    const level = annuityPayment(12_345_678_91n, 2250, 36);
    for (const row of rows.slice(0, -1)) expect(row.total).toBe(level);
    const last = rows.at(-1)?.total ?? 0n;
    expect(last - level < 100n && level - last < 100n).toBe(true);
    for (const row of rows) expect(row.total).toBe(row.principal + row.interest);
  });

  it('equal principal: parts differ by at most one minor unit, the remainder first', () => {
    const rows = loanSchedule({
      amount: 1_000_01n,
      rateBp: 1800,
      termMonths: 12,
      graceMonths: 3,
      kind: 'equal',
      startDate: '2026-01-31',
    });
    expect(rows.slice(0, 3).every((r) => r.principal === 0n && r.interest > 0n)).toBe(true);
    const parts = rows.slice(3).map((r) => r.principal);
    expect(parts[0]).toBe(11_112n);
    expect(parts.at(-1)).toBe(11_111n);
    expect(scheduleTotals(rows).principal).toBe(1_000_01n);
    expect(rows[1]?.date).toBe('2026-03-31');
    expect(rows[0]?.date).toBe('2026-02-28');
  });

  it('zero rate annuity repays the amount without interest', () => {
    const rows = loanSchedule({
      amount: 1000n,
      rateBp: 0,
      termMonths: 3,
      graceMonths: 0,
      kind: 'annuity',
      startDate: '2026-05-01',
    });
    expect(rows.map((r) => r.principal)).toEqual([334n, 334n, 332n]);
    expect(scheduleTotals(rows)).toEqual({ principal: 1000n, interest: 0n, total: 1000n });
  });

  it('refuses a grace period not shorter than the term', () => {
    expect(() =>
      loanSchedule({
        amount: 1n,
        rateBp: 0,
        termMonths: 6,
        graceMonths: 6,
        kind: 'equal',
        startDate: '2026-01-01',
      }),
    ).toThrow(RangeError);
  });
});

describe('allocateRepayment (interest first, then principal, instalments in order)', () => {
  const rows = [
    { n: 2, principal: 1000n, interest: 300n, paidPrincipal: 0n, paidInterest: 0n },
    { n: 1, principal: 1000n, interest: 400n, paidPrincipal: 0n, paidInterest: 100n },
  ];

  it('pays the oldest instalment’s interest before its principal', () => {
    const a = allocateRepayment(rows, 500n);
    expect(a).toMatchObject({ interest: 300n, principal: 200n, unapplied: 0n });
    expect(a.rows).toEqual([{ ...rows[1], paidInterest: 400n, paidPrincipal: 200n, paid: false }]);
  });

  it('moves what is left to the next instalment, interest first', () => {
    const a = allocateRepayment(rows, 1300n + 200n);
    expect(a.rows.map((r) => [r.n, r.paidInterest, r.paidPrincipal, r.paid])).toEqual([
      [1, 400n, 1000n, true],
      [2, 200n, 0n, false],
    ]);
    expect(a.unapplied).toBe(0n);
  });

  it('leaves what exceeds the whole debt unapplied', () => {
    const a = allocateRepayment(rows, 2600n + 77n);
    expect(a.rows.every((r) => r.paid)).toBe(true);
    expect(a).toMatchObject({ interest: 600n, principal: 2000n, unapplied: 77n });
  });

  it('skips instalments already covered and applies nothing of zero', () => {
    const paid = { n: 1, principal: 5n, interest: 5n, paidPrincipal: 5n, paidInterest: 5n };
    expect(allocateRepayment([paid], 10n)).toEqual({ rows: [], interest: 0n, principal: 0n, unapplied: 10n });
    expect(allocateRepayment(rows, 0n).rows).toEqual([]);
  });
});
