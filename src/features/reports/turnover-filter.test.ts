import { describe, expect, it } from 'vitest';
import { TURNOVER_FIELDS } from '../../../contracts/api/reports.ts';
import { turnoverChoiceFromSearch, turnoverSearch } from './turnover-filter.ts';

const A = '20208000300100001001:00873';
const B = '20208840900100001002:00873';

describe('turnover choice in the address', () => {
  it('reads the accounts, the columns and whether the preview was asked', () => {
    const search = new URLSearchParams(
      `from=2026-10-01&to=2026-10-31&acc=${A}&acc=${B}&fields=date,debit&show=1`,
    );
    expect(turnoverChoiceFromSearch(search)).toEqual({
      accounts: [A, B],
      fields: ['date', 'debit'],
      show: true,
    });
  });

  it('leaves out malformed accounts, repeats and unknown columns; no fields means every column', () => {
    const search = new URLSearchParams(`acc=123:00873&acc=${A}&acc=${A}&fields=date,bogus,date`);
    expect(turnoverChoiceFromSearch(search)).toEqual({ accounts: [A], fields: ['date'], show: false });
    expect(turnoverChoiceFromSearch(new URLSearchParams()).fields).toBeNull();
  });

  it('writes a choice back, keeping the range, and reads the same choice again', () => {
    const current = new URLSearchParams('from=2026-10-01&to=2026-10-31&acc=x');
    const choice = { accounts: [B, A], fields: ['credit', 'date'] as const, show: true };
    const next = turnoverSearch(current, { ...choice, fields: [...choice.fields] }, TURNOVER_FIELDS);
    expect(next.get('from')).toBe('2026-10-01');
    expect(next.getAll('acc')).toEqual([B, A]);
    expect(turnoverChoiceFromSearch(next)).toEqual({ ...choice, fields: ['credit', 'date'] });
  });

  it('writes no fields when every column is chosen, and drops show when not asked', () => {
    const next = turnoverSearch(
      new URLSearchParams('fields=date&show=1'),
      { accounts: [A], fields: [...TURNOVER_FIELDS].reverse(), show: false },
      TURNOVER_FIELDS,
    );
    expect(next.has('fields')).toBe(false);
    expect(next.has('show')).toBe(false);
  });
});
