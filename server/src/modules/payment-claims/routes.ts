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
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../../contracts/envelope.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createClaimService, type ClaimActor } from './service.ts';

export function registerPaymentClaimRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createClaimService(db, clock);
  const actor = (ctx: { session: AuthSession; request: FastifyRequest; lang: Language }): ClaimActor => ({
    session: ctx.session,
    ip: ctx.request.ip,
    lang: ctx.lang,
  });

  router.route(claimList, async (ctx) => ok(await service.list(actor(ctx), ctx.body, ctx.query)));
  router.route(claimView, async (ctx) => ok(await service.view(actor(ctx), ctx.query.id)));
  router.route(claimStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(claimCreate, (ctx) =>
    ctx.commit(async (tx) => ok(await service.create(tx, actor(ctx), ctx.body))),
  );
  router.route(claimEdit, (ctx) => {
    const version = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) => ok(await service.edit(tx, actor(ctx), ctx.body, version)));
  });
  router.route(claimRecall, (ctx) => {
    const version = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) => ok(await service.recall(tx, actor(ctx), ctx.body.id, version)));
  });
  router.route(claimIgnore, (ctx) => {
    const version = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) =>
      ok(await service.ignore(tx, actor(ctx), ctx.body.id, ctx.body.reason, version)),
    );
  });
  router.route(claimPayment, (ctx) =>
    ctx.commit(async (tx) => ok(await service.pay(tx, actor(ctx), ctx.body))),
  );
}
