import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor } from '../money.ts';
import {
  amountMinimum,
  amountToDecimalString,
  defaultAmountRules,
  formatAmount,
  isAmountDecimal,
  minimumAmount,
  reformatAmount,
  requiredAmount,
  validateAmount,
  type GroupSeparator,
} from './amount.ts';

/** Text and caret written with a bar: '1 2|34' is text '1 234' with the caret at 3. */
function edit(marked: string): [string, number] {
  return [marked.replace('|', ''), marked.indexOf('|')];
}

function reformat(marked: string, options = {}): string {
  const [text, caret] = edit(marked);
  const result = reformatAmount(text, caret, options);
  return result.text.slice(0, result.caret) + '|' + result.text.slice(result.caret);
}

describe('amount input (spec 1 §5)', () => {
  it('groups thousands on every key press', () => {
    expect(reformat('1234|')).toBe('1 234|');
    expect(reformat('1234567.5|')).toBe('1 234 567.5|');
    expect(reformat('123|')).toBe('123|');
    expect(reformat('|')).toBe('|');
  });

  it('keeps the caret after the digit it followed when typing in the middle', () => {
    expect(reformat('1 2345|67')).toBe('1 234 5|67');
    expect(reformat('15| 234')).toBe('15| 234');
    expect(reformat('9|1 234')).toBe('9|1 234');
    expect(reformat('12|34')).toBe('1 2|34');
    expect(reformat('1 234 567|')).toBe('1 234 567|');
  });

  it('moves the caret with a separator that disappears when a digit is deleted', () => {
    expect(reformat('1 |34')).toBe('1|34');
    expect(reformat('|234 567')).toBe('|234 567');
  });

  it('accepts only digits and one dot; other characters are dropped', () => {
    expect(reformat('12a3-4|')).toBe('1 234|');
    expect(reformat('1,5|')).toBe('15|');
    expect(reformat('1.2.3|')).toBe('1.23|');
  });

  it('keeps the dot already there when a second one is typed', () => {
    expect(reformat('1.|2.34')).toBe('1|2.34');
    expect(reformat('12.34.|')).toBe('12.34|');
  });

  it('keeps two decimals', () => {
    expect(reformat('1.234|')).toBe('1.23|');
    expect(reformat('1.2|34')).toBe('1.2|3');
  });

  it('drops leading zeros and puts a zero before a leading dot', () => {
    expect(reformat('05|')).toBe('5|');
    expect(reformat('00|')).toBe('0|');
    expect(reformat('0.5|')).toBe('0.5|');
    expect(reformat('.|')).toBe('0.|');
    expect(reformat('.|5')).toBe('0.|5');
    expect(reformat('|.5')).toBe('|0.5');
  });

  it('refuses the dot when dots are switched off', () => {
    expect(reformat('12.5|', { allowDot: false })).toBe('125|');
  });

  it('stops at the maximum length, separators included', () => {
    const typed = '1'.repeat(25) + '|';
    const result = reformat(typed);
    expect(result.replace('|', '')).toHaveLength(25);
    expect(result).toBe('1 111 111 111 111 111 111|');
    expect(reformat('12345|', { maxLength: 4 })).toBe('123|');
    expect(reformat('1 234.56|', { maxLength: 6 })).toBe('1 234.|');
  });

  it('uses the separator asked for', () => {
    expect(reformat('1234567|', { groupSeparator: ',' })).toBe('1,234,567|');
    expect(reformat('1\u00a0234\u00a05|', { groupSeparator: '\u00a0' })).toBe('12\u00a0345|');
  });
});

