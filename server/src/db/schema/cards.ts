/**
 * Salary project and cards (issue 23, contracts/api/wage.ts; docs/decisions.md "Salary card
 * orders (wage)").
 *
 * - wage_contracts: an organisation's salary-project contract of a card type (27-character
 *   contract id) on its transit account (accounts.kind 'card_transit', gl 23106/23108/23110).
 * - salary_cards: an employee's card on a contract. The card account is an `accounts` row of kind
 *   'employee_card' (gl 22618), so a salary statement credits it with ordinary ledger legs
 *   (debit the transit account, credit the card account). The card number is NEVER stored in
 *   clear: pan_token is HMAC-SHA-256 of it under the server's card secret (core/card-token.ts), and
 *   pan_masked is the form shown (first 4, next 2, last 4).
 * - wage_card_orders: salary card orders (by passport or by an existing card), their EDS
 *   signatures and their change log.
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const wageContracts = pgTable(
  'wage_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    cardCode: text('card_code').notNull(),
    /** The bank's 27-digit contract id (spec 2 §9). */
    contractId: text('contract_id').notNull().unique(),
    contractNumber: text('contract_number').notNull(),
    currency: text('currency').notNull().default('UZS'),
    dateBegin: date('date_begin', { mode: 'string' }).notNull(),
    transitAccountId: integer('transit_account_id')
      .notNull()
      .references(() => accounts.id),
    /** Budget-organisation code, for budget organisations only. */
    bsc: text('bsc'),
  },
  (t) => [
    index('wage_contracts_org_idx').on(t.organizationId, t.cardCode),
    check('wage_contracts_contract_id_format', sql`${t.contractId} ~ '^[0-9]{27}$'`),
  ],
);

export const salaryCards = pgTable(
  'salary_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    contractId: integer('contract_id').references(() => wageContracts.id),
    cardCode: text('card_code').notNull(),
    /** HMAC-SHA-256 (hex) of the card number under the server's card secret. */
    panToken: text('pan_token').notNull(),
    panMasked: text('pan_masked').notNull(),
    cardAccountId: integer('card_account_id')
      .notNull()
      .references(() => accounts.id),
    conNum: text('con_num').notNull(),
    fullName: text('full_name').notNull(),
    embossedName: text('embossed_name').notNull(),
    phone: text('phone').notNull(),
    /** issued (not pinned yet), active (pinned to a contract), blocked. */
    stateCode: text('state_code').notNull().default('issued'),
    dateBegin: date('date_begin', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('salary_cards_pan_token_unique').on(t.panToken),
    unique('salary_cards_account_unique').on(t.cardAccountId),
    index('salary_cards_contract_idx').on(t.contractId),
    index('salary_cards_org_idx').on(t.organizationId),
    check('salary_cards_state', sql`${t.stateCode} in ('issued', 'active', 'blocked')`),
    check('salary_cards_pan_token_format', sql`${t.panToken} ~ '^[0-9a-f]{64}$'`),
    check(
      'salary_cards_pan_masked_format',
      sql`${t.panMasked} ~ '^[0-9]{4} [0-9]{2}\\*\\* \\*{4} [0-9]{4}$'`,
    ),
  ],
);

export const wageCardOrders = pgTable(
  'wage_card_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    cardCode: text('card_code').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => wageContracts.id),
    bsc: text('bsc'),
    /** passport | card */
    mode: text('mode').notNull(),
    documentSeries: text('document_series'),
    documentNumber: text('document_number'),
    birthdate: date('birthdate', { mode: 'string' }),
    phone: text('phone'),
    /** By card: the token and mask of the number given (never the number). */
    panToken: text('pan_token'),
    panMasked: text('pan_masked'),
    /** The holder's name, known once the bank has looked the person or card up. */
    fullName: text('full_name'),
    statusId: smallint('status_id').notNull().default(1),
    /** Message key of the bank's refusal (translated when read). */
    errorBank: text('error_bank'),
    cardId: integer('card_id').references(() => salaryCards.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('wage_card_orders_org_reference_unique').on(t.organizationId, t.clientReference),
    index('wage_card_orders_org_id_idx').on(t.organizationId, t.id),
    index('wage_card_orders_status_idx').on(t.statusId),
    check('wage_card_orders_status', sql`${t.statusId} in (1, 2, 3, 4, 8, 9)`),
    check('wage_card_orders_mode', sql`${t.mode} in ('passport', 'card')`),
    check(
      'wage_card_orders_mode_fields',
      sql`(${t.mode} = 'passport' and ${t.documentSeries} ~ '^[A-Z]{2}$' and ${t.documentNumber} ~ '^[0-9]{7}$' and ${t.phone} ~ '^998[0-9]{9}$' and ${t.birthdate} is not null and ${t.panToken} is null)
        or (${t.mode} = 'card' and ${t.panToken} ~ '^[0-9a-f]{64}$' and ${t.documentSeries} is null)`,
    ),
    check('wage_card_orders_version_positive', sql`${t.version} > 0`),
  ],
);

