/** HTTP side of currency transaction codes (contracts/api/currency-transaction-codes.ts). */
import {
  ctcCreate,
  ctcList,
  ctcOptions,
  ctcUpdate,
  ctcView,
} from '../../../../contracts/api/currency-transaction-codes.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createCtcService } from './service.ts';

export function registerCurrencyTransactionCodeRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createCtcService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'ctc.refused', {
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

  router.route(ctcList, async ({ query, body }) => ok(await service.list(body, query)));
  router.route(ctcView, async ({ params }) => ok(await service.view(params.id)));
  router.route(ctcOptions, async ({ lang }) => ok(await service.options(lang)));
  router.route(ctcCreate, ({ body, commit, actor }) =>
    audited(actor, 'create', { code: body.code }, () =>
      commit(async (tx) => ok(await service.create(tx, actor, body))),
    ),
  );
  router.route(ctcUpdate, ({ params, body, commit, actor }) =>
    audited(actor, 'update', { id: params.id, code: body.code }, () =>
      commit(async (tx) => ok(await service.update(tx, actor, params.id, body))),
    ),
  );
}
