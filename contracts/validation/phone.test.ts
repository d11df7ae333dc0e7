import { describe, expect, it } from 'vitest';
import {
  STORED_PHONE_LENGTH,
  formatStoredPhone,
  isStoredPhone,
  phoneTextToStored,
  reformatPhone,
  storedPhoneToText,
  validatePhone,
} from './phone.ts';

describe('phones (spec 1 §5, spec 2 §5)', () => {
  it('masks typed digits as (##)###-##-##', () => {
    expect(reformatPhone('9', 1)).toEqual({ text: '(9', caret: 2 });
    expect(reformatPhone('901', 3)).toEqual({ text: '(90)1', caret: 5 });
    expect(reformatPhone('901234567', 9)).toEqual({ text: '(90)123-45-67', caret: 13 });
    expect(reformatPhone('9012345678', 10)).toEqual({ text: '(90)123-45-67', caret: 13 });
  });

  it('keeps the caret after the same digit when typing in the middle', () => {
    // '(90)1|23-45' with 5 typed after the 1.
    expect(reformatPhone('(90)1523-45', 6)).toEqual({ text: '(90)152-34-5', caret: 6 });
  });

  it('drops a pasted 998 prefix', () => {
    expect(reformatPhone('+998 90 123 45 67', 17)).toEqual({ text: '(90)123-45-67', caret: 13 });
    expect(reformatPhone('+998 90 123 45 67', 4)).toEqual({ text: '(90)123-45-67', caret: 0 });
  });

  it('stores 998 plus nine digits (12 characters)', () => {
    expect(phoneTextToStored('(90)123-45-67')).toBe('998901234567');
    expect(phoneTextToStored('+998 (90) 123-45-67')).toBe('998901234567');
    expect(phoneTextToStored('998901234567')).toBe('998901234567');
    expect(phoneTextToStored('(90)123-45-6')).toBeNull();
    expect(phoneTextToStored('(90)123-45-6x')).toBeNull();
    expect(phoneTextToStored('')).toBeNull();
    expect(STORED_PHONE_LENGTH).toBe(12);
    expect(isStoredPhone('998901234567')).toBe(true);
    expect(isStoredPhone('99890123456')).toBe(false);
    expect(isStoredPhone('+998901234567')).toBe(false);
  });

  it('pre-fills the field from a stored phone by dropping its first three characters', () => {
    expect(storedPhoneToText('998901234567')).toBe('(90)123-45-67');
    expect(formatStoredPhone('998901234567')).toBe('+998 (90)123-45-67');
    expect(formatStoredPhone('12345')).toBe('12345');
  });

  it('wrong phone number unless nine local digits', () => {
    expect(validatePhone('(90)123-45-67')).toBeNull();
    expect(validatePhone('(90)123')).toEqual({ key: 'phone' });
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('', { required: true })).toEqual({ key: 'required' });
  });
});
