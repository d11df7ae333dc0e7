/** Loan administration (contracts/api/loan-admin.ts). */
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { credits } from './credits.ts';
import { notifications } from './shell.ts';
import { users } from './users.ts';

/**
 * Overdue-debt notices the bank's admin sent (/credit-overdue-notification): which credit, which
 * notification it became, who sent it and when. Append only.
 */
export const creditOverdueNotices = pgTable(
  'credit_overdue_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => credits.id),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_overdue_notices_credit_idx').on(t.creditId)],
);
