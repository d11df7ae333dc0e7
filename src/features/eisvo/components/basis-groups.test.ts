import { describe, expect, it } from 'vitest';
import { basisRuns, basisSpans } from './basis-groups.ts';

describe('basis column merging', () => {
  it('spans each run of equal keys from its first row', () => {
    expect(basisSpans(['a', 'a', 'a', 'b', 'c', 'c'])).toEqual([3, 0, 0, 1, 2, 0]);
    expect(basisSpans([])).toEqual([]);
    expect(basisSpans(['x'])).toEqual([1]);
    // A key that comes back later starts a new run.
    expect(basisSpans(['a', 'b', 'a'])).toEqual([1, 1, 1]);
  });

  it('groups rows into runs in order', () => {
    const rows = ['b1', 'b1', 'b2', 'b1'].map((basis, i) => ({ basis, i }));
    expect(basisRuns(rows).map((r) => [r.basis, r.rows.map((x) => x.i)])).toEqual([
      ['b1', [0, 1]],
      ['b2', [2]],
      ['b1', [3]],
    ]);
  });
});
