/** HTTP side of salary statements (contracts/api/salary.ts). */
import {
  salaryAccounts,
  salaryCards,
  salaryCreateByList,
  salaryDeferredReport,
  salaryDelete,
  salaryList,
  salarySend,
  salarySign,
  salarySignPasskey,
  salaryStatusList,
  salaryUpload,
  salaryView,
} from '../../../../contracts/api/salary.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { edsProver, passkeyProver } from '../devices/document-signature-service.ts';
import { createSalaryService } from './service.ts';

export function registerSalaryRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createSalaryService(db, clock);

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
        await auditActor(db, clock.now(), actor, 'salary.refused', {
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

  router.route(salaryStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(salaryList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(salaryView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(salaryAccounts, async (ctx) => ok(await service.accounts(ctx.actor, ctx.body.cardCode)));
  router.route(salaryCards, async (ctx) => ok(await service.cards(ctx.actor, ctx.body.contractId)));
  router.route(salaryDeferredReport, async (ctx) =>
    ok(await service.deferredReport(ctx.actor, ctx.body, ctx.query)),
  );

  router.route(salaryCreateByList, (ctx) =>
    audited(ctx.actor, 'create-by-list', { client_reference: ctx.body.client_reference }, () =>
      ctx.commit(async (tx) => ok(await service.createByList(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(salaryUpload, (ctx) =>
    audited(
      ctx.actor,
      'upload',
      { client_reference: ctx.body.client_reference, file_name: ctx.body.file_name },
      () => ctx.commit(async (tx) => ok(await service.upload(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(salaryDelete, (ctx) =>
    audited(ctx.actor, 'delete', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(salarySign, (ctx) =>
    audited(ctx.actor, 'sign', { ids: ctx.body.key_data.operation_ids }, () =>
      ctx.commit(async (tx) => {
        const { data, version, operation_ids } = ctx.body.key_data;
        const prove = edsProver(ctx.body.sign_cipher, version, clock, {
          noKey: 'salary.signature.noKey',
          invalid: 'salary.signature.invalid',
        });
        return ok(await service.sign(tx, ctx.actor, data, operation_ids, prove));
      }),
    ),
  );
  router.route(salarySignPasskey, (ctx) =>
    audited(ctx.actor, 'sign-passkey', { ids: ctx.body.key_data.operation_ids }, () =>
      ctx.commit(async (tx) => {
        const prove = passkeyProver(ctx.body.assertion, clock, config.webauthn);
        const { data, operation_ids } = ctx.body.key_data;
        return ok(await service.sign(tx, ctx.actor, data, operation_ids, prove));
      }),
    ),
  );
  router.route(salarySend, (ctx) =>
    audited(ctx.actor, 'send', { ids: ctx.body.ids }, () =>
      ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.ids))),
    ),
  );
}
