/**
 * Currency buy/sell requests (issue 20, contracts/api/fx-deal.ts): the request, its log and its EDS
 * signatures. `amount` is minor units of `currency` by its ISO 4217 exponent; rates are tiyin per
 * one unit and soum sums tiyin (bigint, exact). `reserved` is what the request holds on the bank's
 * reservation account 22613 now; every movement is ledger legs (ledger_entries) that balance.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { currencies } from './accounts-history.ts';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const fxDeals = pgTable(
  'fx_deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    type: text('type').notNull(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    statusId: smallint('status_id').notNull().default(1),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: minor('amount').notNull(),
    rateLimit: minor('rate_limit').notNull(),
    purpose: text('purpose').notNull(),
    soumAccountId: integer('soum_account_id')
      .notNull()
      .references(() => accounts.id),
    fxAccountId: integer('fx_account_id')
      .notNull()
      .references(() => accounts.id),
    reserved: minor('reserved')
      .notNull()
      .default(sql`0`),
    execRate: minor('exec_rate'),
    execSoum: minor('exec_soum'),
    returnedSoum: minor('returned_soum'),
    /** The bank's reason of a return or a rejection. */
    reason: text('reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    editedBy: integer('edited_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
  },
  (t) => [
    unique('fx_deals_org_client_reference_unique').on(t.organizationId, t.clientReference),
    index('fx_deals_org_id_idx').on(t.organizationId, t.id),
    index('fx_deals_status_idx').on(t.statusId),
    check('fx_deals_type', sql`${t.type} in ('buy', 'sell')`),
    check('fx_deals_status', sql`${t.statusId} between 1 and 7`),
    check('fx_deals_amount_positive', sql`${t.amount} > 0`),
    check('fx_deals_rate_positive', sql`${t.rateLimit} > 0`),
    check('fx_deals_reserved_not_negative', sql`${t.reserved} >= 0`),
    check('fx_deals_version_positive', sql`${t.version} > 0`),
  ],
);

/** Who did what to a request, and when. */
export const fxDealLogs = pgTable(
  'fx_deal_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => fxDeals.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    statusId: smallint('status_id').notNull(),
    version: integer('version').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fx_deal_logs_deal_idx').on(t.dealId)],
);

/** One live signature per version; an edit voids it (voided_at) and bumps the version. */
export const fxDealSignatures = pgTable(
  'fx_deal_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => fxDeals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    keySerial: text('key_serial').notNull(),
    version: integer('version').notNull(),
    digest: text('digest').notNull(),
    cipher: text('cipher').notNull(),
    message: text('message').notNull(),
    signerVersion: text('signer_version').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fx_deal_signatures_live_unique')
      .on(t.dealId, t.version)
      .where(sql`${t.voidedAt} is null`),
  ],
);
