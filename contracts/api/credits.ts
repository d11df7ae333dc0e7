/**
 * Credits and deposits (spec 2 §2 /credits, §7 "Credits and deposits": credit-deposit/all, info, graph,
 * statement — paths the spec's, bodies and answers designed here) and overdraft applications (spec
 * 2 §2 /overdraft; calls "not shown", designed in the same style). Money is decimal strings, rates
 * are percent with two places ("22.50"), dates yyyy-mm-dd. Schedules follow contracts/credit-schedule.ts.
 */
import { z } from 'zod';
import { ACTING_CLIENT_ROLES, CLIENT_ROLES, type Role } from '../roles.ts';
import { ACCOUNT_READERS } from './accounts.ts';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId, dbIdParam, pageParam } from './ids.ts';
import { SIGNER_VERSIONS } from './signing.ts';
import { zAccount, zAmount } from '../validation/zod.ts';
import { signingMessageFor, type SignedContentOf } from '../signing/signed-document.ts';

const base = '/api/v2/' as const;

/** Who reads credits and deposits: the client roles plus multiclient (spec 1 §6.2). */
export const CREDIT_READERS = ACCOUNT_READERS;
/** Who sees overdraft applications: the client roles (spec 2 §2). */
export const OVERDRAFT_READERS = CLIENT_ROLES;
/** Who prepares an application: the client roles that prepare documents (not the passive user). */
export const OVERDRAFT_PREPARERS = ACTING_CLIENT_ROLES;
/** Who signs it (signer A, like a soum payment's first signature) and sends it. */
export const OVERDRAFT_SIGNERS = ['head', 'super_head', 'client'] as const satisfies readonly Role[];
/** The bank's credit officer decides (spec 1 §6.2 credit_go; docs/decisions.md). */
export const OVERDRAFT_DECIDERS = ['credit_go'] as const satisfies readonly Role[];

/**
 * 6 Expired: an approved limit whose valid_to has passed, withdrawn by the bank's job (the limit
 * drops to the debit balance still used and follows its repayment down to 0; docs/decisions.md).
 */
export const OVERDRAFT_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  approved: 4,
  refused: 5,
  expired: 6,
} as const;
export type OverdraftStatus = (typeof OVERDRAFT_STATUS)[keyof typeof OVERDRAFT_STATUS];
export const OVERDRAFT_STATUS_IDS = [1, 2, 3, 4, 5, 6] as const;

export const OVERDRAFT_TERM_MAX = 12;
/** The largest limit one application may ask for: 10 000 000 000.00 UZS. */
export const OVERDRAFT_AMOUNT_MAX = '10000000000.00';

/** The batch header of an overdraft application's signature (contracts/signing/signed-document.ts). */
export const OVERDRAFT_SIGNING_HEADER = 'CORPBANK-OVERDRAFT-V1';
export const OVERDRAFT_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'account',
  'mfo',
  'amount',
  'currency',
  'term_months',
] as const;
export type OverdraftSignedContent = SignedContentOf<(typeof OVERDRAFT_SIGNED_FIELDS)[number]>;

/** The message the signing client signs for these applications (their current content). */
export function overdraftSigningMessage(
  rows: readonly (OverdraftSignedContent & { id: number; version: number })[],
): Promise<string> {
  return signingMessageFor(OVERDRAFT_SIGNING_HEADER, OVERDRAFT_SIGNED_FIELDS, rows);
}

// ---------------------------------------------------------------------------------------------
// Credits and deposits

export const creditDepositKind = z.enum(['credit', 'deposit']);

export const creditDepositItemSchema = z.object({
  type: creditDepositKind,
  number: z.string(),
  product_name: z.string(),
  organization_name: z.string(),
  currency: z.string(),
  contract_date: z.string(),
  close_date: z.string(),
  perc: moneyText,
  amount: moneyText,
  /** Credit: principal outstanding; deposit: the deposit account's balance. */
  balance: moneyText,
  /** Credit: overdue principal + overdue interest + late fees; deposit: 0.00. */
  overdue: moneyText,
  next_payment_date: z.string().nullable(),
  next_payment_amount: moneyText,
});
export type CreditDepositItem = z.output<typeof creditDepositItemSchema>;

export const creditInfoSchema = creditDepositItemSchema.extend({
  type: z.literal('credit'),
  schedule_kind: z.enum(['annuity', 'equal_principal']),
  account: z.string().nullable(),
  principal: moneyText,
  overdue_principal: moneyText,
  interest: moneyText,
  overdue_interest: moneyText,
  late_fee: moneyText,
  /** Days since the oldest unpaid period fell due (0 when nothing is overdue). */
  overdue_days: z.number().int(),
  paid_principal: moneyText,
});
export const depositInfoSchema = creditDepositItemSchema.extend({
  type: z.literal('deposit'),
  account: z.string(),
  accrued_interest: moneyText,
});
export const creditDepositInfoSchema = z.discriminatedUnion('type', [creditInfoSchema, depositInfoSchema]);
export type CreditDepositInfo = z.output<typeof creditDepositInfoSchema>;

export const scheduleRowSchema = z.object({
  n: z.number().int(),
  date: z.string(),
  days: z.number().int(),
  opening: moneyText,
  principal: moneyText,
  interest: moneyText,
  payment: moneyText,
  closing: moneyText,
  /** paid, due (not yet due) or overdue (date passed, unpaid). */
  state: z.enum(['paid', 'due', 'overdue']),
});
export type ScheduleRowAnswer = z.output<typeof scheduleRowSchema>;

export const scheduleTotalsSchema = z.object({
  principal: moneyText,
  interest: moneyText,
  payment: moneyText,
});

