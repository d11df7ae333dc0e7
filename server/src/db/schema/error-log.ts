/**
 * The server's error log (/errors, /error/:id; issue 25): one row per answer the server failed to
 * give (5xx, or an error nothing expected). Only what an administrator needs to find the request in
 * the server's own log: never a request body, header, token or query string (a card number or a
 * password could be in any of them). Bounded: rows older than ERROR_LOG_RETENTION_DAYS are purged.
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const errorLog = pgTable(
  'error_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Fastify's request id, as the server's own log prints it. */
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    /** The route pattern (`/api/v2/users/view/:id`), never the raw URL with its query string. */
    route: text('route').notNull(),
    httpStatus: integer('http_status').notNull(),
    /** The signed-in caller, when the call got that far (no foreign key: the log outlives nothing). */
    userId: integer('user_id'),
    /** The error's class name (TypeError, DrizzleQueryError, …). */
    errorName: text('error_name').notNull(),
    /** The error's message with digit runs that could be card or account numbers masked, cut short. */
    message: text('message').notNull(),
  },
  (t) => [index('error_log_at_idx').on(t.at)],
);
