/** HTTP side of the overdue-debt upload (contracts/api/overdue-upload.ts). */
import { EXPORT_FILES } from '../../../../contracts/api/export.ts';
import {
  overdueApply,
  overdueAsOf,
  overdueDiscard,
  overdueTemplate,
  overdueUpload,
  overdueUploadInfo,
  overdueUploadRows,
  overdueUploads,
} from '../../../../contracts/api/overdue-upload.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createOverdueUploadService } from './service.ts';

/**
 * A refused change is rolled back with its transaction; its audit row is written after, on its
 * own (every change and every refusal is audited). Role refusals (403) the router audits.
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
      await auditActor(deps.db, deps.clock.now(), actor, 'eisvo.overdue-refused', {
        ...what,
        http: error.http,
        message: error.messageKey,
        fields: error.problems.map((p) => p.attribute),
      });
    }
    throw error;
  }
}

export function registerOverdueUploadRoutes(router: Router, deps: AppDeps): void {
  const service = createOverdueUploadService(deps.db, deps.clock);

  router.route(overdueUpload, (ctx) => {
    const { file_name: fileName, content, report_date: reportDate } = ctx.body;
    return auditingRefusal(deps, ctx.actor, { action: 'upload', fileName, reportDate }, async () => {
      // Read before the transaction: a refused file stores nothing and holds no lock meanwhile.
      const { bytes, rows } = await service.read(fileName, content, reportDate);
      return ctx.commit(async (tx) =>
        ok(await service.store(tx, ctx.actor, { fileName, reportDate, bytes, rows })),
      );
    });
  });
  router.route(overdueUploads, async (ctx) => ok(await service.list(ctx.session, ctx.query)));
  router.route(overdueUploadInfo, async (ctx) => ok(await service.info(ctx.session, ctx.body.id)));
  router.route(overdueUploadRows, async (ctx) =>
    ok(await service.rows(ctx.actor, ctx.body.id, ctx.body.filter ?? 'all', ctx.query)),
  );
  router.route(overdueApply, (ctx) =>
    auditingRefusal(deps, ctx.actor, { action: 'apply', id: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.apply(tx, ctx.actor, ctx.body.id))),
    ),
  );
  router.route(overdueDiscard, (ctx) =>
    auditingRefusal(deps, ctx.actor, { action: 'discard', id: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.discard(tx, ctx.actor, ctx.body.id))),
    ),
  );
  router.route(overdueAsOf, async () => ok(await service.asOf()));
  router.fileRoute(overdueTemplate, async (ctx) => ({
    body: await service.template(ctx.lang),
    contentType: EXPORT_FILES.excel.mime,
    filename: 'overdue-debt-template.xlsx',
  }));
}
