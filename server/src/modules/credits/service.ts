/**
 * Credits and deposits of the caller's organisations (spec 2 §7 credit-deposit/*): the list, one
 * contract's card, a credit's repayment schedule (stored rows of contracts/credit-schedule.ts, paid /
 * due / overdue against today) with its totals and chart, and the statement — ledger legs on the
 * contracts' own accounts, so it is the same ledger the accounts read. Another organisation's
 * contract answers 404.
 */
import type {
  CreditDepositInfo,
  CreditDepositItem,
  CreditGraph,
  CreditStatementRow,
} from '../../../../contracts/api/credits.ts';
import {
  buildSchedule,
  daysBetween,
  monthsBetween,
  type ScheduleKind,
} from '../../../../contracts/credit-schedule.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import { tashkentDate } from '../../time-format.ts';
import * as repo from './repository.ts';

export interface PageArgs {
  readonly page: number;
  readonly pageSize: number;
}

type CreditRecord = Awaited<ReturnType<typeof repo.creditsOf>>[number];
type DepositRecord = Awaited<ReturnType<typeof repo.depositsOf>>[number];

const perc = (rateBp: number) => fromMinor(BigInt(rateBp));

function creditItem({ credit: c, organizationName }: CreditRecord): CreditDepositItem {
  return {
    type: 'credit',
    number: c.contractNumber,
    product_name: c.productName,
    organization_name: organizationName,
    currency: c.currency,
    contract_date: c.contractDate,
    close_date: c.closeDate,
    perc: perc(c.rateBp),
    amount: fromMinor(c.amount),
    balance: fromMinor(c.principal),
    overdue: fromMinor(c.overduePrincipal + c.overdueInterest + c.lateFee),
    next_payment_date: c.nextPaymentDate,
    next_payment_amount: fromMinor(c.nextPaymentAmount),
  };
}

function depositItem({ deposit: d, organizationName, account }: DepositRecord): CreditDepositItem {
  return {
    type: 'deposit',
    number: d.contractNumber,
    product_name: d.productName,
    organization_name: organizationName,
    currency: d.currency,
    contract_date: d.contractDate,
    close_date: d.closeDate,
    perc: perc(d.rateBp),
    amount: fromMinor(d.amount),
    balance: fromMinor(account.balance),
    overdue: '0.00',
    next_payment_date: null,
    next_payment_amount: '0.00',
  };
}

