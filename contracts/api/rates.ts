/**
 * Currency rates (spec 2 §2 Foreign currency, §3 "Currency rate", §7 site/*): public, no session.
 * Rates are exact decimals in soums per `nominal` units, two places, as strings. Each answer names
 * the day its rates are of and whether that day is older than the bank's current operating day
 * (`stale`); the calculator repeats it so every result made with an old rate says so.
 */
import { z } from 'zod';
import { fromMinor, toMinor } from '../money.ts';
import { isAmountDecimal } from '../validation/amount.ts';
import { zDate } from '../validation/zod.ts';
import { endpoint } from './endpoint.ts';

export const BASE_CURRENCY = 'UZS';
const code = z.string().regex(/^[A-Z]{3}$/);

export interface CurrencyItem {
  readonly code: string;
  readonly numeric: string;
  readonly name: string;
  readonly nominal: number;
}

export interface RateRow {
  readonly code: string;
  readonly name: string;
  readonly nominal: number;
  readonly rate: string;
  readonly buy: string;
  readonly sell: string;
  /** Change of the rate against the previous day, signed ("-12.40"). */
  readonly diff: string;
}

export interface ClientRateRow {
  readonly code: string;
  readonly buy: string;
  readonly sell: string;
}

export interface ExchangeRates {
  /** The day the rates are of, and the bank's operating day now. */
  readonly date: string;
  readonly operating_day: string;
  readonly stale: boolean;
  readonly rates: readonly RateRow[];
  readonly client_rates: readonly ClientRateRow[];
}

export interface RateCalculation {
  readonly amount: string;
  readonly currency_from: string;
  readonly currency_to: string;
  readonly result: string;
  /** Soums per unit of each side (1.00 for UZS). */
  readonly rate_from: string;
  readonly rate_to: string;
  readonly date: string;
  readonly stale: boolean;
}

export const siteCurrencyList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'site/currency-list',
  access: 'public',
});

export const siteExchangeRates = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'site/exchange-rates',
  access: 'public',
  body: z.strictObject({ date: zDate().optional() }),
});

export const siteRateCalculator = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'site/rate-calculator',
  access: 'public',
  body: z.strictObject({
    amount: z
      .string()
      .trim()
      .max(25)
      .refine((v) => isAmountDecimal(v) && !/^0*(\.0*)?$/.test(v), { message: 'invalid' }),
    currency_from: code,
    currency_to: code,
  }),
});

/**
 * `amount` of one currency in another, given each side's rate in soums per unit ("1.00" for UZS):
 * exact, amount × from ÷ to in minor units, rounded half up once. Server and client use this one.
 */
export function convertAmount(amount: string, rateFrom: string, rateTo: string): string {
  const a = toMinor(amount);
  const from = toMinor(rateFrom);
  const to = toMinor(rateTo);
  return fromMinor((a * from * 2n + to) / (2n * to));
}
