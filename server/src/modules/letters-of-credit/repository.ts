/**
 * SQL of letters of credit (service.ts holds the rules). Every read of a letter is filtered by the
 * caller's organisation scope (null: the bank, every organisation), so another organisation's
 * letter is simply not found. Cover movements are two ledger legs of one transaction id.
 */
import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lcLogs, lcSignatures, lettersOfCredit } from '../../db/schema/letters-of-credit.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { signingKeys, users } from '../../db/schema/users.ts';
import type { Scope } from '../../plugins/scope-repository.ts';

export type LcInsert = typeof lettersOfCredit.$inferInsert;
export type LcRowDb = typeof lettersOfCredit.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export interface LcRecord {
  readonly lc: LcRowDb;
  readonly account: string;
  readonly mfo: string;
  readonly organizationName: string;
  readonly organizationInn: string;
  readonly createdBy: string;
}

const creator = aliasedTable(users, 'lc_creator');

function inScope(scope: Scope) {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(lettersOfCredit.organizationId, [...scope]);
}

function baseSelect(db: Db) {
  return db
    .select({
      lc: lettersOfCredit,
      account: accounts.number,
      mfo: accounts.mfo,
      organizationName: organizations.name,
      organizationInn: organizations.inn,
      createdBy: creator.fullName,
    })
    .from(lettersOfCredit)
    .innerJoin(accounts, eq(accounts.id, lettersOfCredit.accountId))
    .innerJoin(organizations, eq(organizations.id, lettersOfCredit.organizationId))
    .innerJoin(creator, eq(creator.id, lettersOfCredit.createdBy));
}

export async function listLcs(
  db: Db,
  scope: Scope,
  filter: { status?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: LcRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.status === undefined ? undefined : eq(lettersOfCredit.status, filter.status),
  );
  const [totalRow] = await db.select({ n: count() }).from(lettersOfCredit).where(where);
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(desc(lettersOfCredit.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findLc(db: Db, scope: Scope, id: number, lock = false): Promise<LcRecord | null> {
  if (lock) {
    const [locked] = await db
      .select({ id: lettersOfCredit.id })
      .from(lettersOfCredit)
      .where(and(eq(lettersOfCredit.id, id), inScope(scope)))
      .for('update');
    if (locked === undefined) return null;
  }
  const [row] = await baseSelect(db).where(and(eq(lettersOfCredit.id, id), inScope(scope)));
  return row ?? null;
}

export async function insertLc(tx: Db, values: LcInsert): Promise<number> {
  const [row] = await tx.insert(lettersOfCredit).values(values).returning({ id: lettersOfCredit.id });
  if (row === undefined) throw new Error('letter of credit not stored');
  return row.id;
}

export async function updateLc(tx: Db, id: number, values: Partial<LcInsert>): Promise<void> {
  await tx.update(lettersOfCredit).set(values).where(eq(lettersOfCredit.id, id));
}

export async function deleteLc(tx: Db, id: number): Promise<void> {
  await tx.delete(lettersOfCredit).where(eq(lettersOfCredit.id, id));
}

export async function addLog(tx: Db, values: typeof lcLogs.$inferInsert): Promise<void> {
  await tx.insert(lcLogs).values(values);
}

export async function logsOf(db: Db, lcId: number) {
  return db
    .select({ log: lcLogs, user: users.fullName })
    .from(lcLogs)
    .leftJoin(users, eq(users.id, lcLogs.userId))
    .where(eq(lcLogs.lcId, lcId))
    .orderBy(asc(lcLogs.id));
}

export async function addSignature(tx: Db, values: typeof lcSignatures.$inferInsert): Promise<void> {
  await tx.insert(lcSignatures).values(values);
}

export async function voidSignatures(tx: Db, lcId: number, at: Date): Promise<void> {
  await tx
    .update(lcSignatures)
    .set({ voidedAt: at })
    .where(and(eq(lcSignatures.lcId, lcId), isNull(lcSignatures.voidedAt)));
}

/** Full names of who signed each letter's current version (voided signatures left out). */
export async function signersOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ lcId: lcSignatures.lcId, name: users.fullName })
    .from(lcSignatures)
    .innerJoin(users, eq(users.id, lcSignatures.userId))
    .where(and(inArray(lcSignatures.lcId, [...ids]), isNull(lcSignatures.voidedAt)));
  return new Map(rows.map((r) => [r.lcId, r.name]));
}

