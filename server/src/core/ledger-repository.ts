/**
 * SQL every reader of the ledger shares: how a leg names its counterparty. A statement (accounts),
 * incoming payments and the journals (reports) select the same columns, so they name the same payer.
 */
import { sql } from 'drizzle-orm';
import { ledgerDetails } from '../db/schema/accounts-history.ts';
import { ledgerEntries, payments } from '../db/schema/payments.ts';
import { organizations } from '../db/schema/reference.ts';

const payerOrg = sql<
  string | null
>`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${payments.organizationId})`;
const payerInn = sql<
  string | null
>`(select ${organizations.inn} from ${organizations} where ${organizations.id} = ${payments.organizationId})`;

/** A ledger leg with what names its counterparty (our payment, or the ledger's detail row). */
export const movementColumns = {
  id: ledgerEntries.id,
  at: ledgerEntries.at,
  debit: ledgerEntries.debit,
  credit: ledgerEntries.credit,
  payment: {
    id: payments.id,
    accountId: payments.accountId,
    number: payments.number,
    account: payments.account,
    mfo: payments.mfo,
    rAccount: payments.rAccount,
    rMfo: payments.rMfo,
    rInn: payments.rInn,
    rName: payments.rName,
    description: payments.description,
    payerName: payerOrg,
    payerInn,
  },
  detail: {
    transactionId: ledgerDetails.transactionId,
    docNumber: ledgerDetails.docNumber,
    name: ledgerDetails.counterpartyName,
    account: ledgerDetails.counterpartyAccount,
    mfo: ledgerDetails.counterpartyMfo,
    inn: ledgerDetails.counterpartyInn,
    purpose: ledgerDetails.purpose,
  },
};
