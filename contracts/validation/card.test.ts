import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardExpiryToWire,
  cardNumberDigits,
  formatCardExpiry,
  maskCardNumber,
  reformatCardExpiry,
  reformatCardNumber,
  validateCardExpiry,
  validateCardNumber,
} from './card.ts';

describe('card numbers (spec 1 §9, spec 2 §5)', () => {
  it('are typed in groups of four', () => {
    expect(reformatCardNumber('86001234', 8)).toEqual({ text: '8600 1234', caret: 9 });
    expect(reformatCardNumber('8600123456789012345', 19)).toEqual({ text: '8600 1234 5678 9012', caret: 19 });
    // 9 typed after the 2 of '8600 12|34'.
    expect(reformatCardNumber('8600 12934', 8)).toEqual({ text: '8600 1293 4', caret: 8 });
  });

  it('are 16 digits once spaces are stripped', () => {
    expect(cardNumberDigits(' 8600 1234\t5678 9012 ')).toBe('8600123456789012');
    expect(validateCardNumber('8600 1234 5678 9012')).toBeNull();
    expect(validateCardNumber('8600 1234 5678')).toEqual({ key: 'length.more', params: { count: '4' } });
    expect(validateCardNumber('8600-1234-5678-9012')).toEqual({
      key: 'invalidCharacters',
      params: { characters: '-' },
    });
    expect(validateCardNumber('', { required: true })).toEqual({ key: 'required' });
  });

  it('show the first 4, the next 2 and the last 4 digits', () => {
    expect(maskCardNumber('8600123456789012')).toBe('8600 12** **** 9012');
    expect(maskCardNumber('8600 12** **** 9012')).toBe('8600 12** **** 9012');
    expect(maskCardNumber('860012******9012')).toBe('8600 12** **** 9012');
    expect(maskCardNumber('123456789')).toBe('**** **** *');
    expect(maskCardNumber('')).toBe('');
  });
});

describe('card masking properties', () => {
  const numbers = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 16, maxLength: 16 });

  it('shows exactly the first six and last four digits of a 16-digit number', () => {
    fc.assert(
      fc.property(numbers, (number) => {
        const masked = maskCardNumber(number);
        expect(masked).toMatch(/^\d{4} \d{2}\*\* \*{4} \d{4}$/);
        const plain = masked.replace(/ /g, '');
        expect(plain.slice(0, 6)).toBe(number.slice(0, 6));
        expect(plain.slice(12)).toBe(number.slice(12));
        expect(plain.replace(/\D/g, '')).toHaveLength(10);
      }),
    );
  });

  it('is the same however the number was spaced, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(numbers, fc.array(fc.nat(16), { maxLength: 6 }), (number, cuts) => {
        const spaced = [...number].map((c, i) => (cuts.includes(i) ? ` ${c}` : c)).join('');
        expect(maskCardNumber(spaced)).toBe(maskCardNumber(number));
        expect(maskCardNumber(maskCardNumber(number))).toBe(maskCardNumber(number));
      }),
    );
  });

  it('never shows more than ten digits of a number of any length', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 30 }), (number) => {
        expect(maskCardNumber(number).replace(/\D/g, '').length).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('card expiry (MM/YY)', () => {
  it('is typed as MM/YY and sent as four digits', () => {
    expect(reformatCardExpiry('122', 3)).toEqual({ text: '12/2', caret: 4 });
    expect(reformatCardExpiry('12/267', 6)).toEqual({ text: '12/26', caret: 5 });
    expect(cardExpiryToWire('12/26')).toBe('1226');
    expect(cardExpiryToWire('0126')).toBe('0126');
    expect(cardExpiryToWire('13/26')).toBeNull();
    expect(cardExpiryToWire('00/26')).toBeNull();
    expect(cardExpiryToWire('1/26')).toBeNull();
  });

  it('shows four digits as MM/YY', () => {
    expect(formatCardExpiry('1226')).toBe('12/26');
    expect(formatCardExpiry('12/26')).toBe('12/26');
  });

  it('must not be in the past given the reference date', () => {
    const today = '2025-05-20';
    expect(validateCardExpiry('05/25', { today })).toBeNull();
    expect(validateCardExpiry('01/30', { today })).toBeNull();
    expect(validateCardExpiry('04/25', { today })).toEqual({ key: 'card.expired' });
    expect(validateCardExpiry('12/24', { today })).toEqual({ key: 'card.expired' });
    expect(validateCardExpiry('13/25', { today })).toEqual({ key: 'invalid' });
    expect(validateCardExpiry('', { today })).toBeNull();
    expect(validateCardExpiry('', { today, required: true })).toEqual({ key: 'required' });
  });
});
