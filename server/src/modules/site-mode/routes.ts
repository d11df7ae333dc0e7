/** HTTP side of the site mode (contracts/api/site-mode.ts). */
import { siteModeUpdate, siteModeView } from '../../../../contracts/api/site-mode.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import type { SiteMode } from '../../plugins/site-mode.ts';
import { createSiteModeService } from './service.ts';

export function registerSiteModeRoutes(router: Router, { db, clock }: AppDeps, siteMode: SiteMode): void {
  const service = createSiteModeService(db, clock);
  router.route(siteModeView, async ({ session }) => ok(await service.view(session)));
  router.route(siteModeUpdate, async ({ body, commit, actor }) => {
    const answer = await commit(async (tx) => ok(await service.update(tx, actor, body)));
    // Once committed, this node reads the mode afresh (other nodes within seconds: plugins/site-mode.ts).
    siteMode.forget();
    return answer;
  });
}
