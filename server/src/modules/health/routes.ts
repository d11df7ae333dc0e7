/** GET /api/v2/health for load balancers and start-up scripts: 200 once the database answers. */
import { health, type HealthData } from '../../../../contracts/api/system.ts';
import type { Database } from '../../db/client.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';

export function registerHealthRoutes(router: Router, { clock }: AppDeps, database: Database): void {
  router.publicRoute(health, async () => {
    await database.ping();
    return ok<HealthData>({ database: database.kind, time: clock.now().toISOString() });
  });
}
