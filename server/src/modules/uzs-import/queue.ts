/**
 * The import queue (issue 21): restart-safe and shared by every node on the database. Its only
 * state is in the tables: a file waiting or in progress, and its rows still pending. One batch is
 * one transaction: claim the oldest unfinished file with FOR UPDATE SKIP LOCKED (another node's
 * file is skipped, not waited for), judge up to `batchSize` pending rows with the soum payment
 * rules, insert the valid ones as payments in one statement, mark the rows and add to the file's
 * counters — all committed together, so a crash mid-batch leaves the batch pending and a restart
 * judges it once. A file whose batch fails is marked as failed, so it never blocks the queue.
 */
import { IMPORT_STATUS, type ImportKind } from '../../../../contracts/api/uzs-import.ts';
import { toMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { createUzsPaymentService } from '../uzs-payment/service.ts';
import { startQueueWorker, type ImportWorker } from '../../core/import-worker.ts';
import * as repo from './repository.ts';
import { ruleInput } from './service.ts';

const KIND: ImportKind = 'uzs';
export const IMPORT_BATCH = 1000;
const BATCH_PAUSE_MS = 20;

export interface BatchOptions {
  readonly batchSize?: number;
  /** Tests: runs inside the batch's transaction after the payments are inserted (a crash there). */
  readonly afterInsert?: () => Promise<void>;
}

/** One batch of one file. Returns the file's id, or null when no file waits. */
export async function processBatch(db: Db, clock: Clock, options: BatchOptions = {}): Promise<number | null> {
  const payments = createUzsPaymentService(db, clock);
  const batchSize = options.batchSize ?? IMPORT_BATCH;
  let claimed: number | null = null;
  try {
    return await db.transaction(async (tx) => {
      const file = await repo.claimFile(tx, KIND);
      if (file === null) return null;
      claimed = file.id;
      const rows = await repo.pendingRows(tx, file.id, batchSize);
      const verdicts = await payments.judgeImported(
        tx,
        file.organizationId,
        rows.map((r) => ruleInput(r.fields)),
      );
      const valid: { id: number; values: (typeof verdicts)[number] & { ok: true } }[] = [];
      const errors: { id: number; problems: repo.StoredProblem[] }[] = [];
      rows.forEach((row, i) => {
        const verdict = verdicts[i];
        if (verdict === undefined) return;
        if (verdict.ok) valid.push({ id: row.id, values: verdict });
        else
          errors.push({
            id: row.id,
            problems: verdict.problems.map((p) => ({
              attribute: p.attribute,
              key: p.key,
              ...(p.params === undefined
                ? {}
                : { params: Object.fromEntries(Object.entries(p.params).map(([k, v]) => [k, String(v)])) }),
            })),
          });
      });
      const ids = await payments.createImported(
        tx,
        { organizationId: file.organizationId, userId: file.userId, icon: 'web' },
        file.id,
        valid.map((v) => v.values),
      );
      await options.afterInsert?.();
      await repo.markPaid(
        tx,
        valid.map((v, i) => ({ id: v.id, paymentId: ids[i] ?? 0 })),
      );
      await repo.markErrors(tx, errors);
      const amount = valid.reduce((sum, v) => sum + toMinor(v.values.values.sum), 0n);
      const finished = file.doneRows + rows.length >= file.totalRows || rows.length < batchSize;
      const now = clock.now();
      await repo.addProgress(
        tx,
        file.id,
        { done: rows.length, errors: errors.length, payments: valid.length, amount },
        finished ? IMPORT_STATUS.processed : IMPORT_STATUS.inProgress,
        now,
      );
      if (finished) {
        await recordAudit(tx, {
          at: now,
          action: 'uzs-import.processed',
          userId: file.userId,
          organizationId: file.organizationId,
          detail: {
            fileId: file.id,
            rows: file.totalRows,
            payments: file.paymentRows + valid.length,
            errors: file.errorRows + errors.length,
          },
        });
      }
      return file.id;
    });
  } catch (error) {
    if (claimed !== null && options.afterInsert === undefined) {
      const id = claimed;
      await db.transaction(async (tx) => {
        await repo.updateFile(tx, id, {
          status: IMPORT_STATUS.error,
          errorKey: 'import.failed',
          updatedAt: clock.now(),
        });
      });
    }
    throw error;
  }
}

/** Batches until no file waits (or `maxBatches` ran). How many batches ran. */
export async function runImportQueue(
  db: Db,
  clock: Clock,
  maxBatches = 50,
  options: BatchOptions = {},
): Promise<number> {
  let batches = 0;
  while (batches < maxBatches && (await processBatch(db, clock, options)) !== null) {
    batches += 1;
    // A breath between batches: on PGlite one transaction runs at a time, and the calls that
    // arrived meanwhile (the screen's progress polls) get their turn before the next batch.
    await new Promise((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));
  }
  return batches;
}

export type { ImportWorker } from '../../core/import-worker.ts';

/** The soum queue's worker on this node (core/import-worker.ts). */
export function startImportWorker(
  db: Db,
  clock: Clock,
  everyMs: number,
  onError: (error: unknown) => void,
): ImportWorker {
  return startQueueWorker(() => runImportQueue(db, clock), everyMs, onError);
}
