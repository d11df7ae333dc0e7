/**
 * Multiclient administration (spec 2 §2 "Multiclient administration", §3; docs/decisions.md
 * "Multiclient administration"): a parent (a holding: name and INN), the organisations it acts for
 * (children, each with an access level), the multiclient users of the parent, each user's screen
 * groups per child, and per account a permission and a mode. The server enforces these on every
 * payment action of the user in that child (server/src/core/multiclient-rights.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const multiclients = pgTable(
  'multiclients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    inn: text('inn').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('multiclients_inn_unique').on(t.inn),
    check('multiclients_inn_format', sql`${t.inn} ~ '^[0-9]{9}$'`),
  ],
);

/** An organisation the parent acts for; allow_id 1 view only, 2 full (payments authorised). */
export const multiclientChildren = pgTable(
  'multiclient_children',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    multiclientId: integer('multiclient_id')
      .notNull()
      .references(() => multiclients.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    alias: text('alias'),
    allowId: integer('allow_id').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('multiclient_children_unique').on(t.multiclientId, t.organizationId),
    index('multiclient_children_org_idx').on(t.organizationId),
    check('multiclient_children_allow', sql`${t.allowId} in (1, 2)`),
  ],
);

/**
 * A user (role multiclient) of a parent. allow_id 2 manages the parent (full), 1 views only; the
 * last active full user of a parent is never blocked, deleted or lowered (last-admin protection).
 * Deleting marks deleted_at and blocks the user (users are never deleted).
 */
export const multiclientUsers = pgTable(
  'multiclient_users',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    multiclientId: integer('multiclient_id')
      .notNull()
      .references(() => multiclients.id),
    email: text('email'),
    position: text('position'),
    allowId: integer('allow_id').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('multiclient_users_parent_idx').on(t.multiclientId),
    check('multiclient_users_allow', sql`${t.allowId} in (1, 2)`),
  ],
);

/** The screen groups a user may use in one child (settings/settings-save). */
export const multiclientUserSettings = pgTable(
  'multiclient_user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

/**
 * Account control: per user and account of a child a permission (0 none, 1 view, 2 authorise) and
 * a mode (1 any amount, 2 up to amount_not_more, in tiyin).
 */
export const multiclientUserAccounts = pgTable(
  'multiclient_user_accounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    permission: integer('permission').notNull(),
    mode: integer('mode').notNull(),
    amountNotMore: bigint('amount_not_more', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accountId] }),
    check('multiclient_user_accounts_permission', sql`${t.permission} in (0, 1, 2)`),
    check('multiclient_user_accounts_mode', sql`${t.mode} in (1, 2)`),
    check(
      'multiclient_user_accounts_limit',
      sql`${t.mode} = 1 or (${t.amountNotMore} is not null and ${t.amountNotMore} > 0)`,
    ),
  ],
);
