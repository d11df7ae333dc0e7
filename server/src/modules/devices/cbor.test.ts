import { describe, expect, it } from 'vitest';
import { CborError, decode, decodeFirst } from './cbor.ts';

const hex = (s: string) => Uint8Array.from(Buffer.from(s.replace(/\s/g, ''), 'hex'));

describe('cbor subset (RFC 8949 appendix A vectors)', () => {
  it.each([
    ['00', 0],
    ['17', 23],
    ['1818', 24],
    ['1903e8', 1000],
    ['1a000f4240', 1000000],
    ['1b000000e8d4a51000', 1000000000000],
    ['20', -1],
    ['3903e7', -1000],
    ['f4', false],
    ['f5', true],
    ['f6', null],
    ['6161', 'a'],
    ['64 49455446', 'IETF'],
  ])('decodes %s', (input, expected) => {
    expect(decode(hex(input))).toEqual(expected);
  });

  it('decodes byte strings, arrays and maps', () => {
    expect(decode(hex('4401020304'))).toEqual(Uint8Array.from([1, 2, 3, 4]));
    expect(decode(hex('83 01 82 02 03 82 04 05'))).toEqual([1, [2, 3], [4, 5]]);
    const map = decode(hex('a2 01 02 03 04')) as Map<number, number>;
    expect([...map.entries()]).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('reports where the first item ends', () => {
    expect(decodeFirst(hex('01 02'))).toEqual({ value: 1, end: 1 });
  });

  it.each([
    ['trailing bytes', '0102'],
    ['truncated string', '45 0102'],
    ['indefinite length', '5f 41 01 ff'],
    ['float', 'fa 47c35000'],
    ['tag', 'c1 1a 514b67b0'],
    ['duplicate key', 'a2 01 02 01 03'],
    ['empty input', ''],
  ])('refuses %s', (_, input) => {
    expect(() => decode(hex(input))).toThrow(CborError);
  });
});
