import { describe, expect, it } from 'vitest';
import { checkPaymentSum } from './claim-payment.ts';

describe('checkPaymentSum', () => {
  it('accepts a part of the remainder when partial payment is allowed, normalised', () => {
    expect(checkPaymentSum('400000', '1000000.00', true)).toEqual({ ok: true, sum: '400000.00' });
    expect(checkPaymentSum('1000000.00', '1000000.00', true)).toEqual({ ok: true, sum: '1000000.00' });
  });

  it('refuses more than the remainder, by a single tiyin too', () => {
    expect(checkPaymentSum('1000000.01', '1000000.00', true)).toEqual({ ok: false, kind: 'tooBig' });
  });

  it('takes only the whole remainder when the claim is not payable in parts', () => {
    expect(checkPaymentSum('999999.99', '1000000.00', false)).toEqual({ ok: false, kind: 'full' });
    expect(checkPaymentSum('1000000', '1000000.00', false)).toEqual({ ok: true, sum: '1000000.00' });
  });

  it('applies the amount rules first (empty, below one soum)', () => {
    expect(checkPaymentSum('', '10.00', true)).toMatchObject({
      ok: false,
      kind: 'rule',
      problem: { key: 'required' },
    });
    expect(checkPaymentSum('0.50', '10.00', true)).toMatchObject({
      ok: false,
      kind: 'rule',
      problem: { key: 'amount.min' },
    });
  });
});
