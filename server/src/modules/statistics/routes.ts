/** HTTP side of statistics (contracts/api/statistics.ts). */
import { elkStats, statsUsage } from '../../../../contracts/api/statistics.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { databaseLogStore, elasticLogStore } from './log-store.ts';
import { createStatisticsService } from './service.ts';

export function registerStatisticsRoutes(router: Router, { db, config }: AppDeps): void {
  const store = config.elk === null ? databaseLogStore(db) : elasticLogStore(config.elk);
  const service = createStatisticsService(db, store);
  router.route(statsUsage, async ({ body }) => ok(await service.usage(body.date_from, body.date_to)));
  router.route(elkStats, async ({ body }) => ok(await service.events(body.date_from, body.date_to)));
}
