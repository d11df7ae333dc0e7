/**
 * AGMK settlements, the operations journal and the terminal statement
 * (contracts/api/report-journals.ts) for the organisations the caller works for. Ledger rows are
 * read as the statement reads them (accounts statementRow) and balances are the statement's
 * (opening_balance + the ledger's net before a moment), so a journal and a statement agree.
 */
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import {
  AGMK,
  type AgmkAccountSaldo,
  type AgmkCurrencyTotal,
  type AgmkMovement,
  type AgmkSaldo,
  type OperationDirection,
  type OperationJournal,
  type OperationRow,
  type OperationTotal,
  type TerminalItem,
  type TerminalSettlement,
  type TerminalStatement,
  type TerminalStatus,
  type TerminalTotals,
  type TerminalTransactionRow,
} from '../../../../contracts/api/report-journals.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { tashkentDate, tashkentDateTime } from '../../time-format.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import {
  clientAccount,
  clientAccounts,
  dayStart,
  ledgerNetBefore,
  statementRow,
} from '../accounts/service.ts';
import * as repo from './journal-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Range {
  readonly date_from: string;
  readonly date_to: string;
}
interface AccountChoice {
  readonly account?: string | undefined;
  readonly mfo?: string | undefined;
}
interface Page {
  readonly page: number;
  readonly pageSize: number;
}

/** The range's instants [from, to), or 422 on date_to by the statement rules. */
function instants(range: Range): { from: Date; to: Date } {
  const problem = statementRangeProblem(range.date_from, range.date_to);
  if (problem !== null) throw ApiError.rejected([{ attribute: 'date_to', key: problem }]);
  return { from: dayStart(range.date_from), to: new Date(dayStart(range.date_to).getTime() + DAY_MS) };
}

/** UZS first, then the other currencies alphabetically. */
export function currencyOrder(a: string, b: string): number {
  return a === b ? 0 : a === 'UZS' ? -1 : b === 'UZS' ? 1 : a.localeCompare(b);
}

function paged<T>(all: readonly T[], page: Page) {
  const start = (page.page - 1) * page.pageSize;
  return {
    list: all.slice(start, start + page.pageSize),
    _meta: pageMeta(all.length, page.page, page.pageSize),
  };
}

export interface SaldoLine {
  readonly currency: string;
  readonly opening: bigint;
  readonly debit: bigint;
  readonly credit: bigint;
}

/** Opening, turnover and closing per currency of saldo lines (closing = opening + credit − debit). */
export function saldoTotals(lines: readonly SaldoLine[]): AgmkCurrencyTotal[] {
  const sums = new Map<string, { opening: bigint; debit: bigint; credit: bigint }>();
  for (const l of lines) {
    const s = sums.get(l.currency) ?? { opening: 0n, debit: 0n, credit: 0n };
    sums.set(l.currency, {
      opening: s.opening + l.opening,
      debit: s.debit + l.debit,
      credit: s.credit + l.credit,
    });
  }
  return [...sums]
    .sort(([a], [b]) => currencyOrder(a, b))
    .map(([currency, s]) => ({
      currency,
      opening_balance: fromMinor(s.opening),
      debit_turnover: fromMinor(s.debit),
      credit_turnover: fromMinor(s.credit),
      closing_balance: fromMinor(s.opening + s.credit - s.debit),
    }));
}

/**
 * Running balances of legs given oldest first: each leg with its account's balance right after it,
 * starting from `opening` per account.
 */
export function withRunningBalance<L extends { accountId: number; debit: bigint; credit: bigint }>(
  legs: readonly L[],
  opening: ReadonlyMap<number, bigint>,
): { leg: L; balance: bigint }[] {
  const balances = new Map(opening);
  return legs.map((leg) => {
    const balance = (balances.get(leg.accountId) ?? 0n) + leg.credit - leg.debit;
    balances.set(leg.accountId, balance);
    return { leg, balance };
  });
}

