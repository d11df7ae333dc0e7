/** HTTP side of currency buy/sell requests (contracts/api/fx-deal.ts). */
import {
  fxAccept,
  fxCopy,
  fxDelete,
  fxExecute,
  fxFormData,
  fxList,
  fxReject,
  fxReturn,
  fxSave,
  fxSend,
  fxPasskeySign,
  fxSign,
  fxStatusList,
  fxView,
} from '../../../../contracts/api/fx-deal.ts';
import type { Actor } from '../../core/actor.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { edsProver, passkeyProver } from '../devices/document-signature-service.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createFxDealService } from './service.ts';

export function registerFxDealRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createFxDealService(db, clock);

  /**
   * A change whose refusal is audited: the refusal rolls its transaction back, so the row is
   * written afterwards on the app's connection (like the soum payments' four-eyes refusals).
   */
  async function audited<T>(
    actor: Actor,
    path: string,
    detail: Record<string, unknown>,
    run: () => Promise<T>,
  ) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError && error.http !== 428) await service.refused(actor, path, error, detail);
      throw error;
    }
  }

  router.route(fxStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(fxFormData, async (ctx) => ok(await service.formData(ctx.actor)));
  router.route(fxList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(fxView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));

  router.route(fxSave, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, fxSave.path, { id: ctx.body.id ?? null }, () =>
      ctx.commit(async (tx) => ok(await service.save(tx, ctx.actor, ctx.body, seen))),
    );
  });
  router.route(fxCopy, (ctx) =>
    audited(ctx.actor, fxCopy.path, { id: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.copy(tx, ctx.actor, ctx.body.id, ctx.body.client_reference))),
    ),
  );
  router.route(fxDelete, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, fxDelete.path, { id: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(fxSign, (ctx) =>
    audited(ctx.actor, fxSign.path, { ids: ctx.body.key_data.deal_ids }, () =>
      ctx.commit(async (tx) => {
        const { data, version, deal_ids } = ctx.body.key_data;
        const prove = edsProver(ctx.body.sign_cipher, version, clock, {
          noKey: 'uzs.signature.noKey',
          invalid: 'uzs.signature.invalid',
        });
        return ok(await service.sign(tx, ctx.actor, data, deal_ids, prove));
      }),
    ),
  );
  router.route(fxPasskeySign, (ctx) =>
    audited(ctx.actor, fxPasskeySign.path, { ids: ctx.body.key_data.deal_ids }, () =>
      ctx.commit(async (tx) => {
        const prove = passkeyProver(ctx.body.assertion, clock, config.webauthn);
        const { data, deal_ids } = ctx.body.key_data;
        return ok(await service.sign(tx, ctx.actor, data, deal_ids, prove));
      }),
    ),
  );
  router.route(fxSend, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, fxSend.path, { id: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(fxAccept, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, fxAccept.path, { id: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.accept(tx, ctx.actor, ctx.body.id, seen))),
    );
  });
  router.route(fxReturn, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, fxReturn.path, { id: ctx.body.id }, () =>
      ctx.commit(async (tx) =>
        ok(await service.close(tx, ctx.actor, ctx.body.id, 'return', ctx.body.reason, seen)),
      ),
    );
  });
  router.route(fxReject, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, fxReject.path, { id: ctx.body.id }, () =>
      ctx.commit(async (tx) =>
        ok(await service.close(tx, ctx.actor, ctx.body.id, 'reject', ctx.body.reason, seen)),
      ),
    );
  });
  router.route(fxExecute, (ctx) => {
    const seen = ifMatchVersion(ctx.request);
    return audited(ctx.actor, fxExecute.path, { id: ctx.body.id, rate: ctx.body.rate }, () =>
      ctx.commit(async (tx) => ok(await service.execute(tx, ctx.actor, ctx.body.id, ctx.body.rate, seen))),
    );
  });
}
