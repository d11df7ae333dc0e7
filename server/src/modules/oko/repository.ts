/** SQL of OKO, tariffs and commissions (service.ts holds the rules). */
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { OkoApplicationStatus } from '../../../../contracts/api/oko.ts';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import { tariffAgreements, tariffApplications, tariffCommissions, tariffs } from '../../db/schema/oko.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';

/** The bank's commission income account (GL 45401) that OKO charges are credited to. */
export const OKO_INCOME_GL = '45401';

export type TariffRow = typeof tariffs.$inferSelect;
export type CommissionRow = typeof tariffCommissions.$inferSelect;

export async function incomeAccountId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.glCode, OKO_INCOME_GL), isNull(accounts.organizationId)))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}

export async function allTariffs(db: Db): Promise<TariffRow[]> {
  return db.select().from(tariffs).orderBy(asc(tariffs.monthlyFee), asc(tariffs.id));
}

export async function tariffById(db: Db, id: number): Promise<TariffRow | null> {
  const [row] = await db.select().from(tariffs).where(eq(tariffs.id, id));
  return row ?? null;
}

export async function commissionsOf(db: Db, tariffId: number): Promise<CommissionRow[]> {
  return db
    .select()
    .from(tariffCommissions)
    .where(eq(tariffCommissions.tariffId, tariffId))
    .orderBy(asc(tariffCommissions.code));
}

function selectAgreements(db: Db) {
  return db
    .select({ agreement: tariffAgreements, account: accounts.number, tariff: tariffs })
    .from(tariffAgreements)
    .innerJoin(accounts, eq(accounts.id, tariffAgreements.accountId))
    .innerJoin(tariffs, eq(tariffs.id, tariffAgreements.tariffId));
}
export type AgreementRow = Awaited<ReturnType<ReturnType<typeof selectAgreements>['where']>>[number];

export async function agreementsOf(db: Db, organizationId: number): Promise<AgreementRow[]> {
  return selectAgreements(db)
    .where(eq(tariffAgreements.organizationId, organizationId))
    .orderBy(asc(tariffAgreements.agrNum));
}

export async function agreementByNumber(
  db: Db,
  organizationId: number,
  agrNum: string,
  lock = false,
): Promise<AgreementRow | null> {
  if (lock)
    await db
      .select({ id: tariffAgreements.id })
      .from(tariffAgreements)
      .where(eq(tariffAgreements.agrNum, agrNum))
      .for('update');
  const [row] = await selectAgreements(db).where(
    and(eq(tariffAgreements.organizationId, organizationId), eq(tariffAgreements.agrNum, agrNum)),
  );
  return row ?? null;
}

/**
 * A charge is a debit of the agreement's account whose other leg (same transaction) credits the
 * bank's commission income account; its purpose starts with the commission's code.
 */
const incomeLeg = aliasedTable(ledgerEntries, 'income_leg');

/** The agreement's charge legs: debits of its account, credited to income, quoting its number. */
function chargeWhere(income: number, accountId: number, agrNum: string) {
  return {
    join: and(eq(incomeLeg.transactionId, ledgerEntries.transactionId), eq(incomeLeg.accountId, income)),
    where: and(
      eq(ledgerEntries.accountId, accountId),
      sql`${ledgerEntries.debit} > 0`,
      ilike(sql`coalesce(${ledgerDetails.purpose}, '')`, `%${agrNum}%`),
    ),
  };
}

const codeOf = sql<string>`split_part(coalesce(${ledgerDetails.purpose}, ''), ' ', 1)`;

/** Count and total per commission code on the account since `since`. */
export async function chargedByCode(
  db: Db,
  income: number,
  agreement: { accountId: number; agrNum: string },
  since: Date,
) {
  const { join, where } = chargeWhere(income, agreement.accountId, agreement.agrNum);
  const rows = await db
    .select({ code: codeOf, n: count(), total: sum(ledgerEntries.debit) })
    .from(ledgerEntries)
    .innerJoin(incomeLeg, join)
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(and(where, gte(ledgerEntries.at, since)))
    .groupBy(codeOf);
  return new Map(rows.map((r) => [r.code, { n: r.n, total: BigInt(r.total ?? 0) }]));
}