/** The caller's open current accounts (of the organisations in scope) in these currencies. */
export async function coverSources(db: Db, scope: readonly number[], currencies: readonly string[]) {
  if (scope.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(
      and(
        inArray(accounts.organizationId, [...scope]),
        eq(accounts.kind, 'current'),
        eq(accounts.state, 'open'),
        inArray(accounts.currency, [...currencies]),
      ),
    )
    .orderBy(asc(accounts.id));
}

export async function findSourceAccount(
  db: Db,
  organizationId: number,
  number: string,
  mfo: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.number, number),
        eq(accounts.mfo, mfo),
        eq(accounts.kind, 'current'),
      ),
    );
  return row ?? null;
}

const NUMERIC: Readonly<Record<string, string>> = {
  UZS: '000',
  USD: '840',
  EUR: '978',
  RUB: '643',
  CNY: '156',
};

/**
 * The bank's account of `kind` in `currency` at `mfo` (cover: 22602; correspondent for letters:
 * 21302), opened on first use. Numbers: GL code, currency, a fixed middle, the bank's MFO.
 */
export async function bankAccountFor(
  tx: Db,
  kind: 'lc_cover' | 'correspondent',
  currency: string,
  mfo: string,
  today: string,
): Promise<number> {
  const [found] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, kind), eq(accounts.currency, currency), eq(accounts.mfo, mfo)))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (found !== undefined) return found.id;
  const glCode = kind === 'lc_cover' ? '22602' : '21302';
  const number = `${glCode}${NUMERIC[currency] ?? '999'}${kind === 'lc_cover' ? '000000000001' : '000000000077'}${mfo}`;
  const [row] = await tx
    .insert(accounts)
    .values({
      organizationId: null,
      number,
      mfo,
      name:
        kind === 'lc_cover'
          ? `Letters of credit cover ${currency}`
          : `Letters of credit correspondent ${currency}`,
      currency,
      kind,
      glCode,
      openingDate: today,
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (row !== undefined) return row.id;
  const [again] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.number, number), eq(accounts.mfo, mfo)));
  if (again === undefined) throw new Error('bank account not opened');
  return again.id;
}

/** Locks the accounts FOR UPDATE in id order; answers them. */
export function lockAccounts(tx: Db, ids: readonly number[]): Promise<AccountRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select()
    .from(accounts)
    .where(inArray(accounts.id, unique))
    .orderBy(asc(accounts.id))
    .for('update');
}

/** Moves `amount` between two accounts: two ledger legs of one transaction; answers its id. */
export async function transfer(
  tx: Db,
  debitAccount: number,
  creditAccount: number,
  amount: bigint,
  at: Date,
): Promise<string> {
  const transactionId = randomUUID();
  await tx.insert(ledgerEntries).values([
    { transactionId, paymentId: null, accountId: debitAccount, debit: amount, credit: 0n, at },
    { transactionId, paymentId: null, accountId: creditAccount, debit: 0n, credit: amount, at },
  ]);
  await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}` })
    .where(eq(accounts.id, debitAccount));
  await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(eq(accounts.id, creditAccount));
  return transactionId;
}

/**
 * The oldest issued or amended letter no other transaction holds whose expiry is on or before
 * `lastExpiry` and for which no shipment documents came (FOR UPDATE SKIP LOCKED).
 */
export async function claimExpired(tx: Db, lastExpiry: string): Promise<LcRowDb | null> {
  const [row] = await tx
    .select()
    .from(lettersOfCredit)
    .where(
      and(
        inArray(lettersOfCredit.status, ['issued', 'amended']),
        isNull(lettersOfCredit.documentsAt),
        lte(lettersOfCredit.expiryDate, lastExpiry),
      ),
    )
    .orderBy(asc(lettersOfCredit.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Test kit and seed: ledger legs of one transaction. */
export function legsOf(db: Db, transactionId: string) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
}

export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function transactionsOf(db: Db, lcId: number): Promise<string[]> {
  const rows = await db
    .select({ t: lcLogs.transactionId })
    .from(lcLogs)
    .where(and(eq(lcLogs.lcId, lcId), sql`${lcLogs.transactionId} is not null`))
    .orderBy(asc(lcLogs.id));
  return rows.map((r) => r.t ?? '');
}

/** Test kit: the demo user's private signing key. */
export async function privateKeyOf(db: Db, username: string): Promise<string | null | undefined> {
  const [key] = await db
    .select({ privateKey: signingKeys.privateKey })
    .from(signingKeys)
    .innerJoin(users, eq(users.id, signingKeys.userId))
    .where(eq(users.username, username));
  return key?.privateKey;
}
