// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../../../../contracts/api/rates.ts';
import { offlineConversion } from './rates-api.ts';

const row = (code: string, rate: string) => ({
  code,
  name: code,
  nominal: 1,
  rate,
  buy: rate,
  sell: rate,
  diff: '0.00',
});
const kept: ExchangeRates = {
  date: '2026-11-21',
  operating_day: '2026-11-21',
  stale: false,
  rates: [row('USD', '12800.00'), row('EUR', '13500.50')],
  client_rates: [],
};

describe('the rate calculator offline', () => {
  it('converts over the kept rates, the soum counting as 1', () => {
    const usd = offlineConversion({ amount: '100.00', from: 'USD', to: 'UZS' }, kept, '2026-11-21');
    expect(usd).toMatchObject({ result: '1280000.00', rate_from: '12800.00', rate_to: '1.00', stale: false });
    const back = offlineConversion({ amount: '1280000.00', from: 'UZS', to: 'USD' }, kept, '2026-11-21');
    expect(back?.result).toBe('100.00');
  });

  it('says the rate is stale when the kept day is before the bank’s today', () => {
    expect(offlineConversion({ amount: '1.00', from: 'EUR', to: 'USD' }, kept, '2026-11-22')?.stale).toBe(
      true,
    );
    expect(
      offlineConversion({ amount: '1.00', from: 'EUR', to: 'USD' }, { ...kept, stale: true }, '2026-11-21')
        ?.stale,
    ).toBe(true);
  });

  it('answers nothing without kept rates or for a currency not kept', () => {
    expect(offlineConversion({ amount: '1.00', from: 'USD', to: 'UZS' }, undefined, '2026-11-21')).toBeNull();
    expect(offlineConversion({ amount: '1.00', from: 'GBP', to: 'UZS' }, kept, '2026-11-21')).toBeNull();
  });
});
