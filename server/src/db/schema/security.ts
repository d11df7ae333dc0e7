/** Sessions, sign-in throttling, captchas, login history and password-reset requests. */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    /**
     * A multiclient's chosen child (m-client/select-organization): while set, every read and change
     * outside the cross-child payments (/m-payments) acts for this organisation only.
     */
    actingOrganizationId: integer('acting_organization_id').references(() => organizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per lower-cased username AND client address, kept for unknown usernames too (no
 * enumeration). A lock holds for that address only: a stranger's failures elsewhere do not lock the
 * user out of their own sign-in (docs/decisions.md, issue 19 point 1).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    username: text('username').notNull(),
    ip: text('ip').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);

/** The `ip` of the throttle row that counts a username's failures from every address (the account guard). */
export const EVERY_ADDRESS = '*';

/**
 * Rate-limit counters (plugins/rate-limit.ts) shared by every node on this database: one row per
 * limit and key (address, account), a fixed window. Expired rows are purged by the same job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    os: text('os').notNull(),
    browser: text('browser').notNull(),
    country: text('country').notNull(),
    success: boolean('success').notNull(),
  },
  (t) => [index('login_history_user_at_idx').on(t.userId, t.at)],
);

export const passwordResetRequests = pgTable('password_reset_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fullName: text('full_name').notNull(),
  clientNumber: text('client_number').notNull(),
  phone: text('phone').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
});
