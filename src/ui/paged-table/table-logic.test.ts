import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mainBulkAction,
  allowedActions,
  bulkEnabled,
  nextSort,
  pageWindow,
  readTableQuery,
  rowWindow,
  writeTableQuery,
} from './table-logic.ts';

describe('row flags', () => {
  const actions = [
    { id: 'view', flag: 'isView' as const },
    { id: 'edit', flag: 'isEdit' as const },
    { id: 'delete', flag: 'isDelete' as const },
  ];

  it('offers exactly the actions whose flag the server set true', () => {
    expect(allowedActions({ isView: true, isEdit: false }, actions).map((a) => a.id)).toEqual(['view']);
    expect(allowedActions({ isView: 1, isEdit: 'true', isDelete: true }, actions).map((a) => a.id)).toEqual([
      'delete',
    ]);
    expect(allowedActions({}, actions)).toEqual([]);
  });

  it('enables a bulk action only when every selected row allows it (isSign/isSend)', () => {
    expect(bulkEnabled([], 'isSign')).toBe(false);
    expect(bulkEnabled([{ isSign: true }, { isSign: true }], 'isSign')).toBe(true);
    expect(bulkEnabled([{ isSign: true }, { isSign: false }], 'isSign')).toBe(false);
    expect(bulkEnabled([{ isSign: true, isSend: false }], 'isSend')).toBe(false);
  });

  it('bulk rule: enabled ⇔ non-empty and no row lacks the flag (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ isSend: fc.boolean() })), (rows) => {
        expect(bulkEnabled(rows, 'isSend')).toBe(rows.length > 0 && !rows.some((r) => !r.isSend));
      }),
    );
  });
});

describe('the main bulk action of a phone selection', () => {
  const actions = [
    { id: 'sign', flag: 'isSign', primary: true },
    { id: 'send', flag: 'isSend', primary: true },
    { id: 'copy', flag: 'isCopy' },
  ] as const;
  const main = (rows: object[]) => mainBulkAction(rows, actions)?.id;

  it('is the first primary action the whole selection allows', () => {
    expect(main([{ isSign: true, isCopy: true }, { isSign: true }])).toBe('sign');
    expect(main([{ isSend: true, isSign: false }])).toBe('send');
  });

  it('is a primary action some rows allow, shown disabled, before any secondary one', () => {
    expect(main([{ isSign: true, isCopy: true }, { isCopy: true }])).toBe('sign');
  });

  it('falls back to what the selection allows, else nothing', () => {
    expect(main([{ isCopy: true }])).toBe('copy');
    expect(main([{ isView: true }])).toBeUndefined();
  });
});

describe('page links', () => {
  it('shows at most 15 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 40)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(pageWindow(20, 40)).toEqual(Array.from({ length: 15 }, (_, i) => i + 13));
    expect(pageWindow(40, 40)).toEqual(Array.from({ length: 15 }, (_, i) => i + 26));
    expect(pageWindow(5, 0)).toEqual([1]);
  });

  it('always contains the current page and stays within bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (page, count) => {
        const current = Math.min(page, count);
        const links = pageWindow(current, count);
        expect(links).toContain(current);
        expect(links.length).toBe(Math.min(15, count));
        expect(links[0]).toBeGreaterThanOrEqual(1);
        expect(links.at(-1)).toBeLessThanOrEqual(count);
      }),
    );
  });
});

describe('query string state', () => {
  const names = ['status', 'text'];

  it('reads page, sort and the named filters, ignoring junk', () => {
    const q = readTableQuery(new URLSearchParams('page=3&sort=-id&status=1&text=%20a%20&other=x'), names);
    expect(q).toEqual({ page: 3, sort: '-id', filters: { status: '1', text: 'a' } });
    expect(readTableQuery(new URLSearchParams('page=-1&sort=1;drop'), names)).toEqual({
      page: 1,
      sort: null,
      filters: {},
    });
  });

  it('writes a plain address for defaults and keeps other parameters', () => {
    const written = writeTableQuery(
      new URLSearchParams('tab=2&page=4'),
      { page: 1, sort: null, filters: { text: ' ', status: '0' } },
      names,
    );
    expect(written.toString()).toBe('tab=2&status=0');
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.option(fc.constantFrom('id', '-id', 'created_at')),
        fc.option(fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== '')),
        (page, sort, text) => {
          const filters: Record<string, string> = text === null ? {} : { text };
          const query = { page, sort, filters };
          expect(readTableQuery(writeTableQuery(new URLSearchParams(), query, names), names)).toEqual(query);
        },
      ),
    );
  });

  it('sorts ascending, then descending', () => {
    expect(nextSort(null, 'id')).toBe('id');
    expect(nextSort('id', 'id')).toBe('-id');
    expect(nextSort('-id', 'id')).toBe('id');
    expect(nextSort('-id', 'status')).toBe('status');
  });
});

describe('row window', () => {
  it('draws the visible rows plus overscan and pads the rest', () => {
    expect(rowWindow(0, 480, 48, 500, 5)).toEqual({ start: 0, end: 15, padTop: 0, padBottom: 485 * 48 });
    expect(rowWindow(48 * 100, 480, 48, 500, 5)).toEqual({
      start: 95,
      end: 115,
      padTop: 95 * 48,
      padBottom: 385 * 48,
    });
    expect(rowWindow(1e6, 480, 48, 500, 5).end).toBe(500);
  });
});
