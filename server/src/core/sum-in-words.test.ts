import { describe, expect, it } from 'vitest';
import { toMinor } from '../../../contracts/money.ts';
import { integerInWords, sumInWords } from './sum-in-words.ts';

const words = (amount: string, currency: 'UZS' | 'USD' | 'EUR' | 'RUB', lang: 'ru' | 'en' | 'uz') =>
  sumInWords(toMinor(amount), currency, lang);

describe('sumInWords', () => {
  it.each([
    ['1500000.00', 'UZS', 'ru', 'Один миллион пятьсот тысяч сум 00 тийин'],
    ['1500000.00', 'UZS', 'en', 'One million five hundred thousand soum 00 tiyin'],
    ['1500000.00', 'UZS', 'uz', 'Bir million besh yuz ming soʻm 00 tiyin'],
    ['0.05', 'UZS', 'ru', 'Ноль сум 05 тийин'],
    ['21.01', 'USD', 'ru', 'Двадцать один доллар США 01 цент'],
    ['2.22', 'USD', 'ru', 'Два доллара США 22 цента'],
    ['11.11', 'USD', 'ru', 'Одиннадцать долларов США 11 центов'],
    ['2001.50', 'RUB', 'ru', 'Две тысячи один российский рубль 50 копеек'],
    ['1.01', 'USD', 'en', 'One US dollar 01 cent'],
    ['342.99', 'EUR', 'en', 'Three hundred forty-two euros 99 cents'],
    ['1000000000.00', 'UZS', 'en', 'One billion soum 00 tiyin'],
    ['4019.40', 'USD', 'uz', 'Toʻrt ming oʻn toʻqqiz AQSH dollari 40 sent'],
    ['12345.67', 'UZS', 'ru', 'Двенадцать тысяч триста сорок пять сум 67 тийин'],
  ] as const)('%s %s in %s', (amount, currency, lang, expected) => {
    expect(words(amount, currency, lang)).toBe(expected);
  });

  it('handles thousands in the feminine and every Russian plural form', () => {
    expect(integerInWords(1000n, 'ru')).toBe('одна тысяча');
    expect(integerInWords(2000n, 'ru')).toBe('две тысячи');
    expect(integerInWords(5000n, 'ru')).toBe('пять тысяч');
    expect(integerInWords(11000n, 'ru')).toBe('одиннадцать тысяч');
    expect(integerInWords(3_000_000n, 'ru')).toBe('три миллиона');
    expect(integerInWords(1_000_001n, 'ru')).toBe('один миллион один');
  });

  it('covers the largest amount the money contract allows exactly', () => {
    const text = words('99999999999999999999999.99', 'UZS', 'ru');
    expect(text.startsWith('Девяносто девять секстиллионов девятьсот девяносто девять квинтиллионов')).toBe(
      true,
    );
    expect(text.endsWith('девятьсот девяносто девять сум 99 тийин')).toBe(true);
  });

  it('refuses negative amounts', () => {
    expect(() => sumInWords(-1n, 'UZS', 'ru')).toThrow(RangeError);
  });
});