/** One live EDS signature per order and version; an edit voids it. */
export const wageOrderSignatures = pgTable(
  'wage_order_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => wageCardOrders.id, { onDelete: 'cascade' }),
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
    uniqueIndex('wage_order_signatures_live_unique')
      .on(t.orderId, t.version)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** The change log of an order (spec 2 §2 "order detail with change log"). */
export const wageOrderLogs = pgTable(
  'wage_order_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => wageCardOrders.id, { onDelete: 'cascade' }),
    /** create | update | sign | send | issue | reject | pin */
    action: text('action').notNull(),
    statusId: smallint('status_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Message key (translated when read), e.g. the bank's refusal. */
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wage_order_logs_order_idx').on(t.orderId, t.id)],
);

/**
 * Salary statements (issue 23, `salary`; docs/decisions.md "Salary statements"): an organisation's
 * list of its employees' cards and amounts on one salary-project contract, paid from a soum account
 * through the contract's transit account. Rows name the card (salary_cards) and keep its mask only.
 */
export const salaryStatements = pgTable(
  'salary_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientReference: text('client_reference').notNull(),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    cardCode: text('card_code').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => wageContracts.id),
    /** The organisation's soum account the salaries are paid from. */
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').notNull(),
    /** list | file */
    source: text('source').notNull(),
    fileName: text('file_name'),
    totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
    rowsCount: integer('rows_count').notNull(),
    /** 1 Created, 2 Signed, 3 Sent, 4 Refused by the bank, 5 Executed. */
    statusId: smallint('status_id').notNull().default(1),
    /** Message key of the bank's refusal. */
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
    unique('salary_statements_org_reference_unique').on(t.organizationId, t.clientReference),
    index('salary_statements_org_id_idx').on(t.organizationId, t.id),
    index('salary_statements_status_idx').on(t.statusId),
    check('salary_statements_status', sql`${t.statusId} in (1, 2, 3, 4, 5)`),
    check('salary_statements_source', sql`${t.source} in ('list', 'file')`),
    check('salary_statements_total_positive', sql`${t.totalAmount} > 0`),
    check('salary_statements_version_positive', sql`${t.version} > 0`),
  ],
);

export const salaryStatementRows = pgTable(
  'salary_statement_rows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => salaryStatements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => salaryCards.id),
    panMasked: text('pan_masked').notNull(),
    fullName: text('full_name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** pending (not executed yet) | credited | deferred (left on the transit account). */
    state: text('state').notNull().default('pending'),
    /** Message key: why a deferred row was not credited (card blocked, account closed). */
    deferredReason: text('deferred_reason'),
  },
  (t) => [
    unique('salary_statement_rows_line_unique').on(t.statementId, t.lineNo),
    index('salary_statement_rows_card_idx').on(t.cardId),
    check('salary_statement_rows_state', sql`${t.state} in ('pending', 'credited', 'deferred')`),
    check('salary_statement_rows_amount_positive', sql`${t.amount} > 0`),
    check(
      'salary_statement_rows_pan_masked_format',
      sql`${t.panMasked} ~ '^[0-9]{4} [0-9]{2}\\*\\* \\*{4} [0-9]{4}$'`,
    ),
  ],
);

/** One live signature per statement and version; an edit voids it. */
export const salaryStatementSignatures = pgTable(
  'salary_statement_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => salaryStatements.id, { onDelete: 'cascade' }),
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
    uniqueIndex('salary_statement_signatures_live_unique')
      .on(t.statementId, t.version)
      .where(sql`${t.voidedAt} is null`),
  ],
);
