import { describe, expect, it } from 'vitest';
import {
  allowedCharacters,
  checkField,
  compareDecimals,
  digitsOfLength,
  email,
  exactLength,
  isBlank,
  matches,
  maxLength,
  maxNumber,
  minLength,
  minNumber,
  moreCharacters,
  required,
  requiredAll,
  validate,
} from './generic.ts';

describe('generic rules (spec 1 §5, spec 2 §5)', () => {
  it('required: fill in the field', () => {
    for (const blank of ['', '   ', null, undefined]) expect(required(blank)).toEqual({ key: 'required' });
    expect(required('x')).toBeNull();
    expect(isBlank(' a ')).toBe(false);
  });

  it('fill all required fields', () => {
    expect(requiredAll(['a', ' ', 'b'])).toEqual({ key: 'requiredAll' });
    expect(requiredAll(['a', 'b'])).toBeNull();
  });

  it('minimum and maximum number, compared exactly', () => {
    expect(minNumber('1')('0.99')).toEqual({ key: 'number.min', params: { min: '1' } });
    expect(minNumber('1')('1.00')).toBeNull();
    expect(maxNumber('10')('10.001')).toEqual({ key: 'number.max', params: { max: '10' } });
    expect(maxNumber('10')('-20')).toBeNull();
    expect(minNumber('-5')('-5.5')).toEqual({ key: 'number.min', params: { min: '-5' } });
    expect(minNumber('1')('abc')).toEqual({ key: 'invalid' });
    expect(maxNumber('1')('1e3')).toEqual({ key: 'invalid' });
    expect(minNumber('1')('')).toBeNull();
  });

  it('compares decimals beyond the safe integers', () => {
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('0.10', '0.1')).toBe(0);
    expect(compareDecimals('-0.5', '0.1')).toBe(-1);
    expect(() => compareDecimals('x', '1')).toThrow(RangeError);
    expect(() => compareDecimals('1', 'x')).toThrow('not a decimal number: x');
  });

  it('minimum and maximum length, in characters', () => {
    expect(minLength(3)('ab')).toEqual({ key: 'length.min', params: { min: '3' } });
    expect(minLength(3)('абв')).toBeNull();
    expect(maxLength(2)('😀😀')).toBeNull();
    expect(maxLength(2)('abc')).toEqual({ key: 'length.max', params: { max: '2' } });
  });

  it('enter n more characters; must contain n characters', () => {
    expect(moreCharacters(9)('1234')).toEqual({ key: 'length.more', params: { count: '5' } });
    expect(moreCharacters(9)('123456789')).toBeNull();
    expect(exactLength(27)('1'.repeat(25))).toEqual({ key: 'length.exact', params: { length: '27' } });
    expect(exactLength(27)('1'.repeat(27))).toBeNull();
  });

  it('pattern: the whole value must match', () => {
    const rule = matches(/[A-Z]{2}\d+/g);
    expect(rule('AB12')).toBeNull();
    // A global pattern keeps no state between calls.
    expect(rule('AB12')).toBeNull();
    expect(rule('xAB12')).toEqual({ key: 'pattern' });
  });

  it('invalid characters, listed once each', () => {
    const rule = allowedCharacters(/[\p{L}\d .,-]/u);
    expect(rule('Оплата по счёту 12, 2025-01')).toBeNull();
    expect(rule('a$b$c#')).toEqual({ key: 'invalidCharacters', params: { characters: '$#' } });
  });

  it('exactly n digits', () => {
    const rule = digitsOfLength(5);
    expect(rule('12a45')).toEqual({ key: 'invalidCharacters', params: { characters: 'a' } });
    expect(rule('123')).toEqual({ key: 'length.more', params: { count: '2' } });
    expect(rule('123456')).toEqual({ key: 'length.max', params: { max: '5' } });
    expect(rule('12345')).toBeNull();
  });

  it('incorrect email', () => {
    expect(email('buh@corp.uz')).toBeNull();
    for (const bad of ['buh@corp', 'buh corp@x.uz', '@corp.uz', 'buh@.uz', 'buh@corp..uz'])
      expect(email(bad), bad).toEqual({ key: 'email' });
  });

  it('blank values pass every rule but required', () => {
    const rules = [
      minNumber('1'),
      minLength(3),
      maxLength(0),
      moreCharacters(2),
      exactLength(2),
      matches(/x/),
    ];
    for (const rule of [...rules, allowedCharacters(/\d/), digitsOfLength(3), email])
      expect(rule('  ')).toBeNull();
  });

  it('answers the first broken rule; a field decides whether blank is allowed', () => {
    expect(validate('ab', [required, minLength(3), maxLength(1)])).toEqual({
      key: 'length.min',
      params: { min: '3' },
    });
    expect(validate('abc', [required, minLength(3)])).toBeNull();
    const check = minLength(3);
    expect(checkField('', { required: true }, check)).toEqual({ key: 'required' });
    expect(checkField('', {}, check)).toBeNull();
    expect(checkField('', undefined, check)).toBeNull();
    expect(checkField('ab', undefined, check)).toEqual({ key: 'length.min', params: { min: '3' } });
  });
});
