/**
 * Controlled accounts (spec 3 §2.4, §3.7; /must-be-auth-accounts): an organisation's account whose
 * payments must be authorised by one named user of that organisation. While a row is active (status
 * 1), a soum payment debiting the account may be signed only by that user (docs/decisions.md,
 * "Controlled accounts").
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const mustBeAuthAccounts = pgTable(
  'must_be_auth_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    account: text('account').notNull(),
    bxmCode: text('bxm_code').notNull(),
    /** 1 active (enforced), 0 inactive (kept, not enforced). */
    status: integer('status').notNull(),
    /** 1: soum payments from the account. The list the form offers comes from the server. */
    type: integer('type').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('must_be_auth_accounts_account_type').on(t.account, t.type),
    index('must_be_auth_accounts_org_idx').on(t.organizationId),
    check('must_be_auth_accounts_bxm_code', sql`${t.bxmCode} ~ '^[0-9]{5}$'`),
    check('must_be_auth_accounts_status', sql`${t.status} in (0, 1)`),
    check('must_be_auth_accounts_type', sql`${t.type} in (1)`),
  ],
);
