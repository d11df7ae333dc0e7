/** HTTP side of clients' applications (contracts/api/applications.ts). */
import {
  applicationAnswer,
  applicationCreate,
  applicationFile,
  applicationList,
  applicationView,
} from '../../../../contracts/api/applications.ts';
import type { Actor } from '../../core/actor.ts';
import { createFileStore } from '../../core/chat-file-store.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createApplicationService } from './service.ts';

export function registerApplicationRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createApplicationService(db, clock, createFileStore(config.dataDir));

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'application.refused', {
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

  router.route(applicationList, async ({ query, body, actor }) => ok(await service.list(actor, body, query)));
  router.route(applicationView, async ({ params, actor }) => ok(await service.view(actor, params.id)));
  router.route(applicationCreate, ({ body, commit, actor }) =>
    audited(actor, 'create', { category: body.category }, () =>
      commit(async (tx) => ok(await service.create(tx, actor, body))),
    ),
  );
  router.route(applicationAnswer, ({ params, body, commit, actor }) =>
    audited(actor, 'answer', { id: params.id, status: body.status }, () =>
      commit(async (tx) => ok(await service.answer(tx, actor, params.id, body))),
    ),
  );
  router.fileRoute(applicationFile, async ({ params, actor }) => {
    const stored = await service.file(actor, params.id, params.fileId);
    return { body: stored.bytes, contentType: stored.ref.mime, filename: stored.ref.name };
  });
}
