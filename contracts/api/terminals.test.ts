import { describe, expect, it } from 'vitest';
import {
  commissionFromText,
  commissionText,
  merchantBody,
  statementBody,
  terminalBody,
} from './terminals.ts';

describe('terminal registry rules', () => {
  it('reads a commission typed as a percent into hundredths, 0–10 % with two decimals at most', () => {
    expect(commissionFromText('1,5')).toBe(150);
    expect(commissionFromText('0.01')).toBe(1);
    expect(commissionFromText('10')).toBe(1000);
    expect(commissionFromText('10.01')).toBeNull();
    expect(commissionFromText('1.234')).toBeNull();
    expect(commissionFromText('abc')).toBeNull();
    expect(commissionText(150)).toBe('1.50');
  });

  it('raises a typed terminal id and refuses ids that are not 8 letters or digits', () => {
    const base = {
      merchant_id: '908730000110001',
      name: 'Kassa',
      address: 'Toshkent',
      model: 'PAX S90',
      commission_bp: 100,
      status: 'active',
    };
    expect(terminalBody.parse({ ...base, code: ' cb873011 ' }).code).toBe('CB873011');
    expect(terminalBody.safeParse({ ...base, code: 'CB8730' }).success).toBe(false);
    expect(terminalBody.safeParse({ ...base, code: 'CB87301!' }).success).toBe(false);
    expect(terminalBody.safeParse({ ...base, code: 'CB873011', merchant_id: '90873' }).success).toBe(false);
  });

  it('checks a merchant’s INN, MFO, account and MCC by their formats', () => {
    const ok = {
      merchant_id: '908730000110001',
      name: 'Merchant',
      inn: '301245678',
      mfo: '00873',
      account: '2020800000000000000100873',
      mcc: '5411',
      status: 'active',
    };
    expect(merchantBody.safeParse(ok).success).toBe(true);
    for (const bad of [
      { inn: '30124567' },
      { mfo: '873' },
      { account: '20208000000000000001' },
      { mcc: '54' },
    ]) {
      expect(merchantBody.safeParse({ ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses a statement period that ends before it starts', () => {
    expect(statementBody.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
    expect(statementBody.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
  });
});
