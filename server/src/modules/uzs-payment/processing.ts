/**
 * The bank-processing job (payments design, "Money, ledger, processing"). Restart-safe: its only
 * state is the payments' status in the database. Each payment is handled in its own transaction,
 * claimed with FOR UPDATE SKIP LOCKED so two nodes (or two timers) never process one twice; the
 * accounts it touches are locked in id order so two processors cannot deadlock.
 *
 * One tick: first Passed → Paid (debit the payer bank's clearing account 10503, credit the
 * recipient's account when it is an open account in our database, else the correspondent account),
 * then Submitted → Passed (debit the payer, credit the clearing account) or Denied with error_bank
 * (closed account, insufficient funds; funds untouched). A payment passed in this tick is paid in
 * the next one. Every movement is two ledger legs whose debits equal their credits.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries, paymentLogs, payments } from '../../db/schema/payments.ts';

export interface TickResult {
  readonly passed: number;
  readonly denied: number;
  readonly paid: number;
}

/** Where the clearing and correspondent legs go; found by kind and the bank's mfo. */
async function bankAccount(tx: Db, kind: 'clearing' | 'correspondent', mfo: string | null) {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, kind), mfo === null ? undefined : eq(accounts.mfo, mfo)))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}

async function lockAccounts(tx: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select()
    .from(accounts)
    .where(inArray(accounts.id, unique))
    .orderBy(asc(accounts.id))
    .for('update');
}

/** Moves `amount` from one account to another: two legs, two balance updates. */
async function transfer(
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

async function claim(tx: Db, statusId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.statusId, statusId))
    .orderBy(asc(payments.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

async function finish(
  tx: Db,
  payment: typeof payments.$inferSelect,
  statusId: number,
  action: 'passed' | 'denied' | 'paid',
  at: Date,
  errorBank: string | null = null,
) {
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

/** Submitted → Passed or Denied. Returns the outcome, or null when nothing was waiting. */
async function executeOne(db: Db, clock: Clock): Promise<'passed' | 'denied' | null> {
  return db.transaction(async (tx) => {
    const payment = await claim(tx, UZS_STATUS.submitted);
    if (payment === null) return null;
    const now = clock.now();
    const clearing = await bankAccount(tx, 'clearing', payment.mfo);
    if (clearing === null) throw new Error(`no clearing account for mfo ${payment.mfo}`);
    const locked = await lockAccounts(tx, [payment.accountId, clearing]);
    const payer = locked.find((a) => a.id === payment.accountId);
    if (payer === undefined || payer.state === 'closed') {
      await finish(tx, payment, UZS_STATUS.denied, 'denied', now, 'accountClosed');
      return 'denied';
    }
    if (payer.balance - payer.reserved < payment.sum) {
      await finish(tx, payment, UZS_STATUS.denied, 'denied', now, 'insufficientFunds');
      return 'denied';
    }
    await transfer(tx, payment.id, payer.id, clearing, payment.sum, now);
    await finish(tx, payment, UZS_STATUS.passed, 'passed', now);
    return 'passed';
  });
}

/** Passed → Paid. Returns false when nothing was waiting. */
async function clearOne(db: Db, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await claim(tx, UZS_STATUS.passed);
    if (payment === null) return false;
    const now = clock.now();
    const clearing = await bankAccount(tx, 'clearing', payment.mfo);
    const [recipient] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.number, payment.rAccount),
          eq(accounts.mfo, payment.rMfo),
          eq(accounts.state, 'open'),
        ),
      );
    const credit = recipient?.id ?? (await bankAccount(tx, 'correspondent', null));
    if (clearing === null || credit === null) throw new Error('clearing or correspondent account missing');
    await lockAccounts(tx, [clearing, credit]);
    await transfer(tx, payment.id, clearing, credit, payment.sum, now);
    await finish(tx, payment, UZS_STATUS.paid, 'paid', now);
    return true;
  });
}

/**
 * One cycle of the job. `limit` bounds the payments handled per phase so one tick stays short; what
 * is left waits for the next tick.
 */
export async function processPayments(db: Db, clock: Clock, limit = 100): Promise<TickResult> {
  // Paying first means a payment passed in this tick is paid in the next one (the design's cycle).
  let paid = 0;
  while (paid < limit && (await clearOne(db, clock))) paid += 1;
  let passed = 0;
  let denied = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await executeOne(db, clock);
    if (outcome === null) break;
    if (outcome === 'passed') passed += 1;
    else denied += 1;
  }
  return { passed, denied, paid };
}

export interface ProcessingTimer {
  stop(): Promise<void>;
}

/** Runs processPayments every `intervalMs` (never two ticks at once); errors are logged, not fatal. */
export function startProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): ProcessingTimer {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running !== null || stopped) return;
    running = processPayments(db, clock)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
