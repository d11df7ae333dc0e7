/**
 * Key-check challenges (modules/signing-keys): the text the local signing client signs to prove
 * the user holds the registered key. Each answers once and lives KEY_CHALLENGE_TTL_SECONDS.
 * The keys themselves are in users.ts (signing_keys).
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const keyChallenges = pgTable(
  'key_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    challenge: text('challenge').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('key_challenges_user_idx').on(t.userId, t.createdAt)],
);
