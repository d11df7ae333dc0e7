/**
 * The bank's list of soum payments, `/payments` (spec 1 §6.2 "Payments (bank side)", issue 24):
 * every organisation's soum payments in the staff member's reach — admin_branch the organisations
 * of their branch (users.branch_mfo = organizations.mfo), the other staff roles every organisation.
 * Read-only: the soum state machine gives the bank no action on a payment (docs/decisions.md
 * "Bank payment list (issue 24)"), so every row's action flags are false but isView and isExport.
 * Paths are not in the spec and are designed here, under the soum payments' prefix.
 */
import { z } from 'zod';
import { EXPORT_TYPES } from './export.ts';
import { fileAnswer, pagedOf } from './answers.ts';
import { dbIdParam } from './ids.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';
import type { Role } from '../roles.ts';
import {
  UZS_SEARCH_MAX,
  uzsPaymentFilter,
  uzsPaymentRowSchema,
  uzsPaymentViewSchema,
} from './uzs-payment.ts';

/** Who opens /payments (routes.tsv). */
export const BANK_PAYMENT_ROLES = [
  'admin_branch',
  'admin_bank',
  'cur_head_acc',
  'moderator',
  'universal_manager',
] as const satisfies readonly Role[];

/** Staff limited to their own branch's organisations; the others see every organisation. */
export const BRANCH_LIMITED_ROLES = ['admin_branch'] as const satisfies readonly Role[];

/** The soum list's filter without the client's own ones (awaiting, import file), plus the organisation. */
export const bankPaymentFilter = uzsPaymentFilter.omit({ awaiting: true, import_file: true }).extend({
  /** The payer organisation's name (substring) or INN (its start). */
  organization: z.string().trim().max(UZS_SEARCH_MAX).optional(),
});
export type BankPaymentFilter = z.input<typeof bankPaymentFilter>;

/** At most this many rows go into one exported file; a wider filter is refused (422), narrow it. */
export const BANK_PAYMENT_EXPORT_MAX = 10_000;

const base = '/api/v2/' as const;

export const bankPaymentList = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/bank/list',
  access: BANK_PAYMENT_ROLES,
  query: pageQuery,
  body: bankPaymentFilter,
  response: pagedOf(uzsPaymentRowSchema),
});

/** One payment with its signatures; another branch's payment answers 404 for admin_branch. */
export const bankPaymentView = endpoint({
  method: 'GET',
  base,
  path: 'uzs-payment/bank/view',
  access: BANK_PAYMENT_ROLES,
  query: z.strictObject({ id: dbIdParam }),
  response: uzsPaymentViewSchema,
});

/** Every payment the filter matches (not one page) as a file of the export menu's types. */
export const bankPaymentExport = endpoint({
  method: 'POST',
  base,
  path: 'uzs-payment/bank/export',
  access: BANK_PAYMENT_ROLES,
  body: z.strictObject({ type: z.enum(EXPORT_TYPES), filter: bankPaymentFilter }),
  response: fileAnswer,
});

/** `payments_<yyyymmdd-of-now>.<ext>`. */
export function bankPaymentsFileName(extension: string, today: string): string {
  return `payments_${today.replace(/-/g, '')}.${extension}`;
}

export const BANK_PAYMENT_ENDPOINTS = [bankPaymentList, bankPaymentView, bankPaymentExport] as const;
