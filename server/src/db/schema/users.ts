/** Users, their organisations, push tokens and (demo) signing keys. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rbacRoles } from './rbac.ts';
import { banks, organizations, personalManagers } from './reference.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    /** The catalogue role (contracts/roles.ts): screens, data scope and every business rule. */
    role: text('role').notNull(),
    /**
     * A role an admin added in the RBAC editor, based on `role`: when set, the router decides the
     * user's calls by its permissions instead of the catalogue role's (docs/decisions.md "RBAC").
     */
    accessRole: text('access_role').references(() => rbacRoles.name),
    /** `scrypt$N$r$p$salt$hash` (base64url parts), see modules/security/password.ts. */
    passwordHash: text('password_hash').notNull(),
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    unallowedModules: text('unallowed_modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    personalManagerId: integer('personal_manager_id').references(() => personalManagers.id),
    birthDay: date('birth_day', { mode: 'string' }),
    phone: text('phone'),
    isMsb: boolean('is_msb').notNull().default(false),
    creditOffer: boolean('credit_offer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin (users/block): no sign-in while set; sessions were revoked when it was set. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** The admin who blocked (no foreign key needed: users are never deleted). */
    blockedBy: integer('blocked_by'),
    blockedReason: text('blocked_reason'),
    /**
     * The bank branch (its MFO) a branch-level staff user (admin_branch) works for: they see the
     * organisations served there (organizations.mfo). Null for everyone else (docs/decisions.md
     * "Bank payment list (issue 24)").
     */
    branchMfo: text('branch_mfo').references(() => banks.mfo),
  },
  // Usernames are unique regardless of case: "Accountant" and "accountant" are one user.
  (t) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`)],
);

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    token: text('token').notNull().unique(),
    /** The language of the call that saved it (ru, en, uz): notifications to this browser use it. */
    language: text('language'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_tokens_user_idx').on(t.userId)],
);

/**
 * The demo signing client's key per user (signer-sim/). The private key is stored only because
 * this is the simulator of a device that normally keeps it; production rows carry none.
 */
export const signingKeys = pgTable('signing_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  serialNumber: text('serial_number').notNull().unique(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key'),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
});
