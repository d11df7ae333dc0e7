/**
 * Public currency rates (contracts/api/rates.ts). Rates are the latest day on or before the asked
 * day (by default the operating day); a day older than the operating day is `stale`. Conversions
 * are exact: bigint minor units times tiyin-per-unit rates, rounded half up once at the end.
 */
import type {
  CurrencyItem,
  ExchangeRates,
  RateCalculation,
  RateRow,
} from '../../../../contracts/api/rates.ts';
import { BASE_CURRENCY, convertAmount } from '../../../../contracts/api/rates.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

const ONE_SOUM = 100n;

function nameOf(c: repo.CurrencyRow, lang: Language): string {
  return { ru: c.nameRu, en: c.nameEn, uz: c.nameUz }[lang];
}

export function createRatesService(db: Db, clock: Clock) {
  function today(): Promise<string> {
    return currentOperatingDay(db, clock.now());
  }

  return {
    async currencyList(lang: Language): Promise<CurrencyItem[]> {
      const rows = await repo.allCurrencies(db);
      return rows.map((c) => ({
        code: c.code,
        numeric: c.numeric,
        name: nameOf(c, lang),
        nominal: c.nominal,
      }));
    },

    async exchangeRates(lang: Language, date?: string): Promise<ExchangeRates> {
      const operating = await today();
      const day = await repo.latestRateDay(db, date ?? operating);
      if (day === null) throw ApiError.notFound('rates.none');
      const previousDay = await repo.latestRateDay(
        db,
        new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
      );
      const [rows, previous] = await Promise.all([
        repo.ratesOfDay(db, day),
        previousDay === null ? Promise.resolve([]) : repo.ratesOfDay(db, previousDay),
      ]);
      const before = new Map(previous.map((p) => [p.rate.code, p.rate.rate]));
      const rates: RateRow[] = rows.map(({ rate, currency }) => ({
        code: rate.code,
        name: nameOf(currency, lang),
        nominal: currency.nominal,
        rate: fromMinor(rate.rate),
        buy: fromMinor(rate.buy),
        sell: fromMinor(rate.sell),
        diff: fromMinor(rate.rate - (before.get(rate.code) ?? rate.rate)),
      }));
      return {
        date: day,
        operating_day: operating,
        stale: day < operating,
        rates,
        client_rates: rows.map(({ rate }) => ({
          code: rate.code,
          buy: fromMinor(rate.clientBuy),
          sell: fromMinor(rate.clientSell),
        })),
      };
    },

    async calculate(body: {
      amount: string;
      currency_from: string;
      currency_to: string;
    }): Promise<RateCalculation> {
      const operating = await today();
      const day = await repo.latestRateDay(db, operating);
      if (day === null) throw ApiError.notFound('rates.none');
      const rateOf = async (code: string, attribute: string): Promise<bigint> => {
        if (code === BASE_CURRENCY) return ONE_SOUM;
        const row = await repo.rateOfCurrency(db, day, code);
        if (row === undefined) throw ApiError.rejected([{ attribute, key: 'rates.unknownCurrency' }]);
        return row.rate / BigInt(row.nominal);
      };
      const from = await rateOf(body.currency_from, 'currency_from');
      const to = await rateOf(body.currency_to, 'currency_to');
      const result = convertAmount(body.amount, fromMinor(from), fromMinor(to));
      return {
        amount: fromMinor(toMinor(body.amount)),
        currency_from: body.currency_from,
        currency_to: body.currency_to,
        result,
        rate_from: fromMinor(from),
        rate_to: fromMinor(to),
        date: day,
        stale: day < operating,
      };
    },
  };
}