describe('amount values', () => {
  it('yields the exact decimal string with two places', () => {
    expect(amountToDecimalString('1 500 000')).toBe('1500000.00');
    expect(amountToDecimalString('1 234.5')).toBe('1234.50');
    expect(amountToDecimalString('12.')).toBe('12.00');
    expect(amountToDecimalString('0.07')).toBe('0.07');
    expect(amountToDecimalString('99 999 999 999 999 999.99')).toBe('99999999999999999.99');
    expect(amountToDecimalString('1,234.5', { groupSeparator: ',' })).toBe('1234.50');
  });

  it('is null for an empty field or what is not an amount', () => {
    for (const bad of ['', '  ', '.', '1.234', '-5', '1e5', 'abc', '1,5', '1'.repeat(24)]) {
      expect(amountToDecimalString(bad), bad).toBeNull();
    }
  });

  it('formats a stored amount for the field', () => {
    expect(formatAmount('1500000.00')).toBe('1 500 000');
    expect(formatAmount('1234.5')).toBe('1 234.50');
    expect(formatAmount('0.07')).toBe('0.07');
    expect(formatAmount('007')).toBe('7');
    expect(formatAmount('1234567.89', { groupSeparator: ',' })).toBe('1,234,567.89');
    expect(() => formatAmount('-1.00')).toThrow(RangeError);
    expect(() => formatAmount('1 000')).toThrow(RangeError);
  });

  it('knows the wire form', () => {
    expect(isAmountDecimal('1500000.00')).toBe(true);
    expect(isAmountDecimal('12.5')).toBe(true);
    expect(isAmountDecimal('-1.00')).toBe(false);
    expect(isAmountDecimal('1 000')).toBe(false);
  });
});

describe('amount rules (spec 1 §5)', () => {
  it('requires a value: fill in the field', () => {
    expect(validateAmount('')).toEqual({ key: 'required' });
    expect(validateAmount('  ', { currency: 'UZS' })).toEqual({ key: 'required' });
  });

  it('has a minimum of 1 for UZS and 0.01 for USD, none for other currencies', () => {
    expect(validateAmount('0.99', { currency: 'UZS' })).toEqual({
      key: 'amount.min',
      params: { min: '1', currency: 'UZS' },
    });
    expect(validateAmount('1', { currency: 'uzs' })).toBeNull();
    expect(validateAmount('0', { currency: 'USD' })).toEqual({
      key: 'amount.min',
      params: { min: '0.01', currency: 'USD' },
    });
    expect(validateAmount('0.01', { currency: 'USD' })).toBeNull();
    expect(validateAmount('0', { currency: 'EUR' })).toBeNull();
    expect(validateAmount('0')).toBeNull();
    expect(amountMinimum('uzs')).toBe('1.00');
    expect(amountMinimum('RUB')).toBeNull();
    expect(amountMinimum()).toBeNull();
  });

  it('lets a field override the minimum or drop it', () => {
    expect(validateAmount('999', { currency: 'UZS', min: '1000.50' })).toEqual({
      key: 'amount.min',
      params: { min: '1000.50', currency: 'UZS' },
    });
    expect(validateAmount('1 000.50', { currency: 'UZS', min: '1000.50' })).toBeNull();
    expect(validateAmount('0.5', { currency: 'UZS', min: null })).toBeNull();
    expect(validateAmount('5', { min: '10' })).toEqual({
      key: 'amount.min',
      params: { min: '10', currency: '' },
    });
  });

  it('lets a field supply its own rules or switch them off', () => {
    const even = (decimal: string | null) =>
      decimal !== null && decimal.endsWith('1.00') ? ({ key: 'invalid' } as const) : null;
    const rules = [...defaultAmountRules({ currency: 'UZS' }), even];
    expect(validateAmount('21', { rules })).toEqual({ key: 'invalid' });
    expect(validateAmount('0.5', { rules })).toEqual({
      key: 'amount.min',
      params: { min: '1', currency: 'UZS' },
    });
    expect(validateAmount('', { currency: 'UZS', rules: [] })).toBeNull();
    expect(validateAmount('0.5', { currency: 'UZS', rules: [] })).toBeNull();
    expect(defaultAmountRules()).toEqual([requiredAmount]);
  });

  it('refuses text that is not an amount and decimals where dots are off', () => {
    expect(validateAmount('1.234')).toEqual({ key: 'invalid' });
    expect(validateAmount('12.50', { allowDot: false })).toEqual({ key: 'invalid' });
    expect(validateAmount('12.00', { allowDot: false })).toBeNull();
  });

  it('measures the length by the text as shown', () => {
    expect(validateAmount('1 111 111 111 111 111 111')).toBeNull();
    expect(validateAmount('11 111 111 111 111 111 111')).toEqual({
      key: 'length.max',
      params: { max: '25' },
    });
    expect(validateAmount('123 456 789 012 345 678.5')).toBeNull();
    expect(validateAmount('12 345', { maxLength: 5 })).toEqual({ key: 'length.max', params: { max: '5' } });
  });

  it('compares exactly beyond the safe integers', () => {
    const rule = minimumAmount('90071992547409.93');
    expect(rule('90071992547409.92')).toEqual({
      key: 'amount.min',
      params: { min: '90071992547409.93', currency: '' },
    });
    expect(rule('90071992547409.93')).toBeNull();
    expect(rule(null)).toBeNull();
  });
});

