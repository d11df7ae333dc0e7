/**
 * SQL of the bank-processing job (processing.ts says how it stays safe: SKIP LOCKED claims,
 * accounts locked in id order) and the few reads the payment test kit (testing.ts) needs.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries, paymentLogs, payments } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { signingKeys, users } from '../../db/schema/users.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The bank's first account of `kind` (of the bank with `mfo` when given); null when there is none. */
export async function bankAccount(
  tx: Db,
  kind: 'clearing' | 'correspondent',
  mfo: string | null,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, kind), mfo === null ? undefined : eq(accounts.mfo, mfo)))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}

/** The open account with this number at this bank, if our database holds it. */
export async function openAccountId(tx: Db, number: string, mfo: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.number, number), eq(accounts.mfo, mfo), eq(accounts.state, 'open')));
  return row?.id;
}

/** Locks the accounts FOR UPDATE in id order (two processors never deadlock); answers them. */
export function lockAccounts(tx: Db, ids: readonly number[]): Promise<AccountRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select()
    .from(accounts)
    .where(inArray(accounts.id, unique))
    .orderBy(asc(accounts.id))
    .for('update');
}

/** Moves `amount` from one account to another: two ledger legs, two balance updates. */
export async function transfer(
  tx: Db,
  paymentId: number,
  debitAccount: number,
  creditAccount: number,
  amount: bigint,
  at: Date,
): Promise<void> {
  const transactionId = randomUUID();
  await tx.insert(ledgerEntries).values([
    { transactionId, paymentId, accountId: debitAccount, debit: amount, credit: 0n, at },
    { transactionId, paymentId, accountId: creditAccount, debit: 0n, credit: amount, at },
  ]);
  await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}` })
    .where(eq(accounts.id, debitAccount));
  await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(eq(accounts.id, creditAccount));
}

/** The oldest payment in `statusId` that no other transaction holds (FOR UPDATE SKIP LOCKED). */
export async function claimPayment(tx: Db, statusId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.statusId, statusId))
    .orderBy(asc(payments.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Sets the payment's processed status and logs the step. */
export async function finishPayment(
  tx: Db,
  payment: PaymentRow,
  statusId: number,
  action: 'passed' | 'denied' | 'paid',
  at: Date,
  errorBank: string | null,
): Promise<void> {
  await tx
    .update(payments)
    .set({ statusId, errorBank, processedAt: at, updatedAt: at })
    .where(eq(payments.id, payment.id));
  await tx.insert(paymentLogs).values({
    paymentId: payment.id,
    userId: null,
    action,
    statusId,
    version: payment.version,
    comment: errorBank,
    at,
  });
}

/** Test kit: the number of the organisation's account whose digits 18–20 are `seq`. */
export async function accountNumberOf(db: Db, orgInn: string, seq: string): Promise<string | undefined> {
  const [row] = await db
    .select({ number: accounts.number })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(
      and(
        eq(organizations.inn, orgInn),
        // Other areas seed loan and deposit accounts, and foreign-currency accounts with the same
        // sequence; without kind and currency the database may answer any of them (PostgreSQL did).
        eq(accounts.kind, 'current'),
        sql`substr(${accounts.number}, 18, 3) = ${seq}`,
      ),
    )
    .orderBy(sql`${accounts.currency} <> 'UZS'`, accounts.id);
  return row?.number;
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

/** Test kit: the account with this number. */
export async function accountByNumber(db: Db, number: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.number, number));
  return row;
}
