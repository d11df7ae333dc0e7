import { describe, expect, it } from 'vitest';
import {
  normalizePassportSeries,
  validateInn,
  validateMfo,
  validatePassportNumber,
  validatePassportSeries,
} from './identifiers.ts';

describe('identifiers (spec 2 §5)', () => {
  it('inn is 9 digits', () => {
    expect(validateInn('123456789')).toBeNull();
    expect(validateInn('1234567')).toEqual({ key: 'length.more', params: { count: '2' } });
    expect(validateInn('1234567890')).toEqual({ key: 'length.max', params: { max: '9' } });
    expect(validateInn('12345678x')).toEqual({ key: 'invalidCharacters', params: { characters: 'x' } });
    expect(validateInn('', { required: true })).toEqual({ key: 'required' });
  });

  it('mfo is 5 digits', () => {
    expect(validateMfo('00014')).toBeNull();
    expect(validateMfo('0001')).toEqual({ key: 'length.more', params: { count: '1' } });
    expect(validateMfo('')).toBeNull();
  });

  it('passport number is 7 digits', () => {
    expect(validatePassportNumber('1234567')).toBeNull();
    expect(validatePassportNumber('123456')).toEqual({ key: 'length.more', params: { count: '1' } });
  });

  it('passport series is 2 letters, sent upper-case', () => {
    expect(normalizePassportSeries('ab')).toBe('AB');
    expect(normalizePassportSeries('a1 c-d')).toBe('AC');
    expect(validatePassportSeries('aa')).toBeNull();
    expect(validatePassportSeries('A')).toEqual({ key: 'length.more', params: { count: '1' } });
    expect(validatePassportSeries('ABC')).toEqual({ key: 'length.max', params: { max: '2' } });
    expect(validatePassportSeries('А1')).toEqual({ key: 'invalidCharacters', params: { characters: 'А1' } });
    expect(validatePassportSeries('', { required: true })).toEqual({ key: 'required' });
  });
});
