/**
 * Notifications after sign-in (contracts/api/shell.ts): those addressed to the user, their
 * organisation or everyone. Another organisation's notification answers exactly like a missing one.
 */
import type { NotificationItem } from '../../../../contracts/api/shell.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

export function createNotificationService(db: Db, clock: Clock) {
  return {
    list(viewer: repo.Viewer, lang: Language): Promise<NotificationItem[]> {
      return repo.listVisible(db, viewer, lang);
    },

    /** One notification, marked read for the viewer by opening it; 404 when not visible. */
    async open(viewer: repo.Viewer, lang: Language, id: number): Promise<NotificationItem> {
      const item = await repo.findVisible(db, viewer, lang, id);
      if (item === null) throw ApiError.notFound();
      if (!item.isRead) await repo.markRead(db, item.id, viewer.userId, clock.now());
      return { ...item, isRead: true };
    },
  };
}

/**
 * Sends a notification to every user of an organisation (shown after sign-in), in the caller's
 * transaction; answers its id. Other modules post notices through this (loan-admin's overdue debt).
 */
export function notifyOrganization(
  tx: Db,
  organizationId: number,
  texts: Readonly<Record<Language, { readonly title: string; readonly body: string }>>,
  at: Date,
): Promise<number> {
  return repo.insertOrganizationNotification(tx, {
    organizationId,
    titleRu: texts.ru.title,
    titleEn: texts.en.title,
    titleUz: texts.uz.title,
    bodyRu: texts.ru.body,
    bodyEn: texts.en.body,
    bodyUz: texts.uz.body,
    createdAt: at,
  });
}
