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
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';

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
  },
  (t) => [
    index('terminals_org_idx').on(t.organizationId),
    check('terminals_code_format', sql`${t.code} ~ '^[A-Z0-9]{8}$'`),
    check('terminals_merchant_format', sql`${t.merchantId} ~ '^[0-9]{15}$'`),
    check('terminals_commission_range', sql`${t.commissionBp} between 0 and 1000`),
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
