/** HTTP side of banks by MFO (contracts/api/mfo.ts). */
import { mfoCreate, mfoDelete, mfoList, mfoUpdate, mfoView } from '../../../../contracts/api/mfo.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createMfoService } from './service.ts';

export function registerMfoRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createMfoService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'mfo.refused', {
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

  router.route(mfoList, async ({ query, body, actor }) => ok(await service.list(actor, body, query)));
  router.route(mfoView, async ({ params, actor }) => ok(await service.view(actor, params.id)));
  router.route(mfoCreate, ({ body, commit, actor }) =>
    audited(actor, 'create', { mfo: body.mfo }, () =>
      commit(async (tx) => ok(await service.create(tx, actor, body))),
    ),
  );
  router.route(mfoUpdate, ({ params, body, commit, actor }) =>
    audited(actor, 'update', { id: params.id, mfo: body.mfo }, () =>
      commit(async (tx) => ok(await service.update(tx, actor, params.id, body))),
    ),
  );
  router.route(mfoDelete, ({ params, commit, actor }) =>
    audited(actor, 'delete', { id: params.id }, () =>
      commit(async (tx) => ok(await service.remove(tx, actor, params.id))),
    ),
  );
}
