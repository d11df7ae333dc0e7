/** SQL of QR payment requests (service.ts holds the rules). */
import { and, asc, count, desc, eq, gte, ilike, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import { accounts, ledgerEntries, payments } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { qrCodes } from '../../db/schema/services.ts';
import { users } from '../../db/schema/users.ts';

export type QrRow = typeof qrCodes.$inferSelect & { account: string; createdByName: string };

function selectCodes(db: Db) {
  return db
    .select({ code: qrCodes, account: accounts.number, createdByName: users.fullName })
    .from(qrCodes)
    .innerJoin(accounts, eq(accounts.id, qrCodes.accountId))
    .innerJoin(users, eq(users.id, qrCodes.createdBy));
}

function flat(r: { code: typeof qrCodes.$inferSelect; account: string; createdByName: string }): QrRow {
  return { ...r.code, account: r.account, createdByName: r.createdByName };
}

export async function listCodes(
  db: Db,
  organizationIds: readonly number[],
  page: number,
  pageSize: number,
): Promise<{ rows: QrRow[]; total: number }> {
  if (organizationIds.length === 0) return { rows: [], total: 0 };
  const where = inArray(qrCodes.organizationId, [...organizationIds]);
  const rows = await selectCodes(db)
    .where(where)
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(qrCodes).where(where);
  return { rows: rows.map(flat), total: total?.n ?? 0 };
}

export async function findCode(
  db: Db,
  organizationIds: readonly number[],
  id: number,
): Promise<QrRow | null> {
  if (organizationIds.length === 0) return null;
  const [row] = await selectCodes(db).where(
    and(eq(qrCodes.id, id), inArray(qrCodes.organizationId, [...organizationIds])),
  );
  return row ? flat(row) : null;
}

/** Purpose of an incoming credit: the statement detail, or the payment's own purpose. */
const purposeOf = sql<string>`coalesce(${ledgerDetails.purpose}, ${payments.description}, '')`;

/** Credits on the code's account after it was issued whose purpose quotes its reference, oldest first. */
export async function receiptsOf(db: Db, code: Pick<QrRow, 'accountId' | 'reference' | 'createdAt'>) {
  return db
    .select({
      at: ledgerEntries.at,
      amount: ledgerEntries.credit,
      payerName: sql<string>`coalesce(${ledgerDetails.counterpartyName}, ${organizations.name}, '')`,
      payerAccount: sql<string>`coalesce(${ledgerDetails.counterpartyAccount}, ${payments.account}, '')`,
      docNumber: sql<string>`coalesce(${ledgerDetails.docNumber}, ${payments.number}, '')`,
    })
    .from(ledgerEntries)
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(
      and(
        eq(ledgerEntries.accountId, code.accountId),
        sql`${ledgerEntries.credit} > 0`,
        gte(ledgerEntries.at, code.createdAt),
        ilike(purposeOf, `%${code.reference}%`),
      ),
    )
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
}

/** Count and total of the receipts of several codes at once (the list), in one query. */
export async function receiptTotals(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { n: number; total: bigint }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: qrCodes.id, n: count(ledgerEntries.id), total: sum(ledgerEntries.credit) })
    .from(qrCodes)
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.accountId, qrCodes.accountId),
        sql`${ledgerEntries.credit} > 0`,
        gte(ledgerEntries.at, qrCodes.createdAt),
      ),
    )
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(and(inArray(qrCodes.id, [...ids]), sql`${purposeOf} ilike '%' || ${qrCodes.reference} || '%'`))
    .groupBy(qrCodes.id);
  return new Map(rows.map((r) => [r.id, { n: r.n, total: BigInt(r.total ?? 0) }]));
}

/** The organisation's open soum current accounts (what a code may name). */
export async function soumAccounts(db: Db, organizationId: number) {
  return db
    .select({
      id: accounts.id,
      number: accounts.number,
      name: accounts.name,
      balance: accounts.balance,
      mfo: accounts.mfo,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.kind, 'current'),
        eq(accounts.currency, 'UZS'),
        eq(accounts.state, 'open'),
      ),
    )
    .orderBy(asc(accounts.id));
}

export async function organization(db: Db, id: number) {
  const [row] = await db
    .select({ name: organizations.name, inn: organizations.inn })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ?? null;
}

export async function insertCode(tx: Db, values: typeof qrCodes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(qrCodes).values(values).returning({ id: qrCodes.id });
  if (!row) throw new Error('qr code not inserted');
  return row.id;
}
