/**
 * The overdraft expiry job (docs/decisions.md "Credits, deposits and overdraft"): an approved limit
 * whose last day (valid_to) has passed in Tashkent is withdrawn. The application becomes 6 Expired
 * (the client sees it on /overdraft) and the account's overdraft_limit drops to the debit balance
 * still used at that moment (0 when the balance is not negative): that debt is kept as the bank's
 * claim, nothing more may be debited, and on later runs the limit follows the repayments down to 0.
 * A newer approval of the same account still valid owns the limit and is left alone.
 *
 * Restart-safe like the letters-of-credit closure: its only state is the applications' status and
 * the accounts' limit; each application (and each leftover limit) is handled in its own transaction,
 * claimed FOR UPDATE SKIP LOCKED, so two timers or nodes never expire one twice, and a second run
 * finds nothing left to do. Every change is audited (overdraft.expire, overdraft.debt-repaid).
 */
import { fromMinor } from '../../../../contracts/money.ts';
import { OVERDRAFT_STATUS } from '../../../../contracts/api/credits.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { tashkentDate } from '../../time-format.ts';
import * as repo from './repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

/** What the limit may still be after expiry: the debit balance in use, never below 0. */
export function limitAfterExpiry(balance: bigint): bigint {
  return balance < 0n ? -balance : 0n;
}

async function expireOne(db: Db, clock: Clock): Promise<number | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const today = tashkentDate(now);
    const application = await repo.claimExpiredApplication(tx, today);
    if (application === null) return null;
    const account = await repo.lockAccount(tx, application.accountId);
    const owned = await repo.otherValidApproval(tx, application.accountId, application.id, today);
    const before = account?.overdraftLimit ?? 0n;
    const after = account === undefined || owned ? before : limitAfterExpiry(account.balance);
    if (account !== undefined && after !== before) {
      await repo.setOverdraftLimit(tx, account.id, after);
    }
    await repo.updateApplication(tx, application.id, {
      status: OVERDRAFT_STATUS.expired,
      version: application.version + 1,
    });
    await recordAudit(tx, {
      at: now,
      action: 'overdraft.expire',
      organizationId: application.organizationId,
      detail: {
        id: application.id,
        number: application.number,
        account: account?.number ?? null,
        validTo: application.validTo,
        limitBefore: fromMinor(before),
        limitAfter: fromMinor(after),
      },
    });
    return application.id;
  });
}

/** A limit left from an expired application lowered to the debt still used (after repayments). */
async function lowerOneLeftover(db: Db, clock: Clock): Promise<number | null> {
  return db.transaction(async (tx) => {
    const account = await repo.claimLeftoverLimit(tx);
    if (account === null) return null;
    const after = limitAfterExpiry(account.balance);
    await repo.setOverdraftLimit(tx, account.id, after);
    await recordAudit(tx, {
      at: clock.now(),
      action: 'overdraft.debt-repaid',
      organizationId: account.organizationId,
      detail: {
        account: account.number,
        limitBefore: fromMinor(account.overdraftLimit),
        limitAfter: fromMinor(after),
      },
    });
    return account.id;
  });
}

export interface ExpiryRun {
  readonly expired: number[];
  readonly lowered: number[];
}

export async function expireOverdrafts(db: Db, clock: Clock, limit = 100): Promise<ExpiryRun> {
  const expired: number[] = [];
  while (expired.length < limit) {
    const id = await expireOne(db, clock);
    if (id === null) break;
    expired.push(id);
  }
  const lowered: number[] = [];
  while (lowered.length < limit) {
    const id = await lowerOneLeftover(db, clock);
    if (id === null) break;
    lowered.push(id);
  }
  return { expired, lowered };
}

export interface ExpiryTimer {
  stop(): Promise<void>;
}

/** Runs expireOverdrafts every `intervalMs` (never two at once); errors are logged, not fatal. */
export function startOverdraftExpiry(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): ExpiryTimer {
  return startIntervalJob(() => expireOverdrafts(db, clock), intervalMs, onError);
}
