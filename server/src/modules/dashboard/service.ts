/**
 * Dashboard figures, all from the same ledger and rates as the accounts and rates modules: balances
 * are the accounts' (available = balance − reserved), costs and income are the monthly debit and
 * credit turnover of the organisation's soum accounts, the rate history is the stored CB rates.
 */
import type {
  CostMonth,
  CreditInfo,
  CreditTotal,
  DashboardBalances,
  RatePoint,
} from '../../../../contracts/api/dashboard.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { tashkentDate } from '../../time-format.ts';
import { clientAccounts, dayStart } from '../accounts/service.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import * as repo from './repository.ts';

/** The first day of the month `back` months before the month of `day`. */
function monthStart(day: string, back: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function createDashboardService(db: Db, clock: Clock) {
  const accountsOf = (session: AuthSession) => clientAccounts(db, session);

  return {
    async balances(session: AuthSession): Promise<DashboardBalances> {
      const open = (await accountsOf(session)).filter((r) => r.account.state === 'open');
      const totals = new Map<string, { available: bigint; accounts: number }>();
      for (const { account: a } of open) {
        const total = totals.get(a.currency) ?? { available: 0n, accounts: 0 };
        totals.set(a.currency, {
          available: total.available + a.balance - a.reserved + a.overdraftLimit,
          accounts: total.accounts + 1,
        });
      }
      return {
        totals: [...totals].map(([currency, t]) => ({
          currency,
          available: fromMinor(t.available),
          accounts: t.accounts,
        })),
        accounts: open.map(({ account: a }) => ({
          number: a.number,
          mfo: a.mfo,
          name: a.name,
          currency: a.currency,
          available_balance: fromMinor(a.balance - a.reserved + a.overdraftLimit),
        })),
      };
    },

    async costs(session: AuthSession, months: number): Promise<CostMonth[]> {
      const ids = (await accountsOf(session))
        .filter((r) => r.account.currency === 'UZS')
        .map((r) => r.account.id);
      const today = tashkentDate(clock.now());
      const first = monthStart(today, months - 1);
      const rows = await repo.monthlyTurnover(db, ids, dayStart(first));
      const byMonth = new Map(rows.map((r) => [r.month, r]));
      return Array.from({ length: months }, (_, i) => {
        const key = monthStart(today, months - 1 - i).slice(0, 7);
        const row = byMonth.get(key);
        return {
          month: key,
          costs: fromMinor(BigInt(row?.costs ?? '0')),
          income: fromMinor(BigInt(row?.income ?? '0')),
        };
      });
    },

    /** The organisations' credits and per currency the debt, the overdue part and the nearest payment. */
    async creditInfo(session: AuthSession): Promise<CreditInfo> {
      const scope = (await scopeOf(db, session)) ?? [];
      const rows = await repo.creditsOf(db, scope);
      const totals = new Map<
        string,
        { credits: number; debt: bigint; overdue: bigint; next: string | null; due: bigint }
      >();
      for (const { credit: c } of rows) {
        const total = totals.get(c.currency) ?? { credits: 0, debt: 0n, overdue: 0n, next: null, due: 0n };
        const next = c.nextPaymentDate;
        // Payments falling on the nearest day add up; a later day does not change the nearest one.
        const nearer = next !== null && (total.next === null || next < total.next);
        totals.set(c.currency, {
          credits: total.credits + 1,
          debt: total.debt + c.principal + c.interest + c.overdueInterest,
          overdue: total.overdue + c.overduePrincipal + c.overdueInterest,
          next: nearer ? next : total.next,
          due: nearer
            ? c.nextPaymentAmount
            : next !== null && next === total.next
              ? total.due + c.nextPaymentAmount
              : total.due,
        });
      }
      const currencyTotals: CreditTotal[] = [...totals].map(([currency, t]) => ({
        currency,
        credits: t.credits,
        debt: fromMinor(t.debt),
        overdue: fromMinor(t.overdue),
        next_payment_date: t.next,
        next_payment_amount: fromMinor(t.due),
      }));
      return {
        totals: currencyTotals,
        credits: rows.map(({ credit: c, organizationName }) => ({
          number: c.contractNumber,
          product_name: c.productName,
          organization_name: organizationName,
          currency: c.currency,
          contract_date: c.contractDate,
          close_date: c.closeDate,
          perc: fromMinor(BigInt(c.rateBp)),
          amount: fromMinor(c.amount),
          principal: fromMinor(c.principal),
          overdue_principal: fromMinor(c.overduePrincipal),
          interest: fromMinor(c.interest),
          overdue_interest: fromMinor(c.overdueInterest),
          next_payment_date: c.nextPaymentDate,
          next_payment_amount: fromMinor(c.nextPaymentAmount),
        })),
      };
    },

    async currencyHistory(code: string, days: number): Promise<RatePoint[]> {
      const since = new Date(dayStart(tashkentDate(clock.now())).getTime() - (days - 1) * 86_400_000);
      const rows = await repo.rateHistory(db, code, tashkentDate(since));
      if (rows.length === 0) throw ApiError.notFound('rates.unknownCurrency');
      return rows.map((r) => ({ date: r.day, rate: fromMinor(r.rate) }));
    },
  };
}
