/** HTTP side of QR payment requests (contracts/api/qr.ts). */
import { qrAccounts, qrCreate, qrList, qrView } from '../../../../contracts/api/qr.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createQrService } from './service.ts';

export function registerQrRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createQrService(db, clock);
  router.route(qrList, async (ctx) => ok(await service.list(ctx.actor, ctx.query.page, ctx.query.pageSize)));
  router.route(qrView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(qrAccounts, async (ctx) => ok(await service.accounts(ctx.actor)));
  router.route(qrCreate, async (ctx) => {
    try {
      return await ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body)));
    } catch (error) {
      await service.auditRefusal(ctx.actor, error);
      throw error;
    }
  });
}
