/** HTTP side of the salary card project (contracts/api/wage.ts). */
import {
  cardList,
  cardStatusList,
  wageAccounts,
  wageCards,
  wageList,
  wageOrderCreate,
  wageOrderDelete,
  wageOrderList,
  wageOrderLogs,
  wageOrderSend,
  wageOrderSign,
  wageOrderSignPasskey,
  wageOrderStatusList,
  wageOrderUpdate,
  wageOrderView,
  wageSet,
} from '../../../../contracts/api/wage.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { edsProver, passkeyProver } from '../devices/document-signature-service.ts';
import { createWageService } from './service.ts';

export function registerWageRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createWageService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(
    actor: Actor,
    action: string,
    subject: unknown,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'wage.refused', {
          action,
          subject,
          http: error.http,
          message: error.messageKey,
          fields: error.problems.map((p) => p.attribute),
        });
      }
      throw error;
    }
  }

  router.route(wageCards, async (ctx) => ok(await service.cardTypes(ctx.actor, ctx.body.card_codes)));
  router.route(wageAccounts, async (ctx) =>
    ok(await service.accounts(ctx.actor, ctx.body.cardCode, ctx.query)),
  );
  router.route(wageList, async (ctx) => ok(await service.contractCards(ctx.actor, ctx.body)));
  router.route(wageOrderList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(wageOrderStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(wageOrderView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(wageOrderLogs, async (ctx) => ok(await service.logs(ctx.actor, ctx.query.id)));
  router.route(cardList, async (ctx) => ok(await service.cardList(ctx.actor, ctx.body, ctx.query)));
  router.route(cardStatusList, async ({ lang }) => ok(service.cardStatusList(lang)));

  // Subjects name ids and modes only: a card number never reaches the audit log.
  router.route(wageOrderCreate, (ctx) =>
    audited(ctx.actor, 'create', { client_reference: ctx.body.client_reference }, () =>
      ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(wageOrderUpdate, (ctx) =>
    audited(ctx.actor, 'update', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.update(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(wageOrderDelete, (ctx) =>
    audited(ctx.actor, 'delete', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(wageOrderSign, (ctx) =>
    audited(ctx.actor, 'sign', { ids: ctx.body.key_data.operation_ids }, () =>
      ctx.commit(async (tx) => {
        const { data, version, operation_ids } = ctx.body.key_data;
        const prove = edsProver(ctx.body.sign_cipher, version, clock, {
          noKey: 'wage.signature.noKey',
          invalid: 'wage.signature.invalid',
        });
        return ok(await service.sign(tx, ctx.actor, data, operation_ids, prove));
      }),
    ),
  );
  router.route(wageOrderSignPasskey, (ctx) =>
    audited(ctx.actor, 'sign-passkey', { ids: ctx.body.key_data.operation_ids }, () =>
      ctx.commit(async (tx) => {
        const prove = passkeyProver(ctx.body.assertion, clock, config.webauthn);
        const { data, operation_ids } = ctx.body.key_data;
        return ok(await service.sign(tx, ctx.actor, data, operation_ids, prove));
      }),
    ),
  );
  router.route(wageOrderSend, (ctx) =>
    audited(ctx.actor, 'send', { ids: ctx.body.ids }, () =>
      ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.ids))),
    ),
  );
  router.route(wageSet, (ctx) =>
    audited(ctx.actor, 'pin', { id: ctx.body.id, contractId: ctx.body.contractId }, () =>
      ctx.commit(async (tx) => ok(await service.pin(tx, ctx.actor, ctx.body))),
    ),
  );
}
