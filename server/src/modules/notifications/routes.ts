/** Notifications after sign-in (contracts/api/shell.ts): the list, and one opened (marks it read). */
import {
  notificationView,
  notificationsAll,
  type NotificationsData,
} from '../../../../contracts/api/shell.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createNotificationService } from './service.ts';

export function registerNotificationRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createNotificationService(db, clock);

  router.route(notificationsAll, async ({ session, lang }) => {
    const data: NotificationsData = { items: await service.list(session, lang) };
    return ok(data);
  });

  router.route(notificationView, async ({ params, session, lang }) =>
    ok(await service.open(session, lang, params.id)),
  );
}
