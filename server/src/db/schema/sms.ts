/**
 * One-time SMS codes (modules/sms) and the demo sender's outbox. A code is stored only as
 * `salt$hmac` (modules/sms/code-hash.ts); the outbox keeps the text the demo "sent", which is why
 * only the demo sender (never in production) writes it.
 */
import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** contracts/api/sms.ts SMS_PURPOSES: a code answers only the flow it was sent for. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Checks made, right or wrong; a code takes at most SMS_MAX_TRIES. */
    tries: smallint('tries').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Spent by the flow it was sent for (single use). */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const smsDemoOutbox = pgTable(
  'sms_demo_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_demo_outbox_user_idx').on(t.userId, t.createdAt)],
);
