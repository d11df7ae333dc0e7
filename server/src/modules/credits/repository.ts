/**
 * SQL of credits, deposits and overdraft applications (the only place this module queries).
 * Every client read takes the caller's organisation ids; the bank's queue reads every organisation.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import { creditScheduleRows, credits, deposits, overdraftApplications } from '../../db/schema/credits.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';

export type CreditRow = typeof credits.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type ApplicationRow = typeof overdraftApplications.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export async function creditsOf(db: Db, orgIds: readonly number[]) {
  if (orgIds.length === 0) return [];
  return db
    .select({ credit: credits, organizationName: organizations.name, account: accounts.number })
    .from(credits)
    .innerJoin(organizations, eq(organizations.id, credits.organizationId))
    .leftJoin(accounts, eq(accounts.id, credits.accountId))
    .where(inArray(credits.organizationId, [...orgIds]))
    .orderBy(asc(credits.contractDate), asc(credits.id));
}

export async function depositsOf(db: Db, orgIds: readonly number[]) {
  if (orgIds.length === 0) return [];
  return db
    .select({ deposit: deposits, organizationName: organizations.name, account: accounts })
    .from(deposits)
    .innerJoin(organizations, eq(organizations.id, deposits.organizationId))
    .innerJoin(accounts, eq(accounts.id, deposits.accountId))
    .where(inArray(deposits.organizationId, [...orgIds]))
    .orderBy(asc(deposits.contractDate), asc(deposits.id));
}

export function scheduleOf(db: Db, creditId: number) {
  return db
    .select()
    .from(creditScheduleRows)
    .where(eq(creditScheduleRows.creditId, creditId))
    .orderBy(asc(creditScheduleRows.n));
}

/** A page of the ledger legs of these accounts (newest first) with their purpose, and the total. */
export async function movements(db: Db, accountIds: readonly number[], page: number, pageSize: number) {
  if (accountIds.length === 0) return { rows: [], total: 0 };
  const where = inArray(ledgerEntries.accountId, [...accountIds]);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      accountId: ledgerEntries.accountId,
      at: ledgerEntries.at,
      debit: ledgerEntries.debit,
      credit: ledgerEntries.credit,
      purpose: ledgerDetails.purpose,
    })
    .from(ledgerEntries)
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.at), desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Overdraft

