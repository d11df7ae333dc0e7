/** HTTP side of soum payments (contracts/api/uzs-payment.ts, spec 2 §7). */
import {
  uzsAccounts,
  uzsAuthApprove,
  uzsBankInfo,
  uzsBenefData,
  uzsBudjData,
  uzsCardInfo,
  uzsCodes,
  uzsCorpAccs,
  uzsCorpCards,
  uzsCountPayments,
  uzsDashboardCounts,
  uzsDelete,
  uzsExchange,
  uzsGetClientInfo,
  uzsList,
  uzsLogs,
  uzsManyApprove,
  uzsManyCopy,
  uzsMclientAuth,
  uzsMclientDecline,
  uzsMclientList,
  uzsOperationDate,
  uzsPaymentsDetail,
  uzsPrepare,
  uzsRecallApprove,
  uzsReturn,
  uzsRules,
  uzsSave,
  uzsSend,
  uzsSign,
  uzsStatusList,
  uzsSumDetails,
  uzsTemplateCreate,
  uzsTemplateDelete,
  uzsTemplateList,
  uzsTemplateView,
  uzsTypeList,
  uzsView,
} from '../../../../contracts/api/uzs-payment.ts';
import type { FastifyRequest } from 'fastify';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { auditActor } from '../../plugins/audit.ts';
import type { Actor } from '../../core/actor.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { pushAwaitingSignature } from '../push/awaiting-signature-service.ts';
import { pushReturnedPayment } from '../push/returned-payment-service.ts';
import { auditFourEyes } from './four-eyes.ts';
import { createUzsPaymentService } from './service.ts';

