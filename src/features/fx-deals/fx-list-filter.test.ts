import { describe, expect, it } from 'vitest';
import { fxFilterOf } from './fx-list-filter.ts';

describe('buy/sell request list filter from the address', () => {
  it('keeps an import file id only in its 20-character form', () => {
    expect(fxFilterOf({ import_file: 'AB12CD34EF56GH78IJ90', type: 'buy' }, false)).toEqual({
      type: 'buy',
      import_file: 'AB12CD34EF56GH78IJ90',
    });
    expect(fxFilterOf({ import_file: '<script>' }, false)).toEqual({});
  });
});
