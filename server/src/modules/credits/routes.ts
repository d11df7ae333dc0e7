/** HTTP side of credits, deposits and overdraft applications (contracts/api/credits.ts). */
import {
  creditDepositAll,
  creditDepositGraph,
  creditDepositInfo,
  creditDepositStatement,
  overdraftAccounts,
  overdraftApprove,
  overdraftBankList,
  overdraftCreate,
  overdraftDelete,
  overdraftList,
  overdraftRefuse,
  overdraftSend,
  overdraftSign,
  overdraftView,
} from '../../../../contracts/api/credits.ts';
import type { Actor } from '../../core/actor.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import { createOverdraftService } from './overdraft-service.ts';
import { createCreditsService } from './service.ts';

export function registerCreditRoutes(router: Router, { db, clock }: AppDeps): void {
  const credits = createCreditsService(db, clock);
  const overdraft = createOverdraftService(db, clock);

  /** Runs a change; a refusal (rolled back with the call) is audited afterwards. */
  async function audited<T>(actor: Actor, action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await overdraft.auditRefusal(actor, action, error);
      throw error;
    }
  }

  router.route(creditDepositAll, async ({ actor, query }) => ok(await credits.all(actor, query)));
  router.route(creditDepositInfo, async ({ actor, body }) => ok(await credits.info(actor, body.number)));
  router.route(creditDepositGraph, async ({ actor, body, query }) =>
    ok(await credits.graph(actor, body.number, query)),
  );
  router.route(creditDepositStatement, async ({ actor, body, query }) =>
    ok(await credits.statement(actor, body.number, query)),
  );

  router.route(overdraftList, async ({ actor, query }) => ok(await overdraft.list(actor, query)));
  router.route(overdraftBankList, async ({ actor, query }) => ok(await overdraft.bankList(actor, query)));
  router.route(overdraftView, async ({ actor, query }) => ok(await overdraft.view(actor, query.id)));
  router.route(overdraftAccounts, async ({ actor }) => ok(await overdraft.accounts(actor)));
  router.route(overdraftCreate, (ctx) =>
    audited(ctx.actor, 'create', () =>
      ctx.commit(async (tx) => ok(await overdraft.create(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(overdraftSign, (ctx) =>
    audited(ctx.actor, 'sign', () =>
      ctx.commit(async (tx) => ok(await overdraft.sign(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(overdraftSend, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'send', () =>
      ctx.commit(async (tx) => ok(await overdraft.send(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(overdraftDelete, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'delete', () =>
      ctx.commit(async (tx) => ok(await overdraft.remove(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(overdraftApprove, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'approve', () =>
      ctx.commit(async (tx) => ok(await overdraft.approve(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(overdraftRefuse, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, 'refuse', () =>
      ctx.commit(async (tx) => ok(await overdraft.refuse(tx, ctx.actor, ctx.body.id, ctx.body.reason, seen))),
    );
  });
}
