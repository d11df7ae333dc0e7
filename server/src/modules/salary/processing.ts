/**
 * The bank job executing salary statements (the pattern of munis/processing.ts). Restart-safe: its
 * only state is the statements' status. Each Sent statement is handled in its own transaction,
 * claimed with FOR UPDATE SKIP LOCKED; the accounts it touches are locked in id order. Executed:
 * one ledger transaction `salary-<id>` (debit the soum account, credit the contract's transit
 * account, the whole total), then one `salary-<id>-<row>` per row (debit transit, credit the card
 * account). A row whose card is blocked, left the contract, or whose account is closed is deferred:
 * its amount stays on the transit account (the deferred report). Refused (insufficient funds, a
 * closed account): nothing moves.
 */
import { SALARY_STATUS } from '../../../../contracts/api/salary.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import * as repo from './repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

export interface SalaryTickResult {
  readonly executed: number;
  readonly rejected: number;
}

async function processOne(db: Db, clock: Clock): Promise<'executed' | 'rejected' | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const statement = await repo.claimDue(tx, SALARY_STATUS.sent);
    if (statement === null) return null;
    const reject = async (reason: 'accountClosed' | 'insufficientFunds') => {
      await repo.updateStatement(tx, statement.id, {
        statusId: SALARY_STATUS.rejected,
        rejectReason: reason,
        updatedAt: now,
      });
      await recordAudit(tx, {
        at: now,
        action: 'salary.reject',
        organizationId: statement.organizationId,
        detail: { statementIds: [statement.id], reason },
      });
      return 'rejected' as const;
    };
    const contract = await repo.contractById(tx, statement.contractId);
    if (contract === undefined) return reject('accountClosed');
    const lines = await repo.pendingLines(tx, statement.id);
    const locked = await repo.lockAccounts(tx, [
      statement.debitAccountId,
      contract.transitAccountId,
      ...lines.map((l) => l.cardAccountId),
    ]);
    const byId = new Map(locked.map((a) => [a.id, a]));
    const debit = byId.get(statement.debitAccountId);
    const transit = byId.get(contract.transitAccountId);
    if (debit === undefined || transit === undefined || debit.state !== 'open' || transit.state !== 'open')
      return reject('accountClosed');
    if (debit.balance + debit.overdraftLimit - debit.reserved < statement.totalAmount)
      return reject('insufficientFunds');
    const detail = { docNumber: statement.number, purpose: statement.purpose };
    await repo.move(tx, `salary-${statement.id}`, debit, transit, statement.totalAmount, now, detail);
    let deferred = 0;
    for (const { line, stateCode, cardContractId, cardAccountId } of lines) {
      const card = byId.get(cardAccountId);
      const reason =
        stateCode === 'blocked'
          ? 'cardBlocked'
          : card === undefined || card.state !== 'open' || cardContractId !== contract.id
            ? 'cardClosed'
            : null;
      if (reason !== null || card === undefined) {
        await repo.setLine(tx, line.id, { state: 'deferred', deferredReason: reason ?? 'cardClosed' });
        deferred += 1;
        continue;
      }
      await repo.move(tx, `salary-${statement.id}-${line.lineNo}`, transit, card, line.amount, now, detail);
      await repo.setLine(tx, line.id, { state: 'credited', deferredReason: null });
    }
    await repo.updateStatement(tx, statement.id, {
      statusId: SALARY_STATUS.executed,
      executedAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      at: now,
      action: 'salary.execute',
      organizationId: statement.organizationId,
      detail: { statementIds: [statement.id], deferredRows: deferred },
    });
    return 'executed';
  });
}

/** One cycle: at most `limit` Sent statements. */
export async function processSalaryStatements(db: Db, clock: Clock, limit = 50): Promise<SalaryTickResult> {
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

/** Runs processSalaryStatements every `intervalMs` (never two ticks at once); errors are logged. */
export function startSalaryProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  return startIntervalJob(() => processSalaryStatements(db, clock), intervalMs, onError);
}
