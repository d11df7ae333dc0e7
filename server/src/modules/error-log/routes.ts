/** HTTP side of the admin's error log and key log (contracts/api/error-log.ts). */
import { errorLogList, errorLogView, keyLogList } from '../../../../contracts/api/error-log.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createErrorLogService } from './service.ts';

export function registerErrorLogRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createErrorLogService(db, clock);
  router.route(errorLogList, async ({ query, body }) => ok(await service.errors(body, query)));
  router.route(errorLogView, async ({ params }) => ok(await service.error(params.id)));
  router.route(keyLogList, async ({ query, body }) => ok(await service.keyLogs(body, query)));
}
