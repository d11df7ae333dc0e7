/**
 * HTTP side of the referral programme (contracts/api/referral.ts). Every look-up or use of a
 * promo code counts against a rate limit shared by all nodes (plugins/rate-limit.ts): per client
 * address for guests (referralIp), per user for signed-in clients (referralUser).
 */
import {
  referralAdminAgent,
  referralAdminList,
  referralAgentRequests,
  referralApply,
  referralAttracted,
  referralDecide,
  referralEnterPromo,
  referralJoin,
  referralLanding,
  referralMe,
  referralPayout,
} from '../../../../contracts/api/referral.ts';
import type { Actor } from '../../core/actor.ts';
import { t } from '../../i18n.ts';
import { ok } from '../../plugins/errors.ts';
import { byAddress, byUser, type AppDeps, type Router } from '../../plugins/router.ts';
import { createReferralService } from './service.ts';

export function registerReferralRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createReferralService(db, clock);

  async function audited<T>(
    actor: Actor | null,
    ip: string,
    action: string,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await service.auditRefusal(actor, ip, action, error);
      throw error;
    }
  }

  router.route(referralMe, async ({ actor }) => ok(await service.me(actor)));
  router.route(referralJoin, ({ actor, commit }) => commit(async (tx) => ok(await service.join(tx, actor))));
  router.publicRoute(
    referralLanding,
    ({ params, request }) =>
      audited(null, request.ip, 'landing', async () => ok(await service.landing(params.promocode))),
    [byAddress('referralIp')],
  );
  router.publicRoute(
    referralApply,
    ({ body, request, lang }) =>
      audited(null, request.ip, 'apply', async () =>
        ok(await service.apply(body, request.ip), t(lang, 'referral.applied')),
      ),
    [byAddress('referralIp')],
  );
  router.route(
    referralEnterPromo,
    ({ actor, body, commit }) =>
      audited(actor, actor.ip, 'enter-promo-code', () =>
        commit(async (tx) => ok(await service.enterPromo(tx, actor, body.promocode))),
      ),
    [byUser('referralUser')],
  );
  router.route(referralAgentRequests, async ({ actor, query }) =>
    ok(await service.agentRequests(actor, query.page, query.pageSize)),
  );
  router.route(referralAttracted, async ({ actor, query }) =>
    ok(await service.attracted(actor, query.page, query.pageSize)),
  );
  router.route(referralAdminList, async ({ body, query }) =>
    ok(await service.adminList(body.text, query.page, query.pageSize)),
  );
  router.route(referralAdminAgent, async ({ actor, params, query }) =>
    ok(await service.adminAgent(actor, params.agentPromoCode, query.page, query.pageSize)),
  );
  router.route(referralDecide, ({ actor, body, commit }) =>
    audited(actor, actor.ip, 'decide', () =>
      commit(async (tx) => ok(await service.decide(tx, actor, body.id, body.status))),
    ),
  );
  router.route(referralPayout, ({ actor, body, commit }) =>
    audited(actor, actor.ip, 'payout', () =>
      commit(async (tx) => ok(await service.payout(tx, actor, body.id))),
    ),
  );
}
