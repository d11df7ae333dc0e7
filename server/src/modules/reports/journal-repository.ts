/**
 * Reads of the ledger journals (AGMK settlements, the operations journal) and of the POS terminals
 * (contracts/api/report-journals.ts). Ledger legs come with the ledger's movementColumns (core/),
 * so a journal row names its counterparty exactly as a statement row does (accounts statementRow).
 */
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import { accounts, ledgerEntries, payments } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { terminalSettlements, terminals, terminalTransactions } from '../../db/schema/terminals.ts';
import { movementColumns } from '../../core/ledger-repository.ts';

/** Organisation ids the caller may read. */
type Scope = readonly number[];

const legColumns = {
  ...movementColumns,
  accountId: ledgerEntries.accountId,
  transactionId: ledgerEntries.transactionId,
};

/** Legs of `accountIds` in [from, to) (from null: since the ledger began), oldest first. */
export async function legsOf(
  db: Db,
  accountIds: readonly number[],
  range: { from: Date | null; to: Date },
  where?: SQL,
) {
  if (accountIds.length === 0) return [];
  return db
    .select(legColumns)
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.accountId, [...accountIds]),
        range.from === null ? undefined : gte(ledgerEntries.at, range.from),
        lt(ledgerEntries.at, range.to),
        where,
      ),
    )
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
}
export type JournalLeg = Awaited<ReturnType<typeof legsOf>>[number];

/**
 * Legs that may have `inn` as their counterparty: the ledger's detail names it, or our payment paid
 * it, or it is the paying organisation. The caller keeps those whose statement row names `inn`.
 */
export function counterpartyMayBe(inn: string): SQL {
  return (
    or(
      eq(ledgerDetails.counterpartyInn, inn),
      eq(payments.rInn, inn),
      sql`${payments.organizationId} in (select ${organizations.id} from ${organizations} where ${organizations.inn} = ${inn})`,
    ) ?? sql`false`
  );
}

const terminalColumns = {
  id: terminals.id,
  code: terminals.code,
  merchantId: terminals.merchantId,
  name: terminals.name,
  address: terminals.address,
  accountId: terminals.accountId,
  account: accounts.number,
  mfo: accounts.mfo,
  currency: accounts.currency,
};

export async function listTerminals(db: Db, scope: Scope) {
  if (scope.length === 0) return [];
  return db
    .select(terminalColumns)
    .from(terminals)
    .innerJoin(accounts, eq(accounts.id, terminals.accountId))
    .where(inArray(terminals.organizationId, [...scope]))
    .orderBy(asc(terminals.code));
}
export type TerminalRecord = Awaited<ReturnType<typeof listTerminals>>[number];

/**
 * Card payments of `terminalIds` in [from, to), oldest first, each with its settlement when the
 * ledger has credited it (the settlement's ledger leg on the terminal's account).
 */
export async function terminalPayments(
  db: Db,
  terminalIds: readonly number[],
  range: { from: Date; to: Date; status?: string | undefined },
) {
  if (terminalIds.length === 0) return [];
  return db
    .select({
      id: terminalTransactions.id,
      terminalId: terminalTransactions.terminalId,
      at: terminalTransactions.at,
      pan: terminalTransactions.panMasked,
      rrn: terminalTransactions.rrn,
      amount: terminalTransactions.amount,
      commission: terminalTransactions.commission,
      status: terminalTransactions.status,
      settlement: {
        id: terminalSettlements.id,
        day: terminalSettlements.day,
        creditedAt: terminalSettlements.creditedAt,
        transactionId: terminalSettlements.transactionId,
        credited: ledgerEntries.credit,
      },
    })
    .from(terminalTransactions)
    .innerJoin(terminals, eq(terminals.id, terminalTransactions.terminalId))
    .leftJoin(terminalSettlements, eq(terminalSettlements.id, terminalTransactions.settlementId))
    .leftJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.transactionId, terminalSettlements.transactionId),
        eq(ledgerEntries.accountId, terminals.accountId),
        sql`${ledgerEntries.credit} > 0`,
      ),
    )
    .where(
      and(
        inArray(terminalTransactions.terminalId, [...terminalIds]),
        gte(terminalTransactions.at, range.from),
        lt(terminalTransactions.at, range.to),
        range.status === undefined ? undefined : eq(terminalTransactions.status, range.status),
      ),
    )
    .orderBy(asc(terminalTransactions.at), asc(terminalTransactions.id));
}
export type TerminalPayment = Awaited<ReturnType<typeof terminalPayments>>[number];
