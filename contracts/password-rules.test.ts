import { describe, expect, it } from 'vitest';
import { brokenPasswordRules } from './password-rules.ts';

describe('password rules (spec 1 §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(brokenPasswordRules('Ledger#Spring7', 'accountant')).toEqual([]);
    expect(brokenPasswordRules('Bank#2026', 'head')).toEqual([]);
  });

  it.each([
    ['Ab#1', 'minLength'],
    ['1234567890', 'notDigitsOnly'],
    ['Accountant#1', 'notSimple'],
    ['qwerty#Ab1', 'notSimple'],
    ['abcdefgh1', 'threeKinds'],
    ['123#Abcdef', 'notDigitsThenLetters'],
  ] as const)('%s breaks %s', (password, rule) => {
    expect(brokenPasswordRules(password, 'accountant')).toContain(rule);
  });
});
