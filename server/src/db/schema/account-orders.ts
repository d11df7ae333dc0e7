/**
 * Online account orders (issue 23, contracts/api/online-order.ts): an organisation's application for
 * an additional account, its log and signatures. `account_id` is set once, by the bank's job, when
 * the account is opened (unique: one account per order).
 */
import { sql } from 'drizzle-orm';
import {
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

export const accountOrders = pgTable(
  'account_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    accountType: text('account_type').notNull(),
    purpose: text('purpose').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    accountId: integer('account_id').references(() => accounts.id),
    rejectReason: text('reject_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('account_orders_org_client_reference_unique').on(t.organizationId, t.clientReference),
    unique('account_orders_account_unique').on(t.accountId),
    index('account_orders_org_id_idx').on(t.organizationId, t.id),
    index('account_orders_status_idx').on(t.statusId),
    check('account_orders_status', sql`${t.statusId} between 1 and 5`),
    check('account_orders_version_positive', sql`${t.version} > 0`),
    check('account_orders_type', sql`${t.accountType} in ('current', 'corp_card')`),
    check('account_orders_opened_has_account', sql`${t.statusId} <> 4 or ${t.accountId} is not null`),
  ],
);

export const accountOrderLogs = pgTable(
  'account_order_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => accountOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    statusId: smallint('status_id').notNull(),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_order_logs_order_idx').on(t.orderId)],
);

export const accountOrderSignatures = pgTable(
  'account_order_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => accountOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    signType: text('sign_type').notNull(),
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
    uniqueIndex('account_order_signatures_live_unique')
      .on(t.orderId, t.version)
      .where(sql`${t.voidedAt} is null`),
  ],
);
