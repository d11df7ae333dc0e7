import { describe, expect, it } from 'vitest';
import type { FxPaymentRow } from '../../../contracts/api/currency-payment.ts';
import { fxListFilterOf, signableIds } from './fx-list-filter.ts';

const UPID = 'AB12CD34EF56GH78IJ90';

describe('currency payment list filter from the address', () => {
  it('keeps an import file id only in its 20-character form, with the other filters', () => {
    const params = new URLSearchParams({ status_id: '1', import_file: UPID });
    expect(fxListFilterOf(params, ' acme ')).toEqual({ status_id: 1, search: 'acme', import_file: UPID });
    expect(fxListFilterOf(new URLSearchParams({ import_file: 'ab12' }), '')).toEqual({});
    expect(fxListFilterOf(new URLSearchParams({ status_id: 'x' }), '')).toEqual({});
  });

  it('selects all: only the rows the caller may sign now', () => {
    const rows = [
      { id: 1, isSign: true },
      { id: 2, isSign: false },
      { id: 3, isSign: true },
    ] as FxPaymentRow[];
    expect(signableIds(rows)).toEqual([1, 3]);
  });
});
