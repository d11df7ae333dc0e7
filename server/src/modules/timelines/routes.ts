/** HTTP side of the timelines (contracts/api/timelines.ts). */
import { timelineList } from '../../../../contracts/api/timelines.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createTimelineService } from './service.ts';

export function registerTimelineRoutes(router: Router, { db }: AppDeps): void {
  const service = createTimelineService(db);
  router.route(timelineList, async ({ body, query }) => ok(await service.list(body, query)));
}
