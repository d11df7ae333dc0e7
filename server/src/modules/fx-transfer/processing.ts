/**
 * The bank-processing job of transfers between own foreign-currency accounts (the pattern of
 * uzs-payment/processing.ts). Restart-safe: its only state is the transfers' status in the
 * database. Each Sent transfer whose value date has come is handled in its own transaction, claimed
 * with FOR UPDATE SKIP LOCKED; the accounts it touches are locked in id order.
 *
 * Executed: a transfer is one ledger transaction (debit the debit account, credit the credit
 * account); a conversion is two, one per currency, through the bank's position accounts at the
 * rates of the operating day fixed now (debit the client's account and credit the bank's position
 * in the debit currency; debit the bank's position and credit the client's account in the credit
 * currency). Each transaction's debits equal its credits. Rejected with a reason (closed account,
 * insufficient funds, no rate, no position): funds untouched.
 */
import { FX_STATUS, convertMinor, currencyExponent } from '../../../../contracts/api/fx-transfer.ts';
import type { Clock } from '../../clock.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

export interface FxTickResult {
  readonly executed: number;
  readonly rejected: number;
}

type Reason = 'accountClosed' | 'insufficientFunds' | 'noRate' | 'noPosition';

async function finish(
  tx: Db,
  transfer: repo.TransferRow,
  at: Date,
  outcome:
    | { reason: Reason }
    | { creditAmount: bigint; debitRate: bigint | null; creditRate: bigint | null; rateDay: string | null },
): Promise<'executed' | 'rejected'> {
  const rejected = 'reason' in outcome;
  const statusId = rejected ? FX_STATUS.rejected : FX_STATUS.executed;
  await repo.updateTransfer(tx, transfer.id, {
    statusId,
    updatedAt: at,
    executedAt: at,
    ...(rejected
      ? { rejectReason: outcome.reason }
      : {
          creditAmount: outcome.creditAmount,
          debitRate: outcome.debitRate,
          creditRate: outcome.creditRate,
          rateDay: outcome.rateDay,
        }),
  });
  await repo.addLog(tx, {
    transferId: transfer.id,
    userId: null,
    action: rejected ? 'rejected' : 'executed',
    statusId,
    version: transfer.version,
    comment: rejected ? outcome.reason : null,
    at,
  });
  return rejected ? 'rejected' : 'executed';
}

/** One due transfer executed or rejected; null when none was waiting. */
async function processOne(db: Db, clock: Clock): Promise<'executed' | 'rejected' | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const day = await currentOperatingDay(tx, now);
    const transfer = await repo.claimDue(tx, FX_STATUS.sent, day);
    if (transfer === null) return null;
    const conversion = transfer.kind === 'conversion';
    const positions = conversion
      ? [
          await repo.positionAccount(tx, transfer.debitCurrency),
          await repo.positionAccount(tx, transfer.creditCurrency),
        ]
      : [];
    if (positions.includes(null)) return finish(tx, transfer, now, { reason: 'noPosition' });
    const locked = await repo.lockAccounts(tx, [
      transfer.debitAccountId,
      transfer.creditAccountId,
      ...positions.filter((p): p is number => p !== null),
    ]);
    const byId = (id: number | null | undefined) => locked.find((a) => a.id === id);
    const debit = byId(transfer.debitAccountId);
    const credit = byId(transfer.creditAccountId);
    if (debit === undefined || credit === undefined || debit.state !== 'open' || credit.state !== 'open')
      return finish(tx, transfer, now, { reason: 'accountClosed' });
    if (debit.balance - debit.reserved < transfer.amount)
      return finish(tx, transfer, now, { reason: 'insufficientFunds' });
    const detail = { docNumber: transfer.number, purpose: transfer.purpose };

    if (!conversion) {
      await repo.move(
        tx,
        `fx-${transfer.id}-${transfer.debitCurrency}`,
        debit,
        credit,
        transfer.amount,
        now,
        detail,
      );
      return finish(tx, transfer, now, {
        creditAmount: transfer.amount,
        debitRate: null,
        creditRate: null,
        rateDay: null,
      });
    }

    const debitRate = await repo.rateOn(tx, transfer.debitCurrency, day);
    const creditRate = await repo.rateOn(tx, transfer.creditCurrency, day);
    if (debitRate === undefined || creditRate === undefined)
      return finish(tx, transfer, now, { reason: 'noRate' });
    const creditAmount = convertMinor(
      transfer.amount,
      currencyExponent(transfer.debitCurrency),
      debitRate.clientBuy,
      currencyExponent(transfer.creditCurrency),
      creditRate.clientSell,
    );
    const debitPosition = byId(positions[0]);
    const creditPosition = byId(positions[1]);
    if (
      debitPosition === undefined ||
      creditPosition === undefined ||
      creditAmount <= 0n ||
      creditPosition.balance - creditPosition.reserved < creditAmount
    )
      return finish(tx, transfer, now, { reason: creditAmount <= 0n ? 'noRate' : 'noPosition' });
    await repo.move(
      tx,
      `fx-${transfer.id}-${transfer.debitCurrency}`,
      debit,
      debitPosition,
      transfer.amount,
      now,
      detail,
    );
    await repo.move(
      tx,
      `fx-${transfer.id}-${transfer.creditCurrency}`,
      creditPosition,
      credit,
      creditAmount,
      now,
      detail,
    );
    return finish(tx, transfer, now, {
      creditAmount,
      debitRate: debitRate.clientBuy,
      creditRate: creditRate.clientSell,
      rateDay: debitRate.day < creditRate.day ? debitRate.day : creditRate.day,
    });
  });
}

/** One cycle: at most `limit` due transfers. */
export async function processFxTransfers(db: Db, clock: Clock, limit = 100): Promise<FxTickResult> {
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

export interface FxProcessingTimer {
  stop(): Promise<void>;
}

/** Runs processFxTransfers every `intervalMs` (never two ticks at once); errors are logged, not fatal. */
export function startFxProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): FxProcessingTimer {
  return startIntervalJob(() => processFxTransfers(db, clock), intervalMs, onError);
}
