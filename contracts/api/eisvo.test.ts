import { describe, expect, it } from 'vitest';
import { isIdn, maskIdn, REQUIREMENTS, SECTION_NAMES, SECTIONS } from './eisvo.ts';

describe('eisvo contracts', () => {
  it('masks the contract-id filter to digits, at most 27', () => {
    expect(maskIdn('00873-3012 a45')).toBe('00873301245');
    expect(maskIdn('1'.repeat(30))).toBe('1'.repeat(27));
    expect(isIdn('1'.repeat(27))).toBe(true);
    expect(isIdn('1'.repeat(26))).toBe(false);
    expect(isIdn(`${'1'.repeat(26)}a`)).toBe(false);
  });

  it('describes 25 sub-screens whose money and date fields are among their fields', () => {
    expect(SECTION_NAMES).toHaveLength(25);
    for (const name of SECTION_NAMES) {
      const spec = SECTIONS[name];
      expect(spec.money.length, name).toBeLessThanOrEqual(2);
      for (const field of [...spec.money, ...spec.sort]) expect(spec.fields, name).toContain(field);
      if (spec.date !== null) expect(spec.fields, name).toContain(spec.date);
    }
    expect(SECTIONS['contract-payments'].sort).toEqual(['docDate']);
  });

  it('lists the 22 requirements of the verification table', () => {
    expect(REQUIREMENTS).toHaveLength(22);
    expect(new Set(REQUIREMENTS).size).toBe(22);
  });
});
