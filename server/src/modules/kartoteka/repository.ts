/** Reads of the card file and the reservations, per account id (the scope is applied by the caller). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountReservations, kartotekaDocuments } from '../../db/schema/kartoteka.ts';
import { accounts } from '../../db/schema/payments.ts';

export interface FileSums {
  readonly count: number;
  /** Amount − paid over the file's documents. */
  readonly owed: bigint;
}

/** Per account and card file: how many documents and what they still claim. */
export async function fileSums(db: Db, ids: readonly number[]): Promise<Map<string, FileSums>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: kartotekaDocuments.accountId,
      file: kartotekaDocuments.file,
      count: sql<number>`cast(count(*) as integer)`,
      owed: sql<string>`coalesce(sum(${kartotekaDocuments.amount} - ${kartotekaDocuments.paid}), 0)`,
    })
    .from(kartotekaDocuments)
    .where(inArray(kartotekaDocuments.accountId, [...ids]))
    .groupBy(kartotekaDocuments.accountId, kartotekaDocuments.file);
  return new Map(rows.map((r) => [`${r.id}:${r.file}`, { count: Number(r.count), owed: BigInt(r.owed) }]));
}

export async function reservationCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accountReservations.accountId, count: sql<number>`cast(count(*) as integer)` })
    .from(accountReservations)
    .where(inArray(accountReservations.accountId, [...ids]))
    .groupBy(accountReservations.accountId);
  return new Map(rows.map((r) => [r.id, Number(r.count)]));
}

const accountColumns = { number: accounts.number, mfo: accounts.mfo, currency: accounts.currency };

export async function documents(db: Db, ids: readonly number[], file?: 1 | 2) {
  if (ids.length === 0) return [];
  return db
    .select({ document: kartotekaDocuments, ...accountColumns })
    .from(kartotekaDocuments)
    .innerJoin(accounts, eq(accounts.id, kartotekaDocuments.accountId))
    .where(
      and(
        inArray(kartotekaDocuments.accountId, [...ids]),
        file === undefined ? undefined : eq(kartotekaDocuments.file, file),
      ),
    )
    .orderBy(
      asc(kartotekaDocuments.file),
      asc(kartotekaDocuments.priority),
      asc(kartotekaDocuments.placedOn),
      asc(kartotekaDocuments.id),
    );
}

export async function reservations(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ reservation: accountReservations, ...accountColumns })
    .from(accountReservations)
    .innerJoin(accounts, eq(accounts.id, accountReservations.accountId))
    .where(inArray(accountReservations.accountId, [...ids]))
    .orderBy(desc(accountReservations.reservedOn), asc(accountReservations.id));
}
