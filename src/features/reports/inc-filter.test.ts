import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accountKey, amountRangeProblem, incFilterFromSearch } from './inc-filter.ts';

const today = dayjs('2026-11-21');

describe('incoming payments filter from the address', () => {
  it('takes the range, the account with its bank and the search text', () => {
    const params = new URLSearchParams(
      `from=2026-10-01&to=2026-10-31&account=${accountKey('20208000300100001001', '00873')}&q=%20Navoiy%20`,
    );
    expect(incFilterFromSearch(params, today)).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      account: '20208000300100001001',
      mfo: '00873',
      search: 'Navoiy',
    });
  });

  it('falls back to the last month and leaves out a malformed account and a blank search', () => {
    const params = new URLSearchParams('from=2026-13-01&to=x&account=123:00873&q=%20');
    expect(incFilterFromSearch(params, today)).toEqual({ date_from: '2026-10-22', date_to: '2026-11-21' });
    expect(
      incFilterFromSearch(new URLSearchParams('account=20208000300100001001'), today),
    ).not.toHaveProperty('account');
  });

  it('takes well-formed amount bounds and leaves out the others', () => {
    const params = new URLSearchParams(
      'from=2026-10-01&to=2026-10-31&sum_from=1500.5&sum_to=%202000000.00%20',
    );
    expect(incFilterFromSearch(params, today)).toMatchObject({
      amount_from: '1500.5',
      amount_to: '2000000.00',
    });
    const bad = incFilterFromSearch(new URLSearchParams('sum_from=-5&sum_to=12,5'), today);
    expect(bad).not.toHaveProperty('amount_from');
    expect(bad).not.toHaveProperty('amount_to');
  });

  it('judges the amount bounds: the lower not above the upper', () => {
    expect(amountRangeProblem('10.00', '1.00')).toBe('inc.amountOrder');
    expect(amountRangeProblem('10.00', '10')).toBeNull();
    expect(amountRangeProblem('10.00', undefined)).toBeNull();
    expect(amountRangeProblem(undefined, '1.00')).toBeNull();
  });
});
