import { describe, expect, it } from 'vitest';
import { soumEquivalentText } from '../../../contracts/api/fx-deal.ts';
import { checkFxValues, cleanAmount, emptyFxValues, fxSaveBodyOf } from './fx-form-values.ts';

const filled = {
  ...emptyFxValues('buy'),
  amount: '1500.00',
  rate_limit: '12900.00',
  purpose: 'Import',
  soum_account: '20208000301245678001008730'.slice(0, 25),
  soum_mfo: '00873',
  fx_account: '2020884030124567801000873',
  fx_mfo: '00873',
};

describe('buy/sell form values', () => {
  it('passes a filled form and names each missing or wrong field', () => {
    expect(checkFxValues(filled)).toEqual({});
    const problems = checkFxValues({ ...filled, amount: '', rate_limit: 'abc', purpose: ' ' });
    expect(problems.amount).toBe('required');
    expect(problems.rate_limit).toBe('invalid');
    expect(problems.purpose).toBe('required');
  });

  it('keeps the currency’s places: cents for USD, none for JPY', () => {
    expect(checkFxValues({ ...filled, amount: '10.123' }).amount).toBe('places');
    expect(checkFxValues({ ...filled, currency: 'JPY', amount: '15000.5' }).amount).toBe('places');
    expect(checkFxValues({ ...filled, currency: 'JPY', amount: '150000' }).amount).toBeUndefined();
    expect(cleanAmount('1 500,505', 2)).toBe('1500.50');
    expect(cleanAmount('15000.5', 0)).toBe('15000');
  });

  it('previews the soum equivalent as the server computes it', () => {
    expect(soumEquivalentText('1500.00', '12900.00', 'USD')).toBe('19350000.00');
    expect(soumEquivalentText('100000', '85.25', 'JPY')).toBe('8525000.00');
    expect(soumEquivalentText('', '12900', 'USD')).toBeNull();
  });

  it('builds the save body with the request id only for an edit', () => {
    expect(fxSaveBodyOf(filled, 'ref')).not.toHaveProperty('id');
    expect(fxSaveBodyOf(filled, 'ref', 7).id).toBe(7);
  });
});
