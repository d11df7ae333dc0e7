import { describe, expect, it } from 'vitest';
import type { FxAccount } from '../../../contracts/api/fx-transfer.ts';
import { fxFilterOf } from './fx-filter.ts';
import {
  amountOk,
  checkFxValues,
  createBodyOf,
  creditChoices,
  formatFxAmount,
  normalAmount,
} from './fx-values.ts';

const account = (number: string, currency: string): FxAccount => ({
  number,
  name: number,
  currency,
  available: '10.00',
  organization_id: 1,
});

describe('the transfer form', () => {
  it('reads a decimal comma and spaces, and judges decimals by the debit currency', () => {
    expect(normalAmount('1 234,50')).toBe('1234.50');
    expect(amountOk('12.34', 'USD')).toBe(true);
    expect(amountOk('12.345', 'USD')).toBe(false);
    expect(amountOk('0.00', 'USD')).toBe(false);
    expect(amountOk('1500', 'JPY')).toBe(true);
    expect(amountOk('1500.5', 'JPY')).toBe(false);
  });

  it('names every missing field and a bad amount', () => {
    const empty = checkFxValues({ debit_account: '', credit_account: '', amount: '', purpose: ' ' }, null);
    expect(empty).toEqual({
      ok: false,
      problems: {
        debit_account: 'required',
        credit_account: 'required',
        amount: 'required',
        purpose: 'required',
      },
    });
    const values = { debit_account: 'a', credit_account: 'b', amount: '1.234', purpose: 'p' };
    expect(checkFxValues(values, 'USD')).toEqual({ ok: false, problems: { amount: 'amount' } });
    expect(checkFxValues({ ...values, amount: '1.23' }, 'USD')).toEqual({ ok: true });
  });

  it('offers the other accounts to credit and sends the normalised amount and trimmed purpose', () => {
    const list = [account('1', 'USD'), account('2', 'USD'), account('3', 'EUR')];
    expect(creditChoices(list, '1').map((a) => a.number)).toEqual(['2', '3']);
    expect(
      createBodyOf({ debit_account: '1', credit_account: '3', amount: '1 000,5', purpose: ' x ' }, 'ref'),
    ).toEqual({
      client_reference: 'ref',
      debit_account: '1',
      credit_account: '3',
      amount: '1000.5',
      purpose: 'x',
    });
  });

  it('shows amounts with the currency’s own decimals and letters', () => {
    expect(formatFxAmount('1234567.50', 'USD')).toBe('1\u00a0234\u00a0567.50\u00a0USD');
    expect(formatFxAmount('15000', 'JPY')).toBe('15\u00a0000\u00a0JPY');
    expect(formatFxAmount(null, 'EUR')).toBe('—');
  });

  it('keeps only filters the contract accepts', () => {
    expect(fxFilterOf({ status_id: '3', kind: 'conversion' })).toEqual({ status_id: 3, kind: 'conversion' });
    expect(fxFilterOf({ status_id: '9', kind: 'other' })).toEqual({});
  });
});
