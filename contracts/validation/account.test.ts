import { describe, expect, it } from 'vitest';
import { accountCounter, accountLengths, accountMaxLength, validateAccount } from './account.ts';

const digits = (n: number) => '2'.repeat(n);

describe('account numbers (spec 1 §5, spec 2 §5)', () => {
  it('are 25 or 27 digits', () => {
    expect(validateAccount(digits(25))).toBeNull();
    expect(validateAccount(digits(27))).toBeNull();
    expect(validateAccount(digits(20))).toEqual({ key: 'length.more', params: { count: '5' } });
    expect(validateAccount(digits(26))).toEqual({ key: 'length.more', params: { count: '1' } });
    expect(validateAccount(digits(28))).toEqual({ key: 'length.max', params: { max: '27' } });
    expect(validateAccount(`${digits(24)}a`)).toEqual({
      key: 'invalidCharacters',
      params: { characters: 'a' },
    });
  });

  it('a budget recipient account must contain 27 characters', () => {
    const options = { kind: 'budgetRecipient' } as const;
    expect(validateAccount(digits(27), options)).toBeNull();
    for (const n of [25, 26, 28])
      expect(validateAccount(digits(n), options)).toEqual({ key: 'length.exact', params: { length: '27' } });
  });

  it('a budget income account has 25', () => {
    const options = { kind: 'budgetIncome' } as const;
    expect(validateAccount(digits(25), options)).toBeNull();
    expect(validateAccount(digits(27), options)).toEqual({ key: 'length.exact', params: { length: '25' } });
  });

  it('blank is required only when the field says so', () => {
    expect(validateAccount('')).toBeNull();
    expect(validateAccount(' ', { required: true })).toEqual({ key: 'required' });
  });

  it('counts digits against the most the field takes', () => {
    expect(accountCounter('2020 8000')).toEqual({ count: 8, max: 27 });
    expect(accountCounter(digits(25), 'budgetIncome')).toEqual({ count: 25, max: 25 });
    expect(accountLengths()).toEqual([25, 27]);
    expect(accountMaxLength('budgetRecipient')).toBe(27);
  });
});
