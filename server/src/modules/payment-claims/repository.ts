/** SQL of the payment claims (payment-claims/service.ts says who sees which claim). */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, paymentClaims, payments } from '../../db/schema/payments.ts';
import { banks, organizations } from '../../db/schema/reference.ts';

export type ClaimRow = typeof paymentClaims.$inferSelect;

/** Which claims: one visible to the organisation (creditor or debtor), one side of it, or a creditor's retry. */
export type ClaimWhere =
  | { readonly id: number; readonly visibleTo: number }
  | { readonly direction: 'incoming' | 'outgoing'; readonly organizationId: number }
  | { readonly creditor: number; readonly clientReference: string };

function whereOf(w: ClaimWhere): SQL | undefined {
  if ('visibleTo' in w)
    return and(
      eq(paymentClaims.id, w.id),
      or(eq(paymentClaims.organizationId, w.visibleTo), eq(paymentClaims.debtorOrganizationId, w.visibleTo)),
    );
  if ('direction' in w)
    return w.direction === 'outgoing'
      ? eq(paymentClaims.organizationId, w.organizationId)
      : eq(paymentClaims.debtorOrganizationId, w.organizationId);
  return and(
    eq(paymentClaims.organizationId, w.creditor),
    eq(paymentClaims.clientReference, w.clientReference),
  );
}

/**
 * Claims with their creditor's name and INN and the creditor bank's name, newest first; one page,
 * or all of them (`lock`: FOR UPDATE of the claim rows, inside a transaction).
 */
export function claimRows(
  tx: Db,
  where: ClaimWhere,
  page?: { page: number; pageSize: number },
  lock = false,
) {
  const query = tx
    .select({
      claim: paymentClaims,
      creditorName: organizations.name,
      creditorInn: organizations.inn,
      bankName: banks.name,
    })
    .from(paymentClaims)
    .innerJoin(organizations, eq(organizations.id, paymentClaims.organizationId))
    .leftJoin(banks, eq(banks.mfo, paymentClaims.mfo))
    .where(whereOf(where))
    .orderBy(desc(paymentClaims.id));
  return page === undefined
    ? lock
      ? query.for('update', { of: paymentClaims })
      : query
    : query.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
}

/** The sums of the soum payments linked to these claims, per claim and payment status. */
export async function paymentSumsOfClaims(tx: Db, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return tx
    .select({
      claimId: payments.claimId,
      statusId: payments.statusId,
      sum: sql<string>`sum(${payments.sum})`,
    })
    .from(payments)
    .where(inArray(payments.claimId, [...claimIds]))
    .groupBy(payments.claimId, payments.statusId);
}

export async function countClaims(db: Db, where: ClaimWhere): Promise<number> {
  const [total] = await db.select({ n: count() }).from(paymentClaims).where(whereOf(where));
  return total?.n ?? 0;
}

/** The current account with this number at this bank: its organisation, that organisation's INN, its state. */
export async function currentAccountHolder(tx: Db, number: string, mfo: string) {
  const [row] = await tx
    .select({ organizationId: accounts.organizationId, inn: organizations.inn, state: accounts.state })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(eq(accounts.number, number), eq(accounts.mfo, mfo), eq(accounts.kind, 'current')));
  return row;
}

export async function insertClaim(tx: Db, values: typeof paymentClaims.$inferInsert): Promise<number> {
  const [row] = await tx.insert(paymentClaims).values(values).returning({ id: paymentClaims.id });
  if (row === undefined) throw new Error('claim insert returned nothing');
  return row.id;
}

export async function updateClaim(
  tx: Db,
  id: number,
  set: Partial<typeof paymentClaims.$inferInsert>,
): Promise<void> {
  await tx.update(paymentClaims).set(set).where(eq(paymentClaims.id, id));
}
