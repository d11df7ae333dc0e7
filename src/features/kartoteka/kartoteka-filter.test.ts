import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchOf, totalsByCurrency } from './kartoteka-filter.ts';

const ACCOUNT = '2020800030124567800100873';

describe('card-file page filter', () => {
  it('reads a file and a whole account from the query string', () => {
    expect(filterFromSearch(new URLSearchParams(`file=2&account=${ACCOUNT}&mfo=00873`))).toEqual({
      file: 2,
      account: ACCOUNT,
      mfo: '00873',
    });
  });

  it('drops an unknown file, an account without mfo and malformed numbers', () => {
    expect(filterFromSearch(new URLSearchParams('file=3'))).toEqual({});
    expect(filterFromSearch(new URLSearchParams(`account=${ACCOUNT}`))).toEqual({});
    expect(filterFromSearch(new URLSearchParams('account=123&mfo=00873&file=1'))).toEqual({ file: 1 });
    expect(filterFromSearch(new URLSearchParams(`account=${ACCOUNT}&mfo=873`))).toEqual({});
  });

  it('writes the query string back in a fixed order and reads it the same', () => {
    const filter = { file: 1 as const, account: ACCOUNT, mfo: '00873' };
    expect(searchOf(filter)).toBe(`?file=1&account=${ACCOUNT}&mfo=00873`);
    expect(filterFromSearch(new URLSearchParams(searchOf(filter).slice(1)))).toEqual(filter);
    expect(searchOf({})).toBe('');
  });
});

describe('totalsByCurrency', () => {
  it('adds decimal amounts exactly per currency', () => {
    const rows = [
      { c: 'UZS', a: '0.10' },
      { c: 'USD', a: '5.05' },
      { c: 'UZS', a: '0.20' },
      { c: 'UZS', a: '12345678901234.70' },
    ];
    expect(
      totalsByCurrency(
        rows,
        (r) => r.c,
        (r) => r.a,
      ),
    ).toEqual([
      { currency: 'UZS', total: '12345678901235.00', count: 3 },
      { currency: 'USD', total: '5.05', count: 1 },
    ]);
  });
});
