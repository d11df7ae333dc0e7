/** HTTP side of the dashboard cards (contracts/api/dashboard.ts). */
import {
  dashboardAccountBalances,
  dashboardCosts,
  dashboardCreditInfo,
  dashboardCurrencyHistory,
} from '../../../../contracts/api/dashboard.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createDashboardService } from './service.ts';

export function registerDashboardRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createDashboardService(db, clock);
  router.route(dashboardAccountBalances, async ({ session }) => ok(await service.balances(session)));
  router.route(dashboardCosts, async ({ session, body }) => ok(await service.costs(session, body.months)));
  router.route(dashboardCreditInfo, async ({ session }) => ok(await service.creditInfo(session)));
  router.route(dashboardCurrencyHistory, async ({ body }) =>
    ok(await service.currencyHistory(body.code, body.days)),
  );
}
