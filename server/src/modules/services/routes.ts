/** HTTP side of the partner check and UZ-invest (contracts/api/services.ts). */
import {
  investApplications,
  investApply,
  investOffers,
  partnerCheck,
} from '../../../../contracts/api/services.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createServicesService } from './service.ts';

export function registerServicesRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createServicesService(db, clock);
  router.route(partnerCheck, async (ctx) => ok(await service.partner(ctx.actor, ctx.query.inn)));
  router.route(investOffers, async (ctx) => ok(await service.offers(ctx.actor)));
  router.route(investApplications, async (ctx) =>
    ok(await service.applications(ctx.actor, ctx.query.page, ctx.query.pageSize)),
  );
  router.route(investApply, async (ctx) => {
    try {
      return await ctx.commit(async (tx) => ok(await service.apply(tx, ctx.actor, ctx.body)));
    } catch (error) {
      await service.auditRefusal(ctx.actor, error);
      throw error;
    }
  });
}
