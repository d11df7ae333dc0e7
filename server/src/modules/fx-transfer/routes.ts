/** HTTP side of transfers between own foreign-currency accounts (contracts/api/fx-transfer.ts). */
import {
  fxAccounts,
  fxCreate,
  fxDelete,
  fxEdit,
  fxList,
  fxLogs,
  fxPreview,
  fxSend,
  fxPasskeySign,
  fxSign,
  fxStatusList,
  fxView,
} from '../../../../contracts/api/fx-transfer.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { edsProver, passkeyProver } from '../devices/document-signature-service.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createFxTransferService } from './service.ts';

export function registerFxTransferRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createFxTransferService(db, clock);

  /**
   * A refused change rolls back with its transaction; its audit row is written afterwards on the
   * app's connection, so every refusal (404, 403, 412, 422 …) is on record with nothing else stored.
   */
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
        await auditActor(db, clock.now(), actor, 'fx-transfer.refused', {
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

  router.route(fxList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(fxView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(fxLogs, async (ctx) => ok(await service.logs(ctx.actor, ctx.query.id)));
  router.route(fxStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(fxAccounts, async (ctx) => ok(await service.accounts(ctx.actor)));
  router.route(fxPreview, async (ctx) => ok(await service.preview(ctx.actor, ctx.body)));

  router.route(fxCreate, (ctx) =>
    audited(ctx.actor, 'create', { client_reference: ctx.body.client_reference }, () =>
      ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(fxEdit, (ctx) =>
    audited(ctx.actor, 'edit', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.edit(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(fxSign, (ctx) =>
    audited(ctx.actor, 'sign', { ids: ctx.body.key_data.ids }, () =>
      ctx.commit(async (tx) => {
        const { data, version, ids } = ctx.body.key_data;
        const prove = edsProver(ctx.body.sign_cipher, version, clock, {
          noKey: 'fxTransfer.signature.noKey',
          invalid: 'fxTransfer.signature.invalid',
        });
        return ok(await service.sign(tx, ctx.actor, data, ids, prove));
      }),
    ),
  );
  router.route(fxPasskeySign, (ctx) =>
    audited(ctx.actor, 'sign-passkey', { ids: ctx.body.key_data.ids }, () =>
      ctx.commit(async (tx) => {
        const prove = passkeyProver(ctx.body.assertion, clock, config.webauthn);
        return ok(await service.sign(tx, ctx.actor, ctx.body.key_data.data, ctx.body.key_data.ids, prove));
      }),
    ),
  );
  router.route(fxSend, (ctx) =>
    audited(ctx.actor, 'send', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(fxDelete, (ctx) =>
    audited(ctx.actor, 'delete', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
}
