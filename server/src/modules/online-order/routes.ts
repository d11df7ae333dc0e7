/** HTTP side of online account orders (contracts/api/online-order.ts). */
import {
  accountOrderCreate,
  accountOrderDelete,
  accountOrderList,
  accountOrderLogs,
  accountOrderPasskeySign,
  accountOrderSend,
  accountOrderSign,
  accountOrderStatusList,
  accountOrderEdit,
  accountOrderView,
} from '../../../../contracts/api/online-order.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { edsProver, passkeyProver } from '../devices/document-signature-service.ts';
import { createAccountOrderService } from './service.ts';

export function registerAccountOrderRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createAccountOrderService(db, clock);

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
        await auditActor(db, clock.now(), actor, 'account-order.refused', {
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

  router.route(accountOrderList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(accountOrderView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(accountOrderLogs, async (ctx) => ok(await service.logs(ctx.actor, ctx.query.id)));
  router.route(accountOrderStatusList, async ({ lang }) => ok(service.statusList(lang)));

  router.route(accountOrderCreate, (ctx) =>
    audited(ctx.actor, 'create', { client_reference: ctx.body.client_reference }, () =>
      ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(accountOrderEdit, (ctx) =>
    audited(ctx.actor, 'edit', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.edit(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(accountOrderSign, (ctx) =>
    audited(ctx.actor, 'sign', { ids: ctx.body.key_data.ids }, () =>
      ctx.commit(async (tx) => {
        const { data, version, ids } = ctx.body.key_data;
        const prove = edsProver(ctx.body.sign_cipher, version, clock, {
          noKey: 'accountOrder.signature.noKey',
          invalid: 'accountOrder.signature.invalid',
        });
        return ok(await service.sign(tx, ctx.actor, data, ids, prove));
      }),
    ),
  );
  router.route(accountOrderPasskeySign, (ctx) =>
    audited(ctx.actor, 'sign-passkey', { ids: ctx.body.key_data.ids }, () =>
      ctx.commit(async (tx) => {
        const prove = passkeyProver(ctx.body.assertion, clock, config.webauthn);
        return ok(await service.sign(tx, ctx.actor, ctx.body.key_data.data, ctx.body.key_data.ids, prove));
      }),
    ),
  );
  router.route(accountOrderSend, (ctx) =>
    audited(ctx.actor, 'send', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(accountOrderDelete, (ctx) =>
    audited(ctx.actor, 'delete', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
}
