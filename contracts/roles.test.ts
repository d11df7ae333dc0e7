import { describe, expect, it } from 'vitest';
import { normalizeRole, roleAllowed, sameRole, toRole } from './roles.ts';

describe('role names', () => {
  it('compare without underscores or case, the same on every call', () => {
    for (let call = 0; call < 3; call += 1) {
      expect(normalizeRole('Accountant_Sign')).toBe('accountantsign');
      expect(sameRole('super_head', 'SUPERHEAD')).toBe(true);
      expect(roleAllowed('accountant_sign', ['accountant_simple'])).toBe(false);
      expect(toRole('MULTI_CLIENT')).toBe('multiclient');
    }
  });

  it('normalise names past the kept ones as well (names from requests are not all kept)', () => {
    for (let i = 0; i < 600; i += 1) expect(normalizeRole(`Role_${i}_X`)).toBe(`role${i}x`);
    expect(normalizeRole('Head')).toBe('head');
  });
});
