import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyItem, ExchangeRates, RateCalculation } from '../../../../contracts/api/rates.ts';
import { bankSettings } from '../../db/schema/reference.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('public rates', () => {
  it('answers the currencies and today’s rates without a session', async () => {
    const list = await h.call<CurrencyItem[]>('POST', 'site/currency-list');
    expect(list.http).toBe(200);
    expect(list.body.data?.map((c) => c.code)).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'RUB', 'GBP', 'CHF', 'JPY', 'KZT', 'CNY']),
    );
    const rates = await h.call<ExchangeRates>('POST', 'site/exchange-rates', { body: {}, lang: 'en' });
    expect(rates.http).toBe(200);
    const data = rates.body.data as ExchangeRates;
    expect(data.stale).toBe(false);
    expect(data.date).toBe(data.operating_day);
    const usd = data.rates.find((r) => r.code === 'USD');
    expect(usd).toMatchObject({ name: 'US dollar', nominal: 1 });
    expect(usd?.rate).toMatch(/^\d+\.\d{2}$/);
    expect(data.client_rates.find((r) => r.code === 'USD')?.buy).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers an earlier day’s rates, with the change against the day before', async () => {
    const today = (await h.call<ExchangeRates>('POST', 'site/exchange-rates', { body: {} })).body
      .data as ExchangeRates;
    const day = new Date(Date.parse(`${today.date}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const ratesOf = async (date: string) =>
      (await h.call<ExchangeRates>('POST', 'site/exchange-rates', { body: { date } })).body
        .data as ExchangeRates;
    const then = await ratesOf(day);
    const prior = await ratesOf(before);
    expect(then.date).toBe(day);
    expect(then.stale).toBe(true);
    const rate = (r: ExchangeRates, code: string) => r.rates.find((x) => x.code === code)?.rate ?? '';
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(cents(then.rates.find((r) => r.code === 'EUR')?.diff ?? '')).toBe(
      cents(rate(then, 'EUR')) - cents(rate(prior, 'EUR')),
    );
  });

  it('converts exactly with the CB rates, rounding half up once', async () => {
    const rates = (await h.call<ExchangeRates>('POST', 'site/exchange-rates', { body: {} })).body
      .data as ExchangeRates;
    const usd = rates.rates.find((r) => r.code === 'USD')?.rate ?? '';
    const eur = rates.rates.find((r) => r.code === 'EUR')?.rate ?? '';
    const calc = await h.call<RateCalculation>('POST', 'site/rate-calculator', {
      body: { amount: '1000.50', currency_from: 'USD', currency_to: 'UZS' },
    });
    const cents = (v: string) => BigInt(v.replace('.', ''));
    // 1000.50 USD × rate (tiyin per dollar) = tiyin × 100050 / 100.
    expect(cents(calc.body.data?.result ?? '')).toBe((100050n * cents(usd) * 2n + 100n) / 200n);
    const cross = await h.call<RateCalculation>('POST', 'site/rate-calculator', {
      body: { amount: '250', currency_from: 'EUR', currency_to: 'USD' },
    });
    expect(cents(cross.body.data?.result ?? '')).toBe(
      (25000n * cents(eur) * 2n + cents(usd)) / (2n * cents(usd)),
    );
    expect(cross.body.data).toMatchObject({ amount: '250.00', rate_from: eur, rate_to: usd, stale: false });
  });

  it('refuses bad input and unknown currencies', async () => {
    const bad = await h.call('POST', 'site/rate-calculator', {
      body: { amount: '1e5', currency_from: 'USD', currency_to: 'UZS' },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.validation?.[0]?.attribute).toBe('amount');
    const unknown = await h.call('POST', 'site/rate-calculator', {
      body: { amount: '10', currency_from: 'XAU', currency_to: 'UZS' },
    });
    expect(unknown.http).toBe(422);
    expect(unknown.body.validation?.[0]?.attribute).toBe('currency_from');
  });

  it('marks the rates and every calculation stale once the operating day is past their day', async () => {
    const today = (await h.call<ExchangeRates>('POST', 'site/exchange-rates', { body: {} })).body
      .data as ExchangeRates;
    const next = new Date(Date.parse(`${today.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await h.db.update(bankSettings).set({ operatingDay: next });
    const rates = (await h.call<ExchangeRates>('POST', 'site/exchange-rates', { body: {} })).body.data;
    expect(rates).toMatchObject({ date: today.date, operating_day: next, stale: true });
    const calc = await h.call<RateCalculation>('POST', 'site/rate-calculator', {
      body: { amount: '1', currency_from: 'USD', currency_to: 'UZS' },
    });
    expect(calc.body.data).toMatchObject({ date: today.date, stale: true });
    await h.db.update(bankSettings).set({ operatingDay: today.date });
  });
});