export const creditGraphSchema = pagedOf(scheduleRowSchema).extend({
  number: z.string(),
  currency: z.string(),
  schedule_kind: z.enum(['annuity', 'equal_principal']),
  /** Totals of the whole schedule (every page); principal equals the credit's amount. */
  totals: scheduleTotalsSchema,
  /** Every period for the chart (principal and interest by date), not only this page. */
  chart: z.array(z.object({ date: z.string(), principal: moneyText, interest: moneyText })),
});
export type CreditGraph = z.output<typeof creditGraphSchema>;

export const creditStatementRowSchema = z.object({
  id: z.number().int(),
  /** The credit's or deposit's contract number. */
  number: z.string(),
  date: z.string(),
  debit: moneyText,
  credit: moneyText,
  purpose: z.string(),
});
export type CreditStatementRow = z.output<typeof creditStatementRowSchema>;

const numberBody = z.strictObject({ number: z.string().trim().min(1).max(40) });
const pageOnly = z.strictObject({
  page: pageParam.default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

export const creditDepositAll = endpoint({
  method: 'GET',
  base,
  path: 'credit-deposit/all',
  access: CREDIT_READERS,
  query: pageOnly,
  response: pagedOf(creditDepositItemSchema),
});

export const creditDepositInfo = endpoint({
  method: 'POST',
  base,
  path: 'credit-deposit/info',
  access: CREDIT_READERS,
  body: numberBody,
  response: creditDepositInfoSchema,
});

export const creditDepositGraph = endpoint({
  method: 'POST',
  base,
  path: 'credit-deposit/graph',
  access: CREDIT_READERS,
  query: pageOnly,
  body: numberBody,
  response: creditGraphSchema,
});

export const creditDepositStatement = endpoint({
  method: 'POST',
  base,
  path: 'credit-deposit/statement',
  access: CREDIT_READERS,
  query: pageOnly,
  body: z.strictObject({ number: z.string().trim().min(1).max(40).optional() }),
  response: pagedOf(creditStatementRowSchema),
});

// ---------------------------------------------------------------------------------------------
// Overdraft

export const overdraftRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  number: z.string(),
  account: z.string(),
  mfo: z.string(),
  organization_name: z.string(),
  currency: z.string(),
  amount: moneyText,
  term_months: z.number().int(),
  status: z.literal(OVERDRAFT_STATUS_IDS),
  status_name: z.string(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  refuse_reason: z.string().nullable(),
  /** Last day of an approved limit. */
  valid_to: z.string().nullable(),
  isSign: z.boolean(),
  isSend: z.boolean(),
  isDelete: z.boolean(),
  isApprove: z.boolean(),
  isRefuse: z.boolean(),
});
export type OverdraftRow = z.output<typeof overdraftRowSchema>;

export const overdraftAccountSchema = z.object({
  account: z.string(),
  mfo: z.string(),
  name: z.string(),
  currency: z.string(),
  available_balance: moneyText,
  overdraft_limit: moneyText,
});
export type OverdraftAccount = z.output<typeof overdraftAccountSchema>;

export const overdraftCreateBody = z.strictObject({
  account: zAccount(),
  amount: zAmount(),
  term_months: z.number().int().min(1).max(OVERDRAFT_TERM_MAX),
});
export type OverdraftCreateBody = z.input<typeof overdraftCreateBody>;

export const overdraftSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(2000),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({
    /** The batch message (overdraftSigningMessage). */
    data: z.string().min(1).max(100_000),
    version: z.enum(SIGNER_VERSIONS),
    ids: z.array(dbId).min(1).max(50),
  }),
});
export type OverdraftSignBody = z.input<typeof overdraftSignBody>;

const idBody = z.strictObject({ id: dbId });

export const overdraftList = endpoint({
  method: 'GET',
  base,
  path: 'overdraft/list',
  access: OVERDRAFT_READERS,
  query: pageOnly,
  response: pagedOf(overdraftRowSchema),
});
export const overdraftView = endpoint({
  method: 'GET',
  base,
  path: 'overdraft/view',
  access: [...OVERDRAFT_READERS, ...OVERDRAFT_DECIDERS],
  query: z.strictObject({ id: dbIdParam }),
  response: overdraftRowSchema,
});
export const overdraftAccounts = endpoint({
  method: 'GET',
  base,
  path: 'overdraft/accounts',
  access: OVERDRAFT_READERS,
  response: z.array(overdraftAccountSchema),
});
export const overdraftCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'overdraft/create',
  access: OVERDRAFT_PREPARERS,
  body: overdraftCreateBody,
  response: overdraftRowSchema,
});
export const overdraftSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'overdraft/sign',
  access: OVERDRAFT_SIGNERS,
  body: overdraftSignBody,
  response: z.array(overdraftRowSchema),
});
/** Send, delete, approve: If-Match carries the version the caller saw. */
export const overdraftSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'overdraft/send',
  access: OVERDRAFT_SIGNERS,
  body: idBody,
  response: overdraftRowSchema,
});
export const overdraftDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'overdraft/delete',
  access: OVERDRAFT_PREPARERS,
  body: idBody,
  response: overdraftRowSchema,
});

/** The bank's queue: applications sent and decided, every organisation. */
export const overdraftBankList = endpoint({
  method: 'GET',
  base,
  path: 'overdraft/bank-list',
  access: OVERDRAFT_DECIDERS,
  query: pageOnly,
  response: pagedOf(overdraftRowSchema),
});
export const overdraftApprove = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'overdraft/approve',
  access: OVERDRAFT_DECIDERS,
  body: idBody,
  response: overdraftRowSchema,
});
export const overdraftRefuse = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'overdraft/refuse',
  access: OVERDRAFT_DECIDERS,
  body: z.strictObject({ id: dbId, reason: z.string().trim().min(1).max(500) }),
  response: overdraftRowSchema,
});
