// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changedFields } from './components/conflicts.tsx';
import { fromBase64url, hexToBytes, toBase64url } from './passkey.ts';

describe('passkey bytes', () => {
  it('round-trips base64url without padding', () => {
    const bytes = Uint8Array.from([0, 1, 250, 251, 252, 253, 254, 255]);
    const text = toBase64url(bytes);
    expect(text).toBe('AAH6-_z9_v8');
    expect(fromBase64url(text)).toEqual(bytes);
  });

  it('turns a digest into the 32 challenge bytes', () => {
    const digest = 'ff'.repeat(31) + '0a';
    const bytes = hexToBytes(digest);
    expect(bytes).toHaveLength(32);
    expect(bytes[31]).toBe(10);
  });
});

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
