/**
 * The bank-processing job of utility payments (the pattern of fx-transfer/processing.ts).
 * Restart-safe: its only state is the payments' status in the database. Each Sent payment is
 * handled in its own transaction, claimed with FOR UPDATE SKIP LOCKED; the accounts it touches
 * are locked in id order. Executed: one ledger transaction `munis-<id>` of two legs (debit the
 * client's soum account, credit the supplier's account here or the correspondent account).
 * Rejected with a reason (closed account, insufficient funds): funds untouched.
 */
import { MUNIS_STATUS } from '../../../../contracts/api/munis.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

export interface MunisTickResult {
  readonly executed: number;
  readonly rejected: number;
}

async function finish(
  tx: Db,
  payment: repo.PaymentRow,
  at: Date,
  reason: 'accountClosed' | 'insufficientFunds' | null,
): Promise<'executed' | 'rejected'> {
  await repo.updatePayment(tx, payment.id, {
    statusId: reason === null ? MUNIS_STATUS.executed : MUNIS_STATUS.rejected,
    rejectReason: reason,
    updatedAt: at,
    executedAt: at,
  });
  return reason === null ? 'executed' : 'rejected';
}

async function processOne(db: Db, clock: Clock): Promise<'executed' | 'rejected' | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const payment = await repo.claimDue(tx, MUNIS_STATUS.sent);
    if (payment === null) return null;
    const supplier = await repo.supplierById(tx, payment.supplierId);
    const creditId = supplier === undefined ? null : await repo.creditAccountFor(tx, supplier);
    if (supplier === undefined || creditId === null) return finish(tx, payment, now, 'accountClosed');
    const locked = await repo.lockAccounts(tx, [payment.debitAccountId, creditId]);
    const debit = locked.find((a) => a.id === payment.debitAccountId);
    const credit = locked.find((a) => a.id === creditId);
    if (debit === undefined || credit === undefined || debit.state !== 'open' || credit.state !== 'open')
      return finish(tx, payment, now, 'accountClosed');
    if (debit.balance + debit.overdraftLimit - debit.reserved < payment.amount)
      return finish(tx, payment, now, 'insufficientFunds');
    await repo.move(tx, `munis-${payment.id}`, debit, credit, payment.amount, now, {
      docNumber: payment.number,
      purpose: payment.purpose,
      name: supplier.name,
      account: supplier.account,
      mfo: supplier.mfo,
    });
    return finish(tx, payment, now, null);
  });
}

/** One cycle: at most `limit` Sent payments. */
export async function processMunisPayments(db: Db, clock: Clock, limit = 100): Promise<MunisTickResult> {
  let executed = 0;
  let rejected = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await processOne(db, clock);
    if (outcome === null) break;
    if (outcome === 'executed') executed += 1;
    else rejected += 1;
  }
  return { executed, rejected };
}

/** Runs processMunisPayments every `intervalMs` (never two ticks at once); errors are logged. */
export function startMunisProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  return startIntervalJob(() => processMunisPayments(db, clock), intervalMs, onError);
}
