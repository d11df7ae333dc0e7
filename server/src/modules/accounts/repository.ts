/**
 * Reads of accounts and their ledger. Every balance is derived from the ledger legs
 * (opening_balance + credits − debits before a moment), never from a second stored copy, so a
 * statement and a balance cannot disagree. Sums of bigint columns come back as numeric text and are
 * turned into bigint here.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Db } from '../../db/client.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import { kartotekaDocuments } from '../../db/schema/kartoteka.ts';
import { accounts, ledgerEntries, payments } from '../../db/schema/payments.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { movementColumns } from '../../core/ledger-repository.ts';
import { outerColumn } from '../../db/outer-column.ts';

/** Organisation ids the caller may read. */
export type Scope = readonly number[];

export type AccountRecord = {
  account: typeof accounts.$inferSelect;
  bankName: string;
  organizationName: string;
  inn: string;
};

const CLIENT_KINDS = ['current', 'corp_card'] as const;

function scoped(scope: Scope) {
  return scope.length === 0 ? sql`false` : inArray(accounts.organizationId, [...scope]);
}

const recordColumns = {
  account: accounts,
  bankName: banks.name,
  organizationName: organizations.name,
  inn: organizations.inn,
};

export async function listAccounts(
  db: Db,
  scope: Scope,
  kind?: 'current' | 'corp_card',
): Promise<AccountRecord[]> {
  return db
    .select(recordColumns)
    .from(accounts)
    .innerJoin(banks, eq(banks.mfo, accounts.mfo))
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(scoped(scope), inArray(accounts.kind, kind === undefined ? [...CLIENT_KINDS] : [kind])))
    .orderBy(
      asc(accounts.state),
      sql`${accounts.currency} <> 'UZS'`,
      asc(accounts.currency),
      asc(accounts.number),
    );
}

export async function findAccount(
  db: Db,
  scope: Scope,
  number: string,
  mfo: string,
): Promise<AccountRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(accounts)
    .innerJoin(banks, eq(banks.mfo, accounts.mfo))
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(
      and(
        scoped(scope),
        eq(accounts.number, number),
        eq(accounts.mfo, mfo),
        inArray(accounts.kind, [...CLIENT_KINDS]),
      ),
    );
  return row ?? null;
}

const net = sql<string>`coalesce(sum(${ledgerEntries.credit} - ${ledgerEntries.debit}), 0)`;

/** Ledger net (credits − debits) per account of the movements before `before`. */
export async function netBefore(db: Db, ids: readonly number[], before: Date): Promise<Map<number, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerEntries.accountId, net })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.accountId, [...ids]), lt(ledgerEntries.at, before)))
    .groupBy(ledgerEntries.accountId);
  return new Map(rows.map((r) => [r.id, BigInt(r.net)]));
}

/** What the account list shows beside each account, from the ledger, the payments and card file 2. */
export interface AccountSums {
  /** Ledger net (credits − debits) of the movements before the day asked for. */
  readonly netBefore: bigint;
  /** Approved payments not yet executed (Signed, Submitted) from the account. */
  readonly pendingOut: bigint;
  /** What card file 2 (accepted demands unpaid for lack of funds) still claims from it. */
  readonly cardFileOwed: bigint;
  /** The time of its last movement, if any. */
  readonly lastMovement: Date | null;
}

/**
 * The sums of `AccountSums` per account, in one statement of correlated subqueries (issue 18: four
 * grouped statements cost four round trips and four plans for one account list).
 */
export async function accountSums(
  db: Db,
  ids: readonly number[],
  before: Date,
): Promise<Map<number, AccountSums>> {
  if (ids.length === 0) return new Map();
  const account = outerColumn(accounts.id);
  const rows = await db
    .select({
      id: accounts.id,
      netBefore: sql<string>`(select ${net} from ${ledgerEntries} where ${and(eq(ledgerEntries.accountId, account), lt(ledgerEntries.at, before))})`,
      pendingOut: sql<string>`(select coalesce(sum(${payments.sum}), 0) from ${payments} where ${and(eq(payments.accountId, account), inArray(payments.statusId, [UZS_STATUS.signed, UZS_STATUS.submitted]))})`,
      cardFileOwed: sql<string>`(select coalesce(sum(${kartotekaDocuments.amount} - ${kartotekaDocuments.paid}), 0) from ${kartotekaDocuments} where ${and(eq(kartotekaDocuments.accountId, account), eq(kartotekaDocuments.file, 2))})`,
      lastMovement: sql<
        string | null
      >`(select max(${ledgerEntries.at}) from ${ledgerEntries} where ${eq(ledgerEntries.accountId, account)})`,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        netBefore: BigInt(r.netBefore),
        pendingOut: BigInt(r.pendingOut),
        cardFileOwed: BigInt(r.cardFileOwed),
        lastMovement: r.lastMovement === null ? null : new Date(r.lastMovement),
      },
    ]),
  );
}

export interface TurnoverSums {
  readonly debit: bigint;
  readonly credit: bigint;
  readonly debits: number;
  readonly credits: number;
}

export async function turnover(db: Db, accountId: number, from: Date, to: Date): Promise<TurnoverSums> {
  const [row] = await db
    .select({
      debit: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
      debits: sql<number>`cast(count(*) filter (where ${ledgerEntries.debit} > 0) as integer)`,
      credits: sql<number>`cast(count(*) filter (where ${ledgerEntries.credit} > 0) as integer)`,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.at, from), lt(ledgerEntries.at, to)),
    );
  return {
    debit: BigInt(row?.debit ?? '0'),
    credit: BigInt(row?.credit ?? '0'),
    debits: Number(row?.debits ?? 0),
    credits: Number(row?.credits ?? 0),
  };
}

/** Debit and credit turnover per account in [from, to). */
export async function turnovers(
  db: Db,
  ids: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, TurnoverSums>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: ledgerEntries.accountId,
      debit: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
      debits: sql<number>`cast(count(*) filter (where ${ledgerEntries.debit} > 0) as integer)`,
      credits: sql<number>`cast(count(*) filter (where ${ledgerEntries.credit} > 0) as integer)`,
    })
    .from(ledgerEntries)
    .where(
      and(inArray(ledgerEntries.accountId, [...ids]), gte(ledgerEntries.at, from), lt(ledgerEntries.at, to)),
    )
    .groupBy(ledgerEntries.accountId);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        debit: BigInt(r.debit),
        credit: BigInt(r.credit),
        debits: Number(r.debits),
        credits: Number(r.credits),
      },
    ]),
  );
}

/** The legs of one account in [from, to), oldest first, with what names their counterparty. */
export async function movements(db: Db, accountId: number, from: Date, to: Date) {
  return db
    .select(movementColumns)
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.at, from), lt(ledgerEntries.at, to)))
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
}
export type Movement = Awaited<ReturnType<typeof movements>>[number];
