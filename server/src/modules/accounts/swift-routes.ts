/** /swift-format: the organisation's foreign transfers and their MT103 messages (contracts/api/swift.ts). */
import { swiftFile, swiftList, swiftView } from '../../../../contracts/api/swift.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createSwiftService } from './swift-service.ts';

export function registerSwiftRoutes(router: Router, { db }: AppDeps): void {
  const service = createSwiftService(db);
  router.route(swiftList, async ({ session, body }) => ok(await service.list(session, body)));
  router.route(swiftView, async ({ session, body }) => ok(await service.view(session, body.id)));
  router.fileRoute(swiftFile, async ({ session, body }) => service.file(session, body.id));
}
