/**
 * Credit requests (spec 2 §3 "Credit application") and the loans issued from them (/loan-issuance,
 * contracts/api/credit-request.ts). A request is a signed document: its EDS signature covers the
 * digest of its content at its version; an edit bumps the version and voids the signature. Every
 * step (create, edit, sign, send, review, documents requested, approve, refuse) is an event of its
 * timeline. An approved request becomes a loan: the disbursement is a pair of ledger legs (the
 * bank's loan funding account → the client's current account) and its repayment schedule rows
 * (contracts/loan-schedule.ts). Money is bigint minor units; rates are hundredths of a percent.
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
} from 'drizzle-orm/pg-core';
import { accounts, payments } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const money = (name: string) => bigint(name, { mode: 'bigint' });

export const creditRequests = pgTable(
  'credit_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    number: text('number').notNull().unique(),
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('draft'),
    /** The client's current soum account the loan is paid out to. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    purposeType: text('purpose_type').notNull(),
    purpose: text('purpose').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('UZS'),
    assetPrice: money('asset_price'),
    ownFunds: money('own_funds'),
    vehicleBrand: text('vehicle_brand'),
    vehicleYear: smallint('vehicle_year'),
    termMonths: smallint('term_months').notNull(),
    graceMonths: smallint('grace_months').notNull(),
    rateBp: integer('rate_bp').notNull(),
    collateralType: text('collateral_type').notNull(),
    collateralDescription: text('collateral_description').notNull(),
    collateralValue: money('collateral_value').notNull(),
    turnover12m: money('turnover_12m').notNull(),
    branchMfo: text('branch_mfo').notNull(),
    phone: text('phone').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    editedBy: integer('edited_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // The signature (null while unsigned or voided by an edit).
    signedBy: integer('signed_by').references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedVersion: integer('signed_version'),
    signDigest: text('sign_digest'),
    signCipher: text('sign_cipher'),
    signMessage: text('sign_message'),
    signKeySerial: text('sign_key_serial'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // The bank's decision.
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    bankComment: text('bank_comment'),
    approvedAmount: money('approved_amount'),
    approvedRateBp: integer('approved_rate_bp'),
    approvedTermMonths: smallint('approved_term_months'),
    approvedGraceMonths: smallint('approved_grace_months'),
    scheduleKind: text('schedule_kind'),
  },
  (t) => [
    index('credit_requests_org_idx').on(t.organizationId, t.id),
    index('credit_requests_status_idx').on(t.status),
    check(
      'credit_requests_status',
      sql`${t.status} in ('draft', 'signed', 'sent', 'review', 'documents', 'approved', 'refused')`,
    ),
    check('credit_requests_purpose_type', sql`${t.purposeType} in ('working_capital', 'asset', 'vehicle')`),
    check(
      'credit_requests_collateral',
      sql`${t.collateralType} in ('real_estate', 'vehicle', 'equipment', 'guarantee')`,
    ),
    check('credit_requests_amount', sql`${t.amount} > 0`),
    check(
      'credit_requests_term',
      sql`${t.termMonths} between 1 and 120 and ${t.graceMonths} >= 0 and ${t.graceMonths} < ${t.termMonths}`,
    ),
    // Asset purchase: at least 15 % own funds (spec 2 §5, §9).
    check(
      'credit_requests_own_funds',
      sql`${t.purposeType} = 'working_capital' or (${t.assetPrice} > 0 and ${t.ownFunds} * 100 >= ${t.assetPrice} * 15)`,
    ),
    check('credit_requests_vehicle', sql`${t.purposeType} <> 'vehicle' or ${t.vehicleYear} is not null`),
    check('credit_requests_signed', sql`${t.status} = 'draft' or ${t.signedVersion} = ${t.version}`),
  ],
);

export const creditRequestEvents = pgTable(
  'credit_request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => creditRequests.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    comment: text('comment'),
  },
  (t) => [index('credit_request_events_request_idx').on(t.requestId, t.id)],
);

export const loans = pgTable(
  'loans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    requestId: integer('request_id')
      .references(() => creditRequests.id)
      .unique(),
    number: text('number').notNull().unique(),
    product: text('product').notNull(),
    currency: text('currency').notNull().default('UZS'),
    amount: money('amount').notNull(),
    rateBp: integer('rate_bp').notNull(),
    termMonths: smallint('term_months').notNull(),
    graceMonths: smallint('grace_months').notNull(),
    scheduleKind: text('schedule_kind').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    fundingAccountId: integer('funding_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The ledger transaction of the disbursement (its two legs). */
    transactionId: text('transaction_id').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('loans_org_idx').on(t.organizationId, t.id),
    check('loans_status', sql`${t.status} in ('active', 'closed')`),
    check('loans_amount', sql`${t.amount} > 0`),
    check('loans_schedule_kind', sql`${t.scheduleKind} in ('annuity', 'equal')`),
  ],
);

export const loanScheduleRows = pgTable(
  'loan_schedule_rows',
  {
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    n: smallint('n').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    total: money('total').notNull(),
    balance: money('balance').notNull(),
    /** Fully paid: paid_principal = principal and paid_interest = interest. */
    paid: boolean('paid').notNull().default(false),
    /** What repayments have covered so far (core/loan-repayment-repository.ts: interest first, then principal). */
    paidPrincipal: money('paid_principal')
      .notNull()
      .default(sql`0`),
    paidInterest: money('paid_interest')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    unique('loan_schedule_rows_pk').on(t.loanId, t.n),
    check(
      'loan_schedule_rows_sum',
      sql`${t.total} = ${t.principal} + ${t.interest} and ${t.principal} >= 0 and ${t.interest} >= 0`,
    ),
    check(
      'loan_schedule_rows_paid',
      sql`${t.paidPrincipal} between 0 and ${t.principal} and ${t.paidInterest} between 0 and ${t.interest} and ${t.paid} = (${t.paidPrincipal} = ${t.principal} and ${t.paidInterest} = ${t.interest})`,
    ),
  ],
);

/**
 * A soum payment applied to a loan (one row per payment: the primary key makes a second application
 * of the same payment impossible). `unapplied` is what exceeded the whole debt (the bank returns it).
 */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    amount: money('amount').notNull(),
    interest: money('interest').notNull(),
    principal: money('principal').notNull(),
    unapplied: money('unapplied').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('loan_repayments_loan_idx').on(t.loanId, t.paymentId),
    check('loan_repayments_sum', sql`${t.amount} = ${t.interest} + ${t.principal} + ${t.unapplied}`),
  ],
);
