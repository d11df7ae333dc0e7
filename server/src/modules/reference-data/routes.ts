/** HTTP side of the reference dictionaries (contracts/api/reference-data.ts): four calls per kind. */
import {
  DICT_ENDPOINTS,
  DICT_KINDS,
  currencyOptions,
  statusOptions,
} from '../../../../contracts/api/reference-data.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createReferenceDataService } from './service.ts';

export function registerReferenceDataRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createReferenceDataService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'reference.refused', {
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

  // The option lists first: `reference/currency/options` must not be read as a kind's other call.
  router.route(currencyOptions, async ({ lang }) => ok(await service.currencies(lang)));
  router.route(statusOptions, async ({ lang }) => ok(await service.statuses(lang)));

  for (const kind of DICT_KINDS) {
    const calls = DICT_ENDPOINTS[kind];
    router.route(calls.list, async ({ query, body }) => ok(await service.list(kind, body, query)));
    router.route(calls.view, async ({ params }) => ok(await service.view(kind, params.id)));
    router.route(calls.create, ({ body, commit, actor }) =>
      audited(actor, 'create', { kind, code: body.code }, () =>
        commit(async (tx) => ok(await service.create(tx, actor, kind, body))),
      ),
    );
    router.route(calls.update, ({ params, body, commit, actor }) =>
      audited(actor, 'update', { kind, id: params.id, code: body.code }, () =>
        commit(async (tx) => ok(await service.update(tx, actor, kind, params.id, body))),
      ),
    );
  }
}