export function registerUzsPaymentRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createUzsPaymentService(db, clock);
  /** After the commit, best effort, not awaited: who may sign these now hears of them (modules/push). */
  const pushSigners = (
    ctx: { session: AuthSession; request: FastifyRequest },
    ids: readonly number[],
  ): void =>
    pushAwaitingSignature({ db, config }, ids, ctx.session.userId, (line) => ctx.request.log.warn(line));

  // Reads
  router.route(uzsList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(uzsMclientList, async (ctx) => ok(await service.mclientList(ctx.actor, ctx.body, ctx.query)));
  router.route(uzsCountPayments, async (ctx) => ok(await service.counts(ctx.actor, ctx.body)));
  router.route(uzsDashboardCounts, async (ctx) => ok(await service.dashboard(ctx.actor)));
  router.route(uzsRules, async ({ query }) => ok(service.rules(query.type)));
  router.route(uzsStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(uzsTypeList, async ({ lang }) => ok(service.typeList(lang)));
  router.route(uzsCodes, async ({ body, lang }) => ok(await service.codes(lang, body.type)));
  router.route(uzsAccounts, async (ctx) => ok(await service.accounts(ctx.actor)));
  router.route(uzsCorpAccs, async (ctx) => ok(await service.corpAccounts(ctx.actor)));
  router.route(uzsCorpCards, async (ctx) =>
    ok(await service.corpCards(ctx.actor, ctx.body.account, ctx.body.mfo)),
  );
  router.route(uzsCardInfo, async (ctx) => ok(await service.cardInfo(ctx.actor, ctx.body.card)));
  router.route(uzsView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(uzsPaymentsDetail, async (ctx) => ok(await service.details(ctx.actor, ctx.body.ids)));
  router.route(uzsLogs, async (ctx) => ok(await service.logs(ctx.actor, ctx.query.id)));
  router.route(uzsSumDetails, async ({ body, lang }) => ok(service.sumText(body.sum, lang)));
  router.route(uzsBudjData, async ({ body }) => ok(await service.budgetName(body.account)));
  router.route(uzsGetClientInfo, async ({ body }) => ok(await service.clientInfo(body.account, body.mfo)));
  router.route(uzsBankInfo, async ({ body }) => ok(await service.bankInfo(body.mfo)));
  router.route(uzsBenefData, async (ctx) => ok(await service.beneficiaries(ctx.actor, ctx.body.data)));
  router.route(uzsPrepare, async (ctx) => ok(await service.prepare(ctx.actor, ctx.body.type)));
  router.route(uzsOperationDate, async () => ok(await service.operationDate()));
  router.route(uzsTemplateList, async (ctx) =>
    ok(await service.templates(ctx.actor, ctx.body.text, ctx.query)),
  );
  router.route(uzsTemplateView, async (ctx) => ok(await service.template(ctx.actor, ctx.query.id)));

  // Changes: one transaction each (with the Idempotency-Key claim), all-or-nothing.
  router.route(uzsSave, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) => ok(await service.save(tx, ctx.actor, ctx.body, seen)));
  });
  router.route(uzsTemplateCreate, (ctx) =>
    ctx.commit(async (tx) => ok(await service.createTemplate(tx, ctx.actor, ctx.body))),
  );
  router.route(uzsTemplateDelete, (ctx) =>
    ctx.commit(async (tx) => ok(await service.deleteTemplates(tx, ctx.actor, ctx.body.ids))),
  );
  router.route(uzsSign, async (ctx) => {
    const actor = ctx.actor;
    const answer = await auditFourEyes({ db, clock }, actor, 'eds', () =>
      ctx.commit(async (tx) => ok(await service.sign(tx, actor, ctx.body))),
    );
    pushSigners(ctx, ctx.body.key_data.payment_ids);
    return answer;
  });
  router.route(uzsSend, (ctx) =>
    ctx.commit(async (tx) =>
      ok(await service.send(tx, ctx.actor, ctx.body.payment_ids, versionsOf(ctx.body.versions, ctx.request))),
    ),
  );
  router.route(uzsDelete, (ctx) =>
    ctx.commit(async (tx) =>
      ok(await service.remove(tx, ctx.actor, ctx.body.ids, versionsOf(ctx.body.versions, ctx.request))),
    ),
  );
  router.route(uzsManyApprove, async (ctx) => {
    const answer = await ctx.commit(async (tx) =>
      ok(await service.approve(tx, ctx.actor, ctx.body.ids, versionsOf(ctx.body.versions, ctx.request))),
    );
    pushSigners(ctx, ctx.body.ids);
    return answer;
  });
  router.route(uzsAuthApprove, async (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    const answer = await ctx.commit(async (tx) =>
      ok(await service.approve(tx, ctx.actor, [ctx.body.id], [seen])),
    );
    pushSigners(ctx, [ctx.body.id]);
    return answer;
  });
  router.route(uzsManyCopy, (ctx) =>
    ctx.commit(async (tx) => ok(await service.copy(tx, ctx.actor, ctx.body.ids))),
  );
  router.route(uzsRecallApprove, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return ctx.commit(async (tx) => ok(await service.recall(tx, ctx.actor, ctx.body.id, seen)));
  });
  router.route(uzsReturn, async (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    const answer = await ctx.commit(async (tx) =>
      ok(await service.returnToPreparer(tx, ctx.actor, ctx.body.id, ctx.body.reason, seen)),
    );
    pushReturnedPayment({ db, config }, ctx.body.id, ctx.body.reason, ctx.session.userId, (line) =>
      ctx.request.log.warn(line),
    );
    return answer;
  });
  router.route(uzsExchange, (ctx) =>
    ctx.commit(async (tx) => ok(await service.exchange(tx, ctx.actor, ctx.body))),
  );
  /** A multiclient's refusal rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function mclientAudited<T>(
    actor: Actor,
    action: 'auth' | 'decline',
    id: number,
    run: () => Promise<T>,
  ) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError && error.http === 403) {
        await auditActor(db, clock.now(), actor, 'uzs-payment.mclient-refused', {
          action,
          paymentIds: [id],
          message: error.messageKey,
        });
      }
      throw error;
    }
  }
  router.route(uzsMclientAuth, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return mclientAudited(ctx.actor, 'auth', ctx.body.id, () =>
      ctx.commit(async (tx) => ok(await service.authorize(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(uzsMclientDecline, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return mclientAudited(ctx.actor, 'decline', ctx.body.id, () =>
      ctx.commit(async (tx) =>
        ok(await service.decline(tx, ctx.actor, ctx.body.id, ctx.body.decline_reason, seen)),
      ),
    );
  });
}

/**
 * Versions of a bulk action: the body's `versions`, or for a single id the If-Match header; none
 * given means the caller does not ask for the check.
 */
function versionsOf(
  versions: readonly number[] | undefined,
  request: FastifyRequest,
): readonly (number | null)[] | undefined {
  if (versions !== undefined) return versions;
  const seen = ifMatchVersion(request);
  return seen === null ? undefined : [seen];
}
