import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accountKey, incFilterFromSearch } from './inc-filter.ts';

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
});
