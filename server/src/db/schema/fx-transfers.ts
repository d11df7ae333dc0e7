/**
 * Transfers between an organisation's own foreign-currency accounts and conversions between two
 * foreign currencies (issue 20, contracts/api/fx-transfer.ts): the document, its log and its EDS
 * signatures. Money is bigint minor units of the account's currency (ISO 4217 exponent); rates
 * are tiyin per unit like currency_rates. The ledger legs of an execution are ledger_entries rows
 * whose transaction ids start with `fx-<id>-`.
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
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const money = (name: string) => bigint(name, { mode: 'bigint' });

export const fxTransfers = pgTable(
  'fx_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Made by the client per new transfer: a repeated create answers the existing one. */
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** transfer (same currency) or conversion (two foreign currencies). */
    kind: text('kind').notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => accounts.id),
    debitAccount: text('debit_account').notNull(),
    debitCurrency: text('debit_currency').notNull(),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => accounts.id),
    creditAccount: text('credit_account').notNull(),
    creditCurrency: text('credit_currency').notNull(),
    /** Minor units of the debit currency. */
    amount: money('amount').notNull(),
    /** Minor units of the credit currency, set at execution. */
    creditAmount: money('credit_amount'),
    /** Tiyin per unit: the bank's client buy rate of the debit currency, fixed at execution. */
    debitRate: money('debit_rate'),
    /** Tiyin per unit: the bank's client sell rate of the credit currency, fixed at execution. */
    creditRate: money('credit_rate'),
    rateDay: date('rate_day', { mode: 'string' }),
    purpose: text('purpose').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    valueDate: date('value_date', { mode: 'string' }),
    /** Message key of the bank's refusal (translated when read). */
    rejectReason: text('reject_reason'),
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
    unique('fx_transfers_org_client_reference_unique').on(t.organizationId, t.clientReference),
    index('fx_transfers_org_id_idx').on(t.organizationId, t.id),
    index('fx_transfers_status_idx').on(t.statusId),
    check('fx_transfers_amount_positive', sql`${t.amount} > 0`),
    check('fx_transfers_credit_amount_positive', sql`${t.creditAmount} is null or ${t.creditAmount} > 0`),
    check('fx_transfers_status', sql`${t.statusId} between 1 and 5`),
    check('fx_transfers_kind', sql`${t.kind} in ('transfer', 'conversion')`),
    check('fx_transfers_accounts_differ', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('fx_transfers_version_positive', sql`${t.version} > 0`),
  ],
);

/** Who did what to a transfer, and when (user null: the bank-processing job). */
export const fxTransferLogs = pgTable(
  'fx_transfer_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => fxTransfers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    statusId: smallint('status_id').notNull(),
    version: integer('version').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fx_transfer_logs_transfer_idx').on(t.transferId)],
);

/** One live EDS signature per transfer and version; an edit voids it (voided_at). */
export const fxTransferSignatures = pgTable(
  'fx_transfer_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => fxTransfers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
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
    uniqueIndex('fx_transfer_signatures_live_unique')
      .on(t.transferId, t.version)
      .where(sql`${t.voidedAt} is null`),
  ],
);
