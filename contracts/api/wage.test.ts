import { describe, expect, it } from 'vitest';
import {
  cleanPan,
  formatPhoneLocal,
  isCardListPhone,
  luhnValid,
  maskPan,
  phoneLocal,
  phoneToWire,
  wageOrderMode,
  wageOrderProblems,
} from './wage.ts';

const TODAY = '2026-11-27';
const PAN = '8600123456789012';

describe('salary card order rules (spec 2 §5)', () => {
  it('masks a card number as first 4, next 2, last 4, from groups of four with spaces', () => {
    expect(luhnValid(PAN)).toBe(true);
    expect(cleanPan('8600 1234 5678 9012')).toBe(PAN);
    expect(maskPan('8600 1234 5678 9012')).toBe('8600 12** **** 9012');
    expect(() => maskPan('860012345678901')).toThrow(RangeError);
  });

  it('sends the phone as 998 plus nine digits and shows the nine as (##)-###-##-##', () => {
    expect(phoneToWire('+998 (90) 123-45-67')).toBe('998901234567');
    expect(phoneToWire('901234567')).toBe('998901234567');
    expect(phoneLocal('998901234567')).toBe('901234567');
    expect(formatPhoneLocal('901234567')).toBe('(90)-123-45-67');
    expect(isCardListPhone('998901234567')).toBe(true);
    expect(isCardListPhone('99890123456')).toBe(false);
    expect(isCardListPhone('+99890123456')).toBe(false);
  });

  it('chooses the mode by the card number and judges only that mode', () => {
    expect(wageOrderMode({ pan: ' ' })).toBe('passport');
    expect(wageOrderMode({ pan: PAN })).toBe('card');
    expect(wageOrderProblems({ pan: PAN }, TODAY)).toEqual([]);
    expect(wageOrderProblems({ pan: PAN, phone: '998901234567' }, TODAY).map((p) => p.attribute)).toEqual([
      'phone',
    ]);
    expect(wageOrderProblems({}, TODAY).map((p) => `${p.attribute}:${p.message.key}`)).toEqual([
      'birthdate:required',
      'documentSeries:required',
      'documentNumber:required',
      'phone:required',
    ]);
  });

  it('takes series letters in either case and an employee of 16 to 100 years', () => {
    const base = { documentSeries: 'ab', documentNumber: '1234567', phone: '998901234567' };
    expect(wageOrderProblems({ ...base, birthdate: '2010-11-27' }, TODAY)).toEqual([]);
    expect(wageOrderProblems({ ...base, birthdate: '2010-11-28' }, TODAY)[0]?.message.key).toBe('number.min');
    expect(wageOrderProblems({ ...base, birthdate: '1925-11-28' }, TODAY)).toEqual([]);
    expect(wageOrderProblems({ ...base, birthdate: '1925-11-27' }, TODAY)[0]?.message.key).toBe('number.max');
  });
});
