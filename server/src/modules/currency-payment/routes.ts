/** HTTP side of currency payments (contracts/api/currency-payment.ts). */
import {
  fxAccounts,
  fxContracts,
  fxDelete,
  fxGpi,
  fxList,
  fxMt103,
  fxSave,
  fxSend,
  fxPasskeySign,
  fxSign,
  fxStatusList,
  fxView,
} from '../../../../contracts/api/currency-payment.ts';
import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { edsProver, passkeyProver } from '../devices/document-signature-service.ts';
import { createCurrencyPaymentService } from './service.ts';

export function registerCurrencyPaymentRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createCurrencyPaymentService(db, clock);

  /**
   * A refused change (403, 404, 412, 422) rolls its transaction back, so its audit row is written
   * here afterwards, outside it (every refusal is audited).
   */
  async function audited<T>(
    actor: Actor,
    call: string,
    ids: readonly number[],
    run: () => Promise<Envelope<T>>,
  ) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'currency-payment.refused', {
          call,
          paymentIds: ids,
          http: error.http,
          message: error.message,
        });
      }
      throw error;
    }
  }

  router.route(fxList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(fxStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(fxAccounts, async (ctx) => ok(await service.accounts(ctx.actor)));
  router.route(fxContracts, async (ctx) => ok(await service.contracts(ctx.actor)));
  router.route(fxView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(fxGpi, async (ctx) => ok(await service.gpi(ctx.actor, ctx.query.id, ctx.query.reference)));
  router.fileRoute(fxMt103, async (ctx) => service.mt103File(ctx.actor, ctx.body.id));

  router.route(fxSave, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    const ids = ctx.body.id === undefined ? [] : [ctx.body.id];
    return audited(ctx.actor, 'save', ids, () =>
      ctx.commit(async (tx) => ok(await service.save(tx, ctx.actor, ctx.body, seen))),
    );
  });
  router.route(fxSign, (ctx) =>
    audited(ctx.actor, 'sign', ctx.body.key_data.payment_ids, () =>
      ctx.commit(async (tx) => {
        const { data, version, payment_ids } = ctx.body.key_data;
        const prove = edsProver(ctx.body.sign_cipher, version, clock, {
          noKey: 'fx.signature.noKey',
          invalid: 'fx.signature.invalid',
        });
        return ok(await service.sign(tx, ctx.actor, data, payment_ids, prove));
      }),
    ),
  );
  router.route(fxPasskeySign, (ctx) =>
    audited(ctx.actor, 'sign-passkey', ctx.body.key_data.payment_ids, () =>
      ctx.commit(async (tx) => {
        const prove = passkeyProver(ctx.body.assertion, clock, config.webauthn);
        const { data, payment_ids } = ctx.body.key_data;
        return ok(await service.sign(tx, ctx.actor, data, payment_ids, prove));
      }),
    ),
  );
  router.route(fxSend, (ctx) =>
    audited(ctx.actor, 'send', ctx.body.payment_ids, () =>
      ctx.commit(async (tx) =>
        ok(
          await service.send(tx, ctx.actor, ctx.body.payment_ids, versionsOf(ctx.body.versions, ctx.request)),
        ),
      ),
    ),
  );
  router.route(fxDelete, (ctx) =>
    audited(ctx.actor, 'delete', ctx.body.ids, () =>
      ctx.commit(async (tx) =>
        ok(await service.remove(tx, ctx.actor, ctx.body.ids, versionsOf(ctx.body.versions, ctx.request))),
      ),
    ),
  );
}

function versionsOf(
  versions: readonly number[] | undefined,
  request: FastifyRequest,
): readonly (number | null)[] | undefined {
  if (versions !== undefined) return versions;
  const seen = ifMatchVersion(request);
  return seen === null ? undefined : [seen];
}
