/** HTTP side of the organisation's signing settings (contracts/api/organization-settings.ts). */
import {
  organizationDualControl,
  organizationSettings,
} from '../../../../contracts/api/organization-settings.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createOrganizationService } from './service.ts';

export function registerOrganizationRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createOrganizationService(db, clock);

  router.route(organizationSettings, async ({ session, request }) =>
    ok(await service.settings({ session, ip: request.ip })),
  );
  router.route(organizationDualControl, ({ params, body, session, request, commit }) =>
    commit(async (tx) =>
      ok(await service.setDualControl(tx, { session, ip: request.ip }, params.id, body.dual_control)),
    ),
  );
}
