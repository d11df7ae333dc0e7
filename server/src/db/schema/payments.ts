/**
 * Soum payments (issue 5): accounts, payments with their logs and signatures, templates, the
 * reference lists (purpose codes, budget recipients, corporate cards) and the ledger. Money is
 * bigint minor units (tiyin). Balances never go below zero (CHECK); every balance change is a pair
 * of ledger legs in one transaction whose debits equal its credits, so for every account
 * balance = opening_balance + credits − debits (tested in uzs-payment/ledger.test.ts).
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
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { importFiles } from './imports.ts';
import { banks, organizations } from './reference.ts';
import { users } from './users.ts';

const money = (name: string) => bigint(name, { mode: 'bigint' });
const ACCOUNT_DIGITS = `'^([0-9]{25}|[0-9]{27})$'`;

/**
 * kind: current (a client's settlement account), corp_card (a corporate card account), clearing
 * (the bank's 10503 clearing account, no organisation), correspondent (where payments to other
 * banks are credited, no organisation), position (the bank's currency position in one currency, no
 * organisation: conversions between foreign currencies move through it, issue 20), lc_cover (the
 * bank's cover account of letters of credit, 22602, one per currency, no organisation), loan (a
 * credit's debt account: balance = principal outstanding) and deposit (a deposit's account) — both
 * an organisation's, never offered as payers. card_transit: an organisation's salary-project transit
 * account of a card type (23106/23108/23110, schema/cards.ts); employee_card: an employee's salary card
 * account (22618, no organisation: the employee's own; cards.ts links it to the employer).
 * overdraft_limit: the approved overdraft of a current account (credits module); the balance may go
 * that far below zero.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id),
    number: text('number').notNull(),
    mfo: text('mfo')
      .notNull()
      .references(() => banks.mfo),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('UZS'),
    kind: text('kind').notNull().default('current'),
    state: text('state').notNull().default('open'),
    glCode: text('gl_code').notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    closingDate: date('closing_date', { mode: 'string' }),
    /** What the account held before the first ledger entry. */
    openingBalance: money('opening_balance')
      .notNull()
      .default(sql`0`),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    reserved: money('reserved')
      .notNull()
      .default(sql`0`),
    overdraftLimit: money('overdraft_limit')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    unique('accounts_number_mfo_unique').on(t.number, t.mfo),
    index('accounts_org_idx').on(t.organizationId),
    check('accounts_number_format', sql.raw(`number ~ ${ACCOUNT_DIGITS}`)),
    check('accounts_balance_within_overdraft', sql`${t.balance} + ${t.overdraftLimit} >= 0`),
    check('accounts_overdraft_limit_not_negative', sql`${t.overdraftLimit} >= 0`),
    check('accounts_opening_balance_not_negative', sql`${t.openingBalance} >= 0`),
    check('accounts_reserved_not_negative', sql`${t.reserved} >= 0`),
    check(
      'accounts_kind',
      sql`${t.kind} in ('current', 'corp_card', 'clearing', 'correspondent', 'position', 'lc_cover', 'loan', 'deposit', 'card_transit', 'employee_card')`,
    ),
    check('accounts_state', sql`${t.state} in ('open', 'closed')`),
    check('accounts_gl_code_format', sql`${t.glCode} ~ '^[0-9]{5}$'`),
    check(
      'accounts_client_has_org',
      sql`${t.kind} not in ('current', 'corp_card', 'loan', 'deposit') or ${t.organizationId} is not null`,
    ),
  ],
);

export const corporateCards = pgTable(
  'corporate_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** HMAC token of the card number (core/card-token.ts); the number itself is never stored (issue 23). */
    panToken: text('pan_token').notNull().unique(),
    /** First 4, next 2 and last 4 digits (spec 2 §3). */
    panMask: text('pan_mask').notNull(),
    holder: text('holder').notNull(),
    /** MMYY */
    expiry: text('expiry').notNull(),
    state: text('state').notNull().default('active'),
  },
  (t) => [
    index('corporate_cards_account_idx').on(t.accountId),
    check('corporate_cards_expiry_format', sql`${t.expiry} ~ '^[0-9]{4}$'`),
  ],
);

