import { describe, expect, it } from 'vitest';
import { digitsMask, merchantProblems, terminalProblems } from './terminal-text.ts';

describe('registry form checks', () => {
  const terminal = {
    code: 'ab12cd34',
    merchant_id: '908730000110001',
    name: 'Kassa 1',
    address: 'Toshkent',
    model: 'PAX A920',
    commission: '1,5',
    status: 'active',
  };
  it('accepts a terminal id typed in small letters and a percent with a comma', () => {
    expect(terminalProblems(terminal)).toEqual({});
  });
  it('names each wrong field', () => {
    expect(
      terminalProblems({ ...terminal, code: 'AB12', merchant_id: '9087', commission: '11', name: ' ' }),
    ).toEqual({ code: 'code', merchant_id: 'merchant_id', commission: 'commission', name: 'required' });
  });
  it('checks merchant ids, INN, MFO, account and MCC as a bank would', () => {
    expect(
      merchantProblems({
        merchant_id: '908730000110001',
        name: 'Shop',
        inn: '123456789',
        mfo: '00873',
        account: '2020800090512345678900001',
        mcc: '5411',
        status: 'active',
      }),
    ).toEqual({});
    expect(
      merchantProblems({
        merchant_id: '1',
        name: '',
        inn: '1',
        mfo: '1',
        account: '1',
        mcc: '1',
        status: 'active',
      }),
    ).toEqual({
      merchant_id: 'merchant_id',
      inn: 'inn',
      mfo: 'mfo',
      account: 'account',
      mcc: 'mcc',
      name: 'required',
    });
  });
  it('masks ids to digits', () => {
    expect(digitsMask('9087 3000-0110 001x9', 15)).toBe('908730000110001');
  });
});
