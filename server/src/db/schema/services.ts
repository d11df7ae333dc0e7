/**
 * Everyday services around the account (issue 26): QR payment requests, invoices between
 * organisations, the counterparty register behind the partner check and UZ-invest offers with
 * their applications. Money is bigint minor units (tiyin).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts, payments } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A payment request issued as a QR code (contracts/api/qr.ts). `reference` is what an incoming
 * payment's purpose quotes; the receipts are read from the ledger, never stored here.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    reference: text('reference').notNull().unique(),
    method: text('method').notNull(),
    amount: minor('amount'),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    payload: text('payload').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('qr_codes_org_idx').on(t.organizationId, t.createdAt),
    check('qr_codes_method', sql`${t.method} in ('static', 'dynamic')`),
    check('qr_codes_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check(
      'qr_codes_dynamic_fixed',
      sql`${t.method} = 'static' or (${t.amount} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

/**
 * An invoice a dealer organisation issues to a client organisation (contracts/api/invoices.ts).
 * Paying it prepares one soum payment (payment_id), at most once.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => organizations.id),
    dealerAccountId: integer('dealer_account_id')
      .notNull()
      .references(() => accounts.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: minor('amount').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('issued'),
    /** The client_reference of the one soum payment made from it (the pay call hands it out). */
    payReference: text('pay_reference')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    version: integer('version').notNull().default(1),
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('invoices_dealer_number_unique').on(t.dealerId, t.number),
    index('invoices_client_idx').on(t.clientId, t.createdAt),
    index('invoices_dealer_idx').on(t.dealerId, t.createdAt),
    check('invoices_amount_positive', sql`${t.amount} > 0`),
    check('invoices_status', sql`${t.status} in ('issued', 'paid', 'cancelled')`),
  ],
);

/**
 * The counterparty register the partner check reads (a reference table the bank loads from the
 * state register): one row per INN, with the date the data is as of and the bank's own flag.
 */
export const partnerRegistry = pgTable(
  'partner_registry',
  {
    inn: text('inn').primaryKey(),
    name: text('name').notNull(),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    registrationNumber: text('registration_number').notNull(),
    address: text('address').notNull(),
    director: text('director').notNull(),
    status: text('status').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    dataDate: date('data_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    check('partner_registry_inn_format', sql`${t.inn} ~ '^[0-9]{9}$'`),
    check(
      'partner_registry_status',
      sql`${t.status} in ('active', 'liquidating', 'liquidated', 'suspended')`,
    ),
  ],
);

/** The bank's investment offers (UZ-invest), a seeded reference table. */
export const investOffers = pgTable('invest_offers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  nameUz: text('name_uz').notNull(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  rateBp: integer('rate_bp').notNull(),
  termMonths: integer('term_months').notNull(),
  minAmount: minor('min_amount').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A client's application for an offer, stored as sent. */
export const investApplications = pgTable(
  'invest_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => investOffers.id),
    amount: minor('amount').notNull(),
    phone: text('phone').notNull(),
    comment: text('comment').notNull(),
    status: text('status').notNull().default('received'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invest_applications_org_idx').on(t.organizationId, t.createdAt),
    check('invest_applications_amount_positive', sql`${t.amount} > 0`),
  ],
);
