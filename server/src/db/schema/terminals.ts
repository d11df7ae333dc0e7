/**
 * POS (acquiring) terminals of client organisations and their card transactions, read by
 * /terminal-statement (contracts/api/report-journals.ts). Each trading day's approved payments of a
 * terminal are settled once: a terminal_settlements row whose amount is that day's net (amount −
 * commission) and whose transaction_id names the ledger movement that credited the terminal's
 * account. A payment with no settlement is pending (today's, or a declined/reversed one that is
 * never paid). Card numbers are stored masked only (first six and last four digits). Money is
 * bigint minor units.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const terminals = pgTable(
  'terminals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Where each day's settlement is credited (an account of the same organisation). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    code: text('code').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Commission in hundredths of a percent of each approved payment. */
    commissionBp: integer('commission_bp').notNull(),
    /** The device model, as the registry records it (docs/decisions.md "Terminals"). */
    model: text('model').notNull().default('PAX S90'),
    /** active, blocked (no payments accepted for now) or closed (taken off the registry). */
    status: text('status').notNull().default('active'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('terminals_org_idx').on(t.organizationId),
    check('terminals_code_format', sql`${t.code} ~ '^[A-Z0-9]{8}$'`),
    check('terminals_merchant_format', sql`${t.merchantId} ~ '^[0-9]{15}$'`),
    check('terminals_commission_range', sql`${t.commissionBp} between 0 and 1000`),
    check('terminals_status', sql`${t.status} in ('active', 'blocked', 'closed')`),
    index('terminals_merchant_idx').on(t.merchantId),
  ],
);

export const terminalSettlements = pgTable(
  'terminal_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    /** The trading day settled. */
    day: date('day', { mode: 'string' }).notNull(),
    amount: minor('amount').notNull(),
    /** The ledger transaction that credited the terminal's account. */
    transactionId: text('transaction_id').notNull().unique(),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('terminal_settlements_terminal_day_unique').on(t.terminalId, t.day),
    check('terminal_settlements_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const terminalTransactions = pgTable(
  'terminal_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    panMasked: text('pan_masked').notNull(),
    rrn: text('rrn').notNull(),
    amount: minor('amount').notNull(),
    commission: minor('commission').notNull(),
    status: text('status').notNull(),
    settlementId: integer('settlement_id').references(() => terminalSettlements.id),
  },
  (t) => [
    index('terminal_transactions_terminal_at_idx').on(t.terminalId, t.at),
    unique('terminal_transactions_rrn_unique').on(t.terminalId, t.rrn),
    check('terminal_transactions_status', sql`${t.status} in ('approved', 'declined', 'reversed')`),
    check('terminal_transactions_pan_masked', sql`${t.panMasked} ~ '^[0-9]{6}[*]{2,9}[0-9]{4}$'`),
    check('terminal_transactions_amount_positive', sql`${t.amount} > 0`),
    check(
      'terminal_transactions_commission_range',
      sql`${t.commission} >= 0 and ${t.commission} <= ${t.amount}`,
    ),
    check(
      'terminal_transactions_settled_approved',
      sql`${t.settlementId} is null or ${t.status} = 'approved'`,
    ),
  ],
);

/**
 * Merchants of the registry (/solfy/merchant): the trading point's contract with the bank, whose
 * merchant id the terminals carry (terminals.merchant_id; not a foreign key, as terminals came
 * first and each terminal keeps its own account). The settlement account is an open soum account
 * of the organisation at the MFO given.
 */
export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: text('merchant_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    mcc: text('mcc').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchants_org_idx').on(t.organizationId),
    check('merchants_merchant_format', sql`${t.merchantId} ~ '^[0-9]{15}$'`),
    check('merchants_mcc_format', sql`${t.mcc} ~ '^[0-9]{4}$'`),
    check('merchants_status', sql`${t.status} in ('active', 'suspended', 'closed')`),
  ],
);

/**
 * The registry's change log (/solfy/logs): one row per change, written in the change's own
 * transaction (an idempotent replay answers the stored result and writes nothing), with each
 * changed field's old and new value as text.
 */
export const terminalRegistryLogs = pgTable(
  'terminal_registry_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    ref: text('ref').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ field: string; old: string | null; new: string | null }[]>().notNull(),
  },
  (t) => [
    index('terminal_registry_logs_at_idx').on(t.at),
    index('terminal_registry_logs_entity_idx').on(t.entity, t.entityId),
    check('terminal_registry_logs_entity', sql`${t.entity} in ('terminal', 'merchant')`),
    check('terminal_registry_logs_action', sql`${t.action} in ('create', 'update')`),
  ],
);
