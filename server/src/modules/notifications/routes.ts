/** Notifications after sign-in (contracts/api/shell.ts): the list, and one opened (marks it read). */
import {
  notificationView,
  notificationsAll,
  type NotificationsData,
} from '../../../../contracts/api/shell.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import * as repo from './repository.ts';

export function registerNotificationRoutes(router: Router, { db, clock }: AppDeps): void {
  router.route(notificationsAll, async ({ session, lang }) => {
    const data: NotificationsData = { items: await repo.listVisible(db, session, lang) };
    return ok(data);
  });

  router.route(notificationView, async ({ params, session, lang }) => {
    // Another organisation's notification answers exactly like a missing one.
    const item = await repo.findVisible(db, session, lang, params.id);
    if (item === null) throw ApiError.notFound();
    if (!item.isRead) await repo.markRead(db, item.id, session.userId, clock.now());
    return ok({ ...item, isRead: true });
  });
}
