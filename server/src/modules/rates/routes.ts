/** Public rates (contracts/api/rates.ts): no session needed. */
import { siteCurrencyList, siteExchangeRates, siteRateCalculator } from '../../../../contracts/api/rates.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createRatesService } from './service.ts';

export function registerRatesRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createRatesService(db, clock);
  router.publicRoute(siteCurrencyList, async ({ lang }) => ok(await service.currencyList(lang)));
  router.publicRoute(siteExchangeRates, async ({ lang, body }) =>
    ok(await service.exchangeRates(lang, body.date)),
  );
  router.publicRoute(siteRateCalculator, async ({ body }) => ok(await service.calculate(body)));
}
