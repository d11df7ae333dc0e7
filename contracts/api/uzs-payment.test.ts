import { describe, expect, it } from 'vitest';
import { messageOfIssue } from '../validation/zod.ts';
import { UZS_TYPE_FIELDS, uzsPaymentSaveBody, uzsTypeUses, type UzsPaymentSaveBody } from './uzs-payment.ts';
import { uzsPaymentRules } from './uzs-payment-rules.ts';

const valid: UzsPaymentSaveBody = {
  client_reference: '5b0c8f7e-2d7a-4c59-9a51-3f1e0b2c4d6e',
  type: 1,
  number: '17',
  date: '2026-11-21',
  account: '2020800060512345678901001',
  mfo: '00873',
  r_account: '2020800040987654321001002',
  r_mfo: '00421',
  r_inn: '302398451',
  r_name: 'AJ «Samarqand Don Mahsulotlari»',
  sum: '1500000',
  code: '00668',
  description: 'Оплата по договору',
};

function problems(values: unknown) {
  const result = uzsPaymentRules.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), messageOfIssue(issue)?.key ?? issue.message]),
  );
}

describe('uzs payment rules', () => {
  it('accept a valid ordinary payment and normalise it', () => {
    expect(uzsPaymentSaveBody.safeParse(valid).success).toBe(true);
    const out = uzsPaymentRules.parse(valid);
    expect(out.sum).toBe('1500000.00');
    expect(out.r_account_27).toBeNull();
    expect(out.second_signature).toBe(false);
  });

  it('report every field problem with the shared message keys', () => {
    expect(
      problems({
        ...valid,
        sum: '0.50',
        account: '123',
        r_mfo: '12',
        r_inn: '',
        description: ' ',
        code: '1a',
        date: '2026-02-30',
      }),
    ).toEqual({
      sum: 'amount.min',
      account: 'length.more',
      r_mfo: 'length.more',
      r_inn: 'required',
      description: 'required',
      code: 'invalidCharacters',
      date: 'invalid',
    });
  });

  it('apply the budget rules per type', () => {
    expect(problems({ ...valid, type: 2, r_account_27: '1'.repeat(25) })).toEqual({
      r_account_27: 'length.exact',
      r_inn_27: 'required',
    });
    expect(problems({ ...valid, type: 2, r_account_27: '1'.repeat(27), r_inn_27: '201122349' })).toEqual({});
    expect(problems({ ...valid, type: 3, r_account_25: '1'.repeat(27) })).toEqual({
      r_account_25: 'length.exact',
    });
    expect(problems({ ...valid, type: 4 })).toEqual({ corp_card: 'required' });
    expect(problems({ ...valid, type: 4, corp_card: '8600 1234 5678 9012' })).toEqual({});
  });

  it('refuse unknown fields at the shape level', () => {
    expect(uzsPaymentSaveBody.safeParse({ ...valid, status_id: 4 }).success).toBe(false);
  });
});

describe('payment-type field rules (UZS_TYPE_FIELDS, one declaration)', () => {
  const typeOnly = { r_inn: '', r_account_25: '', r_account_27: '', r_inn_27: '', corp_card: '' };

  it('make the rules require exactly the fields each form type lists', () => {
    for (const type of [1, 2, 3, 4] as const) {
      const missing = Object.keys(problems({ ...valid, ...typeOnly, type })).sort();
      expect(missing, `type ${type}`).toEqual([...UZS_TYPE_FIELDS[type]].sort());
    }
  });

  it('answer which type keeps which field', () => {
    expect(uzsTypeUses(1, 'r_inn')).toBe(true);
    expect(uzsTypeUses(2, 'r_account_27')).toBe(true);
    expect(uzsTypeUses(2, 'r_inn_27')).toBe(true);
    expect(uzsTypeUses(2, 'r_account_25')).toBe(false);
    expect(uzsTypeUses(3, 'r_account_25')).toBe(true);
    expect(uzsTypeUses(4, 'corp_card')).toBe(true);
    expect(uzsTypeUses(4, 'r_inn')).toBe(false);
    expect(uzsTypeUses(5, 'corp_card')).toBe(false);
    expect(uzsTypeUses(99, 'r_inn')).toBe(false);
  });
});
