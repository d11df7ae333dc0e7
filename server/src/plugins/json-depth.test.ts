import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-depth.ts';

describe('jsonDepth', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{\\"[["}')).toBe(1);
    expect(jsonDepth('['.repeat(10_000) + ']'.repeat(10_000))).toBe(10_000);
  });
});
