import { describe, expect, it } from 'vitest';
import type { SignableContent } from '../../../contracts/payments/digest.ts';
import { changesOf, signableOf } from './signable.ts';

const base: SignableContent = {
  id: 5,
  version: 2,
  number: '12',
  date: '2026-11-21',
  type: 1,
  account: '2020800000000000000100001',
  mfo: '00014',
  r_account: '2020800000000000000200002',
  r_mfo: '00014',
  r_inn: '301234567',
  r_name: 'ООО Ромашка',
  r_account_25: null,
  r_account_27: null,
  r_inn_27: null,
  corp_card: null,
  sum: '1500.00',
  currency: 'UZS',
  code: '00668',
  description: 'Оплата',
  second_signature: false,
};

describe('signed content and the 412 review', () => {
  it('takes exactly the signed fields of a row', () => {
    const row = { ...base, statusName: 'x', isSign: true };
    expect(signableOf(row)).toEqual(base);
  });

  it('lists what changed between the signed content and the current row', () => {
    expect(changesOf(base, { ...base, version: 3, sum: '9000.00' })).toEqual([
      { field: 'version', signed: '2', current: '3' },
      { field: 'sum', signed: '1500.00', current: '9000.00' },
    ]);
    expect(changesOf(base, base)).toEqual([]);
  });
});
