/** HTTP side of tickers (contracts/api/tickers.ts, spec 3 §7.7). */
import {
  tickerCreate,
  tickerDelete,
  tickerStatusList,
  tickersList,
  tickerUpdate,
  tickerView,
} from '../../../../contracts/api/tickers.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createTickerService } from './service.ts';

export function registerTickerRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createTickerService(db, clock);

  router.route(tickersList, async ({ query, body }) => ok(await service.list(body, query)));
  router.route(tickerView, async ({ params }) => ok(await service.view(params.id)));
  router.route(tickerStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(tickerCreate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.create(tx, actor, body))),
  );
  router.route(tickerUpdate, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await service.update(tx, actor, params.id, body))),
  );
  router.route(tickerDelete, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await service.remove(tx, actor, params.id))),
  );
}
