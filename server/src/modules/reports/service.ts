/**
 * Incoming payments (contracts/api/reports.ts) of the organisations the caller works for. The
 * payer of each credit leg is read the way a statement reads its counterparty (accounts
 * statementRow), so the list, the statement and the files name the same payer.
 */
import { bankDayRange } from '../../../../contracts/bank-calendar.ts';
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import type {
  IncomingPayment,
  IncomingPaymentDetail,
  IncomingSearchResult,
  IncomingTotal,
} from '../../../../contracts/api/reports.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { clientAccount, clientAccounts, statementRow } from '../accounts/service.ts';
import * as repo from './repository.ts';

export interface IncomingFilter {
  readonly date_from: string;
  readonly date_to: string;
  readonly account?: string | undefined;
  readonly mfo?: string | undefined;
  readonly search?: string | undefined;
  readonly amount_from?: string | undefined;
  readonly amount_to?: string | undefined;
}

type AccountInfo = { number: string; mfo: string; currency: string; name: string };

function toPayment(leg: repo.IncomingLeg, account: AccountInfo): IncomingPayment {
  const row = statementRow(leg, leg.accountId);
  return {
    id: leg.id,
    date: row.date,
    time: row.time,
    doc_number: row.doc_number,
    amount: row.credit,
    currency: account.currency,
    account: account.number,
    mfo: account.mfo,
    payer_name: row.name,
    payer_account: row.account,
    payer_mfo: row.mfo,
    payer_inn: row.inn,
    purpose: row.details,
    isView: true,
  };
}

/** Case-insensitive match of the free-text search against what names and explains a payment. */
export function matchesSearch(p: IncomingPayment, search: string | undefined): boolean {
  const needle = (search ?? '').trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [p.payer_name, p.payer_inn ?? '', p.payer_account, p.doc_number, p.purpose].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

export function totalsOf(list: readonly IncomingPayment[]): IncomingTotal[] {
  const sums = new Map<string, { amount: bigint; count: number }>();
  for (const p of list) {
    const sum = sums.get(p.currency) ?? { amount: 0n, count: 0 };
    sums.set(p.currency, { amount: sum.amount + toMinor(p.amount), count: sum.count + 1 });
  }
  return [...sums]
    .sort(([a], [b]) => (a === 'UZS' ? -1 : b === 'UZS' ? 1 : a.localeCompare(b)))
    .map(([currency, s]) => ({ currency, amount: fromMinor(s.amount), count: s.count }));
}

export function createReportsService(db: Db) {
  /** The client accounts the filter covers: one named account (404 outside the scope) or all. */
  async function accountsOf(session: AuthSession, filter: Pick<IncomingFilter, 'account' | 'mfo'>) {
    if (filter.account !== undefined && filter.mfo !== undefined)
      return [await clientAccount(db, session, filter.account, filter.mfo)];
    return clientAccounts(db, session);
  }

  async function matching(session: AuthSession, filter: IncomingFilter): Promise<IncomingPayment[]> {
    const problem = statementRangeProblem(filter.date_from, filter.date_to);
    if (problem !== null) throw ApiError.rejected([{ attribute: 'date_to', key: problem }]);
    const min = filter.amount_from === undefined ? undefined : toMinor(filter.amount_from);
    const max = filter.amount_to === undefined ? undefined : toMinor(filter.amount_to);
    if (min !== undefined && max !== undefined && min > max)
      throw ApiError.rejected([{ attribute: 'amount_to', key: 'inc.amountOrder' }]);
    const records = await accountsOf(session, filter);
    const byId = new Map(records.map((r) => [r.account.id, r.account]));
    const days = bankDayRange(filter.date_from, filter.date_to);
    const legs = await repo.incomingLegs(db, [...byId.keys()], {
      from: days.start,
      to: days.end,
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    });
    return legs.flatMap((leg) => {
      const account = byId.get(leg.accountId);
      if (account === undefined) return [];
      const payment = toPayment(leg, account);
      return matchesSearch(payment, filter.search) ? [payment] : [];
    });
  }

  return {
    matching,

    async search(
      session: AuthSession,
      filter: IncomingFilter,
      page: { page: number; pageSize: number },
    ): Promise<IncomingSearchResult> {
      const all = await matching(session, filter);
      const start = (page.page - 1) * page.pageSize;
      return {
        list: all.slice(start, start + page.pageSize),
        totals: totalsOf(all),
        _meta: pageMeta(all.length, page.page, page.pageSize),
      };
    },

    async view(session: AuthSession, id: number): Promise<IncomingPaymentDetail> {
      const records = await accountsOf(session, {});
      const byId = new Map(records.map((r) => [r.account.id, r.account]));
      const leg = await repo.incomingLeg(db, [...byId.keys()], id);
      const account = leg === null ? undefined : byId.get(leg.accountId);
      if (leg === null || account === undefined) throw ApiError.notFound('inc.notFound');
      const payment = toPayment(leg, account);
      return {
        ...payment,
        account_name: account.name,
        payer_bank_name: await repo.bankNameOf(db, payment.payer_mfo),
        transaction_id: leg.transactionId,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