export function createJournalsService(db: Db) {
  async function scope(session: AuthSession) {
    return (await scopeOf(db, session)) ?? [];
  }

  /** One named account (404 outside the scope) or every client account in scope. */
  async function accountsOf(session: AuthSession, choice: AccountChoice) {
    if (choice.account !== undefined && choice.mfo !== undefined)
      return [await clientAccount(db, session, choice.account, choice.mfo)];
    return clientAccounts(db, session);
  }

  async function agmk(session: AuthSession, filter: Range & AccountChoice): Promise<AgmkSaldo> {
    const { from, to } = instants(filter);
    const records = await accountsOf(session, filter);
    const ids = records.map((r) => r.account.id);
    const legs = (await repo.legsOf(db, ids, { from: null, to }, repo.counterpartyMayBe(AGMK.inn))).filter(
      (leg) => statementRow(leg, leg.accountId).inn === AGMK.inn,
    );
    const named = filter.account !== undefined;
    const lines: (AgmkAccountSaldo & SaldoLine)[] = [];
    for (const { account: a } of records) {
      const own = legs.filter((leg) => leg.accountId === a.id);
      if (own.length === 0 && !named) continue;
      let opening = 0n;
      let debit = 0n;
      let credit = 0n;
      let debits = 0;
      let credits = 0;
      for (const leg of own) {
        if (leg.at < from) opening += leg.credit - leg.debit;
        else {
          debit += leg.debit;
          credit += leg.credit;
          if (leg.debit > 0n) debits += 1;
          else credits += 1;
        }
      }
      lines.push({
        number: a.number,
        mfo: a.mfo,
        name: a.name,
        currency: a.currency,
        opening_balance: fromMinor(opening),
        debit_turnover: fromMinor(debit),
        credit_turnover: fromMinor(credit),
        closing_balance: fromMinor(opening + credit - debit),
        debit_count: debits,
        credit_count: credits,
        opening,
        debit,
        credit,
      });
    }
    const byId = new Map(records.map((r) => [r.account.id, r.account]));
    const movements: AgmkMovement[] = legs
      .filter((leg) => leg.at >= from)
      .map((leg) => {
        const row = statementRow(leg, leg.accountId);
        const account = byId.get(leg.accountId);
        return {
          id: row.id,
          account: account?.number ?? '',
          currency: account?.currency ?? '',
          date: row.date,
          time: row.time,
          doc_number: row.doc_number,
          debit: row.debit,
          credit: row.credit,
          counterparty_account: row.account,
          details: row.details,
        };
      });
    return {
      counterparty: { name: AGMK.name, inn: AGMK.inn },
      date_from: filter.date_from,
      date_to: filter.date_to,
      accounts: lines.map(({ opening: _o, debit: _d, credit: _c, ...line }) => line),
      totals: saldoTotals(lines),
      movements,
    };
  }

  async function operations(
    session: AuthSession,
    filter: Range & AccountChoice & { direction?: OperationDirection | undefined },
  ): Promise<{ rows: OperationRow[]; totals: OperationTotal[] }> {
    const { from, to } = instants(filter);
    const records = await accountsOf(session, filter);
    const ids = records.map((r) => r.account.id);
    const byId = new Map(records.map((r) => [r.account.id, r.account]));
    const [before, legs] = await Promise.all([
      ledgerNetBefore(db, ids, from),
      repo.legsOf(db, ids, { from, to }),
    ]);
    const opening = new Map(
      records.map((r) => [r.account.id, r.account.openingBalance + (before.get(r.account.id) ?? 0n)]),
    );
    const sums = new Map<string, { debit: bigint; credit: bigint; debits: number; credits: number }>();
    const rows: OperationRow[] = [];
    for (const { leg, balance } of withRunningBalance(legs, opening)) {
      if (filter.direction === 'debit' && leg.debit === 0n) continue;
      if (filter.direction === 'credit' && leg.credit === 0n) continue;
      const account = byId.get(leg.accountId);
      if (account === undefined) continue;
      const row = statementRow(leg, leg.accountId);
      rows.push({
        id: row.id,
        date: row.date,
        time: row.time,
        account: account.number,
        mfo: account.mfo,
        currency: account.currency,
        doc_number: row.doc_number,
        counterparty_name: row.name,
        counterparty_account: row.account,
        counterparty_mfo: row.mfo,
        counterparty_inn: row.inn,
        debit: row.debit,
        credit: row.credit,
        balance: fromMinor(balance),
        details: row.details,
      });
      const s = sums.get(account.currency) ?? { debit: 0n, credit: 0n, debits: 0, credits: 0 };
      sums.set(account.currency, {
        debit: s.debit + leg.debit,
        credit: s.credit + leg.credit,
        debits: s.debits + (leg.debit > 0n ? 1 : 0),
        credits: s.credits + (leg.credit > 0n ? 1 : 0),
      });
    }
    const totals = [...sums]
      .sort(([a], [b]) => currencyOrder(a, b))
      .map(([currency, s]) => ({
        currency,
        debit: fromMinor(s.debit),
        credit: fromMinor(s.credit),
        debit_count: s.debits,
        credit_count: s.credits,
      }));
    return { rows, totals };
  }

  async function terminalsOf(session: AuthSession): Promise<repo.TerminalRecord[]> {
    return repo.listTerminals(db, await scope(session));
  }

  async function terminalRows(
    session: AuthSession,
    filter: Range & { terminal?: number | undefined; status?: TerminalStatus | undefined },
  ): Promise<{ rows: TerminalTransactionRow[]; totals: TerminalTotals; settlements: TerminalSettlement[] }> {
    const { from, to } = instants(filter);
    const all = await terminalsOf(session);
    const chosen = filter.terminal === undefined ? all : all.filter((t) => t.id === filter.terminal);
    if (filter.terminal !== undefined && chosen.length === 0)
      throw ApiError.notFound('journal.terminalNotFound');
    const byId = new Map(chosen.map((t) => [t.id, t]));
    const payments = await repo.terminalPayments(
      db,
      chosen.map((t) => t.id),
      { from, to, status: filter.status },
    );
    let amount = 0n;
    let commission = 0n;
    let settled = 0n;
    let approved = 0;
    const settlements = new Map<number, TerminalSettlement>();
    const rows = payments.map((p): TerminalTransactionRow => {
      const terminal = byId.get(p.terminalId);
      const ok = p.status === 'approved';
      const net = ok ? p.amount - p.commission : 0n;
      // Settled only when the ledger holds the settlement's credit on the terminal's account.
      const raw = p.settlement;
      const s =
        raw !== null &&
        raw.id !== null &&
        raw.credited !== null &&
        raw.creditedAt !== null &&
        raw.day !== null &&
        raw.transactionId !== null
          ? {
              id: raw.id,
              day: raw.day,
              creditedAt: raw.creditedAt,
              credited: raw.credited,
              transactionId: raw.transactionId,
            }
          : null;
      if (ok) {
        approved += 1;
        amount += p.amount;
        commission += p.commission;
        if (s !== null) settled += net;
      }
      if (s !== null && terminal !== undefined && !settlements.has(s.id)) {
        settlements.set(s.id, {
          terminal: terminal.code,
          day: s.day,
          credited_at: tashkentDateTime(s.creditedAt),
          amount: fromMinor(s.credited),
          account: terminal.account,
          transaction_id: s.transactionId,
        });
      }
      const stamp = tashkentDateTime(p.at);
      return {
        id: p.id,
        date: tashkentDate(p.at),
        time: stamp.slice(11),
        terminal: terminal?.code ?? '',
        pan: p.pan,
        rrn: p.rrn,
        amount: fromMinor(p.amount),
        commission: fromMinor(p.commission),
        net: fromMinor(net),
        status: p.status as TerminalStatus,
        settled_on: s === null ? null : tashkentDate(s.creditedAt),
      };
    });
    return {
      rows,
      totals: {
        currency: chosen[0]?.currency ?? 'UZS',
        count: rows.length,
        approved_count: approved,
        amount: fromMinor(amount),
        commission: fromMinor(commission),
        net: fromMinor(amount - commission),
        settled: fromMinor(settled),
        pending: fromMinor(amount - commission - settled),
      },
      settlements: [...settlements.values()].sort(
        (a, b) => a.day.localeCompare(b.day) || a.terminal.localeCompare(b.terminal),
      ),
    };
  }

  return {
    agmk,
    operations,

    async operationPage(
      session: AuthSession,
      filter: Range & AccountChoice & { direction?: OperationDirection | undefined },
      page: Page,
    ): Promise<OperationJournal> {
      const { rows, totals } = await operations(session, filter);
      return { ...paged(rows, page), totals };
    },

    async terminalList(session: AuthSession): Promise<TerminalItem[]> {
      return (await terminalsOf(session)).map((t) => ({
        id: t.id,
        code: t.code,
        merchant_id: t.merchantId,
        name: t.name,
        address: t.address,
        account: t.account,
        mfo: t.mfo,
        currency: t.currency,
      }));
    },

    terminalRows,

    async terminalPage(
      session: AuthSession,
      filter: Range & { terminal?: number | undefined; status?: TerminalStatus | undefined },
      page: Page,
    ): Promise<TerminalStatement> {
      const { rows, totals, settlements } = await terminalRows(session, filter);
      return { ...paged(rows, page), totals, settlements };
    },
  };
}
export type JournalsService = ReturnType<typeof createJournalsService>;
