import { describe, expect, it } from 'vitest';
import { checkClaimValues, createBodyOf, emptyClaimValues } from './claim-form-values.ts';

const filled = {
  ...emptyClaimValues('2026-11-21'),
  number: '15',
  account: '2020800090010000100100001',
  mfo: '00450',
  debtor_account: '2020800090020000200100001',
  debtor_mfo: '00450',
  debtor_inn: '301234567',
  debtor_name: 'AJ «Samarqand Don Mahsulotlari»',
  amount: '1500000',
  code: '00668',
  description: 'For goods delivered',
};

describe('claim form values', () => {
  it('names every missing field of an empty form with the contract’s messages', () => {
    const check = checkClaimValues(emptyClaimValues('2026-11-21'));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.problems).sort()).toEqual(
      [
        'account',
        'amount',
        'code',
        'debtor_account',
        'debtor_inn',
        'debtor_mfo',
        'debtor_name',
        'description',
        'mfo',
        'number',
      ].sort(),
    );
    expect(check.problems.amount).toEqual({ key: 'required' });
  });

  it('normalises a filled form into the create body with its client reference', () => {
    const check = checkClaimValues(filled);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const body = createBodyOf(check.values, '0b8c3f1e-4f5a-4c4e-9a51-1a2b3c4d5e6f');
    expect(body.amount).toBe('1500000.00');
    expect(body.client_reference).toBe('0b8c3f1e-4f5a-4c4e-9a51-1a2b3c4d5e6f');
    expect(body.partial).toBe(true);
  });

  it('refuses a wrong inn', () => {
    const check = checkClaimValues({ ...filled, debtor_inn: '12345' });
    expect(check.ok ? null : Object.keys(check.problems)).toEqual(['debtor_inn']);
  });
});
