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
import { moneyText } from './answers.ts';
import { endpoint } from './endpoint.ts';

export const BASE_CURRENCY = 'UZS';
const code = z.string().regex(/^[A-Z]{3}$/);

export const currencyItemSchema = z.object({
  code: z.string(),
  numeric: z.string(),
  name: z.string(),
  nominal: z.number().int(),
});
export type CurrencyItem = z.output<typeof currencyItemSchema>;

export const rateRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  nominal: z.number().int(),
  rate: moneyText,
  buy: moneyText,
  sell: moneyText,
  /** Change of the rate against the previous day, signed ("-12.40"). */
  diff: moneyText,
});
export type RateRow = z.output<typeof rateRowSchema>;

export const clientRateRowSchema = z.object({
  code: z.string(),
  buy: moneyText,
  sell: moneyText,
});
export type ClientRateRow = z.output<typeof clientRateRowSchema>;

export const exchangeRatesSchema = z.object({
  /** The day the rates are of, and the bank's operating day now. */
  date: z.string(),
  operating_day: z.string(),
  stale: z.boolean(),
  rates: z.array(rateRowSchema),
  client_rates: z.array(clientRateRowSchema),
});
export type ExchangeRates = z.output<typeof exchangeRatesSchema>;

export const rateCalculationSchema = z.object({
  amount: moneyText,
  currency_from: z.string(),
  currency_to: z.string(),
  result: moneyText,
  /** Soums per unit of each side (1.00 for UZS). */
  rate_from: moneyText,
  rate_to: moneyText,
  date: z.string(),
  stale: z.boolean(),
});
export type RateCalculation = z.output<typeof rateCalculationSchema>;

export const siteCurrencyList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'site/currency-list',
  access: 'public',
  response: z.array(currencyItemSchema),
});

export const siteExchangeRates = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'site/exchange-rates',
  access: 'public',
  body: z.strictObject({ date: zDate().optional() }),
  response: exchangeRatesSchema,
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
  response: rateCalculationSchema,
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
