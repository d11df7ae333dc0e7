/**
 * Referral (issue 27; spec 3 §2.6, screens' content not shown: docs/decisions.md, Referral). An
 * agent is a signed-in user with an unguessable promo code; an application names the organisation
 * an agent brought, from the guest landing or from a client entering the code. One application per
 * organisation (INN), whoever brought it. The bank moves an application to opened or rejected; an
 * opened one earns the agent a payout, which the bank marks paid.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const referralAgents = pgTable('referral_agents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  organizationId: integer('organization_id').references(() => organizations.id),
  promoCode: text('promo_code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const referralApplications = pgTable(
  'referral_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => referralAgents.id),
    /** landing: a guest's application; promo: a signed-in client entered the code. */
    source: text('source').notNull(),
    organizationName: text('organization_name').notNull(),
    /** One use per organisation: unique. */
    inn: text('inn').notNull().unique(),
    phone: text('phone').notNull(),
    contactName: text('contact_name').notNull(),
    /** The client organisation that entered the code (source promo). */
    organizationId: integer('organization_id').references(() => organizations.id),
    status: text('status').notNull().default('new'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payoutPaidAt: timestamp('payout_paid_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_applications_agent_idx').on(t.agentId, t.createdAt),
    check('referral_applications_source', sql`${t.source} in ('landing', 'promo')`),
    check('referral_applications_status', sql`${t.status} in ('new', 'in_review', 'opened', 'rejected')`),
    check('referral_applications_inn', sql`${t.inn} ~ '^[0-9]{9}$'`),
    check('referral_applications_payout', sql`${t.payout} >= 0`),
  ],
);
