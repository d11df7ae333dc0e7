/** HTTP side of statement applications (contracts/api/statement-applications.ts). */
import {
  applicationCreate,
  applicationFile,
  applicationFileName,
  applicationList,
} from '../../../../contracts/api/statement-applications.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createApplicationService } from './application-service.ts';

export function registerApplicationRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createApplicationService(db, clock);

  router.route(applicationCreate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.create(tx, actor, body))),
  );

  router.route(applicationList, async ({ session, body }) =>
    ok(await service.list(session, body.account, body.mfo)),
  );

  router.fileRoute(applicationFile, async ({ session, lang, body }) => ({
    body: await service.file(session, lang, body.id),
    contentType: 'application/pdf',
    filename: applicationFileName(body.id),
  }));
}
