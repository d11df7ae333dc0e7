/**
 * The card file (kartoteka) and the reservations behind accounts.reserved (contracts/api/kartoteka.ts).
 * A card-file document is a demand on an organisation's account: file 1 waiting for acceptance or its
 * due date, file 2 accepted but unpaid for lack of funds (paid ≤ amount). A reservation is an amount
 * the bank holds on an account; accounts.reserved equals the sum of the account's reservations
 * (written together by the seed, checked by the kartoteka tests). Money is bigint minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const kartotekaDocuments = pgTable(
  'kartoteka_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    file: smallint('file').notNull(),
    docNumber: text('doc_number').notNull(),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    priority: smallint('priority').notNull(),
    claimantName: text('claimant_name').notNull(),
    claimantInn: text('claimant_inn').notNull(),
    claimantAccount: text('claimant_account').notNull(),
    claimantMfo: text('claimant_mfo').notNull(),
    purpose: text('purpose').notNull(),
    amount: minor('amount').notNull(),
    paid: minor('paid')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    index('kartoteka_documents_org_idx').on(t.organizationId),
    check('kartoteka_documents_file', sql`${t.file} in (1, 2)`),
    check('kartoteka_documents_priority', sql`${t.priority} between 1 and 7`),
    check('kartoteka_documents_amounts', sql`${t.amount} > 0 and ${t.paid} >= 0 and ${t.paid} < ${t.amount}`),
    check('kartoteka_documents_placed_after_doc', sql`${t.placedOn} >= ${t.docDate}`),
  ],
);

export const accountReservations = pgTable(
  'account_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    reservedOn: date('reserved_on', { mode: 'string' }).notNull(),
    purpose: text('purpose').notNull(),
    amount: minor('amount').notNull(),
  },
  (t) => [
    index('account_reservations_account_idx').on(t.accountId),
    check('account_reservations_amount_positive', sql`${t.amount} > 0`),
    check(
      'account_reservations_reason',
      sql`${t.reason} in ('currency_purchase', 'court_order', 'tax_order', 'guarantee')`,
    ),
  ],
);
