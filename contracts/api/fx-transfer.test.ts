import { describe, expect, it } from 'vitest';
import { currencyExponent } from '../currency-codes.ts';
import { documentDigest, parseBatchMessageFor } from '../signing/signed-document.ts';
import {
  convertMinor,
  crossRateText,
  FX_SIGNED_FIELDS,
  FX_SIGNING_HEADER,
  fxFromMinor,
  fxSignedContent,
  fxSigningMessage,
  fxToMinor,
  isFxAmount,
  type FxTransfer,
} from './fx-transfer.ts';

describe('fx transfer amounts', () => {
  it('knows the ISO 4217 exponents: JPY 0, KWD 3, the rest 2, by letter or numeric code', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('392')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('840')).toBe(2);
  });

  it('accepts no more decimals than the currency has', () => {
    expect(isFxAmount('12.34', 2)).toBe(true);
    expect(isFxAmount('12.345', 2)).toBe(false);
    expect(isFxAmount('12.5', 2)).toBe(true);
    expect(isFxAmount('1200', 0)).toBe(true);
    expect(isFxAmount('1200.5', 0)).toBe(false);
    expect(isFxAmount('1.234', 3)).toBe(true);
    expect(isFxAmount('-1', 2)).toBe(false);
    expect(isFxAmount('1e5', 2)).toBe(false);
    expect(isFxAmount('1'.repeat(16), 2)).toBe(false);
  });

  it('converts between text and minor units exactly', () => {
    expect(fxToMinor('12.5', 2)).toBe(1250n);
    expect(fxToMinor('1250', 0)).toBe(1250n);
    expect(fxToMinor('0.001', 3)).toBe(1n);
    expect(fxFromMinor(1250n, 2)).toBe('12.50');
    expect(fxFromMinor(1250n, 0)).toBe('1250');
    expect(fxFromMinor(5n, 3)).toBe('0.005');
    for (const [text, exp] of [
      ['999999999999999.99', 2],
      ['7', 0],
      ['0.10', 2],
    ] as const)
      expect(fxFromMinor(fxToMinor(text, exp), exp)).toBe(text);
  });

  it('converts at the cross rate, rounding down to the credit currency’s minor unit', () => {
    // 100.00 USD at 12 000.00 soum, EUR sold at 13 000.00 soum → 92.30 EUR (92.307…).
    expect(convertMinor(10_000n, 2, 1_200_000n, 2, 1_300_000n)).toBe(9_230n);
    // 100.00 USD into yen at 80.12 soum a yen → 14 977 JPY (no decimals).
    expect(convertMinor(10_000n, 2, 1_200_000n, 0, 8_012n)).toBe(14_977n);
    expect(crossRateText(1_200_000n, 1_300_000n)).toBe('0.923076');
  });
});

describe('fx transfer signing message', () => {
  const transfer = {
    id: 7,
    version: 2,
    number: '3',
    date: '2026-11-20',
    debit_account: '2020884030124567801000873',
    debit_currency: 'USD',
    credit_account: '2020897830124567802200873',
    credit_currency: 'EUR',
    amount: '100.00',
    purpose: 'Konvertatsiya\nline two',
  } as FxTransfer;

  it('starts with its own header and names id, version and digest of the content', async () => {
    const message = await fxSigningMessage([transfer]);
    const entries = parseBatchMessageFor(FX_SIGNING_HEADER, message);
    expect(entries).toEqual([
      { id: 7, version: 2, digest: await documentDigest(FX_SIGNED_FIELDS, fxSignedContent(transfer)) },
    ]);
    expect(parseBatchMessageFor('CORPBANK-PAYMENTS-V1', message)).toBeNull();
  });

  it('changes its digest with any signed field', async () => {
    const base = await documentDigest(FX_SIGNED_FIELDS, fxSignedContent(transfer));
    for (const change of [{ amount: '100.01' }, { credit_account: transfer.debit_account }, { version: 3 }]) {
      const other = await documentDigest(FX_SIGNED_FIELDS, fxSignedContent({ ...transfer, ...change }));
      expect(other, JSON.stringify(change)).not.toBe(base);
    }
  });
});
