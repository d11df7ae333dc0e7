import { describe, expect, it } from 'vitest';
import { fromCurrencyMinor, toCurrencyMinor } from '../currency-codes.ts';
import { isBic, isIban } from '../validation/swift-codes.ts';
import { currencyPaymentProblems, fxValueDate, nextOperatingDay } from './currency-payment.ts';

const valid = {
  number: '1',
  amount: '100.00',
  contract_number: 'C-1',
  operation_code: '11100',
  partner_country: 'DE',
  beneficiary_name: 'RHEIN SPINNEREI GMBH',
  beneficiary_address: 'DUISBURG',
  beneficiary_account: 'DE89 3704 0044 0532 0130 00',
  beneficiary_bank_bic: 'COBADEFFXXX',
  beneficiary_bank_name: 'COMMERZBANK AG',
  purpose: 'SPARE PARTS',
};

describe('value date by the 16:00 Tashkent cut-off', () => {
  // Wednesday 2026-11-25; Tashkent is UTC+5.
  it('is the operating day before 16:00 and the next one from 16:00', () => {
    expect(fxValueDate(new Date('2026-11-25T10:59:00Z'), '2026-11-25')).toBe('2026-11-25');
    expect(fxValueDate(new Date('2026-11-25T11:00:00Z'), '2026-11-25')).toBe('2026-11-26');
  });
  it('skips the weekend and the holidays', () => {
    expect(fxValueDate(new Date('2026-11-27T12:00:00Z'), '2026-11-27')).toBe('2026-11-30');
    expect(fxValueDate(new Date('2026-11-28T06:00:00Z'), '2026-11-28')).toBe('2026-11-30');
    expect(nextOperatingDay('2026-12-07', ['2026-12-08'])).toBe('2026-12-09');
  });
});

describe('amounts in the currency’s minor units (ISO 4217 exponent)', () => {
  it('reads JPY without, USD with two and KWD with three places', () => {
    expect(toCurrencyMinor('1000', 'JPY')).toBe(1000n);
    expect(toCurrencyMinor('1000.5', 'JPY')).toBeNull();
    expect(toCurrencyMinor('1250.5', 'USD')).toBe(125050n);
    expect(toCurrencyMinor('12.345', 'KWD')).toBe(12345n);
    expect(fromCurrencyMinor(12345n, 'KWD')).toBe('12.345');
    expect(fromCurrencyMinor(1000n, 'JPY')).toBe('1000');
    expect(fromCurrencyMinor(125050n, '840')).toBe('1250.50');
  });
});

describe('SWIFT identifiers', () => {
  it('checks BIC format and IBAN length and checksum', () => {
    expect(isBic('COBADEFF')).toBe(true);
    expect(isBic('COBADEFFXXX')).toBe(true);
    expect(isBic('COB1DEFF')).toBe(false);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('DE89370400440532013001')).toBe(false);
    expect(isIban('GB82WEST12345698765432')).toBe(true);
  });
  it('asks for an IBAN only where the beneficiary bank’s country uses one', () => {
    expect(currencyPaymentProblems(valid, 'USD')).toEqual([]);
    expect(currencyPaymentProblems({ ...valid, beneficiary_account: '12345' }, 'USD')).toEqual([
      { attribute: 'beneficiary_account', key: 'iban' },
    ]);
    expect(
      currencyPaymentProblems(
        { ...valid, beneficiary_account: '12345', beneficiary_bank_bic: 'CITIUS33' },
        'USD',
      ),
    ).toEqual([]);
    expect(currencyPaymentProblems({ ...valid, amount: '10.5' }, 'JPY')).toEqual([
      { attribute: 'amount', key: 'amountPlaces' },
    ]);
    expect(currencyPaymentProblems({ ...valid, beneficiary_name: 'Ўзбек' }, 'USD')).toEqual([
      { attribute: 'beneficiary_name', key: 'swiftChars' },
    ]);
  });
});
