/** SQL of the partner check and UZ-invest (service.ts holds the rules). */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { investApplications, investOffers, partnerRegistry } from '../../db/schema/services.ts';
import { users } from '../../db/schema/users.ts';

export async function partnerByInn(db: Db, inn: string) {
  const [row] = await db.select().from(partnerRegistry).where(eq(partnerRegistry.inn, inn));
  return row ?? null;
}

/** Open accounts (current and deposit-free kinds) of the organisations with this INN in this bank. */
export async function accountsOfInn(db: Db, inn: string) {
  return db
    .select({ account: accounts.number, mfo: accounts.mfo, currency: accounts.currency })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(eq(organizations.inn, inn), eq(accounts.state, 'open'), eq(accounts.kind, 'current')))
    .orderBy(asc(accounts.id));
}

export async function offers(db: Db) {
  return db.select().from(investOffers).where(eq(investOffers.active, true)).orderBy(asc(investOffers.id));
}

export async function offer(db: Db, id: number) {
  const [row] = await db.select().from(investOffers).where(eq(investOffers.id, id));
  return row ?? null;
}

export async function insertApplication(
  tx: Db,
  values: typeof investApplications.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(investApplications).values(values).returning({ id: investApplications.id });
  if (!row) throw new Error('application not inserted');
  return row.id;
}

function selectApplications(db: Db) {
  return db
    .select({ application: investApplications, offer: investOffers, author: users.fullName })
    .from(investApplications)
    .innerJoin(investOffers, eq(investOffers.id, investApplications.offerId))
    .innerJoin(users, eq(users.id, investApplications.createdBy));
}

export async function applicationById(db: Db, id: number) {
  const [row] = await selectApplications(db).where(eq(investApplications.id, id));
  return row ?? null;
}

export async function listApplications(
  db: Db,
  organizationIds: readonly number[],
  page: number,
  pageSize: number,
) {
  if (organizationIds.length === 0) return { rows: [], total: 0 };
  const where = inArray(investApplications.organizationId, [...organizationIds]);
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(desc(investApplications.createdAt), desc(investApplications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(investApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}
