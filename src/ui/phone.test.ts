import { describe, expect, it } from 'vitest';
import { formatLocal, formatStoredPhone, isCompletePhone, localDigits, toStoredPhone } from './phone.ts';

describe('phone (998 + nine digits, mask (##)###-##-##)', () => {
  it('formats progressively', () => {
    expect(formatLocal('')).toBe('');
    expect(formatLocal('9')).toBe('(9');
    expect(formatLocal('90')).toBe('(90)');
    expect(formatLocal('90123')).toBe('(90)123');
    expect(formatLocal('901234567')).toBe('(90)123-45-67');
  });

  it('takes digits from typed or pasted text, dropping a leading 998', () => {
    expect(localDigits('(90)123-45-67')).toBe('901234567');
    expect(localDigits('+998 90 123 45 67')).toBe('901234567');
    expect(localDigits('9012345678999')).toBe('901234567');
  });

  it('stores only complete numbers', () => {
    expect(toStoredPhone('901234567')).toBe('998901234567');
    expect(toStoredPhone('90123')).toBe('');
    expect(isCompletePhone('998901234567')).toBe(true);
    expect(isCompletePhone('99890123456')).toBe(false);
  });
});

describe('formatStoredPhone', () => {
  it('reads a stored phone with its prefix and mask', () => {
    expect(formatStoredPhone('998901204517')).toBe('+998 (90)120-45-17');
    expect(formatStoredPhone('1204')).toBe('1204');
  });
});
