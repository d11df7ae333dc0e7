/**
 * A client's applications to the bank (/application; docs/decisions.md "Applications"): a free-form
 * request with a category, a subject, a text and up to three attachments (the chat file store,
 * core/chat-file-store.ts, area 'application'); the contact centre answers it, which sets its
 * status. One organisation's applications are never seen by another.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { chatFiles } from './chat.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const clientApplications = pgTable(
  'client_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** new → in_progress → answered | rejected (the last two are final). */
    status: text('status').notNull().default('new'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('client_applications_org_idx').on(t.organizationId, t.createdAt),
    index('client_applications_status_idx').on(t.status),
    check('client_applications_status', sql`${t.status} in ('new', 'in_progress', 'answered', 'rejected')`),
    check(
      'client_applications_category',
      sql`${t.category} in ('accounts', 'cards', 'payments', 'credits', 'documents', 'tariffs', 'other')`,
    ),
    check(
      'client_applications_answer',
      sql`${t.status} not in ('answered', 'rejected') or ${t.answer} is not null`,
    ),
  ],
);

export const clientApplicationFiles = pgTable(
  'client_application_files',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => clientApplications.id),
    fileId: text('file_id')
      .notNull()
      .references(() => chatFiles.id),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.fileId] })],
);
