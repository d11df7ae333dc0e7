import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, insurancePeriodEnd, isIsoDay } from './insurance-rules.ts';

describe('OSGOR period (spec 3 §4: start + 1 year − 1 day)', () => {
  it('ends the day before the anniversary', () => {
    expect(insurancePeriodEnd('2026-11-27')).toBe('2027-11-26');
    expect(insurancePeriodEnd('2026-03-01')).toBe('2027-02-28');
    expect(insurancePeriodEnd('2027-03-01')).toBe('2028-02-29');
  });

  it('crosses the year end', () => {
    expect(insurancePeriodEnd('2027-01-01')).toBe('2027-12-31');
    expect(insurancePeriodEnd('2026-12-31')).toBe('2027-12-30');
  });

  it('starts on 29 February: ends on 28 February of the common year after', () => {
    expect(insurancePeriodEnd('2028-02-29')).toBe('2029-02-28');
    expect(insurancePeriodEnd('2028-02-28')).toBe('2029-02-27');
  });

  it('answers nothing for a day that does not exist', () => {
    expect(insurancePeriodEnd('2027-02-29')).toBe('');
    expect(insurancePeriodEnd('27.11.2026')).toBe('');
    expect(isIsoDay('2026-13-01')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(EMAIL_PATTERN.test('buxgalter@savdo.uz')).toBe(true);
    expect(EMAIL_PATTERN.test('buxgalter@savdo')).toBe(false);
    expect(EMAIL_PATTERN.test('a b@savdo.uz')).toBe(false);
  });
});
