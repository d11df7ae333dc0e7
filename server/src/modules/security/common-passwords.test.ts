import { describe, expect, it } from 'vitest';
import { containsOrganization, isCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it('knows the top of the list and its decorated forms, not good passphrases', () => {
    for (const password of ['password1', 'Welcome1!', 'iloveyou', 'Sunshine2026', 'qwertyuiop', 'Dragon!!1'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['Ledger#Spring7', 'Bank#2026', 'Samarqand-Non-7', 'kX9#mQ2vL'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('finds the INN or a distinctive word of the organisation’s name', () => {
    const orgs = [{ name: 'OOO «Toshkent Tekstil Invest»', inn: '301234567' }];
    expect(containsOrganization('Tekstil#2026', orgs)).toBe(true);
    expect(containsOrganization('x301234567X!', orgs)).toBe(true);
    expect(containsOrganization('Invest#2026ok', orgs)).toBe(false);
    expect(containsOrganization('Ledger#Spring7', orgs)).toBe(false);
  });
});
