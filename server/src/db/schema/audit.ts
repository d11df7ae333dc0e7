/**
 * The append-only audit log. A trigger (migration 0001) raises on UPDATE and DELETE, so not even
 * the application can rewrite history. No foreign keys: a row must outlive what it mentions.
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Unauthenticated noise (refused calls without a session, captcha failures, rate-limit refusals)
 * counted per action, address, kind and window instead of one audit row each: the first occurrence in a
 * window is written to the audit log, the rest only counted here; when the window has closed a job
 * writes one `audit.aggregate` row with the count and deletes the counter (plugins/audit-noise.ts).
 */
export const auditNoise = pgTable(
  'audit_noise',
  {
    action: text('action').notNull(),
    ip: text('ip').notNull(),
    /** What kind of it (the refusal's reason, the limit's name), so each kind keeps its first row. */
    kind: text('kind').notNull().default(''),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** What the first occurrence said (endpoint, reason), repeated in the aggregate row. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.action, t.ip, t.kind, t.windowStart] })],
);
