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
