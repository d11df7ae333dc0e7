/**
 * Utility and budget payments (issue 26, contracts/api/munis.ts): the administrator's groups of
 * suppliers, the suppliers with their field declarations (data: contracts' MunisFieldDecl[]), their
 * settlements, the payments with their signatures, and the organisations' templates. Money is
 * bigint tiyin. The ledger legs of an execution are ledger_entries rows whose transaction id is
 * `munis-<id>`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MunisFieldDecl } from '../../../../contracts/api/munis.ts';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const money = (name: string) => bigint(name, { mode: 'bigint' });

export const munisGroups = pgTable('munis_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  nameUz: text('name_uz').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const munisSuppliers = pgTable(
  'munis_suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id').references(() => munisGroups.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    inn: text('inn').notNull(),
    account: text('account').notNull(),
    mfo: text('mfo').notNull(),
    /** The fields a payment to this supplier carries, judged by contracts' munisFieldProblems. */
    fields: jsonb('fields').$type<MunisFieldDecl[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('munis_suppliers_inn_unique').on(t.inn),
    check('munis_suppliers_inn_format', sql`${t.inn} ~ '^[0-9]{9}$'`),
    check('munis_suppliers_account_format', sql`${t.account} ~ '^[0-9]{20}$'`),
    check('munis_suppliers_mfo_format', sql`${t.mfo} ~ '^[0-9]{5}$'`),
  ],
);

export const munisSettlements = pgTable(
  'munis_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => munisSuppliers.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    district: text('district').notNull(),
  },
  (t) => [index('munis_settlements_supplier_idx').on(t.supplierId)],
);

export const munisPayments = pgTable(
  'munis_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => munisSuppliers.id),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => munisSettlements.id),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => accounts.id),
    debitAccount: text('debit_account').notNull(),
    amount: money('amount').notNull(),
    purpose: text('purpose').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    statusId: smallint('status_id').notNull().default(1),
    /** Message key of the bank's refusal (translated when read). */
    rejectReason: text('reject_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
  },
  (t) => [
    unique('munis_payments_org_client_reference_unique').on(t.organizationId, t.clientReference),
    index('munis_payments_org_id_idx').on(t.organizationId, t.id),
    index('munis_payments_status_idx').on(t.statusId),
    check('munis_payments_amount_positive', sql`${t.amount} > 0`),
    check('munis_payments_status', sql`${t.statusId} between 1 and 5`),
    check('munis_payments_version_positive', sql`${t.version} > 0`),
  ],
);

/** One live EDS signature per payment and version; an edit voids it (voided_at). */
export const munisSignatures = pgTable(
  'munis_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => munisPayments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    keySerial: text('key_serial').notNull(),
    version: integer('version').notNull(),
    digest: text('digest').notNull(),
    cipher: text('cipher').notNull(),
    message: text('message').notNull(),
    signerVersion: text('signer_version').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('munis_signatures_live_unique')
      .on(t.paymentId, t.version)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** "Generate template": one per organisation, supplier and settlement, kept for next month. */
export const munisTemplates = pgTable(
  'munis_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => munisSuppliers.id),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => munisSettlements.id),
    debitAccount: text('debit_account').notNull(),
    amount: money('amount').notNull(),
    purpose: text('purpose').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('munis_templates_org_supplier_settlement').on(t.organizationId, t.supplierId, t.settlementId),
  ],
);
