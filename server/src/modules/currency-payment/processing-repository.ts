/**
 * SQL of the currency-payment processing job (processing.ts): SKIP LOCKED claims, accounts locked in
 * id order, ledger legs that balance, the MT103 row (foreign_transfers) and the gpi tracker steps.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foreignTransfers, ledgerDetails } from '../../db/schema/accounts-history.ts';
import {
  currencyPaymentGpiSteps,
  currencyPaymentLogs,
  currencyPayments,
} from '../../db/schema/currency-payments.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { signingKeys, users } from '../../db/schema/users.ts';

export type FxRow = typeof currencyPayments.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The oldest payment in `statusId` no other transaction holds (value date by `valueDateBy` when given). */
export async function claimPayment(
  tx: Db,
  statusId: number,
  exclude: readonly number[] = [],
  valueDateBy: string | null = null,
): Promise<FxRow | null> {
  const [row] = await tx
    .select()
    .from(currencyPayments)
    .where(
      and(
        eq(currencyPayments.statusId, statusId),
        exclude.length === 0 ? undefined : notInArray(currencyPayments.id, [...exclude]),
        valueDateBy === null ? undefined : lte(currencyPayments.valueDate, valueDateBy),
      ),
    )
    .orderBy(asc(currencyPayments.updatedAt), asc(currencyPayments.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** The bank's nostro (correspondent) account in `currency`, if it has one. */
export async function nostroOf(tx: Db, currency: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.kind, 'correspondent'), eq(accounts.currency, currency), eq(accounts.state, 'open')),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}

export function lockAccounts(tx: Db, ids: readonly number[]): Promise<AccountRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select()
    .from(accounts)
    .where(inArray(accounts.id, unique))
    .orderBy(asc(accounts.id))
    .for('update');
}

export interface LegDetail {
  readonly docNumber: string;
  readonly counterpartyName: string;
  readonly counterpartyAccount: string;
  readonly counterpartyBic: string;
  readonly purpose: string;
}

const DETAIL_ACCOUNT = /^[A-Z0-9]{16,34}$/;
const DETAIL_BANK = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;

/**
 * Moves `amount` between two accounts of one currency: two legs of one transaction (debit = credit)
 * and the two balances; the statement's counterparty when its identifiers fit the statement's format.
 */
export async function move(
  tx: Db,
  debitAccount: number,
  creditAccount: number,
  amount: bigint,
  at: Date,
  detail: LegDetail,
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
  if (DETAIL_ACCOUNT.test(detail.counterpartyAccount) && DETAIL_BANK.test(detail.counterpartyBic)) {
    await tx.insert(ledgerDetails).values({
      transactionId,
      docNumber: detail.docNumber,
      counterpartyName: detail.counterpartyName,
      counterpartyAccount: detail.counterpartyAccount,
      counterpartyMfo: detail.counterpartyBic,
      counterpartyInn: null,
      purpose: detail.purpose,
    });
  }
  return transactionId;
}

export async function organizationName(tx: Db, id: number): Promise<string> {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row?.name ?? '';
}

export async function insertForeignTransfer(
  tx: Db,
  values: typeof foreignTransfers.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(foreignTransfers).values(values).returning({ id: foreignTransfers.id });
  if (row === undefined) throw new Error('foreign transfer not inserted');
  return row.id;
}

export async function stepCount(tx: Db, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(currencyPaymentGpiSteps)
    .where(eq(currencyPaymentGpiSteps.paymentId, paymentId));
  return row?.n ?? 0;
}

export function stepsOf(tx: Db, paymentId: number) {
  return tx
    .select()
    .from(currencyPaymentGpiSteps)
    .where(eq(currencyPaymentGpiSteps.paymentId, paymentId))
    .orderBy(asc(currencyPaymentGpiSteps.seq));
}

export async function addStep(tx: Db, values: typeof currencyPaymentGpiSteps.$inferInsert): Promise<void> {
  await tx.insert(currencyPaymentGpiSteps).values(values);
}

export async function setStatus(
  tx: Db,
  payment: FxRow,
  statusId: number,
  action: string,
  at: Date,
  extra: Partial<typeof currencyPayments.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(currencyPayments)
    .set({ statusId, updatedAt: at, ...extra })
    .where(eq(currencyPayments.id, payment.id));
  await tx.insert(currencyPaymentLogs).values({
    paymentId: payment.id,
    userId: null,
    action,
    statusId,
    version: payment.version,
    comment: extra.errorBank ?? null,
    at,
  });
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
