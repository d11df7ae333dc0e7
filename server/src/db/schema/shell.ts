/** Announcements (tickers) and notifications shown by the app shell. */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** 1 = shown (spec 1 §3); anything else is hidden. */
  status: integer('status').notNull().default(1),
  messageRu: text('message_ru').notNull(),
  messageEn: text('message_en').notNull(),
  messageUz: text('message_uz').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** organization_id null = every organisation; user_id set = that user only. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id),
    userId: integer('user_id').references(() => users.id),
    titleRu: text('title_ru').notNull(),
    titleEn: text('title_en').notNull(),
    titleUz: text('title_uz').notNull(),
    bodyRu: text('body_ru').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyUz: text('body_uz').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notifications_org_idx').on(t.organizationId), index('notifications_user_idx').on(t.userId)],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);