/** The organisations' open soum current accounts (where an overdraft can be set). */
export function overdraftAccountsOf(db: Db, orgIds: readonly number[]) {
  if (orgIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(accounts)
    .where(
      and(
        inArray(accounts.organizationId, [...orgIds]),
        eq(accounts.kind, 'current'),
        eq(accounts.state, 'open'),
        eq(accounts.currency, 'UZS'),
      ),
    )
    .orderBy(asc(accounts.id));
}

const applicationColumns = {
  application: overdraftApplications,
  account: accounts.number,
  mfo: accounts.mfo,
  currency: accounts.currency,
  organizationName: organizations.name,
};

export type ApplicationRecord = {
  application: ApplicationRow;
  account: string;
  mfo: string;
  currency: string;
  organizationName: string;
};

function applicationQuery(db: Db) {
  return db
    .select(applicationColumns)
    .from(overdraftApplications)
    .innerJoin(accounts, eq(accounts.id, overdraftApplications.accountId))
    .innerJoin(organizations, eq(organizations.id, overdraftApplications.organizationId));
}

/** A page of applications: of these organisations, or (null) the bank's queue — sent and decided. */
export async function applications(
  db: Db,
  orgIds: readonly number[] | null,
  bankStatuses: readonly number[],
  page: number,
  pageSize: number,
): Promise<{ rows: ApplicationRecord[]; total: number }> {
  if (orgIds !== null && orgIds.length === 0) return { rows: [], total: 0 };
  const where =
    orgIds === null
      ? inArray(overdraftApplications.status, [...bankStatuses])
      : inArray(overdraftApplications.organizationId, [...orgIds]);
  const rows = await applicationQuery(db)
    .where(where)
    .orderBy(desc(overdraftApplications.createdAt), desc(overdraftApplications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(overdraftApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function applicationById(db: Db, id: number): Promise<ApplicationRecord | undefined> {
  const [row] = await applicationQuery(db).where(eq(overdraftApplications.id, id));
  return row;
}

/** Locks the applications FOR UPDATE (id order) and answers them with their account. */
export async function lockApplications(tx: Db, ids: readonly number[]): Promise<ApplicationRecord[]> {
  if (ids.length === 0) return [];
  await tx
    .select({ id: overdraftApplications.id })
    .from(overdraftApplications)
    .where(inArray(overdraftApplications.id, [...ids]))
    .orderBy(asc(overdraftApplications.id))
    .for('update');
  return applicationQuery(tx)
    .where(inArray(overdraftApplications.id, [...ids]))
    .orderBy(asc(overdraftApplications.id));
}

/** The open account of these organisations with this number. */
export async function scopedAccount(
  db: Db,
  orgIds: readonly number[],
  number: string,
): Promise<AccountRow | undefined> {
  if (orgIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.number, number), inArray(accounts.organizationId, [...orgIds])));
  return row;
}

/** Applications of the account still in play: not yet decided, or approved and valid on `today`. */
export async function openApplicationsOf(tx: Db, accountId: number, today: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(overdraftApplications)
    .where(
      and(
        eq(overdraftApplications.accountId, accountId),
        or(
          inArray(overdraftApplications.status, [1, 2, 3]),
          and(eq(overdraftApplications.status, 4), gte(overdraftApplications.validTo, today)),
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function nextApplicationNumber(tx: Db, organizationId: number): Promise<string> {
  const [row] = await tx
    .select({ n: count() })
    .from(overdraftApplications)
    .where(eq(overdraftApplications.organizationId, organizationId));
  return `OD-${organizationId}-${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function insertApplication(
  tx: Db,
  row: typeof overdraftApplications.$inferInsert,
): Promise<number> {
  const [inserted] = await tx
    .insert(overdraftApplications)
    .values(row)
    .returning({ id: overdraftApplications.id });
  if (inserted === undefined) throw new Error('overdraft application not stored');
  return inserted.id;
}

export async function updateApplication(
  tx: Db,
  id: number,
  change: Partial<typeof overdraftApplications.$inferInsert>,
): Promise<void> {
  await tx.update(overdraftApplications).set(change).where(eq(overdraftApplications.id, id));
}

export async function deleteApplication(tx: Db, id: number): Promise<void> {
  await tx.delete(overdraftApplications).where(eq(overdraftApplications.id, id));
}

/** Sets the account's overdraft limit (locks the account row first). */
export async function setOverdraftLimit(tx: Db, accountId: number, limit: bigint): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  await tx.update(accounts).set({ overdraftLimit: limit }).where(eq(accounts.id, accountId));
}

/** The expiry job: one approved application whose last day (valid_to) is before `today`, claimed. */
export async function claimExpiredApplication(tx: Db, today: string): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(overdraftApplications)
    .where(and(eq(overdraftApplications.status, 4), lt(overdraftApplications.validTo, today)))
    .orderBy(asc(overdraftApplications.validTo), asc(overdraftApplications.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Another approved application of the account still valid on `today` (it owns the limit). */
export async function otherValidApproval(
  tx: Db,
  accountId: number,
  exceptId: number,
  today: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: overdraftApplications.id })
    .from(overdraftApplications)
    .where(
      and(
        eq(overdraftApplications.accountId, accountId),
        ne(overdraftApplications.id, exceptId),
        eq(overdraftApplications.status, 4),
        gte(overdraftApplications.validTo, today),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function lockAccount(tx: Db, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row;
}

/**
 * Accounts whose limit outlived its application (the last one expired, none approved): a limit
 * above the debit balance still used, locked. The expiry job lowers it to that debt.
 */
export async function claimLeftoverLimit(tx: Db): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(
      and(
        gt(accounts.overdraftLimit, 0n),
        sql`${accounts.overdraftLimit} > greatest(0, -${accounts.balance})`,
        sql`exists (select 1 from ${overdraftApplications} o where o.account_id = ${accounts.id} and o.status = 6)`,
        sql`not exists (select 1 from ${overdraftApplications} o where o.account_id = ${accounts.id} and o.status = 4)`,
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}
