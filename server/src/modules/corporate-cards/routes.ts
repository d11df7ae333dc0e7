/** HTTP side of corporate card orders (contracts/api/corporate-cards.ts). */
import {
  cardCreate,
  cardDelete,
  cardIssued,
  cardList,
  cardLogs,
  cardOptions,
  cardPasskeySign,
  cardSend,
  cardSign,
  cardStatusList,
  cardUpdate,
  cardView,
} from '../../../../contracts/api/corporate-cards.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { edsProver, passkeyProver } from '../devices/document-signature-service.ts';
import { createCorporateCardService } from './service.ts';

export function registerCorporateCardRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createCorporateCardService(db, clock);

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
        await auditActor(db, clock.now(), actor, 'corporate-card.refused', {
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

  router.route(cardList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(cardView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(cardLogs, async (ctx) => ok(await service.logs(ctx.actor, ctx.query.id)));
  router.route(cardStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(cardOptions, async (ctx) => ok(await service.options(ctx.actor)));
  router.route(cardIssued, async (ctx) => ok(await service.issued(ctx.actor)));

  router.route(cardCreate, (ctx) =>
    audited(ctx.actor, 'create', { client_reference: ctx.body.client_reference }, () =>
      ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(cardUpdate, (ctx) =>
    audited(ctx.actor, 'update', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.update(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(cardSign, (ctx) =>
    audited(ctx.actor, 'sign', { ids: ctx.body.key_data.ids }, () =>
      ctx.commit(async (tx) => {
        const { data, version, ids } = ctx.body.key_data;
        const prove = edsProver(ctx.body.sign_cipher, version, clock, {
          noKey: 'corporateCard.signature.noKey',
          invalid: 'corporateCard.signature.invalid',
        });
        return ok(await service.sign(tx, ctx.actor, data, ids, prove));
      }),
    ),
  );
  router.route(cardPasskeySign, (ctx) =>
    audited(ctx.actor, 'sign-passkey', { ids: ctx.body.key_data.ids }, () =>
      ctx.commit(async (tx) => {
        const prove = passkeyProver(ctx.body.assertion, clock, config.webauthn);
        return ok(await service.sign(tx, ctx.actor, ctx.body.key_data.data, ctx.body.key_data.ids, prove));
      }),
    ),
  );
  router.route(cardSend, (ctx) =>
    audited(ctx.actor, 'send', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(cardDelete, (ctx) =>
    audited(ctx.actor, 'delete', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
}
