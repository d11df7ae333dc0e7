/** Reads of incoming payments: credit legs on the caller's client accounts (accounts/repository). */
import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { banks } from '../../db/schema/reference.ts';
import { movementColumns } from '../../core/ledger-repository.ts';

const incomingColumns = {
  ...movementColumns,
  accountId: ledgerEntries.accountId,
  transactionId: ledgerEntries.transactionId,
};

function incoming(db: Db, accountIds: readonly number[], where: SQL | undefined) {
  return db
    .select(incomingColumns)
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(
      and(
        accountIds.length === 0 ? sql`false` : inArray(ledgerEntries.accountId, [...accountIds]),
        sql`${ledgerEntries.credit} > 0`,
        where,
      ),
    );
}

/** Credit legs in [from, to) with an amount (minor units) within the given bounds, newest first. */
export async function incomingLegs(
  db: Db,
  accountIds: readonly number[],
  range: { from: Date; to: Date; min?: bigint; max?: bigint },
) {
  return incoming(
    db,
    accountIds,
    and(
      gte(ledgerEntries.at, range.from),
      lt(ledgerEntries.at, range.to),
      range.min === undefined ? undefined : gte(ledgerEntries.credit, range.min),
      range.max === undefined ? undefined : lte(ledgerEntries.credit, range.max),
    ),
  ).orderBy(sql`${ledgerEntries.at} desc`, asc(ledgerEntries.id));
}
export type IncomingLeg = Awaited<ReturnType<typeof incomingLegs>>[number];

/** One credit leg by id, only when it is on one of `accountIds`. */
export async function incomingLeg(
  db: Db,
  accountIds: readonly number[],
  id: number,
): Promise<IncomingLeg | null> {
  const [row] = await incoming(db, accountIds, eq(ledgerEntries.id, id));
  return row ?? null;
}

/** The name of the bank with this MFO; null when the directory has none. */
export async function bankNameOf(db: Db, mfo: string): Promise<string | null> {
  const [bank] = await db.select({ name: banks.name }).from(banks).where(eq(banks.mfo, mfo));
  return bank?.name ?? null;
}
