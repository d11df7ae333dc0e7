import { describe, expect, it } from 'vitest';
import { cleanAmountInput, formatFx } from './fx-format.ts';

describe('currency amounts', () => {
  it('shows the currency’s own places and letter code', () => {
    expect(formatFx('1250.5', 'USD', 'en')).toBe('1,250.50\u00a0USD');
    expect(formatFx('1000', 'JPY', 'ru')).toBe('1\u00a0000\u00a0JPY');
    expect(formatFx('12.345', 'KWD', 'en')).toBe('12.345\u00a0KWD');
  });
  it('keeps typed amounts within the currency’s places', () => {
    expect(cleanAmountInput('1 250,567', 'USD')).toBe('1250.56');
    expect(cleanAmountInput('1000.5', 'JPY')).toBe('1000');
    expect(cleanAmountInput('12.3456', 'KWD')).toBe('12.345');
    expect(cleanAmountInput('007', 'USD')).toBe('7');
  });
});
