/** HTTP side of OKO, tariffs and commissions (contracts/api/oko.ts). */
import {
  okoAgreement,
  okoAgreements,
  okoApplications,
  okoApplicationView,
  okoApply,
  okoDecide,
  okoMyApplications,
  okoTariffs,
} from '../../../../contracts/api/oko.ts';
import type { Actor } from '../../core/actor.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import { createOkoService } from './service.ts';

export function registerOkoRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createOkoService(db, clock);
  const audited = async <T>(actor: Actor, action: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      await service.auditRefusal(actor, action, error);
      throw error;
    }
  };
  router.route(okoAgreements, async (ctx) => ok(await service.agreements(ctx.actor, ctx.lang)));
  router.route(okoTariffs, async (ctx) => ok(await service.tariffs(ctx.lang)));
  router.route(okoAgreement, async (ctx) => ok(await service.agreement(ctx.actor, ctx.lang, ctx.query)));
  router.route(okoMyApplications, async (ctx) =>
    ok(await service.myApplications(ctx.actor, ctx.lang, ctx.query.page, ctx.query.pageSize)),
  );
  router.route(okoApply, (ctx) =>
    audited(ctx.actor, 'apply', () =>
      ctx.commit(async (tx) => ok(await service.apply(tx, ctx.actor, ctx.lang, ctx.body))),
    ),
  );
  router.route(okoApplications, async (ctx) =>
    ok(await service.applications(ctx.lang, ctx.query.status, ctx.query.page, ctx.query.pageSize)),
  );
  router.route(okoApplicationView, async (ctx) => ok(await service.application(ctx.lang, ctx.query.id)));
  router.route(okoDecide, (ctx) =>
    audited(ctx.actor, 'decide', () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.decide(tx, ctx.actor, ctx.lang, ctx.body, seen)));
    }),
  );
}
