/** HTTP side of the currency payment and exchange imports (contracts/api/fx-import.ts, spec 2 §7). */
import { currencyImportApi, exchangeImportApi } from '../../../../contracts/api/fx-import.ts';
import { EXPORT_FILES } from '../../../../contracts/api/export.ts';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/actor.ts';
import { startQueueWorker, type ImportWorker } from '../../core/import-worker.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { currencyKind, exchangeKind } from './kinds.ts';
import { runFxImportQueue } from './queue.ts';
import { createFxImportService, type FxImportService } from './service.ts';

export function registerFxImportRoutes(router: Router, deps: AppDeps, app: FastifyInstance): void {
  const { db, clock, config } = deps;
  const kinds = [currencyKind(db, clock), exchangeKind(db, clock)] as const;

  let worker: ImportWorker | null = null;
  if (config.importQueueMs > 0) {
    app.addHook('onReady', async () => {
      worker = startQueueWorker(
        () => runFxImportQueue(db, clock, kinds),
        config.importQueueMs,
        (error) => app.log.error({ err: error }, 'currency import queue failed'),
      );
      worker.kick();
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }

  /** A refused change is rolled back; its audit row is written after, on its own. */
  async function auditingRefusal<T>(
    service: FxImportService,
    actor: Actor,
    what: Record<string, unknown>,
    change: () => Promise<T>,
  ): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(deps.db, deps.clock.now(), actor, service.kind.audit.refused, {
          ...what,
          http: error.http,
          message: error.message,
          fields: error.problems.map((p) => p.attribute),
        });
      }
      throw error;
    }
  }

  /** One kind's endpoints (both kinds' endpoints differ only in their row fields' keys). */
  function register(service: FxImportService, api: typeof currencyImportApi): void {
    router.route(api.files, async (ctx) => ok(await service.files(ctx.actor, ctx.body.status, ctx.query)));
    router.route(api.queue, async (ctx) => ok(await service.queue(ctx.actor)));
    router.route(api.info, async (ctx) => ok(await service.file(ctx.actor, ctx.body.upid_file)));
    router.route(api.errors, async (ctx) =>
      ok(await service.errors(ctx.actor, ctx.body.upid_file, ctx.query)),
    );
    router.route(api.row, async (ctx) => ok(await service.errorRow(ctx.actor, ctx.body.id)));
    router.fileRoute(api.template, async (ctx) => ({
      body: await service.template(ctx.actor),
      contentType: EXPORT_FILES.excel.mime,
      filename: service.kind.templateName,
    }));
    router.route(api.upload, async (ctx) => {
      const { file_name: fileName, content, confirm_duplicate: confirm } = ctx.body;
      const answer = await auditingRefusal(service, ctx.actor, { fileName }, async () => {
        const { bytes, rows } = await service.read(fileName, content);
        return ctx.commit(async (tx) =>
          ok(
            await service.store(tx, ctx.actor, { fileName, bytes, rows, confirmDuplicate: confirm === true }),
          ),
        );
      });
      worker?.kick();
      return answer;
    });
    router.route(api.edit, (ctx) =>
      auditingRefusal(service, ctx.actor, { rowId: ctx.body.id }, () =>
        ctx.commit(async (tx) => ok(await service.edit(tx, ctx.actor, ctx.body))),
      ),
    );
    router.route(api.remove, (ctx) =>
      auditingRefusal(service, ctx.actor, { upidFile: ctx.body.upid_file }, () =>
        ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.upid_file))),
      ),
    );
  }
  register(createFxImportService(db, clock, kinds[0]), currencyImportApi);
  register(
    createFxImportService(db, clock, kinds[1]),
    exchangeImportApi as unknown as typeof currencyImportApi,
  );
}
