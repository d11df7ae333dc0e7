/** HTTP side of the soum payment import (contracts/api/uzs-import.ts, spec 2 §7 "Export and import"). */
import {
  importDelete,
  importEdit,
  importErrorRow,
  importFileErrorInfo,
  importFileErrorList,
  importFiles,
  importQueue,
  importStatusList,
  importTemplate,
  importUpload,
} from '../../../../contracts/api/uzs-import.ts';
import { EXPORT_FILES } from '../../../../contracts/api/export.ts';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { startImportWorker, type ImportWorker } from './queue.ts';
import { createUzsImportService } from './service.ts';

/**
 * A refused change is rolled back with its transaction; its audit row is written after, on its
 * own (spec: every change and every refusal is audited).
 */
async function auditingRefusal<T>(
  deps: AppDeps,
  actor: Actor,
  what: Record<string, unknown>,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof ApiError) {
      await auditActor(deps.db, deps.clock.now(), actor, 'uzs-import.refused', {
        ...what,
        http: error.http,
        message: error.message,
        fields: error.problems.map((p) => p.attribute),
      });
    }
    throw error;
  }
}

export function registerUzsImportRoutes(router: Router, deps: AppDeps, app: FastifyInstance): void {
  const { db, clock, config } = deps;
  const service = createUzsImportService(db, clock);

  let worker: ImportWorker | null = null;
  if (config.importQueueMs > 0) {
    app.addHook('onReady', async () => {
      worker = startImportWorker(db, clock, config.importQueueMs, (error) =>
        app.log.error({ err: error }, 'import queue failed'),
      );
      worker.kick();
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }

  router.route(importStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(importFiles, async (ctx) => ok(await service.files(ctx.actor, ctx.body.status, ctx.query)));
  router.route(importQueue, async (ctx) => ok(await service.queue(ctx.actor)));
  router.route(importFileErrorInfo, async (ctx) => ok(await service.file(ctx.actor, ctx.body.upid_file)));
  router.route(importFileErrorList, async (ctx) =>
    ok(await service.errors(ctx.actor, ctx.body.upid_file, ctx.query)),
  );
  router.route(importErrorRow, async (ctx) => ok(await service.errorRow(ctx.actor, ctx.body.id)));
  router.fileRoute(importTemplate, async (ctx) => ({
    body: await service.template(ctx.actor),
    contentType: EXPORT_FILES.excel.mime,
    filename: 'uzs-import-template.xlsx',
  }));

  router.route(importUpload, async (ctx) => {
    const { file_name: fileName, content, confirm_duplicate: confirm } = ctx.body;
    const answer = await auditingRefusal(deps, ctx.actor, { fileName }, async () => {
      // Read before the transaction: a refused file stores nothing and holds no lock meanwhile.
      const { bytes, rows } = await service.read(fileName, content);
      return ctx.commit(async (tx) =>
        ok(
          await service.store(tx, ctx.actor, {
            fileName,
            bytes,
            rows,
            confirmDuplicate: confirm === true,
          }),
        ),
      );
    });
    worker?.kick();
    return answer;
  });
  router.route(importEdit, (ctx) =>
    auditingRefusal(deps, ctx.actor, { rowId: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.edit(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(importDelete, (ctx) =>
    auditingRefusal(deps, ctx.actor, { upidFile: ctx.body.upid_file }, () =>
      ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.upid_file))),
    ),
  );
}
