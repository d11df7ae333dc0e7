import { describe, expect, it } from 'vitest';
import { misspelledApostrophes } from './uzbek-text.ts';

describe('misspelledApostrophes', () => {
  it('accepts oʻ/gʻ with U+02BB and the tutuq belgisi with U+02BC', () => {
    expect(misspelledApostrophes('Toʻlov maʼlumotlari, eʼlon, Gʻalaba, CorpBankʼni, mablagʻ, M.Oʻ.')).toEqual(
      [],
    );
  });

  it('finds ASCII and quote apostrophes, and each sign in the other’s place', () => {
    expect(misspelledApostrophes("to'lov")).toEqual(["o'l"]);
    expect(misspelledApostrophes('to‘lov ma’lumot')).toEqual(['o‘l', 'a’l']);
    expect(misspelledApostrophes('toʼlov')).toEqual(['oʼl']);
    expect(misspelledApostrophes('maʻlumot')).toEqual(['aʻl']);
    expect(misspelledApostrophes("mablag' oluvchi, M.O‘.")).toEqual(["ag'", '.O‘']);
  });
});