export function createCreditsService(db: Db, clock: Clock) {
  const orgIds = async (actor: Actor) => (await actor.readScope()) ?? [];
  const today = () => tashkentDate(clock.now());

  async function findCredit(actor: Actor, number: string) {
    const rows = await repo.creditsOf(db, await orgIds(actor));
    return rows.find((r) => r.credit.contractNumber === number);
  }

  /** The stored schedule, or (a credit stored without one) the schedule its terms give. */
  async function scheduleOf(c: repo.CreditRow) {
    const stored = await repo.scheduleOf(db, c.id);
    if (stored.length > 0) return stored;
    return buildSchedule({
      amount: c.amount,
      rateBp: c.rateBp,
      startDate: c.contractDate,
      months: monthsBetween(c.contractDate, c.closeDate),
      kind: c.scheduleKind as ScheduleKind,
    }).map((r) => ({ ...r, creditId: c.id, paidAt: null }));
  }

  return {
    async all(actor: Actor, { page, pageSize }: PageArgs): Promise<Paged<CreditDepositItem>> {
      const ids = await orgIds(actor);
      const [creditRows, depositRows] = await Promise.all([
        repo.creditsOf(db, ids),
        repo.depositsOf(db, ids),
      ]);
      const items = [...creditRows.map(creditItem), ...depositRows.map(depositItem)];
      return {
        list: items.slice((page - 1) * pageSize, page * pageSize),
        _meta: pageMeta(items.length, page, pageSize),
      };
    },

    async info(actor: Actor, number: string): Promise<CreditDepositInfo> {
      const credit = await findCredit(actor, number);
      if (credit !== undefined) {
        const c = credit.credit;
        const rows = await scheduleOf(c);
        const day = today();
        const oldestUnpaid = rows.find((r) => r.paidAt === null && r.date < day);
        return {
          ...creditItem(credit),
          type: 'credit',
          schedule_kind: c.scheduleKind as ScheduleKind,
          account: credit.account,
          principal: fromMinor(c.principal),
          overdue_principal: fromMinor(c.overduePrincipal),
          interest: fromMinor(c.interest),
          overdue_interest: fromMinor(c.overdueInterest),
          late_fee: fromMinor(c.lateFee),
          overdue_days: oldestUnpaid === undefined ? 0 : daysBetween(oldestUnpaid.date, day),
          paid_principal: fromMinor(c.amount - c.principal),
        };
      }
      const deposits = await repo.depositsOf(db, await orgIds(actor));
      const deposit = deposits.find((r) => r.deposit.contractNumber === number);
      if (deposit === undefined) throw ApiError.notFound('credits.notFound');
      return {
        ...depositItem(deposit),
        type: 'deposit',
        account: deposit.account.number,
        accrued_interest: fromMinor(deposit.deposit.accruedInterest),
      };
    },

    async graph(actor: Actor, number: string, { page, pageSize }: PageArgs): Promise<CreditGraph> {
      const credit = await findCredit(actor, number);
      if (credit === undefined) throw ApiError.notFound('credits.notFound');
      const c = credit.credit;
      const rows = await scheduleOf(c);
      const day = today();
      let principal = 0n;
      let interest = 0n;
      const all = rows.map((r) => {
        principal += r.principal;
        interest += r.interest;
        return {
          n: r.n,
          date: r.date,
          days: r.days,
          opening: fromMinor(r.opening),
          principal: fromMinor(r.principal),
          interest: fromMinor(r.interest),
          payment: fromMinor(r.principal + r.interest),
          closing: fromMinor(r.opening - r.principal),
          state:
            r.paidAt !== null ? ('paid' as const) : r.date < day ? ('overdue' as const) : ('due' as const),
        };
      });
      return {
        number: c.contractNumber,
        currency: c.currency,
        schedule_kind: c.scheduleKind as ScheduleKind,
        list: all.slice((page - 1) * pageSize, page * pageSize),
        _meta: pageMeta(all.length, page, pageSize),
        totals: {
          principal: fromMinor(principal),
          interest: fromMinor(interest),
          payment: fromMinor(principal + interest),
        },
        chart: all.map((r) => ({ date: r.date, principal: r.principal, interest: r.interest })),
      };
    },

    async statement(
      actor: Actor,
      number: string | undefined,
      { page, pageSize }: PageArgs,
    ): Promise<Paged<CreditStatementRow>> {
      const ids = await orgIds(actor);
      const [creditRows, depositRows] = await Promise.all([
        repo.creditsOf(db, ids),
        repo.depositsOf(db, ids),
      ]);
      const byAccount = new Map<number, string>();
      for (const { credit } of creditRows) {
        if (credit.accountId !== null) byAccount.set(credit.accountId, credit.contractNumber);
      }
      for (const { deposit } of depositRows) byAccount.set(deposit.accountId, deposit.contractNumber);
      let accountIds = [...byAccount.keys()];
      if (number !== undefined) {
        const known =
          creditRows.some((r) => r.credit.contractNumber === number) ||
          depositRows.some((r) => r.deposit.contractNumber === number);
        if (!known) throw ApiError.notFound('credits.notFound');
        accountIds = accountIds.filter((id) => byAccount.get(id) === number);
      }
      const { rows, total } = await repo.movements(db, accountIds, page, pageSize);
      return {
        list: rows.map((m) => ({
          id: m.id,
          number: byAccount.get(m.accountId) ?? '',
          date: tashkentDate(m.at),
          debit: fromMinor(m.debit),
          credit: fromMinor(m.credit),
          purpose: m.purpose ?? '',
        })),
        _meta: pageMeta(total, page, pageSize),
      };
    },
  };
}
