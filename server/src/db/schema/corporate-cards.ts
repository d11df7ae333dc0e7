/**
 * Corporate card orders (issue 23, contracts/api/corporate-cards.ts): the orders with their logs and
 * signatures. A card number is never stored: `card_token` is HMAC-SHA-256 of the number with the
 * server's card secret (core/card-token.ts) and `card_mask` its masked form (first 4, next 2, last 4).
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

export const corporateCardOrders = pgTable(
  'corporate_card_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    productCode: text('product_code').notNull(),
    holderName: text('holder_name').notNull(),
    embossedName: text('embossed_name').notNull(),
    phone: text('phone').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    applicationId: text('application_id'),
    contractId: text('contract_id'),
    cardId: text('card_id'),
    /** HMAC-SHA-256 (hex) of the card number: finds a card without keeping its number. */
    cardToken: text('card_token'),
    cardMask: text('card_mask'),
    /** MM/YY */
    cardExpiry: text('card_expiry'),
    /** Message key of the bank's refusal (translated when read). */
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
    unique('corporate_card_orders_org_client_reference_unique').on(t.organizationId, t.clientReference),
    uniqueIndex('corporate_card_orders_card_token_unique')
      .on(t.cardToken)
      .where(sql`${t.cardToken} is not null`),
    index('corporate_card_orders_org_id_idx').on(t.organizationId, t.id),
    index('corporate_card_orders_status_idx').on(t.statusId),
    check('corporate_card_orders_status', sql`${t.statusId} between 1 and 5`),
    check('corporate_card_orders_version_positive', sql`${t.version} > 0`),
    check('corporate_card_orders_phone_format', sql`${t.phone} ~ '^998[0-9]{9}$'`),
    check('corporate_card_orders_embossed_format', sql`${t.embossedName} ~ '^[A-Z]+([ -][A-Z]+)*$'`),
    check(
      'corporate_card_orders_token_format',
      sql`${t.cardToken} is null or ${t.cardToken} ~ '^[0-9a-f]{64}$'`,
    ),
    // A clear card number can never land in the mask column.
    check(
      'corporate_card_orders_mask_format',
      sql`${t.cardMask} is null or ${t.cardMask} ~ '^[0-9]{4} [0-9]{2}\\*\\* \\*\\*\\*\\* [0-9]{4}$'`,
    ),
  ],
);

/** Who did what to an order, and when (user null: the bank's job). */
export const corporateCardOrderLogs = pgTable(
  'corporate_card_order_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => corporateCardOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    statusId: smallint('status_id').notNull(),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('corporate_card_order_logs_order_idx').on(t.orderId)],
);

/** One live signature (EDS or passkey) per order and version; an edit voids it. */
export const corporateCardOrderSignatures = pgTable(
  'corporate_card_order_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => corporateCardOrders.id, { onDelete: 'cascade' }),
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
    uniqueIndex('corporate_card_order_signatures_live_unique')
      .on(t.orderId, t.version)
      .where(sql`${t.voidedAt} is null`),
  ],
);
