/** HTTP side of payment constraints (contracts/api/constraints.ts). */
import {
  constraintCreate,
  constraintList,
  constraintUpdate,
  constraintView,
} from '../../../../contracts/api/constraints.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createConstraintsService } from './service.ts';

export function registerConstraintsRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createConstraintsService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'constraints.refused', {
          action,
          subject,
          http: error.http,
          message: error.messageKey,
        });
      }
      throw error;
    }
  }

  router.route(constraintList, async ({ query, body }) => ok(await service.list(body, query)));
  router.route(constraintView, async ({ params }) => ok(await service.view(params.id)));
  router.route(constraintCreate, ({ body, commit, actor }) =>
    audited(actor, 'create', { name: body.name }, () =>
      commit(async (tx) => ok(await service.create(tx, actor, body))),
    ),
  );
  router.route(constraintUpdate, ({ params, body, commit, actor }) =>
    audited(actor, 'update', { id: params.id }, () =>
      commit(async (tx) => ok(await service.update(tx, actor, params.id, body))),
    ),
  );
}
