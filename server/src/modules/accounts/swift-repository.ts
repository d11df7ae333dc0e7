/** SQL of the organisations' foreign transfers (swift-service.ts). */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foreignTransfers } from '../../db/schema/accounts-history.ts';

export type ForeignTransferRow = typeof foreignTransfers.$inferSelect;

/** Organisation ids the caller may read. */
type Scope = readonly number[];

function scoped(scope: Scope) {
  return scope.length === 0 ? sql`false` : inArray(foreignTransfers.organizationId, [...scope]);
}

/** The transfers of the scope valued in [from, to] (days, both included), by value date then id. */
export function transfersBetween(
  db: Db,
  scope: Scope,
  from: string,
  to: string,
): Promise<ForeignTransferRow[]> {
  return db
    .select()
    .from(foreignTransfers)
    .where(and(scoped(scope), gte(foreignTransfers.valueDate, from), lte(foreignTransfers.valueDate, to)))
    .orderBy(asc(foreignTransfers.valueDate), asc(foreignTransfers.id));
}

/** One transfer of the scope; undefined outside it. */
export async function transferById(
  db: Db,
  scope: Scope,
  id: number,
): Promise<ForeignTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(foreignTransfers)
    .where(and(scoped(scope), eq(foreignTransfers.id, id)));
  return row;
}
