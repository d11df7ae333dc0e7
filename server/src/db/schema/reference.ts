/** Banks, client organisations, personal managers and the bank-wide settings row. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const banks = pgTable(
  'banks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mfo: text('mfo').notNull().unique(),
    name: text('name').notNull(),
    /**
     * Reference data /mfo (admin): an inactive bank stays for the documents that name it but is no
     * longer offered or accepted in new payments (the payment form's bank look-up reads active only).
     */
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('banks_mfo_format', sql`${t.mfo} ~ '^[0-9]{5}$'`)],
);

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    inn: text('inn').notNull().unique(),
    nibbd: text('nibbd').notNull(),
    mfo: text('mfo')
      .notNull()
      .references(() => banks.mfo),
    mustSignB: boolean('must_sign_b').notNull().default(false),
    /** Signatures only with the EDS key (signing client); passkey signatures from phones refused. */
    edsOnly: boolean('eds_only').notNull().default(false),
    /**
     * 'legal_entity' or 'sole_proprietor' (issue 19 point 9): what the dual-control default is
     * derived from when the organisation is registered.
     */
    legalForm: text('legal_form').notNull().default('legal_entity'),
    /**
     * Four-eyes (docs/decisions.md "Four-eyes"): whoever prepared a payment (created or last edited
     * it) may not sign it. On for legal entities, off for sole proprietors, unless changed since.
     */
    dualControl: boolean('dual_control').notNull().default(true),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
    /** A dealer issues invoices to other organisations (/invoices/d; docs/decisions.md, Invoices). */
    isDealer: boolean('is_dealer').notNull().default(false),
    /** Legal address, kept by the admin on /organization (issue 25); null for older records. */
    address: text('address'),
    /** The organisation's phone (998 and nine digits), kept by the admin on /organization. */
    phone: text('phone'),
  },
  (t) => [
    check('organizations_inn_format', sql`${t.inn} ~ '^[0-9]{9}$'`),
    check('organizations_nibbd_format', sql`${t.nibbd} ~ '^[0-9]{8}$'`),
    check('organizations_legal_form', sql`${t.legalForm} in ('legal_entity', 'sole_proprietor')`),
  ],
);

export const personalManagers = pgTable('personal_managers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fullName: text('full_name').notNull(),
  nibbd: text('nibbd').notNull(),
  internalPhoneNumber: text('internal_phone_number').notNull(),
  phoneNumber: text('phone_number').notNull(),
});

/** One row (id 1): what the core banking system reports about the bank as a whole. */
export const bankSettings = pgTable(
  'bank_settings',
  {
    id: integer('id').primaryKey().default(1),
    operatingDay: date('operating_day', { mode: 'string' }).notNull(),
    /** Site mode "maintenance": API calls answer 503 `setting` except for the roles that manage it. */
    maintenance: boolean('maintenance').notNull().default(false),
    /** What the maintenance answer says, per language (/site-mode); empty: the standard text. */
    maintenanceMessageRu: text('maintenance_message_ru').notNull().default(''),
    maintenanceMessageEn: text('maintenance_message_en').notNull().default(''),
    maintenanceMessageUz: text('maintenance_message_uz').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bank_settings_single_row', sql`${t.id} = 1`)],
);

/** Demo seed steps already applied, so a restart never seeds twice (see db/seed/). */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bank's holidays (reference data, issue 20): days the calendar's weekday rule would count as
 * operating days but the bank does not operate (public holidays, government-declared days off).
 * Weekends need no row. Read by every value-date computation (core/bank-holidays-repository.ts).
 */
export const bankHolidays = pgTable('bank_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameUz: text('name_uz').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * Currency transaction codes (/currency-transaction-codes, admin): the Central Bank's codes of the
 * operation a foreign-currency payment makes. The currency payment form offers the active ones and
 * the server accepts only an active code. Names per language.
 */
export const currencyTransactionCodes = pgTable(
  'currency_transaction_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameUz: text('name_uz').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('currency_transaction_codes_format', sql`${t.code} ~ '^[0-9]{5}$'`)],
);
