/** HTTP side of letters of credit (contracts/api/letters-of-credit.ts). */
import {
  lcAccounts,
  lcAction,
  lcDelete,
  lcFile,
  lcFileName,
  lcList,
  lcSave,
  lcSign,
  lcStatusList,
  lcView,
} from '../../../../contracts/api/letters-of-credit.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createLcService } from './service.ts';

export function registerLettersOfCreditRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createLcService(db, clock);

  /** A refused change rolls back; the refusal itself is audited afterwards. */
  async function audited<T>(
    actor: Actor,
    call: string,
    run: () => Promise<Envelope<T>>,
  ): Promise<Envelope<T>> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'letter-of-credit.refused', {
          call,
          http: error.http,
          message: error.messageKey,
          fields: error.problems.map((p) => p.attribute),
        });
      }
      throw error;
    }
  }

  router.route(lcList, async (ctx) => ok(await service.list(ctx.actor, ctx.query)));
  router.route(lcStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(lcAccounts, async (ctx) => ok(await service.accounts(ctx.actor)));
  router.route(lcView, async (ctx) => ok(await service.view(ctx.actor, ctx.params.id)));

  router.route(lcSave, (ctx) =>
    audited(ctx.actor, 'save', () => {
      const seen = ctx.body.id === undefined ? null : ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.save(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(lcDelete, (ctx) =>
    audited(ctx.actor, 'delete', () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(lcSign, (ctx) =>
    audited(ctx.actor, 'sign', () =>
      ctx.commit(async (tx) => ok(await service.sign(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(lcAction, (ctx) =>
    audited(ctx.actor, ctx.body.action, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.act(tx, ctx.actor, ctx.body, seen)));
    }),
  );

  router.fileRoute(lcFile, async ({ actor, lang, params }) => ({
    body: await service.file(actor, lang, params.id),
    contentType: 'application/pdf',
    filename: lcFileName(params.id),
  }));
}
