import { useQuery } from '@tanstack/react-query';
import {
  BASE_CURRENCY,
  convertAmount,
  siteExchangeRates,
  siteRateCalculator,
  type ExchangeRates,
  type RateCalculation,
} from '../../../../contracts/api/rates.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { bankToday } from '../../../lib/dates.ts';

/** The rates of a day (today when empty); a signed-in user's are kept for offline reading. */
export function useExchangeRates(date: string) {
  return useQuery({
    queryKey: endpointKey(siteExchangeRates, date),
    queryFn: ({ signal }) =>
      keptCall(siteExchangeRates, { body: date ? { date } : {}, signal }, { area: 'rates' }),
    // Public: asked for guests too (the app's default waits for a session).
    enabled: true,
    networkMode: 'always',
  });
}

export interface Conversion {
  readonly amount: string;
  readonly from: string;
  readonly to: string;
}

function rateOf(rates: ExchangeRates, code: string): string | null {
  if (code === BASE_CURRENCY) return '1.00';
  return rates.rates.find((r) => r.code === code)?.rate ?? null;
}

/**
 * The calculator's answer offline: the exact arithmetic of contracts convertAmount over the kept
 * rates, stale when the kept day is stale or older than the bank's `today`; null when nothing is
 * kept or a currency is not among the kept rates.
 */
export function offlineConversion(
  conversion: Conversion,
  kept: ExchangeRates | undefined,
  today: string,
): RateCalculation | null {
  const from = kept ? rateOf(kept, conversion.from) : null;
  const to = kept ? rateOf(kept, conversion.to) : null;
  if (!kept || from === null || to === null) return null;
  return {
    amount: conversion.amount,
    currency_from: conversion.from,
    currency_to: conversion.to,
    result: convertAmount(conversion.amount, from, to),
    rate_from: from,
    rate_to: to,
    date: kept.date,
    stale: kept.stale || kept.date < today,
  };
}

/**
 * The calculator: the bank's site/rate-calculator when it answers; when the call finds no network
 * the same exact arithmetic (contracts convertAmount) over the kept rates, so the result says which
 * day's rate it used.
 */
export function useConversion(conversion: Conversion | null, kept: ExchangeRates | undefined) {
  return useQuery({
    queryKey: endpointKey(siteRateCalculator, conversion),
    enabled: conversion !== null,
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<RateCalculation | null> => {
      if (conversion === null) return null;
      // The browser's online flag is not asked: it says online on a branch Wi-Fi without internet,
      // and the call itself knows. Offline the call fails at once; with the query's signal a missing
      // network opens no dialog (the offline banner says it), and the kept rates answer instead.
      const outcome = await callApi(siteRateCalculator, {
        body: { amount: conversion.amount, currency_from: conversion.from, currency_to: conversion.to },
        signal,
      });
      if (outcome.kind === 'network') return offlineConversion(conversion, kept, bankToday());
      return dataOf(outcome);
    },
  });
}
