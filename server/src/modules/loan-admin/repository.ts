/** SQL of loan administration (service.ts holds the rules). */
import { and, count, desc, eq, gt, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { credits } from '../../db/schema/credits.ts';
import { creditOverdueNotices } from '../../db/schema/loan-admin.ts';
import { organizations } from '../../db/schema/reference.ts';
import { userOrganizations } from '../../db/schema/users.ts';
import type { LoanRow } from './loan-list-file.ts';

export async function organizationIdsByInn(db: Db, inns: readonly string[]): Promise<Map<string, number>> {
  if (inns.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, inn: organizations.inn })
    .from(organizations)
    .where(inArray(organizations.inn, [...new Set(inns)]));
  return new Map(rows.map((r) => [r.inn, r.id]));
}

export async function existingContracts(db: Db, numbers: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(numbers)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ n: credits.contractNumber })
      .from(credits)
      .where(inArray(credits.contractNumber, unique.slice(i, i + 1000)));
    for (const r of rows) found.add(r.n);
  }
  return found;
}

/** Inserts or updates (by contract number) every row, in batches, in the caller's transaction. */
export async function upsertCredits(
  tx: Db,
  rows: readonly (LoanRow & { organizationId: number })[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((r) => ({
      organizationId: r.organizationId,
      contractNumber: r.contractNumber,
      productName: r.productName,
      currency: r.currency,
      contractDate: r.contractDate,
      closeDate: r.closeDate,
      rateBp: r.rateBp,
      amount: r.amount,
      principal: r.principal,
      overduePrincipal: r.overduePrincipal,
      interest: r.interest,
      overdueInterest: r.overdueInterest,
      nextPaymentDate: r.nextPaymentDate,
      nextPaymentAmount: r.nextPaymentAmount,
    }));
    await tx
      .insert(credits)
      .values(batch)
      .onConflictDoUpdate({
        target: credits.contractNumber,
        set: {
          organizationId: sqlExcluded('organization_id'),
          productName: sqlExcluded('product_name'),
          currency: sqlExcluded('currency'),
          contractDate: sqlExcluded('contract_date'),
          closeDate: sqlExcluded('close_date'),
          rateBp: sqlExcluded('rate_bp'),
          amount: sqlExcluded('amount'),
          principal: sqlExcluded('principal'),
          overduePrincipal: sqlExcluded('overdue_principal'),
          interest: sqlExcluded('interest'),
          overdueInterest: sqlExcluded('overdue_interest'),
          nextPaymentDate: sqlExcluded('next_payment_date'),
          nextPaymentAmount: sqlExcluded('next_payment_amount'),
        },
      });
  }
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}

const overdue = or(gt(credits.overduePrincipal, 0n), gt(credits.overdueInterest, 0n));

export async function listOverdue(db: Db, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(credits).where(overdue);
  const lastNotice = db
    .select({ creditId: creditOverdueNotices.creditId, at: max(creditOverdueNotices.sentAt).as('at') })
    .from(creditOverdueNotices)
    .groupBy(creditOverdueNotices.creditId)
    .as('last_notice');
  const rows = await db
    .select({ credit: credits, name: organizations.name, inn: organizations.inn, notifiedAt: lastNotice.at })
    .from(credits)
    .innerJoin(organizations, eq(organizations.id, credits.organizationId))
    .leftJoin(lastNotice, eq(lastNotice.creditId, credits.id))
    .where(overdue)
    .orderBy(desc(credits.overduePrincipal), desc(credits.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export function overdueCreditsByIds(tx: Db, ids: readonly number[]) {
  return tx
    .select()
    .from(credits)
    .where(and(inArray(credits.id, [...ids]), overdue));
}

export async function addNotice(tx: Db, values: typeof creditOverdueNotices.$inferInsert): Promise<void> {
  await tx.insert(creditOverdueNotices).values(values);
}

export async function userIdsOfOrganizations(db: Db, organizationIds: readonly number[]): Promise<number[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .select({ id: userOrganizations.userId })
    .from(userOrganizations)
    .where(inArray(userOrganizations.organizationId, [...organizationIds]));
  return [...new Set(rows.map((r) => r.id))];
}
