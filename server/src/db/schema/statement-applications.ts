/**
 * Applications for a certified account statement (contracts/api/statement-applications.ts): what the
 * client asked for (account, period, purpose, language, delivery, copies), who asked and when, and
 * the status the bank moves it on. Rows are never deleted: an application is a document.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const statementApplications = pgTable(
  'statement_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    purpose: text('purpose').notNull(),
    purposeNote: text('purpose_note').notNull().default(''),
    language: text('language').notNull(),
    delivery: text('delivery').notNull(),
    email: text('email').notNull().default(''),
    copies: smallint('copies').notNull(),
    status: text('status').notNull().default('submitted'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('statement_applications_account_idx').on(t.accountId, t.id),
    check('statement_applications_period', sql`${t.dateFrom} <= ${t.dateTo}`),
    check('statement_applications_copies', sql`${t.copies} between 1 and 5`),
  ],
);
