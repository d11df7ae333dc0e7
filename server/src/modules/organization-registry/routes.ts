/** HTTP side of the admin's organisation records (contracts/api/organization-registry.ts). */
import {
  organizationRecordCreate,
  organizationRecordList,
  organizationRecordUpdate,
  organizationRecordView,
} from '../../../../contracts/api/organization-registry.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createOrganizationRegistryService } from './service.ts';

export function registerOrganizationRegistryRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createOrganizationRegistryService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'organization.refused', {
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

  router.route(organizationRecordList, async ({ query, body }) => ok(await service.list(body, query)));
  router.route(organizationRecordView, async ({ params }) => ok(await service.view(params.id)));
  router.route(organizationRecordCreate, ({ body, commit, actor }) =>
    audited(actor, 'create', { inn: body.inn }, () =>
      commit(async (tx) => ok(await service.create(tx, actor, body))),
    ),
  );
  router.route(organizationRecordUpdate, ({ params, body, commit, actor }) =>
    audited(actor, 'update', { id: params.id, inn: body.inn }, () =>
      commit(async (tx) => ok(await service.update(tx, actor, params.id, body))),
    ),
  );
}
