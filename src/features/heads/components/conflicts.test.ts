// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changedFields } from './conflicts.tsx';

describe('conflict review', () => {
  const base = {
    id: 1,
    version: 3,
    number: '12',
    date: '2026-11-20',
    type: 1 as const,
    account: '20208000300100001001',
    mfo: '00873',
    r_account: '20208000300100001002',
    r_mfo: '00450',
    r_inn: '305671234',
    r_name: 'A',
    r_account_25: null,
    r_account_27: null,
    r_inn_27: null,
    corp_card: null,
    sum: '100.00',
    currency: 'UZS' as const,
    code: '00106',
    description: 'x',
    second_signature: false,
  };

  it('names the signed fields that changed, not the version', () => {
    expect(changedFields(base, { ...base, version: 5, sum: '150.00', r_name: 'B' })).toEqual([
      'r_name',
      'sum',
    ]);
    expect(changedFields(base, { ...base, version: 4 })).toEqual([]);
  });
});