/** A page of the agreement's charges, newest first. */
export async function charges(
  db: Db,
  income: number,
  agreement: { accountId: number; agrNum: string },
  page: number,
  pageSize: number,
) {
  const { join, where } = chargeWhere(income, agreement.accountId, agreement.agrNum);
  const rows = await db
    .select({
      at: ledgerEntries.at,
      amount: ledgerEntries.debit,
      purpose: sql<string>`coalesce(${ledgerDetails.purpose}, '')`,
      docNumber: sql<string>`coalesce(${ledgerDetails.docNumber}, '')`,
    })
    .from(ledgerEntries)
    .innerJoin(incomeLeg, join)
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.at), desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(incomeLeg, join)
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every commission's code and names (a charge names its commission, whichever tariff it was under). */
export async function commissionNames(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, CommissionRow>();
  const rows = await db
    .select()
    .from(tariffCommissions)
    .where(inArray(tariffCommissions.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r]));
}

const fromTariff = aliasedTable(tariffs, 'from_tariff');
const toTariff = aliasedTable(tariffs, 'to_tariff');
const author = aliasedTable(users, 'author');
const decider = aliasedTable(users, 'decider');

function selectApplications(db: Db) {
  return db
    .select({
      application: tariffApplications,
      agrNum: tariffAgreements.agrNum,
      orgName: organizations.name,
      orgInn: organizations.inn,
      from: fromTariff,
      to: toTariff,
      authorName: sql<string>`coalesce(${author.fullName}, '')`,
      deciderName: sql<string>`coalesce(${decider.fullName}, '')`,
    })
    .from(tariffApplications)
    .innerJoin(tariffAgreements, eq(tariffAgreements.id, tariffApplications.agreementId))
    .innerJoin(organizations, eq(organizations.id, tariffApplications.organizationId))
    .innerJoin(fromTariff, eq(fromTariff.id, tariffApplications.fromTariffId))
    .innerJoin(toTariff, eq(toTariff.id, tariffApplications.toTariffId))
    .leftJoin(author, eq(author.id, tariffApplications.createdBy))
    .leftJoin(decider, eq(decider.id, tariffApplications.decidedBy));
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['where']>>[number];

export async function listApplications(
  db: Db,
  filter: { organizationId?: number; status?: OkoApplicationStatus | undefined },
  page: number,
  pageSize: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(
    filter.organizationId === undefined
      ? undefined
      : eq(tariffApplications.organizationId, filter.organizationId),
    filter.status === undefined ? undefined : eq(tariffApplications.status, filter.status),
  );
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(desc(tariffApplications.createdAt), desc(tariffApplications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(tariffApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function applicationById(db: Db, id: number, lock = false): Promise<ApplicationRow | null> {
  if (lock)
    await db
      .select({ id: tariffApplications.id })
      .from(tariffApplications)
      .where(eq(tariffApplications.id, id))
      .for('update');
  const [row] = await selectApplications(db).where(eq(tariffApplications.id, id));
  return row ?? null;
}

export async function pendingAgreementIds(db: Db, agreementIds: readonly number[]): Promise<Set<number>> {
  if (agreementIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tariffApplications.agreementId })
    .from(tariffApplications)
    .where(
      and(inArray(tariffApplications.agreementId, [...agreementIds]), eq(tariffApplications.status, 'sent')),
    );
  return new Set(rows.map((r) => r.id));
}

export async function insertApplication(
  tx: Db,
  values: typeof tariffApplications.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(tariffApplications).values(values).returning({ id: tariffApplications.id });
  if (!row) throw new Error('application not inserted');
  return row.id;
}

export async function decideApplication(
  tx: Db,
  id: number,
  values: { status: 'accepted' | 'refused'; reason: string | null; decidedBy: number; decidedAt: Date },
): Promise<void> {
  await tx
    .update(tariffApplications)
    .set({ ...values, version: sql`${tariffApplications.version} + 1` })
    .where(eq(tariffApplications.id, id));
}

export async function moveAgreement(
  tx: Db,
  agreementId: number,
  tariffId: number,
  since: string,
): Promise<void> {
  await tx
    .update(tariffAgreements)
    .set({ tariffId, tariffSince: since })
    .where(eq(tariffAgreements.id, agreementId));
}
