/** HTTP side of the ecosystem and OSGOR (contracts/api/insurance.ts). */
import {
  avtoList,
  ecoSystemMenu,
  insuranceAccountList,
  insuranceAdd,
  insuranceCalculate,
  insuranceCompanyList,
  insuranceDistricts,
  insuranceDownload,
  insuranceFileName,
  insuranceList,
  insurancePrepare,
  insuranceRegions,
  insuranceStatusList,
  insuranceView,
} from '../../../../contracts/api/insurance.ts';
import type { Actor } from '../../core/actor.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createInsuranceService } from './service.ts';

export function registerInsuranceRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createInsuranceService(db, clock);

  /** A refused call rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await service.auditRefusal(actor, action, error);
      throw error;
    }
  }

  router.route(ecoSystemMenu, async ({ lang }) => ok(service.menu(lang)));
  router.route(insuranceCompanyList, async () => ok(await service.companies()));
  router.route(insurancePrepare, async ({ actor }) => ok(await service.prepare(actor)));
  router.route(insuranceRegions, async ({ lang, query }) =>
    ok(await service.regions(lang, query.insurance_company_id)),
  );
  router.route(insuranceDistricts, async ({ lang, query }) =>
    ok(await service.districts(lang, query.region_id, query.insurance_company_id)),
  );
  router.route(insuranceAccountList, async ({ actor }) => ok(await service.accounts(actor)));
  router.route(insuranceCalculate, ({ actor, body }) =>
    audited(actor, 'calculate', () => service.calculate(actor, body)),
  );
  router.route(insuranceAdd, ({ actor, body, commit }) =>
    audited(actor, 'add', () => commit((tx) => service.add(tx, actor, body))),
  );
  router.route(insuranceList, async ({ actor, body, query }) =>
    ok(await service.list(actor, body.from_date, body.to_date, query.page, query.pageSize)),
  );
  router.route(insuranceView, async ({ actor, query }) => ok(await service.view(actor, query.id)));
  router.route(insuranceStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(avtoList, async ({ actor }) => ok(await service.cars(actor)));
  router.fileRoute(insuranceDownload, async ({ actor, query }) => {
    const file = await service.download(actor, query.id);
    return {
      body: file.body,
      contentType: 'application/pdf',
      filename: insuranceFileName(file.seria, file.number),
    };
  });
}
