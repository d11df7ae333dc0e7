/** HTTP side of credit requests and loan issuance (contracts/api/credit-request.ts). */
import {
  creditApprove,
  creditList,
  creditRefuse,
  creditRequestDocuments,
  creditReview,
  creditSave,
  creditSend,
  creditSign,
  creditStatusList,
  creditView,
  loanList,
  loanPaymentPrefill,
  loanView,
} from '../../../../contracts/api/credit-request.ts';
import type { Actor } from '../../core/actor.ts';
import { ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createCreditRequestService } from './service.ts';

export function registerCreditRequestRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createCreditRequestService(db, clock);

  /** Runs a change; a refusal is recorded in the audit log after the rollback, then answered. */
  async function audited<T>(
    actor: Actor,
    action: string,
    id: number | undefined,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await service.auditRefusal(actor, action, id, error);
      throw error;
    }
  }

  router.route(creditStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(creditList, async (ctx) =>
    ok(
      await service.list(ctx.actor, ctx.body.status, { page: ctx.query.page, pageSize: ctx.query.pageSize }),
    ),
  );
  router.route(creditView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));

  router.route(creditSave, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'save', ctx.body.id, () =>
      ctx.commit(async (tx) => ok(await service.save(tx, ctx.actor, ctx.body, seen))),
    );
  });
  router.route(creditSign, (ctx) =>
    audited(ctx.actor, 'sign', ctx.body.id, () =>
      ctx.commit(async (tx) => ok(await service.sign(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(creditSend, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'send', ctx.body.id, () =>
      ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(creditReview, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'review', ctx.body.id, () =>
      ctx.commit(async (tx) => ok(await service.review(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(creditRequestDocuments, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'documents', ctx.body.id, () =>
      ctx.commit(async (tx) =>
        ok(await service.requestDocuments(tx, ctx.actor, ctx.body.id, ctx.body.comment, seen)),
      ),
    );
  });
  router.route(creditApprove, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'approve', ctx.body.id, () =>
      ctx.commit(async (tx) => ok(await service.approve(tx, ctx.actor, ctx.body, seen))),
    );
  });
  router.route(creditRefuse, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'refuse', ctx.body.id, () =>
      ctx.commit(async (tx) => ok(await service.refuse(tx, ctx.actor, ctx.body.id, ctx.body.reason, seen))),
    );
  });

  router.route(loanList, async (ctx) =>
    ok(
      await service.loans(ctx.actor, ctx.body.status, { page: ctx.query.page, pageSize: ctx.query.pageSize }),
    ),
  );
  router.route(loanView, async (ctx) => ok(await service.loan(ctx.actor, ctx.query.id)));
  router.route(loanPaymentPrefill, async (ctx) =>
    ok(await service.paymentPrefill(ctx.actor, ctx.query.loan_id)),
  );
}
