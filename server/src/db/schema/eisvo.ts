/**
 * Foreign-trade contracts (EISVO, spec 3 §3): the contract with its general info, the rows of its
 * 25 sub-screens, the 22 verification rows and the basis texts. The sub-screen rows share one
 * table: their field sets differ (contracts/api/eisvo.ts SECTIONS) but none is queried by field
 * except the date (payments sort by it) — so the date and the money fields have typed columns
 * (money as bigint minor units) and the rest is a jsonb object of texts.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';

export const eisvoContracts = pgTable(
  'eisvo_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idn: text('idn').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    bankId: text('bank_id').notNull(),
    bxmCode: text('bxm_code').notNull(),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    docNo: text('doc_no').notNull(),
    cntrType: text('cntr_type').notNull(),
    /** Contract amount, minor units of curr_code. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currCode: text('curr_code').notNull(),
    contractorForName: text('contractor_for_name').notNull(),
    contractorForCountryCode: text('contractor_for_country_code').notNull(),
    cntrStatus: text('cntr_status').notNull(),
    okonx: text('okonx').notNull(),
    contractorUzParentCompany: text('contractor_uz_parent_company').notNull(),
    contractorUzName: text('contractor_uz_name').notNull(),
    rgnCode: text('rgn_code').notNull(),
    contractorUzAddress: text('contractor_uz_address').notNull(),
    contractorUzPhone: text('contractor_uz_phone').notNull(),
    cntrSubject: text('cntr_subject').notNull(),
    currCode1: text('curr_code1').notNull(),
    amount1: bigint('amount1', { mode: 'bigint' }).notNull(),
    accCurrCode1: text('acc_curr_code1').notNull(),
    contractorForAddress: text('contractor_for_address').notNull(),
    bankForName: text('bank_for_name').notNull(),
    bankForCountryCode: text('bank_for_country_code').notNull(),
    bankForAddress: text('bank_for_address').notNull(),
    bankForAttributes: text('bank_for_attributes').notNull(),
    execType: text('exec_type').notNull(),
    receivableOverdue1: bigint('receivable_overdue1', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payableOverdue1: bigint('payable_overdue1', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    receivableOverdue2: bigint('receivable_overdue2', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payableOverdue2: bigint('payable_overdue2', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    check('eisvo_contracts_idn_format', sql`${t.idn} ~ '^[0-9]{27}$'`),
    index('eisvo_contracts_org_idx').on(t.organizationId),
  ],
);

/** A row of a sub-screen (section = route suffix, e.g. contract-payments). */
export const eisvoContractItems = pgTable(
  'eisvo_contract_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => eisvoContracts.id),
    section: text('section').notNull(),
    position: integer('position').notNull(),
    docDate: date('doc_date', { mode: 'string' }),
    /** The section's first and second money field (SECTIONS[section].money), minor units. */
    amount: bigint('amount', { mode: 'bigint' }),
    amount2: bigint('amount2', { mode: 'bigint' }),
    /** The other fields, as texts. */
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull(),
  },
  (t) => [index('eisvo_contract_items_section_idx').on(t.contractId, t.section, t.position)],
);

/** The 22 requirement rows of a contract's verification table (spec 3 §3.3). */
export const eisvoVerifications = pgTable(
  'eisvo_verifications',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => eisvoContracts.id),
    orderNum: integer('order_num').notNull(),
    field: text('field').notNull(),
    cntrValue: text('cntr_value').notNull(),
    clause: text('clause').notNull(),
    description: text('description').notNull(),
    eisvoValue: text('eisvo_value').notNull(),
    comment: text('comment').notNull().default(''),
    done: boolean('done').notNull().default(false),
    basisKey: text('basis_key').notNull(),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
    commentedBy: integer('commented_by'),
  },
  (t) => [uniqueIndex('eisvo_verifications_row').on(t.contractId, t.field)],
);

/** Basis texts (HTML from the source system) of a contract's verification table. */
export const eisvoBasisTexts = pgTable(
  'eisvo_basis_texts',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => eisvoContracts.id),
    key: text('key').notNull(),
    html: text('html').notNull(),
  },
  (t) => [uniqueIndex('eisvo_basis_texts_key').on(t.contractId, t.key)],
);
