/**
 * Credits (loans) and deposits of client organisations (spec 2 §3 "Loan", §7 "Credits and deposits")
 * and overdraft applications. Money is bigint minor units; the annual rate is hundredths of a
 * percent. A credit's and a deposit's movements are ledger legs on their own account (accounts.kind
 * loan / deposit), so their statements come from the same ledger as the accounts'. A credit's
 * repayment schedule is stored row by row as built by contracts/credit-schedule.ts.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const credits = pgTable(
  'credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    contractNumber: text('contract_number').notNull().unique(),
    productName: text('product_name').notNull(),
    currency: text('currency').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: minor('amount').notNull(),
    principal: minor('principal').notNull(),
    overduePrincipal: minor('overdue_principal')
      .notNull()
      .default(sql`0`),
    interest: minor('interest')
      .notNull()
      .default(sql`0`),
    overdueInterest: minor('overdue_interest')
      .notNull()
      .default(sql`0`),
    nextPaymentDate: date('next_payment_date', { mode: 'string' }),
    nextPaymentAmount: minor('next_payment_amount')
      .notNull()
      .default(sql`0`),
    /** annuity | equal_principal (contracts/credit-schedule.ts). */
    scheduleKind: text('schedule_kind').notNull().default('annuity'),
    /** Late-payment fees charged and not yet paid. */
    lateFee: minor('late_fee')
      .notNull()
      .default(sql`0`),
    /** The credit's loan account (its statement); null for credits seeded before it existed. */
    accountId: integer('account_id').references(() => accounts.id),
  },
  (t) => [
    index('credits_org_idx').on(t.organizationId),
    check('credits_amounts', sql`${t.amount} > 0 and ${t.principal} >= 0 and ${t.principal} <= ${t.amount}`),
    check(
      'credits_overdue',
      sql`${t.overduePrincipal} >= 0 and ${t.overduePrincipal} <= ${t.principal} and ${t.interest} >= 0 and ${t.overdueInterest} >= 0`,
    ),
    check('credits_dates', sql`${t.closeDate} > ${t.contractDate}`),
    check('credits_rate', sql`${t.rateBp} between 0 and 10000`),
    check('credits_schedule_kind', sql`${t.scheduleKind} in ('annuity', 'equal_principal')`),
    check('credits_late_fee', sql`${t.lateFee} >= 0`),
  ],
);

/** One period of a credit's repayment schedule; paid_at null while unpaid (overdue once date < today). */
export const creditScheduleRows = pgTable(
  'credit_schedule_rows',
  {
    creditId: integer('credit_id')
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    opening: minor('opening').notNull(),
    principal: minor('principal').notNull(),
    interest: minor('interest').notNull(),
    paidAt: date('paid_at', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('credit_schedule_rows_pk').on(t.creditId, t.n),
    check(
      'credit_schedule_rows_amounts',
      sql`${t.principal} >= 0 and ${t.interest} >= 0 and ${t.opening} >= 0`,
    ),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    contractNumber: text('contract_number').notNull().unique(),
    productName: text('product_name').notNull(),
    currency: text('currency').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** The amount placed at the start. */
    amount: minor('amount').notNull(),
    /** Interest accrued and not yet paid out. */
    accruedInterest: minor('accrued_interest')
      .notNull()
      .default(sql`0`),
    /** The deposit's account: its balance is the deposit's, its ledger legs the statement. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [
    index('deposits_org_idx').on(t.organizationId),
    check('deposits_amount', sql`${t.amount} > 0 and ${t.accruedInterest} >= 0`),
    check('deposits_dates', sql`${t.closeDate} > ${t.contractDate}`),
    check('deposits_rate', sql`${t.rateBp} between 0 and 10000`),
  ],
);

/**
 * An application for an overdraft limit on a current account (status list in
 * contracts/api/credits.ts OVERDRAFT_STATUS). Signed with EDS over its digest at `version`; the bank
 * (credit_go) approves — the account's overdraft_limit becomes the amount until valid_to — or refuses.
 */
export const overdraftApplications = pgTable(
  'overdraft_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    number: text('number').notNull(),
    amount: minor('amount').notNull(),
    termMonths: smallint('term_months').notNull(),
    status: smallint('status').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signedBy: integer('signed_by').references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedVersion: integer('signed_version'),
    signature: text('signature'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refuseReason: text('refuse_reason'),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    index('overdraft_applications_org_idx').on(t.organizationId),
    index('overdraft_applications_account_idx').on(t.accountId),
    check('overdraft_applications_amount', sql`${t.amount} > 0`),
    check('overdraft_applications_term', sql`${t.termMonths} between 1 and 12`),
    check('overdraft_applications_status', sql`${t.status} between 1 and 6`),
  ],
);