/** Purpose-of-payment codes (5 digits); `types` lists the payment types that may use a code. */
export const purposeCodes = pgTable(
  'purpose_codes',
  {
    code: text('code').primaryKey(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameUz: text('name_uz').notNull(),
    types: smallint('types').array().notNull(),
  },
  (t) => [check('purpose_codes_format', sql`${t.code} ~ '^[0-9]{5}$'`)],
);

/** Budget organisations, by their 27-digit personal account in the treasury. */
export const budgetRecipients = pgTable(
  'budget_recipients',
  {
    account: text('account').primaryKey(),
    inn: text('inn').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    district: text('district').notNull(),
  },
  (t) => [
    check('budget_recipients_account_format', sql`${t.account} ~ '^[0-9]{27}$'`),
    check('budget_recipients_inn_format', sql`${t.inn} ~ '^[0-9]{9}$'`),
  ],
);

/**
 * Payment claims (demands): a creditor organisation's claim on a debtor's account in this bank. What
 * has been paid is not stored: it is the sum of the linked payments (payments.claim_id) the bank has
 * passed, so it can never disagree with the ledger. recalled and ignored close the remainder.
 */
export const paymentClaims = pgTable(
  'payment_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    debtorOrganizationId: integer('debtor_organization_id')
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
    mfo: text('mfo').notNull(),
    debtorAccount: text('debtor_account').notNull(),
    debtorMfo: text('debtor_mfo').notNull(),
    debtorInn: text('debtor_inn').notNull(),
    debtorName: text('debtor_name').notNull(),
    amount: money('amount').notNull(),
    recalled: money('recalled')
      .notNull()
      .default(sql`0`),
    ignored: money('ignored')
      .notNull()
      .default(sql`0`),
    partial: boolean('partial').notNull().default(false),
    code: text('code')
      .notNull()
      .references(() => purposeCodes.code),
    description: text('description').notNull(),
    ignoreReason: text('ignore_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payment_claims_org_client_reference_unique').on(t.organizationId, t.clientReference),
    index('payment_claims_debtor_idx').on(t.debtorOrganizationId),
    check('payment_claims_amount_positive', sql`${t.amount} > 0`),
    check(
      'payment_claims_closed_within_amount',
      sql`${t.recalled} >= 0 and ${t.ignored} >= 0 and ${t.recalled} + ${t.ignored} <= ${t.amount}`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
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
    type: smallint('type').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    account: text('account').notNull(),
    mfo: text('mfo').notNull(),
    rAccount: text('r_account').notNull(),
    rMfo: text('r_mfo')
      .notNull()
      .references(() => banks.mfo),
    rInn: text('r_inn'),
    rName: text('r_name').notNull(),
    rAccount25: text('r_account_25'),
    rAccount27: text('r_account_27'),
    rInn27: text('r_inn_27'),
    /** Type 4: the card's mask (never the number); corpCardToken is what a signature covers. */
    corpCard: text('corp_card'),
    corpCardToken: text('corp_card_token'),
    pinfl: text('pinfl'),
    rPinfl: text('r_pinfl'),
    sum: money('sum').notNull(),
    currency: text('currency').notNull().default('UZS'),
    code: text('code')
      .notNull()
      .references(() => purposeCodes.code),
    description: text('description').notNull(),
    secondSignature: boolean('second_signature').notNull().default(false),
    /** Message key of the bank's refusal (translated when read), e.g. insufficientFunds. */
    errorBank: text('error_bank'),
    errorCb: text('error_cb'),
    rejectReason: text('reject_reason'),
    upid: text('upid').notNull(),
    os: text('os'),
    icon: text('icon').notNull().default('web'),
    /** The multiclient's authorisation of a child organisation's payment. */
    authorizedBy: integer('authorized_by').references(() => users.id),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Who last edited the content (null: never edited); with created_by, who prepared it (four-eyes). */
    editedBy: integer('edited_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Set when the payment pays a payment claim. */
    claimId: integer('claim_id').references(() => paymentClaims.id),
    /**
     * The issued loan this payment repays (set when it is made from /loan-issuance/payment/:loan_id,
     * checked to be the payer organisation's active loan). When the bank pays it to the loan
     * repayment account, core/loan-repayment-repository.ts applies it to the loan's instalments once.
     */
    loanId: integer('loan_id'),
    /** Set when the payment was made by importing a file (modules/uzs-import). */
    importFileId: integer('import_file_id').references(() => importFiles.id),
  },
  (t) => [
    unique('payments_org_client_reference_unique').on(t.organizationId, t.clientReference),
    index('payments_org_status_idx').on(t.organizationId, t.statusId),
    // The lists' default order within an organisation (newest first): a page of 20 is read from the
    // index without sorting every payment of the organisation (issue 18).
    index('payments_org_id_idx').on(t.organizationId, t.id),
    index('payments_status_idx').on(t.statusId),
    index('payments_claim_idx').on(t.claimId),
    index('payments_import_file_idx')
      .on(t.importFileId)
      .where(sql`import_file_id is not null`),
    check('payments_sum_positive', sql`${t.sum} > 0`),
    check('payments_status', sql`${t.statusId} between 1 and 8`),
    check('payments_type', sql`${t.type} between 1 and 5`),
    check('payments_account_format', sql.raw(`account ~ ${ACCOUNT_DIGITS}`)),
    check('payments_r_account_format', sql.raw(`r_account ~ ${ACCOUNT_DIGITS}`)),
    check('payments_mfo_format', sql`${t.mfo} ~ '^[0-9]{5}$' and ${t.rMfo} ~ '^[0-9]{5}$'`),
    check('payments_r_account_25_format', sql`${t.rAccount25} is null or ${t.rAccount25} ~ '^[0-9]{25}$'`),
    check('payments_r_account_27_format', sql`${t.rAccount27} is null or ${t.rAccount27} ~ '^[0-9]{27}$'`),
    check('payments_r_inn_format', sql`${t.rInn} is null or ${t.rInn} ~ '^[0-9]{9}$'`),
    check('payments_version_positive', sql`${t.version} > 0`),
  ],
);

/** Who did what to a payment, and when (user null: the bank-processing job). */
export const paymentLogs = pgTable(
  'payment_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    statusId: smallint('status_id').notNull(),
    version: integer('version').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_logs_payment_idx').on(t.paymentId)],
);

/**
 * One signature per letter and version. A recall voids the signatures (voided_at) and bumps the
 * version, so a voided signature never counts again.
 */
export const paymentSignatures = pgTable(
  'payment_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    letter: text('letter').notNull(),
    keySerial: text('key_serial').notNull(),
    version: integer('version').notNull(),
    digest: text('digest').notNull(),
    cipher: text('cipher').notNull(),
    /** The batch message the cipher signs (it names every payment of the batch). */
    message: text('message').notNull(),
    signerVersion: text('signer_version').notNull(),
    /** 'eds' (signing client; key_serial = certificate) or 'passkey' (key_serial = device credential). */
    signType: text('sign_type').notNull().default('eds'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_signatures_live_unique')
      .on(t.paymentId, t.version, t.letter)
      .where(sql`${t.voidedAt} is null`),
    check('payment_signatures_letter', sql`${t.letter} in ('A', 'B')`),
  ],
);

export const paymentTemplates = pgTable(
  'payment_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    templateName: text('template_name').notNull(),
    type: smallint('type').notNull(),
    account: text('account').notNull(),
    mfo: text('mfo').notNull(),
    rAccount: text('r_account').notNull(),
    rMfo: text('r_mfo').notNull(),
    rInn: text('r_inn'),
    rName: text('r_name').notNull(),
    rAccount25: text('r_account_25'),
    rAccount27: text('r_account_27'),
    rInn27: text('r_inn_27'),
    /** Type 4: the card's mask (never the number); corpCardToken is what a signature covers. */
    corpCard: text('corp_card'),
    corpCardToken: text('corp_card_token'),
    rPinfl: text('r_pinfl'),
    sum: money('sum'),
    code: text('code').notNull(),
    description: text('description').notNull(),
    secondSignature: boolean('second_signature').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_templates_org_idx').on(t.organizationId),
    check('payment_templates_sum_positive', sql`${t.sum} is null or ${t.sum} > 0`),
  ],
);

/**
 * Ledger legs: one row per account per movement; the legs of one transaction_id debit exactly what
 * they credit. Append only.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: text('transaction_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    debit: money('debit')
      .notNull()
      .default(sql`0`),
    credit: money('credit')
      .notNull()
      .default(sql`0`),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // By account and time: a balance before a moment, a statement's movements and the last movement
    // read a range of one account's legs in time order (max(at) is one index step).
    index('ledger_entries_account_at_idx').on(t.accountId, t.at),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check(
      'ledger_entries_one_side',
      sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.debit} = 0 and ${t.credit} > 0)`,
    ),
  ],
);
