/**
 * Notifications visible to a session: those for every organisation, those for the session's
 * organisation, and those addressed to the user. Anything else does not exist for the caller.
 */
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '../../../../contracts/api/shell.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema/shell.ts';

export interface Viewer {
  readonly userId: number;
  readonly organizationId: number | null;
}

function visibleTo(viewer: Viewer): SQL | undefined {
  const organisation =
    viewer.organizationId === null
      ? isNull(notifications.organizationId)
      : or(isNull(notifications.organizationId), eq(notifications.organizationId, viewer.organizationId));
  return or(eq(notifications.userId, viewer.userId), and(isNull(notifications.userId), organisation));
}

const TEXT_COLUMNS = {
  ru: { title: notifications.titleRu, body: notifications.bodyRu },
  en: { title: notifications.titleEn, body: notifications.bodyEn },
  uz: { title: notifications.titleUz, body: notifications.bodyUz },
} as const;

async function select(db: Db, viewer: Viewer, lang: Language, id?: number): Promise<NotificationItem[]> {
  const rows = await db
    .select({
      id: notifications.id,
      title: TEXT_COLUMNS[lang].title,
      body: TEXT_COLUMNS[lang].body,
      format: notifications.format,
      createdAt: notifications.createdAt,
      readAt: notificationReads.readAt,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(
        eq(notificationReads.notificationId, notifications.id),
        eq(notificationReads.userId, viewer.userId),
      ),
    )
    .where(and(visibleTo(viewer), id === undefined ? undefined : eq(notifications.id, id)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    format: r.format === 'html' ? 'html' : 'text',
    createdAt: r.createdAt.toISOString(),
    isRead: r.readAt !== null,
  }));
}

export function listVisible(db: Db, viewer: Viewer, lang: Language): Promise<NotificationItem[]> {
  return select(db, viewer, lang);
}

export async function findVisible(
  db: Db,
  viewer: Viewer,
  lang: Language,
  id: number,
): Promise<NotificationItem | null> {
  const [item] = await select(db, viewer, lang, id);
  return item ?? null;
}

export async function markRead(db: Db, notificationId: number, userId: number, at: Date): Promise<void> {
  await db.insert(notificationReads).values({ notificationId, userId, readAt: at }).onConflictDoNothing();
}

/** A notification for every user of one organisation (texts in each language); answers its id. */
export async function insertOrganizationNotification(
  db: Db,
  values: Omit<typeof notifications.$inferInsert, 'id' | 'userId'> & { organizationId: number },
): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (row === undefined) throw new Error('notification not stored');
  return row.id;
}
