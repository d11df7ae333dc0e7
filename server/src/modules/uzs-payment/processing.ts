/**
 * The bank-processing job (payments design, "Money, ledger, processing"). Restart-safe: its only
 * state is the payments' status in the database. Each payment is handled in its own transaction,
 * claimed with FOR UPDATE SKIP LOCKED so two nodes (or two timers) never process one twice; the
 * accounts it touches are locked in id order so two processors cannot deadlock.
 *
 * One tick: first Passed → Paid (debit the payer bank's clearing account 10503, credit the
 * recipient's account when it is an open account in our database, else the correspondent account),
 * then Submitted → Passed (debit the payer, credit the clearing account) or Denied with error_bank
 * (closed account, insufficient funds — the balance less reservations plus the account's approved
 * overdraft limit, credits module; funds untouched). A payment passed in this tick is paid in
 * the next one. Every movement is two ledger legs whose debits equal their credits. A payment linked
 * to an issued loan and paid to the loan repayment account is applied to the loan's instalments
 * (core/loan-repayment-repository.ts) in the transaction that pays it.
 */
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Clock } from '../../clock.ts';
import { applyLoanRepayment } from '../../core/loan-repayment-repository.ts';
import type { Db } from '../../db/client.ts';
import {
  bankAccount,
  claimPayment,
  finishPayment,
  lockAccounts,
  openAccountId,
  transfer,
} from './processing-repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

export interface TickResult {
  readonly passed: number;
  readonly denied: number;
  readonly paid: number;
}

/** Submitted → Passed or Denied. Returns the outcome, or null when nothing was waiting. */
async function executeOne(db: Db, clock: Clock): Promise<'passed' | 'denied' | null> {
  return db.transaction(async (tx) => {
    const payment = await claimPayment(tx, UZS_STATUS.submitted);
    if (payment === null) return null;
    const now = clock.now();
    const clearing = await bankAccount(tx, 'clearing', payment.mfo);
    if (clearing === null) throw new Error(`no clearing account for mfo ${payment.mfo}`);
    const locked = await lockAccounts(tx, [payment.accountId, clearing]);
    const payer = locked.find((a) => a.id === payment.accountId);
    if (payer === undefined || payer.state === 'closed') {
      await finishPayment(tx, payment, UZS_STATUS.denied, 'denied', now, 'accountClosed');
      return 'denied';
    }
    if (payer.balance - payer.reserved + payer.overdraftLimit < payment.sum) {
      await finishPayment(tx, payment, UZS_STATUS.denied, 'denied', now, 'insufficientFunds');
      return 'denied';
    }
    await transfer(tx, payment.id, payer.id, clearing, payment.sum, now);
    await finishPayment(tx, payment, UZS_STATUS.passed, 'passed', now, null);
    return 'passed';
  });
}

/** Passed → Paid. Returns false when nothing was waiting. */
async function clearOne(db: Db, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await claimPayment(tx, UZS_STATUS.passed);
    if (payment === null) return false;
    const now = clock.now();
    const clearing = await bankAccount(tx, 'clearing', payment.mfo);
    const recipient = await openAccountId(tx, payment.rAccount, payment.rMfo);
    const credit = recipient ?? (await bankAccount(tx, 'correspondent', null));
    if (clearing === null || credit === null) throw new Error('clearing or correspondent account missing');
    await lockAccounts(tx, [clearing, credit]);
    await transfer(tx, payment.id, clearing, credit, payment.sum, now);
    await finishPayment(tx, payment, UZS_STATUS.paid, 'paid', now, null);
    // A repayment of an issued loan counts against its instalments, in this transaction, once.
    await applyLoanRepayment(tx, payment, credit, now);
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
  return startIntervalJob(() => processPayments(db, clock), intervalMs, onError);
}
