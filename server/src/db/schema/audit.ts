/**
 * The append-only audit log. A trigger (migration 0001) raises on UPDATE and DELETE, so not even
 * the application can rewrite history. No foreign keys: a row must outlive what it mentions.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Dotted name of what happened: `login.success`, `access.refused`, … */
    action: text('action').notNull(),
    userId: integer('user_id'),
    /** As typed at sign-in, so failures for unknown usernames are recorded too. */
    username: text('username'),
    organizationId: integer('organization_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_user_idx').on(t.userId)],
);
