/**
 * Credits (loans) of client organisations, as the home card's dashboard/credit-info reads them
 * (spec 2 §3 "Loan": principal, overdue principal, accrued and overdue interest). Money is bigint
 * minor units; the annual rate is hundredths of a percent.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';

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
  ],
);
