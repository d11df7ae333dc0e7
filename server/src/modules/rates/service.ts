/**
 * Public currency rates (contracts/api/rates.ts). Rates are the latest day on or before the asked
 * day (by default the operating day); a day older than the operating day is `stale`. Conversions
 * are exact: bigint minor units times tiyin-per-unit rates, rounded half up once at the end.
 */
import { bankOperatingDay } from '../../../../contracts/bank-calendar.ts';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
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
import type { Db } from '../../db/client.ts';
import { currencies, currencyRates } from '../../db/schema/accounts-history.ts';
import { ApiError } from '../../plugins/errors.ts';
import { operatingDay } from '../shell/repository.ts';

const ONE_SOUM = 100n;

function nameOf(c: typeof currencies.$inferSelect, lang: Language): string {
  return { ru: c.nameRu, en: c.nameEn, uz: c.nameUz }[lang];
}

export function createRatesService(db: Db, clock: Clock) {
  async function today(): Promise<string> {
    return bankOperatingDay(await operatingDay(db), clock.now());
  }

  async function latestDay(onOrBefore: string): Promise<string | null> {
    const [row] = await db
      .select({ day: currencyRates.day })
      .from(currencyRates)
      .where(lte(currencyRates.day, onOrBefore))
      .orderBy(desc(currencyRates.day))
      .limit(1);
    return row?.day ?? null;
  }

  async function ratesOf(day: string) {
    return db
      .select({ rate: currencyRates, currency: currencies })
      .from(currencyRates)
      .innerJoin(currencies, eq(currencies.code, currencyRates.code))
      .where(eq(currencyRates.day, day))
      .orderBy(asc(currencies.numeric));
  }

  return {
    async currencyList(lang: Language): Promise<CurrencyItem[]> {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.code));
      return rows.map((c) => ({
        code: c.code,
        numeric: c.numeric,
        name: nameOf(c, lang),
        nominal: c.nominal,
      }));
    },

    async exchangeRates(lang: Language, date?: string): Promise<ExchangeRates> {
      const operating = await today();
      const day = await latestDay(date ?? operating);
      if (day === null) throw ApiError.notFound('rates.none');
      const previousDay = await latestDay(
        new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
      );
      const [rows, previous] = await Promise.all([
        ratesOf(day),
        previousDay === null ? Promise.resolve([]) : ratesOf(previousDay),
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
      const day = await latestDay(operating);
      if (day === null) throw ApiError.notFound('rates.none');
      const rateOf = async (code: string, attribute: string): Promise<bigint> => {
        if (code === BASE_CURRENCY) return ONE_SOUM;
        const [row] = await db
          .select({ rate: currencyRates.rate, nominal: currencies.nominal })
          .from(currencyRates)
          .innerJoin(currencies, eq(currencies.code, currencyRates.code))
          .where(and(eq(currencyRates.day, day), eq(currencyRates.code, code)));
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
