import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../../../contracts/password-rules.ts';
import { passwordHints } from './password-hints.ts';

const rules = { minLength: 8, rules: [...PASSWORD_RULES] };
const met = (password: string, username = 'accountant') =>
  Object.fromEntries(passwordHints(rules, password, username).map((h) => [h.rule, h.met]));

describe('password hints (spec 1 §5)', () => {
  it('marks nothing met while the field is empty', () => {
    expect(Object.values(met('')).every((m) => !m)).toBe(true);
  });

  it('follows the server rule list and order', () => {
    const hints = passwordHints({ minLength: 8, rules: ['threeKinds', 'minLength'] }, 'abc', 'u');
    expect(hints.map((h) => h.rule)).toEqual(['threeKinds', 'minLength']);
  });

  it('checks each rule', () => {
    expect(met('Ab1!')).toMatchObject({ minLength: false, threeKinds: true });
    expect(met('12345678')).toMatchObject({ minLength: true, notDigitsOnly: false, threeKinds: false });
    expect(met('Accountant2025!')).toMatchObject({ notSimple: false });
    expect(met('qwerty12AB')).toMatchObject({ notSimple: false });
    expect(met('123Abcdef')).toMatchObject({ notDigitsThenLetters: false });
  });

  it('marks a good password as meeting every rule', () => {
    expect(Object.values(met('Tashkent#2025')).every(Boolean)).toBe(true);
  });
});
