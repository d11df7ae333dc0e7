/** HTTP side of payment claims (contracts/api/payment-claims.ts). */
import {
  claimCreate,
  claimEdit,
  claimIgnore,
  claimList,
  claimPayment,
  claimRecall,
  claimStatusList,
  claimView,
} from '../../../../contracts/api/payment-claims.ts';
import { ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createClaimService } from './service.ts';

export function registerPaymentClaimRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createClaimService(db, clock);

  router.route(claimList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(claimView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(claimStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(claimCreate, (ctx) =>
    ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body))),
  );
  router.route(claimEdit, (ctx) => {
    const version = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) => ok(await service.edit(tx, ctx.actor, ctx.body, version)));
  });
  router.route(claimRecall, (ctx) => {
    const version = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) => ok(await service.recall(tx, ctx.actor, ctx.body.id, version)));
  });
  router.route(claimIgnore, (ctx) => {
    const version = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) =>
      ok(await service.ignore(tx, ctx.actor, ctx.body.id, ctx.body.reason, version)),
    );
  });
  router.route(claimPayment, (ctx) =>
    ctx.commit(async (tx) => ok(await service.pay(tx, ctx.actor, ctx.body))),
  );
}
