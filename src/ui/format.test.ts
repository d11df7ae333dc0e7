import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('groups, keeps two decimals and puts the currency after the number', () => {
    expect(formatMoney('1500000.00', 'uzs', 'ru')).toBe('1\u00a0500\u00a0000.00\u00a0UZS');
    expect(formatMoney('1500000.5', 'USD', 'en')).toBe('1,500,000.50\u00a0USD');
    expect(formatMoney('12', null, 'uz')).toBe('12.00');
    expect(formatMoney('-1234.56', 'EUR', 'en')).toBe('−1,234.56\u00a0EUR');
    expect(formatMoney('12345678901234567890.99', 'UZS', 'ru')).toBe(
      '12\u00a0345\u00a0678\u00a0901\u00a0234\u00a0567\u00a0890.99\u00a0UZS',
    );
  });

  it('shows what is not an amount as it came', () => {
    expect(formatMoney('abc', 'UZS', 'ru')).toBe('abc');
  });
});
