/**
 * Ecosystem (issue 27; spec 3 §2.5, §3.8): the insurers the bank works with, the regions and
 * districts they insure in, the organisations' profile the OSGOR form is filled from (the
 * insurer's copy of OKED, OKONH and address), the OSGOR contracts with the soum payment that pays
 * each one, and the organisations' insured cars. Money is bigint minor units (tiyin).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { banks, organizations } from './reference.ts';
import { users } from './users.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * An insurer. `rate_factor_pct` scales the demo premium rule (docs/decisions.md, Ecosystem and
 * OSGOR); its account is where the premium is paid. Inactive: shown as a disabled card.
 */
export const insuranceCompanies = pgTable(
  'insurance_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Public path of the logo under /insurers/. */
    image: text('image').notNull(),
    active: boolean('active').notNull().default(true),
    rateFactorPct: integer('rate_factor_pct').notNull().default(100),
    /** Largest insured amount the insurer accepts; above it the calculation answers a warning. */
    maxInsured: minor('max_insured').notNull(),
    policySeries: text('policy_series').notNull(),
    inn: text('inn').notNull(),
    account: text('account').notNull(),
    mfo: text('mfo')
      .notNull()
      .references(() => banks.mfo),
  },
  (t) => [
    check('insurance_companies_factor', sql`${t.rateFactorPct} between 50 and 200`),
    check('insurance_companies_inn', sql`${t.inn} ~ '^[0-9]{9}$'`),
  ],
);

export const insuranceRegions = pgTable('insurance_regions', {
  id: integer('id').primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameUz: text('name_uz').notNull(),
});

export const insuranceDistricts = pgTable(
  'insurance_districts',
  {
    id: integer('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => insuranceRegions.id),
    nameRu: text('name_ru').notNull(),
    nameUz: text('name_uz').notNull(),
  },
  (t) => [index('insurance_districts_region_idx').on(t.regionId)],
);

/** Regions an insurer does not insure in (most insure everywhere). */
export const insuranceCompanyExcludedRegions = pgTable(
  'insurance_company_excluded_regions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => insuranceCompanies.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => insuranceRegions.id),
  },
  (t) => [unique('insurance_company_excluded_regions_pk').on(t.companyId, t.regionId)],
);

/** What the OSGOR form is prepared from: the organisation's activity codes and legal address. */
export const insuranceProfiles = pgTable(
  'insurance_profiles',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    okedCode: text('oked_code').notNull(),
    okonhCode: text('okonh_code').notNull(),
    activityType: text('activity_type').notNull(),
    address: text('address').notNull(),
  },
  (t) => [
    check('insurance_profiles_oked', sql`${t.okedCode} ~ '^[0-9]{5}$'`),
    check('insurance_profiles_okonh', sql`${t.okonhCode} ~ '^[0-9]{5}$'`),
  ],
);

/**
 * An OSGOR contract (spec 3 §3.8). Its status is not stored: it is read from the soum payment
 * that pays the premium (payment_id) and the period, so it can never disagree with the payment.
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => insuranceCompanies.id),
    agreementId: text('agreement_id').notNull(),
    agreementDate: date('agreement_date', { mode: 'string' }).notNull(),
    periodStartDate: date('period_start_date', { mode: 'string' }).notNull(),
    periodEndDate: date('period_end_date', { mode: 'string' }).notNull(),
    premiumAmount: minor('premium_amount').notNull(),
    insuredAmount: minor('insured_amount').notNull(),
    okedCode: text('oked_code').notNull(),
    okonhCode: text('okonh_code').notNull(),
    organizationName: text('organization_name').notNull(),
    inn: text('inn').notNull(),
    account: text('account').notNull(),
    mfo: text('mfo').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => insuranceRegions.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => insuranceDistricts.id),
    activityType: text('activity_type').notNull(),
    policySeria: text('policy_seria').notNull(),
    policyNumber: text('policy_number').notNull(),
    /** null: the client deleted the unsigned premium payment (the contract reads refused). */
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('insurance_policies_org_agreement').on(t.organizationId, t.agreementId),
    unique('insurance_policies_number').on(t.policySeria, t.policyNumber),
    index('insurance_policies_org_idx').on(t.organizationId, t.createdAt),
    check('insurance_policies_amounts', sql`${t.premiumAmount} > 0 and ${t.insuredAmount} >= 100000`),
    check('insurance_policies_period', sql`${t.periodEndDate} > ${t.periodStartDate}`),
  ],
);

/** An organisation's car with its compulsory motor policy (spec 3 §3.8 "My car"). */
export const insuredCars = pgTable(
  'insured_cars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    govNumber: text('gov_number').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => insuranceCompanies.id),
    policyNumber: text('policy_number').notNull(),
    policyType: text('policy_type').notNull(),
    drivers: jsonb('drivers').$type<string[]>().notNull(),
    policyStartDate: date('policy_start_date', { mode: 'string' }).notNull(),
    policyEndDate: date('policy_end_date', { mode: 'string' }).notNull(),
    insurancePremium: minor('insurance_premium').notNull(),
    insuranceSum: minor('insurance_sum').notNull(),
  },
  (t) => [
    unique('insured_cars_org_number').on(t.organizationId, t.govNumber),
    check('insured_cars_policy_type', sql`${t.policyType} in ('limited', 'unlimited')`),
  ],
);
