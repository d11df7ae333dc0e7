/**
 * Foreign-currency payments (issue 20, contracts/api/currency-payment.ts): the payment with its
 * signatures and log, and the SWIFT gpi tracker steps the bank's chain reports (simulated in the
 * demo by the processing job; a real gpi feed writes the same rows). Amounts are minor units of the
 * payment's currency (its ISO 4217 exponent: JPY 0, USD 2, KWD 3).
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
import { foreignTransfers } from './accounts-history.ts';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });
const BIC = `'^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'`;

export const currencyPayments = pgTable(
  'currency_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Made by the client per new payment: a repeated save answers the existing payment. */
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    statusId: smallint('status_id').notNull().default(1),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    account: text('account').notNull(),
    mfo: text('mfo').notNull(),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    contractIdn: text('contract_idn'),
    contractNumber: text('contract_number').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    operationCode: text('operation_code').notNull(),
    partnerCountry: text('partner_country').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryAddress: text('beneficiary_address').notNull(),
    beneficiaryAccount: text('beneficiary_account').notNull(),
    beneficiaryBankBic: text('beneficiary_bank_bic').notNull(),
    beneficiaryBankName: text('beneficiary_bank_name').notNull(),
    correspondentBankBic: text('correspondent_bank_bic').notNull().default(''),
    correspondentBankName: text('correspondent_bank_name').notNull().default(''),
    charges: text('charges').notNull(),
    purpose: text('purpose').notNull(),
    valueDate: date('value_date', { mode: 'string' }),
    uetr: text('uetr').unique(),
    reference: text('reference').unique(),
    foreignTransferId: integer('foreign_transfer_id').references(() => foreignTransfers.id),
    /** Message key of the bank's refusal (translated when read). */
    errorBank: text('error_bank'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    editedBy: integer('edited_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('currency_payments_org_client_reference_unique').on(t.organizationId, t.clientReference),
    index('currency_payments_org_id_idx').on(t.organizationId, t.id),
    index('currency_payments_status_idx').on(t.statusId),
    check('currency_payments_amount_positive', sql`${t.amount} > 0`),
    check('currency_payments_status', sql`${t.statusId} between 1 and 8`),
    check('currency_payments_charges', sql`${t.charges} in ('OUR', 'SHA', 'BEN')`),
    check('currency_payments_currency', sql`${t.currency} ~ '^[A-Z]{3}$' and ${t.currency} <> 'UZS'`),
    check('currency_payments_bic', sql.raw(`beneficiary_bank_bic ~ ${BIC}`)),
    check(
      'currency_payments_corr_bic',
      sql.raw(`correspondent_bank_bic = '' or correspondent_bank_bic ~ ${BIC}`),
    ),
    check('currency_payments_version_positive', sql`${t.version} > 0`),
  ],
);

export const currencyPaymentLogs = pgTable(
  'currency_payment_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => currencyPayments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    statusId: smallint('status_id').notNull(),
    version: integer('version').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('currency_payment_logs_payment_idx').on(t.paymentId)],
);

/** One live signature per letter and version; an edit voids them (voided_at) and bumps the version. */
export const currencyPaymentSignatures = pgTable(
  'currency_payment_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => currencyPayments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    letter: text('letter').notNull(),
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
    uniqueIndex('currency_payment_signatures_live_unique')
      .on(t.paymentId, t.version, t.letter)
      .where(sql`${t.voidedAt} is null`),
    check('currency_payment_signatures_letter', sql`${t.letter} in ('A', 'B')`),
  ],
);

/**
 * The SWIFT gpi tracker of an executed payment: one row per step of the chain (sent by us, at the
 * correspondent, credited; or rejected; or on hold waiting for documents), with the fee a bank on
 * the way deducted and the amount it passed on.
 */
export const currencyPaymentGpiSteps = pgTable(
  'currency_payment_gpi_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => currencyPayments.id, { onDelete: 'cascade' }),
    uetr: text('uetr').notNull(),
    seq: smallint('seq').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    fromBic: text('from_bic').notNull(),
    toBic: text('to_bic').notNull(),
    /** What this step passed on (minor units of currency). */
    amount: minor('amount').notNull(),
    fee: minor('fee'),
    currency: text('currency').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('currency_payment_gpi_steps_seq_unique').on(t.paymentId, t.seq),
    index('currency_payment_gpi_steps_uetr_idx').on(t.uetr),
    check(
      'currency_payment_gpi_steps_kind',
      sql`${t.kind} in ('sent', 'correspondent', 'credited', 'rejected', 'on_hold')`,
    ),
    check('currency_payment_gpi_steps_status', sql`${t.status} in ('ACSP', 'ACCC', 'RJCT')`),
    check('currency_payment_gpi_steps_amount', sql`${t.amount} >= 0 and (${t.fee} is null or ${t.fee} >= 0)`),
  ],
);
