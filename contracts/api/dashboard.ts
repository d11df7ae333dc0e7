/**
 * Home dashboard cards (spec 1 §7.2; spec 2 §7 dashboard/*): balances of the organisation's
 * accounts with a total per currency, monthly costs (debit turnover of the soum accounts) against
 * income, and the Central Bank rate history of one currency. Paths are the spec's; bodies and
 * answers are designed here. Money and rates are decimal strings.
 */
import { z } from 'zod';
import { ACCOUNT_READERS } from './accounts.ts';
import { endpoint } from './endpoint.ts';

export const COSTS_MONTHS_MAX = 12;
export const RATE_HISTORY_DAYS_MAX = 366;

export interface BalanceTotal {
  readonly currency: string;
  readonly available: string;
  readonly accounts: number;
}

export interface DashboardBalances {
  readonly totals: readonly BalanceTotal[];
  readonly accounts: readonly {
    readonly number: string;
    readonly mfo: string;
    readonly name: string;
    readonly currency: string;
    readonly available_balance: string;
  }[];
}

export interface CostMonth {
  /** yyyy-mm (Tashkent calendar). */
  readonly month: string;
  readonly costs: string;
  readonly income: string;
}

export interface RatePoint {
  readonly date: string;
  readonly rate: string;
}

export const dashboardAccountBalances = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'dashboard/account-balances',
  access: ACCOUNT_READERS,
});

export const dashboardCosts = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'dashboard/costs',
  access: ACCOUNT_READERS,
  body: z.strictObject({ months: z.number().int().min(1).max(COSTS_MONTHS_MAX).default(6) }),
});

export const dashboardCurrencyHistory = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'dashboard/currency-history',
  access: ACCOUNT_READERS,
  body: z.strictObject({
    code: z.string().regex(/^[A-Z]{3}$/),
    days: z.number().int().min(2).max(RATE_HISTORY_DAYS_MAX).default(30),
  }),
});

/** One credit of the organisation (spec 2 §3 "Loan"); perc is the annual rate ("18.50"). */
export interface CreditInfoItem {
  readonly number: string;
  readonly product_name: string;
  readonly organization_name: string;
  readonly currency: string;
  readonly contract_date: string;
  readonly close_date: string;
  readonly perc: string;
  readonly amount: string;
  readonly principal: string;
  readonly overdue_principal: string;
  readonly interest: string;
  readonly overdue_interest: string;
  readonly next_payment_date: string | null;
  readonly next_payment_amount: string;
}

/** Per currency: what is owed (principal + interest), what of it is overdue, and the nearest payment. */
export interface CreditTotal {
  readonly currency: string;
  readonly credits: number;
  readonly debt: string;
  readonly overdue: string;
  readonly next_payment_date: string | null;
  readonly next_payment_amount: string;
}

export interface CreditInfo {
  readonly totals: readonly CreditTotal[];
  readonly credits: readonly CreditInfoItem[];
}

/** The home credit card (spec 1 §7.2, spec 2 §7 POST dashboard/credit-info). Credits: client roles plus multiclient. */
export const dashboardCreditInfo = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'dashboard/credit-info',
  access: ACCOUNT_READERS,
});
