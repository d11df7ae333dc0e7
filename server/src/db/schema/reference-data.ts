/**
 * Reference dictionaries and payment constraints (issue 25; contracts/api/reference-data.ts and
 * constraints.ts). One table holds every dictionary's entries, keyed by kind: they share the
 * code/names/active shape, and the few kind-own columns are null elsewhere (the contract's
 * `dictProblems` holds which kind uses which).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const referenceEntries = pgTable(
  'reference_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** A status's document family; '' for the other kinds (so the unique key covers them too). */
    scope: text('scope').notNull().default(''),
    code: text('code').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameUz: text('name_uz').notNull(),
    active: boolean('active').notNull().default(true),
    /** Currency: ISO 4217 letter code and minor-unit exponent. */
    letter: text('letter'),
    exponent: integer('exponent'),
    /** Status: chip colour. */
    color: text('color'),
    /** Plan of accounts: active, passive or active-passive. */
    side: text('side'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reference_entries_code').on(t.kind, t.scope, t.code),
    // Two currencies never share a letter code (forms and documents name currencies by it).
    uniqueIndex('reference_entries_currency_letter')
      .on(t.letter)
      .where(sql`${t.kind} = 'currency'`),
    index('reference_entries_kind').on(t.kind, t.active),
    check(
      'reference_entries_kind_check',
      sql`${t.kind} in ('account-type', 'currency', 'subject', 'status', 'plan-account')`,
    ),
    check('reference_entries_code_digits', sql`${t.code} ~ '^[0-9]{1,5}$'`),
  ],
);

export const paymentConstraints = pgTable(
  'payment_constraints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    document: text('document').notNull(),
    /** Soum payment type; null: every type. */
    paymentType: integer('payment_type'),
    /** Organisation legal form; null: every organisation. */
    legalForm: text('legal_form'),
    /** Minor units (tiyin). */
    maxSum: bigint('max_sum', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_constraints_document').on(t.document, t.active),
    check('payment_constraints_max_sum_positive', sql`${t.maxSum} > 0`),
  ],
);
