/**
 * Loan administration (admin, spec 1 §6.2 "loan list upload, credit overdue notifications", spec 3
 * §2.7): /upload-loan-list imports the bank's loan portfolio file (xlsx or csv, one credit a row)
 * into the credits the clients' screens read; every row is checked first and the file is imported
 * whole or not at all (422 listing each bad row's field). /credit-overdue-notification lists the
 * credits with overdue principal or interest and sends their organisations a notice (the
 * notifications after sign-in, and a push where configured). The columns are designed here.
 */
import { z } from 'zod';
import { dbId } from './ids.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';

export const LOAN_ADMIN_ROLES = ['admin'] as const;

/** Columns of the loan list, in this order in the template; the header row names them. */
export const LOAN_LIST_COLUMNS = [
  'contract_number',
  'inn',
  'product_name',
  'currency',
  'contract_date',
  'close_date',
  'rate',
  'amount',
  'principal',
  'overdue_principal',
  'interest',
  'overdue_interest',
  'next_payment_date',
  'next_payment_amount',
] as const;
export type LoanListColumn = (typeof LOAN_LIST_COLUMNS)[number];

export const LOAN_LIST_MAX_ROWS = 10_000;
/** The largest file, 5 MB (base64 makes the body about 4/3 of it). */
export const LOAN_LIST_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many row errors are listed (the file is refused on the first anyway). */
export const LOAN_LIST_MAX_ERRORS = 200;

export const uploadLoanList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'loan-admin/upload-loan-list',
  access: LOAN_ADMIN_ROLES,
  idempotent: 'required',
  bodyLimit: Math.ceil((LOAN_LIST_MAX_BYTES * 4) / 3) + 4096,
  body: z.strictObject({
    file_name: z
      .string()
      .regex(/\.(xlsx|csv)$/i)
      .max(200),
    content_base64: z
      .string()
      .min(1)
      .max(Math.ceil((LOAN_LIST_MAX_BYTES * 4) / 3) + 4),
  }),
  response: z.object({ total: z.number().int(), inserted: z.number().int(), updated: z.number().int() }),
});

export const overdueCreditSchema = z.object({
  id: z.number().int(),
  contract_number: z.string(),
  organization_name: z.string(),
  inn: z.string(),
  product_name: z.string(),
  currency: z.string(),
  overdue_principal: z.string(),
  overdue_interest: z.string(),
  /** When the organisation was last notified of this credit's overdue debt (ISO), or ''. */
  notified_at: z.string(),
});
export type OverdueCredit = z.output<typeof overdueCreditSchema>;

export const overdueCredits = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'loan-admin/overdue-credits',
  access: LOAN_ADMIN_ROLES,
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pagedOf(overdueCreditSchema),
});

export const notifyOverdue = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'loan-admin/overdue-notify',
  access: LOAN_ADMIN_ROLES,
  idempotent: 'required',
  body: z.strictObject({ ids: z.array(dbId).min(1).max(500) }),
  response: z.object({ notified: z.number().int() }),
});
