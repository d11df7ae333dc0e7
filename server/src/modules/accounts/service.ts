/**
 * Accounts and statements for the organisations the caller works for (uzs-payment scopeOf: the
 * session's organisation, or a multiclient's own and child organisations). An account outside the
 * scope is not found (404), never forbidden, so its existence is not revealed.
 */
import { bankDayStart } from '../../../../contracts/bank-calendar.ts';
import {
  statementRangeProblem,
  type AccountBalanceRow,
  type AccountDetail,
  type AccountKind,
  type AccountRow,
  type SaldoRow,
  type Statement,
  type StatementRow,
} from '../../../../contracts/api/accounts.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import type { Actor } from '../../core/actor.ts';
import { ApiError } from '../../plugins/errors.ts';
import { tashkentDate, tashkentDateTime } from '../../time-format.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import * as repo from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Tashkent calendar day starts. */
export const dayStart = bankDayStart;

function nextDayStart(day: string): Date {
  return new Date(dayStart(day).getTime() + DAY_MS);
}

async function scope(db: Db, session: AuthSession): Promise<repo.Scope> {
  return (await scopeOf(db, session)) ?? [];
}

export type AccountRecord = repo.AccountRecord;

/** The caller's client accounts (current and card) in every organisation of their scope, in list order. */
export async function clientAccounts(db: Db, session: AuthSession): Promise<AccountRecord[]> {
  return repo.listAccounts(db, await scope(db, session));
}

/** One of the caller's client accounts; 404 `account.notFound` outside the scope, as if it did not exist. */
export async function clientAccount(
  db: Db,
  session: AuthSession,
  number: string,
  mfo: string,
): Promise<AccountRecord> {
  const record = await repo.findAccount(db, await scope(db, session), number, mfo);
  if (record === null) throw ApiError.notFound('account.notFound');
  return record;
}

/** Ledger net (credits − debits) per account of the movements before `before`. */
export function ledgerNetBefore(
  db: Db,
  accountIds: readonly number[],
  before: Date,
): Promise<Map<number, bigint>> {
  return repo.netBefore(db, accountIds, before);
}

function toRow(
  r: repo.AccountRecord,
  lang: Language,
  facts: { incoming: bigint; pending: bigint; last: Date | undefined },
): AccountRow {
  const a = r.account;
  // An approved overdraft (credits module) adds to what the account can spend.
  const available = a.balance - a.reserved + a.overdraftLimit;
  const kind = a.kind as AccountKind;
  return {
    number: a.number,
    mfo: a.mfo,
    bank_name: r.bankName,
    name: a.name,
    organization_name: r.organizationName,
    currency: a.currency,
    kind,
    kind_name: t(lang, kind === 'corp_card' ? 'account.kind.corp_card' : 'account.kind.current'),
    state: a.state === 'closed' ? 'closed' : 'open',
    gl_code: a.glCode,
    opening_date: a.openingDate,
    closing_date: a.closingDate,
    incoming_balance: fromMinor(facts.incoming),
    outgoing_balance: fromMinor(a.balance),
    planned_balance: fromMinor(available - facts.pending),
    reserved: fromMinor(a.reserved),
    available_balance: fromMinor(available),
    last_movement: facts.last === undefined ? null : tashkentDate(facts.last),
  };
}

export function statementRow(m: repo.Movement, accountId: number): StatementRow {
  const stamp = tashkentDateTime(m.at);
  const base = {
    id: m.id,
    date: tashkentDate(m.at),
    time: stamp.slice(11),
    debit: fromMinor(m.debit),
    credit: fromMinor(m.credit),
  };
  const p = m.payment;
  if (p !== null) {
    // Our account paid: the counterparty is the recipient; otherwise it received from the payer.
    const paid = p.accountId === accountId;
    return {
      ...base,
      doc_number: p.number,
      details: p.description,
      name: paid ? p.rName : (p.payerName ?? ''),
      account: paid ? p.rAccount : p.account,
      mfo: paid ? p.rMfo : p.mfo,
      inn: paid ? p.rInn : p.payerInn,
    };
  }
  const d = m.detail;
  return {
    ...base,
    doc_number: d?.docNumber ?? '',
    details: d?.purpose ?? '',
    name: d?.name ?? '',
    account: d?.account ?? '',
    mfo: d?.mfo ?? '',
    inn: d?.inn ?? null,
  };
}

