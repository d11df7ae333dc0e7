/**
 * Letters of credit (contracts/api/letters-of-credit.ts): the application's fields (spec 2 §3), its
 * status and version (an edit bumps it and voids the signature), the cover the bank holds while the
 * letter is open, its EDS signatures and its log. Money is bigint minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const lettersOfCredit = pgTable(
  'letters_of_credit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status').notNull().default('created'),
    version: integer('version').notNull().default(1),
    type: text('type').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryAddress: text('beneficiary_address').notNull(),
    beneficiaryCountry: text('beneficiary_country').notNull(),
    beneficiaryAccount: text('beneficiary_account').notNull(),
    beneficiaryBankName: text('beneficiary_bank_name').notNull(),
    beneficiaryBankSwift: text('beneficiary_bank_swift').notNull(),
    advisingBankName: text('advising_bank_name').notNull(),
    advisingBankSwift: text('advising_bank_swift').notNull(),
    confirmingBankName: text('confirming_bank_name').notNull().default(''),
    confirmingBankSwift: text('confirming_bank_swift').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    expiryPlace: text('expiry_place').notNull(),
    tolerancePlus: integer('tolerance_plus').notNull().default(0),
    toleranceMinus: integer('tolerance_minus').notNull().default(0),
    portOfLoading: text('port_of_loading').notNull(),
    portOfDischarge: text('port_of_discharge').notNull(),
    latestShipmentDate: date('latest_shipment_date', { mode: 'string' }).notNull(),
    incoterms: text('incoterms').notNull(),
    partialShipments: boolean('partial_shipments').notNull().default(false),
    transhipment: boolean('transhipment').notNull().default(false),
    paymentTerms: text('payment_terms').notNull(),
    deferredDays: integer('deferred_days').notNull().default(0),
    presentationDays: integer('presentation_days').notNull().default(21),
    goodsDescription: text('goods_description').notNull(),
    documentsRequired: text('documents_required').notNull(),
    charges: text('charges').notNull(),
    confirmation: text('confirmation').notNull(),
    additionalConditions: text('additional_conditions').notNull().default(''),
    /** What the bank holds on its cover account for this letter (0 before issue and after close). */
    coverAmount: minor('cover_amount')
      .notNull()
      .default(sql`0`),
    /** When shipment documents were presented (the closure job leaves such a letter alone). */
    documentsAt: timestamp('documents_at', { withTimezone: true }),
    bankComment: text('bank_comment').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('letters_of_credit_org_idx').on(t.organizationId),
    index('letters_of_credit_status_idx').on(t.status),
    check(
      'letters_of_credit_status',
      sql`${t.status} in ('created','signed','sent','rejected','issued','amended','documents_presented','paid','closed')`,
    ),
    check('letters_of_credit_amount', sql`${t.amount} > 0 and ${t.coverAmount} >= 0`),
    check('letters_of_credit_dates', sql`${t.expiryDate} > ${t.issueDate}`),
    check(
      'letters_of_credit_tolerance',
      sql`${t.tolerancePlus} between 0 and 10 and ${t.toleranceMinus} between 0 and 10`,
    ),
  ],
);

/** EDS signatures; a signature covers one version's digest and is voided by an edit. */
export const lcSignatures = pgTable(
  'lc_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lcId: integer('lc_id')
      .notNull()
      .references(() => lettersOfCredit.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull(),
    digest: text('digest').notNull(),
    keySerial: text('key_serial').notNull(),
    cipher: text('cipher').notNull(),
    message: text('message').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('lc_signatures_lc_idx').on(t.lcId)],
);

/** What happened to a letter: action, the status it led to, who, a comment. Append only. */
export const lcLogs = pgTable(
  'lc_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lcId: integer('lc_id')
      .notNull()
      .references(() => lettersOfCredit.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    status: text('status').notNull(),
    comment: text('comment').notNull().default(''),
    /** The ledger transaction of a cover movement (issue, pay, close), when the action moved money. */
    transactionId: text('transaction_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lc_logs_lc_idx').on(t.lcId)],
);
