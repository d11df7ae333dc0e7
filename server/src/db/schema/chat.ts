/**
 * Chats: the messaging bot (appeals from Telegram users, its texts, appeal types and consultation
 * topics), the client ↔ contact-centre chat, call-back orders and the files of both chats. Every
 * message and file record lives here so any API node's pollers see it (no in-memory state).
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';
import { users } from './users.ts';

/** A stored upload; the bytes are a file under DATA_DIR named by `id` (never the client's name). */
export const chatFiles = pgTable('chat_files', {
  id: text('id').primaryKey(),
  /** 'tgb', 'newchat' or 'application': which area may serve it. */
  area: text('area').notNull(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const tgbTexts = pgTable('tgb_texts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  keyword: text('keyword').notNull().unique(),
  uz: text('uz').notNull(),
  ru: text('ru').notNull(),
  en: text('en').notNull(),
});

export const tgbAppealTypes = pgTable(
  'tgb_appeal_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    enable: integer('enable').notNull().default(1),
  },
  (t) => [check('tgb_appeal_types_enable', sql`${t.enable} in (0, 1)`)],
);

export const tgbConsultations = pgTable(
  'tgb_consultations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => tgbConsultations.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    info: text('info').notNull(),
    infoRu: text('info_ru').notNull(),
    infoEn: text('info_en').notNull(),
    enable: integer('enable').notNull().default(1),
  },
  (t) => [check('tgb_consultations_enable', sql`${t.enable} in (0, 1)`)],
);

/** One Telegram chat talking to the bot: its language and where it is in the bot's dialogue. */
export const tgbUsers = pgTable('tgb_users', {
  chatId: text('chat_id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  language: text('language'),
  /** Appeal type chosen and waiting for the appeal text; null when the menu is shown. */
  pendingTypeId: integer('pending_type_id').references(() => tgbAppealTypes.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const tgbAppeals = pgTable(
  'tgb_appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: text('chat_id')
      .notNull()
      .references(() => tgbUsers.chatId),
    appealTypeId: integer('appeal_type_id').references(() => tgbAppealTypes.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    message: text('message').notNull(),
    /** 'Ready' → 'active' → 'close' (spec 3 §4). */
    status: text('status').notNull().default('Ready'),
    adminId: integer('admin_id').references(() => users.id),
    adminName: text('admin_name'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('tgb_appeals_status', sql`${t.status} in ('Ready', 'active', 'close')`),
    index('tgb_appeals_status_idx').on(t.status, t.id),
    index('tgb_appeals_chat_idx').on(t.chatId),
  ],
);

export const tgbMessages = pgTable(
  'tgb_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appealId: integer('appeal_id')
      .notNull()
      .references(() => tgbAppeals.id),
    message: text('message').notNull(),
    /** 'text' or 'file'. */
    messageType: text('message_type').notNull(),
    /** 'user' (the Telegram user) or 'other' (an operator). */
    owner: text('owner').notNull(),
    fileId: text('file_id').references(() => chatFiles.id),
    /** Operator messages: when the Bot API accepted it; null while not delivered. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tgb_messages_appeal_idx').on(t.appealId, t.id)],
);

/**
 * A conversation with the contact centre: a client organisation's (organization_id set, every user
 * of the organisation sees it) or a bank staff user's own (organization_id null, only its author
 * sees it) — docs/decisions.md, Chats.
 */
export const ccChats = pgTable(
  'cc_chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** 'waiting' (the bank has to answer), 'open' (answered), 'archived' (ended with a subject). */
    status: text('status').notNull(),
    subject: text('subject'),
    closedBy: integer('closed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('cc_chats_status', sql`${t.status} in ('waiting', 'open', 'archived')`),
    index('cc_chats_org_idx').on(t.organizationId, t.status),
    index('cc_chats_author_idx').on(t.authorId, t.status),
    index('cc_chats_status_idx').on(t.status, t.updatedAt),
  ],
);

export const ccMessages = pgTable(
  'cc_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => ccChats.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'client' or 'operator'. */
    owner: text('owner').notNull(),
    message: text('message').notNull(),
    fileId: text('file_id').references(() => chatFiles.id),
    /** When the other side first read it; unread badges count the nulls. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cc_messages_chat_idx').on(t.chatId, t.id)],
);

export const callOrders = pgTable(
  'call_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    phone: text('phone').notNull(),
    typeCode: text('type_code').notNull(),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: integer('archived_by').references(() => users.id),
  },
  (t) => [index('call_orders_archived_idx').on(t.archivedAt, t.id)],
);
