/**
 * Accounts, statements and rates (issue 8). The payments schema owns accounts and ledger legs; this
 * file adds what a statement row needs for movements that are not payments of this system (the
 * seeded year of history: counterparty and purpose per ledger transaction), the currencies and
 * their rates per operating day, and foreign-currency transfers shown as SWIFT MT103 rows.
 * Rates are bigint hundredths of a soum per one unit (exact, like money); amounts are minor units.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './payments.ts';
import { organizations } from './reference.ts';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** What a statement shows for a ledger transaction that is not a payment of this system. */
export const ledgerDetails = pgTable(
  'ledger_details',
  {
    transactionId: text('transaction_id').primaryKey(),
    docNumber: text('doc_number').notNull(),
    counterpartyName: text('counterparty_name').notNull(),
    counterpartyAccount: text('counterparty_account').notNull(),
    counterpartyMfo: text('counterparty_mfo').notNull(),
    counterpartyInn: text('counterparty_inn'),
    purpose: text('purpose').notNull(),
  },
  (t) => [
    // A soum counterparty has an mfo and a 20/25/27-digit account; a foreign one a BIC and an IBAN.
    check('ledger_details_bank_format', sql`${t.counterpartyMfo} ~ '^([0-9]{5}|[A-Z0-9]{8}([A-Z0-9]{3})?)$'`),
    check('ledger_details_account_format', sql`${t.counterpartyAccount} ~ '^[A-Z0-9]{16,34}$'`),
  ],
);

export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    numeric: text('numeric').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameUz: text('name_uz').notNull(),
    /** Units the rate is quoted for (1 for every seeded currency). */
    nominal: integer('nominal').notNull().default(1),
  },
  (t) => [
    check('currencies_code_format', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_numeric_format', sql`${t.numeric} ~ '^[0-9]{3}$'`),
  ],
);

/**
 * The Central Bank rate and the bank's client buy/sell rates of one currency on one operating day,
 * in tiyin per `nominal` units.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    day: date('day', { mode: 'string' }).notNull(),
    code: text('code')
      .notNull()
      .references(() => currencies.code),
    rate: minor('rate').notNull(),
    buy: minor('buy').notNull(),
    sell: minor('sell').notNull(),
    clientBuy: minor('client_buy').notNull(),
    clientSell: minor('client_sell').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.code] }),
    check('currency_rates_positive', sql`${t.rate} > 0 and ${t.buy} > 0 and ${t.sell} > 0`),
    check('currency_rates_client_positive', sql`${t.clientBuy} > 0 and ${t.clientSell} > 0`),
  ],
);

/** Foreign-currency outgoing transfers (MT103), read by /swift-format. */
export const foreignTransfers = pgTable(
  'foreign_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    reference: text('reference').notNull().unique(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: minor('amount').notNull(),
    senderBic: text('sender_bic').notNull(),
    receiverBic: text('receiver_bic').notNull(),
    orderingAccount: text('ordering_account').notNull(),
    orderingName: text('ordering_name').notNull(),
    orderingAddress: text('ordering_address').notNull(),
    beneficiaryAccount: text('beneficiary_account').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryAddress: text('beneficiary_address').notNull(),
    remittance: text('remittance').notNull(),
    charges: text('charges').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('foreign_transfers_org_idx').on(t.organizationId),
    check('foreign_transfers_amount_positive', sql`${t.amount} > 0`),
    check('foreign_transfers_charges', sql`${t.charges} in ('OUR', 'SHA', 'BEN')`),
    check(
      'foreign_transfers_bic_format',
      sql`${t.senderBic} ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$' and ${t.receiverBic} ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$'`,
    ),
  ],
);
