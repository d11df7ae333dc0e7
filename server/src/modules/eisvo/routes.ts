/** HTTP side of EISVO (contracts/api/eisvo.ts, spec 3 §7.1). */
import {
  contractBasisList,
  contractDetail,
  contractList,
  contractUpdate,
  contractVerification,
  eisvoLookup,
  overdueDebtList,
  SECTION_ENDPOINTS,
  SECTION_NAMES,
} from '../../../../contracts/api/eisvo.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { lookup } from './lookups.ts';
import { createEisvoService } from './service.ts';

export function registerEisvoRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createEisvoService(db, clock);

  router.route(contractList, async ({ session, query, body }) =>
    ok(await service.list(session, body, query)),
  );
  router.route(contractDetail, async ({ session, params }) => ok(await service.detail(session, params.idn)));
  router.route(contractVerification, async ({ session, params }) =>
    ok(await service.verification(session, params.idn)),
  );
  router.route(contractBasisList, async ({ session, params }) =>
    ok({ items: await service.basisList(session, params.idn) }),
  );
  router.route(contractUpdate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.updateComments(tx, actor, body.contract_idn, body.comments))),
  );
  for (const name of SECTION_NAMES) {
    router.route(SECTION_ENDPOINTS[name], async ({ session, query, body }) =>
      ok(await service.section(session, name, body.contract_idn, query)),
    );
  }
  router.route(eisvoLookup, async ({ params, lang }) => ok(lookup(params.name, lang)));
  router.route(overdueDebtList, async ({ query, session }) => ok(await service.overdue(session, query)));
}