const separators: GroupSeparator[] = [' ', '\u00a0', '\u202f', ',', "'"];
/** Any amount money carries (up to 23 whole digits), as its exact decimal string. */
const decimals = fc.bigInt({ min: 0n, max: 10n ** 25n - 1n }).map(fromMinor);
/** Amounts whose text fits the field's default 25 characters (up to 17 whole digits). */
const fitting = fc.bigInt({ min: 0n, max: 10n ** 19n - 1n }).map(fromMinor);
const LOGICAL = /[\d.]/;

function logicalBefore(text: string, caret: number): number {
  return [...text.slice(0, caret)].filter((c) => LOGICAL.test(c)).length;
}

describe('amount properties', () => {
  it('format then parse returns the same decimal string', () => {
    fc.assert(
      fc.property(decimals, fc.constantFrom(...separators), (decimal, groupSeparator) => {
        expect(amountToDecimalString(formatAmount(decimal, { groupSeparator }), { groupSeparator })).toBe(
          decimal,
        );
      }),
    );
  });

  it('a formatted amount is left as it is, caret on the same logical character', () => {
    fc.assert(
      fc.property(fitting, fc.nat(), fc.constantFrom(...separators), (decimal, at, groupSeparator) => {
        const text = formatAmount(decimal, { groupSeparator });
        const caret = at % (text.length + 1);
        const result = reformatAmount(text, caret, { groupSeparator });
        expect(result.text).toBe(text);
        expect(logicalBefore(result.text, result.caret)).toBe(logicalBefore(text, caret));
      }),
    );
  });

  it('a digit typed into the whole part keeps the caret just after it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (whole, at, digit) => {
          const text = formatAmount(whole.toString());
          const caret = at % (text.length + 1);
          const typed = text.slice(0, caret) + String(digit) + text.slice(caret);
          const result = reformatAmount(typed, caret + 1);
          expect(amountToDecimalString(result.text)).toBe(amountToDecimalString(typed.replace(/ /g, '')));
          expect(logicalBefore(result.text, result.caret)).toBe(logicalBefore(text, caret) + 1);
          expect(result.text.slice(0, result.caret).replace(/ /g, '').at(-1)).toBe(String(digit));
        },
      ),
    );
  });

  it('whatever is typed, the field text is an amount within the length and stays put when reformatted', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ' ', 'a', ',', '-'), maxLength: 40 }),
        fc.nat(),
        fc.boolean(),
        (typed, at, allowDot) => {
          const result = reformatAmount(typed, at % (typed.length + 1), { allowDot });
          expect(result.text.length).toBeLessThanOrEqual(25);
          expect(result.caret).toBeGreaterThanOrEqual(0);
          expect(result.caret).toBeLessThanOrEqual(result.text.length);
          if (result.text !== '') expect(amountToDecimalString(result.text)).not.toBeNull();
          expect(validateAmount(result.text, { allowDot, rules: [] })).toBeNull();
          expect(reformatAmount(result.text, result.caret, { allowDot })).toEqual(result);
        },
      ),
    );
  });
});
