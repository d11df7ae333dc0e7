/** SQL of the dashboard cards: monthly turnover, the organisations' credits, a currency's rate history. */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyRates } from '../../db/schema/accounts-history.ts';
import { credits } from '../../db/schema/credits.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';

/** Debit (costs) and credit (income) turnover of the accounts per Tashkent month (`YYYY-MM`) since `since`. */
export async function monthlyTurnover(db: Db, accountIds: readonly number[], since: Date) {
  if (accountIds.length === 0) return [];
  const month = sql<string>`to_char((${ledgerEntries.at} at time zone 'UTC') + interval '5 hours', 'YYYY-MM')`;
  return db
    .select({
      month,
      costs: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      income: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.accountId, [...accountIds]), gte(ledgerEntries.at, since)))
    .groupBy(month);
}

/** The organisations' credits with the organisation's name, nearest payment first. */
export async function creditsOf(db: Db, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return [];
  return db
    .select({ credit: credits, organizationName: organizations.name })
    .from(credits)
    .innerJoin(organizations, eq(organizations.id, credits.organizationId))
    .where(inArray(credits.organizationId, [...organizationIds]))
    .orderBy(asc(credits.nextPaymentDate), asc(credits.id));
}

/** The currency's stored rates from `sinceDay` on, oldest first. */
export function rateHistory(db: Db, code: string, sinceDay: string) {
  return db
    .select({ day: currencyRates.day, rate: currencyRates.rate })
    .from(currencyRates)
    .where(and(eq(currencyRates.code, code), gte(currencyRates.day, sinceDay)))
    .orderBy(asc(currencyRates.day));
}
