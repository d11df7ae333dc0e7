/**
 * Home dashboard cards (spec 1 §7.2; spec 2 §7 dashboard/*): balances of the organisation's
 * accounts with a total per currency, monthly costs (debit turnover of the soum accounts) against
 * income, and the Central Bank rate history of one currency. Paths are the spec's; bodies and
 * answers are designed here. Money and rates are decimal strings.
 */
import { z } from 'zod';
import { ACCOUNT_READERS } from './accounts.ts';
import { moneyText } from './answers.ts';
import { endpoint } from './endpoint.ts';

export const COSTS_MONTHS_MAX = 12;
export const RATE_HISTORY_DAYS_MAX = 366;

export const balanceTotalSchema = z.object({
  currency: z.string(),
  available: moneyText,
  accounts: z.number().int(),
});
export type BalanceTotal = z.output<typeof balanceTotalSchema>;

export const dashboardBalancesSchema = z.object({
  totals: z.array(balanceTotalSchema),
  accounts: z.array(
    z.object({
      number: z.string(),
      mfo: z.string(),
      name: z.string(),
      currency: z.string(),
      available_balance: moneyText,
    }),
  ),
});
export type DashboardBalances = z.output<typeof dashboardBalancesSchema>;

export const costMonthSchema = z.object({
  /** yyyy-mm (Tashkent calendar). */
  month: z.string(),
  costs: moneyText,
  income: moneyText,
});
export type CostMonth = z.output<typeof costMonthSchema>;

export const ratePointSchema = z.object({
  date: z.string(),
  /** Soums per `nominal` units, two places. */
  rate: moneyText,
});
export type RatePoint = z.output<typeof ratePointSchema>;

export const dashboardAccountBalances = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'dashboard/account-balances',
  access: ACCOUNT_READERS,
  response: dashboardBalancesSchema,
});

export const dashboardCosts = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'dashboard/costs',
  access: ACCOUNT_READERS,
  body: z.strictObject({ months: z.number().int().min(1).max(COSTS_MONTHS_MAX).default(6) }),
  response: z.array(costMonthSchema),
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
  response: z.array(ratePointSchema),
});

/** One credit of the organisation (spec 2 §3 "Loan"); perc is the annual rate ("18.50"). */
export const creditInfoItemSchema = z.object({
  number: z.string(),
  product_name: z.string(),
  organization_name: z.string(),
  currency: z.string(),
  contract_date: z.string(),
  close_date: z.string(),
  perc: z.string(),
  amount: moneyText,
  principal: moneyText,
  overdue_principal: moneyText,
  interest: moneyText,
  overdue_interest: moneyText,
  next_payment_date: z.string().nullable(),
  next_payment_amount: moneyText,
});
export type CreditInfoItem = z.output<typeof creditInfoItemSchema>;

/** Per currency: what is owed (principal + interest), what of it is overdue, and the nearest payment. */
export const creditTotalSchema = z.object({
  currency: z.string(),
  credits: z.number().int(),
  debt: moneyText,
  overdue: moneyText,
  next_payment_date: z.string().nullable(),
  next_payment_amount: moneyText,
});
export type CreditTotal = z.output<typeof creditTotalSchema>;

export const creditInfoSchema = z.object({
  totals: z.array(creditTotalSchema),
  credits: z.array(creditInfoItemSchema),
});
export type CreditInfo = z.output<typeof creditInfoSchema>;

/** The home credit card (spec 1 §7.2, spec 2 §7 POST dashboard/credit-info). Credits: client roles plus multiclient. */
export const dashboardCreditInfo = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'dashboard/credit-info',
  access: ACCOUNT_READERS,
  response: creditInfoSchema,
});
