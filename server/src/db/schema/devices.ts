/**
 * Activated phones (issue 6): one WebAuthn credential (passkey) per device, bound to a user, and the
 * one-time challenges of registration and quick unlock. Payment signatures need no stored challenge:
 * their challenge is the payment's digest (contracts/api/devices.ts).
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** base64url credential id, as the authenticator reports it. */
    credentialId: text('credential_id').notNull().unique(),
    /** SubjectPublicKeyInfo PEM made from the COSE key at registration. */
    publicKey: text('public_key').notNull(),
    /** COSE algorithm: -7 ES256 or -257 RS256. */
    algorithm: integer('algorithm').notNull(),
    /** The last signature counter seen; an assertion must move it forward (unless both are 0). */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [index('devices_user_idx').on(t.userId)],
);

export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'register' | 'unlock' */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('webauthn_challenges_user_idx').on(t.userId, t.purpose)],
);
