import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  agmkFilterFromSearch,
  operationFilterFromSearch,
  terminalFilterFromSearch,
} from './journal-filters.ts';

const today = dayjs('2026-11-21');
const account = '20208000301245678001008730';

describe('journal filters from the address', () => {
  it('reads the range, a well-formed account and a known direction', () => {
    const search = new URLSearchParams(
      `from=2026-10-01&to=2026-10-31&account=${account.slice(0, 25)}:00873&direction=credit`,
    );
    expect(operationFilterFromSearch(search, today)).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      account: account.slice(0, 25),
      mfo: '00873',
      direction: 'credit',
    });
  });

  it('drops what is malformed and falls back to the last month', () => {
    const search = new URLSearchParams(
      'from=2026-13-01&account=123:00873&direction=both&terminal=0&status=paid',
    );
    expect(operationFilterFromSearch(search, today)).toEqual({
      date_from: '2026-10-22',
      date_to: '2026-11-21',
    });
    expect(agmkFilterFromSearch(search, today)).toEqual({ date_from: '2026-10-22', date_to: '2026-11-21' });
    expect(terminalFilterFromSearch(search, today)).toEqual({
      date_from: '2026-10-22',
      date_to: '2026-11-21',
    });
  });

  it('reads a terminal id and a status', () => {
    const search = new URLSearchParams('from=2026-11-01&to=2026-11-02&terminal=12&status=declined');
    expect(terminalFilterFromSearch(search, today)).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-02',
      terminal: 12,
      status: 'declined',
    });
  });
});
