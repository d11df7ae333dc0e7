/** SQL of the currency rates (rates/service.ts). */
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencies, currencyRates } from '../../db/schema/accounts-history.ts';

export type CurrencyRow = typeof currencies.$inferSelect;

export function allCurrencies(db: Db): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.code));
}

/** The latest day with rates on or before `onOrBefore`; null when there is none. */
export async function latestRateDay(db: Db, onOrBefore: string): Promise<string | null> {
  const [row] = await db
    .select({ day: currencyRates.day })
    .from(currencyRates)
    .where(lte(currencyRates.day, onOrBefore))
    .orderBy(desc(currencyRates.day))
    .limit(1);
  return row?.day ?? null;
}

/** The day's rates with their currencies, by currency number. */
export function ratesOfDay(db: Db, day: string) {
  return db
    .select({ rate: currencyRates, currency: currencies })
    .from(currencyRates)
    .innerJoin(currencies, eq(currencies.code, currencyRates.code))
    .where(eq(currencyRates.day, day))
    .orderBy(asc(currencies.numeric));
}

/** One currency's rate of the day and its nominal; undefined when the day has none for it. */
export async function rateOfCurrency(db: Db, day: string, code: string) {
  const [row] = await db
    .select({ rate: currencyRates.rate, nominal: currencies.nominal })
    .from(currencyRates)
    .innerJoin(currencies, eq(currencies.code, currencyRates.code))
    .where(and(eq(currencyRates.day, day), eq(currencyRates.code, code)));
  return row;
}
