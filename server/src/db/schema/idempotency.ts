/**
 * Idempotency keys (docs/architecture.md §4): one row per (user, key), written in the same transaction
 * as the change it guards, holding the request's fingerprint and the answer that was sent. Kept at
 * least 30 days (plugins/idempotency.ts purges older rows), longer than a branch stays offline.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: uuid('key').notNull(),
    method: text('method').notNull(),
    /** The URL as called (path and query), so a key reused on another endpoint is told apart. */
    path: text('path').notNull(),
    /** SHA-256 (hex) of method, path and the canonical JSON body. */
    fingerprint: text('fingerprint').notNull(),
    /** in_flight while the claiming transaction runs; done once the answer is stored with it. */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state', sql`${t.state} in ('in_flight', 'done')`),
  ],
);
