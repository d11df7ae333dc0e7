/**
 * Lookups the demo seed steps share: the demo organisations as stored (oldest first) and an
 * organisation's first open soum current account (the one the demos put their documents on).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/payments.ts';
import { organizations } from '../schema/reference.ts';
import { DEMO_ORGANIZATIONS } from './demo-data.ts';

export async function demoOrganizations(db: Db): Promise<(typeof organizations.$inferSelect)[]> {
  return db
    .select()
    .from(organizations)
    .where(
      inArray(
        organizations.inn,
        DEMO_ORGANIZATIONS.map((o) => o.inn),
      ),
    )
    .orderBy(asc(organizations.id));
}

export async function firstSoumAccount(
  db: Db,
  organizationId: number,
): Promise<typeof accounts.$inferSelect | undefined> {
  return firstCurrentAccount(db, organizationId, 'UZS');
}

/** The organisation's first open current account in the currency (by id). */
export async function firstCurrentAccount(
  db: Db,
  organizationId: number,
  currency: string,
): Promise<typeof accounts.$inferSelect | undefined> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.kind, 'current'),
        eq(accounts.state, 'open'),
        eq(accounts.currency, currency),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  return account;
}