export function createAccountsService(db: Db, clock: Clock) {
  async function rows(records: readonly repo.AccountRecord[], lang: Language): Promise<AccountRow[]> {
    const ids = records.map((r) => r.account.id);
    const today = dayStart(tashkentDate(clock.now()));
    const sums = await repo.accountSums(db, ids, today);
    return records.map((r) => {
      const of = sums.get(r.account.id);
      return toRow(r, lang, {
        incoming: r.account.openingBalance + (of?.netBefore ?? 0n),
        // The card file 2 queue is debited first as money arrives, so the plan leaves it aside.
        pending: (of?.pendingOut ?? 0n) + (of?.cardFileOwed ?? 0n),
        last: of?.lastMovement ?? undefined,
      });
    });
  }

  const find = (session: AuthSession, number: string, mfo: string) => clientAccount(db, session, number, mfo);

  return {
    /** The account list: a read outside any transaction, so the scope kept with the session (core/actor.ts). */
    async list(actor: Actor, kind?: AccountKind): Promise<AccountRow[]> {
      return rows(await repo.listAccounts(db, (await actor.readScope()) ?? [], kind), actor.lang);
    },

    async view(session: AuthSession, lang: Language, number: string, mfo: string): Promise<AccountDetail> {
      const record = await find(session, number, mfo);
      const [row] = await rows([record], lang);
      if (row === undefined) throw ApiError.notFound('account.notFound');
      const today = tashkentDate(clock.now());
      const sums = await repo.turnover(db, record.account.id, dayStart(today), nextDayStart(today));
      return {
        ...row,
        inn: record.inn,
        debit_today: fromMinor(sums.debit),
        credit_today: fromMinor(sums.credit),
        movements_today: sums.debits + sums.credits,
      };
    },

    async statement(
      session: AuthSession,
      lang: Language,
      body: { account: string; mfo: string; date_from: string; date_to: string },
    ): Promise<Statement> {
      const problem = statementRangeProblem(body.date_from, body.date_to);
      if (problem !== null) throw ApiError.rejected([{ attribute: 'date_to', key: problem }]);
      const record = await find(session, body.account, body.mfo);
      const id = record.account.id;
      const from = dayStart(body.date_from);
      const to = nextDayStart(body.date_to);
      const [[row], before, moves] = await Promise.all([
        rows([record], lang),
        repo.netBefore(db, [id], from),
        repo.movements(db, id, from, to),
      ]);
      if (row === undefined) throw ApiError.notFound('account.notFound');
      const opening = record.account.openingBalance + (before.get(id) ?? 0n);
      let debit = 0n;
      let credit = 0n;
      let debits = 0;
      let credits = 0;
      for (const m of moves) {
        debit += m.debit;
        credit += m.credit;
        if (m.debit > 0n) debits += 1;
        else credits += 1;
      }
      return {
        account: row,
        date_from: body.date_from,
        date_to: body.date_to,
        opening_balance: fromMinor(opening),
        debit_turnover: fromMinor(debit),
        credit_turnover: fromMinor(credit),
        closing_balance: fromMinor(opening + credit - debit),
        debit_count: debits,
        credit_count: credits,
        rows: moves.map((m) => statementRow(m, id)),
      };
    },

    /** Opening, turnover and closing of every account over a range (the turnover-balance sheet). */
    async saldo(session: AuthSession, from: string, to: string): Promise<SaldoRow[]> {
      const problem = statementRangeProblem(from, to);
      if (problem !== null) throw ApiError.rejected([{ attribute: 'date_to', key: problem }]);
      const records = await repo.listAccounts(db, await scope(db, session));
      const ids = records.map((r) => r.account.id);
      const [before, sums] = await Promise.all([
        repo.netBefore(db, ids, dayStart(from)),
        repo.turnovers(db, ids, dayStart(from), nextDayStart(to)),
      ]);
      return records.map(({ account: a }) => {
        const opening = a.openingBalance + (before.get(a.id) ?? 0n);
        const sum = sums.get(a.id) ?? { debit: 0n, credit: 0n };
        return {
          number: a.number,
          mfo: a.mfo,
          name: a.name,
          currency: a.currency,
          opening_balance: fromMinor(opening),
          debit_turnover: fromMinor(sum.debit),
          credit_turnover: fromMinor(sum.credit),
          closing_balance: fromMinor(opening + sum.credit - sum.debit),
        };
      });
    },

    /** Every account's balance at the end of `day`. */
    async balances(session: AuthSession, day: string): Promise<AccountBalanceRow[]> {
      const records = await repo.listAccounts(db, await scope(db, session));
      const net = await repo.netBefore(
        db,
        records.map((r) => r.account.id),
        nextDayStart(day),
      );
      return records.map(({ account: a }) => ({
        number: a.number,
        mfo: a.mfo,
        name: a.name,
        currency: a.currency,
        date: day,
        balance: fromMinor(a.openingBalance + (net.get(a.id) ?? 0n)),
      }));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
