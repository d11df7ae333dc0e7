import { describe, expect, it } from 'vitest';
import { currencyLetterCode } from './currency-codes.ts';

describe('currencyLetterCode', () => {
  it('shows numeric ISO 4217 codes by their letters', () => {
    expect(currencyLetterCode('840')).toBe('USD');
    expect(currencyLetterCode('978')).toBe('EUR');
    expect(currencyLetterCode('860')).toBe('UZS');
    expect(currencyLetterCode('36')).toBe('AUD');
  });

  it('leaves letter codes, unknown codes and nothing as they are', () => {
    expect(currencyLetterCode('USD')).toBe('USD');
    expect(currencyLetterCode('999')).toBe('999');
    expect(currencyLetterCode(null)).toBe('');
  });
});
