/**
 * The currency and exchange files' share of the import queue (issue 21): the same tables and the
 * same claim as the soum import's (core/import-repository.ts claimFile: FOR UPDATE SKIP LOCKED,
 * so nodes never hold one file twice), one batch per transaction. A row is judged and its document
 * made by the kind (kinds.ts) one after another — these files are small (a currency payment each
 * row), so IMPORT_BATCH_FX rows a batch; a crash mid-batch rolls the batch back whole and a restart
 * judges it once. A file whose batch fails is marked failed, so it never blocks the queue.
 */
import { IMPORT_STATUS } from '../../../../contracts/api/uzs-import.ts';
import type { Clock } from '../../clock.ts';
import * as repo from '../../core/import-repository.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { DocKind } from './kinds.ts';

export const IMPORT_BATCH_FX = 200;

export interface FxBatchOptions {
  readonly batchSize?: number;
  /** Tests: runs inside the batch's transaction after the documents are made (a crash there). */
  readonly afterInsert?: () => Promise<void>;
}

/** One batch of one file of the first kind that has one waiting. The file's id, or null. */
export async function processFxBatch(
  db: Db,
  clock: Clock,
  kinds: readonly DocKind[],
  options: FxBatchOptions = {},
): Promise<number | null> {
  const batchSize = options.batchSize ?? IMPORT_BATCH_FX;
  let claimed: number | null = null;
  try {
    return await db.transaction(async (tx) => {
      let file: repo.FileRow | null = null;
      let kind: DocKind | null = null;
      for (const k of kinds) {
        file = await repo.claimFile(tx, k.kind);
        if (file !== null) {
          kind = k;
          break;
        }
      }
      if (file === null || kind === null) return null;
      claimed = file.id;
      const rows = await repo.pendingRows(tx, file.id, batchSize);
      const made: { id: number; paymentId: number }[] = [];
      const errors: { id: number; problems: repo.StoredProblem[] }[] = [];
      let amount = 0n;
      for (const row of rows) {
        const verdict = await kind.create(
          tx,
          { organizationId: file.organizationId, userId: file.userId },
          row.fields,
        );
        if (verdict.ok) {
          made.push({ id: row.id, paymentId: verdict.id });
          amount += verdict.hundredths;
        } else {
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
        }
      }
      await options.afterInsert?.();
      await repo.markPaid(tx, made);
      await repo.markErrors(tx, errors);
      const finished = file.doneRows + rows.length >= file.totalRows || rows.length < batchSize;
      const now = clock.now();
      await repo.addProgress(
        tx,
        file.id,
        { done: rows.length, errors: errors.length, payments: made.length, amount },
        finished ? IMPORT_STATUS.processed : IMPORT_STATUS.inProgress,
        now,
      );
      if (finished) {
        await recordAudit(tx, {
          at: now,
          action: kind.audit.processed,
          userId: file.userId,
          organizationId: file.organizationId,
          detail: {
            fileId: file.id,
            rows: file.totalRows,
            documents: file.paymentRows + made.length,
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

/** Batches until no currency or exchange file waits (or `maxBatches` ran). How many ran. */
export async function runFxImportQueue(
  db: Db,
  clock: Clock,
  kinds: readonly DocKind[],
  maxBatches = 50,
): Promise<number> {
  let batches = 0;
  while (batches < maxBatches && (await processFxBatch(db, clock, kinds)) !== null) {
    batches += 1;
    // A breath between batches, as the soum queue takes: the screen's polls get their turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return batches;
}
