/**
 * OKO — tariffs and commissions (issue 26): the bank's tariff plans and their commissions (a
 * reference table), the organisations' tariff agreements (each on one of its accounts, under one
 * tariff at a time) and the applications to change an agreement's tariff, which bank staff accept or
 * refuse with a reason. The commissions actually charged are ledger debits of the agreement's
 * account against the bank's commission income account — never stored here. Money is tiyin.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const tariffs = pgTable('tariffs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  nameUz: text('name_uz').notNull(),
  monthlyFee: minor('monthly_fee').notNull(),
  /** Offered for new applications. */
  active: boolean('active').notNull().default(true),
});

/** One commission of a tariff: a fixed amount, or a rate (basis points) with a minimum. */
export const tariffCommissions = pgTable(
  'tariff_commissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id),
    /** What a charge's purpose starts with (ledger_details.purpose), unique across tariffs. */
    code: text('code').notNull().unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameUz: text('name_uz').notNull(),
    kind: text('kind').notNull(),
    amount: minor('amount'),
    rateBp: integer('rate_bp'),
    minAmount: minor('min_amount'),
  },
  (t) => [
    index('tariff_commissions_tariff_idx').on(t.tariffId),
    check('tariff_commissions_kind', sql`${t.kind} in ('fixed', 'percent')`),
  ],
);

export const tariffAgreements = pgTable(
  'tariff_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    agrNum: text('agr_num').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    tariffSince: date('tariff_since', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('tariff_agreements_org_idx').on(t.organizationId),
    check('tariff_agreements_agr_num', sql`${t.agrNum} ~ '^[0-9A-Za-z-]{3,30}$'`),
  ],
);

/** A client's application to move an agreement to another tariff: sent → accepted | refused. */
export const tariffApplications = pgTable(
  'tariff_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => tariffAgreements.id),
    fromTariffId: integer('from_tariff_id')
      .notNull()
      .references(() => tariffs.id),
    toTariffId: integer('to_tariff_id')
      .notNull()
      .references(() => tariffs.id),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('sent'),
    reason: text('reason'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('tariff_applications_org_idx').on(t.organizationId, t.createdAt),
    index('tariff_applications_status_idx').on(t.status, t.createdAt),
    check('tariff_applications_status', sql`${t.status} in ('sent', 'accepted', 'refused')`),
  ],
);
