/** HTTP side of the terminal registry (contracts/api/terminals.ts). */
import {
  merchantCreate,
  merchantList,
  registryLogList,
  terminalCreate,
  terminalList,
  terminalStatement,
  terminalUpdate,
  terminalView,
} from '../../../../contracts/api/terminals.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createTerminalService } from './service.ts';

export function registerTerminalRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createTerminalService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'terminal.refused', {
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

  router.route(terminalList, async ({ query, body, actor }) => ok(await service.list(actor, body, query)));
  router.route(terminalView, async ({ params, actor }) => ok(await service.view(actor, params.id)));
  router.route(terminalCreate, ({ body, commit, actor }) =>
    audited(actor, 'create', { code: body.code }, () =>
      commit(async (tx) => ok(await service.create(tx, actor, body))),
    ),
  );
  router.route(terminalUpdate, ({ params, body, commit, actor }) =>
    audited(actor, 'update', { id: params.id, code: body.code }, () =>
      commit(async (tx) => ok(await service.update(tx, actor, params.id, body))),
    ),
  );
  router.route(terminalStatement, async ({ params, query, body, actor }) =>
    ok(await service.statement(actor, params.merchant_id, body, query)),
  );
  router.route(merchantList, async ({ query, body }) => ok(await service.merchants(body, query)));
  router.route(merchantCreate, ({ body, commit, actor }) =>
    audited(actor, 'merchant-create', { merchantId: body.merchant_id }, () =>
      commit(async (tx) => ok(await service.createMerchant(tx, actor, body))),
    ),
  );
  router.route(registryLogList, async ({ query, body }) => ok(await service.logs(body, query)));
}
