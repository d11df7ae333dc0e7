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

  router.route(organizationSettings, async ({ actor }) => ok(await service.settings(actor)));
  router.route(organizationDualControl, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await service.setDualControl(tx, actor, params.id, body.dual_control))),
  );
}
