/** Announcements (tickers) and notifications shown by the app shell. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * 'text': plain text the app shows as text (system notices, e.g. overdue debt); 'html': rich
     * text an admin wrote at /notification, stored sanitised (core/rich-text.ts) and sanitised again
     * where shown.
     */
    format: text('format').notNull().default('text'),
    /** The admin who wrote it (null: sent by the system). */
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('notifications_org_idx').on(t.organizationId),
    index('notifications_user_idx').on(t.userId),
    check('notifications_format', sql`${t.format} in ('text', 'html')`),
  ],
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

/**
 * Notices before sign-in (/notify, shown on /login): one language each, shown to guests who chose
 * that language while now is within [active_from, active_to). Body is sanitised rich text.
 */
export const loginNotices = pgTable(
  'login_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: text('language').notNull(),
    /** 'info', 'warning' or 'critical': the order and colour on the sign-in page. */
    importance: text('importance').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
    activeTo: timestamp('active_to', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_notices_active_idx').on(t.language, t.activeFrom, t.activeTo),
    check('login_notices_language', sql`${t.language} in ('ru', 'en', 'uz')`),
    check('login_notices_importance', sql`${t.importance} in ('info', 'warning', 'critical')`),
    check('login_notices_period', sql`${t.activeTo} > ${t.activeFrom}`),
  ],
);
