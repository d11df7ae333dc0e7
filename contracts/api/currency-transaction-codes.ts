/**
 * Currency transaction codes (spec 3 §2.7: /currency-transaction-codes with create and {id}/edit,
 * admin): the Central Bank's codes of the operation a foreign-currency payment makes, with a name
 * per language. The currency payment form offers the active codes (`options`, in the caller's
 * language) and the server accepts only an active code. Codes are unique (422 on `code`); a code
 * is deactivated, never deleted, since payments keep naming it.
 */
import { z } from 'zod';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';
import { FX_VIEWERS } from './currency-payment.ts';

export const CTC_NAME_MAX = 300;
export const CTC_SEARCH_MAX = 100;
export const CTC_PATTERN = /^[0-9]{5}$/;
export const CTC_SORT_FIELDS = ['id', 'code', 'active'] as const;

const ADMIN = ['admin'] as const;
const name = z.string().trim().min(1).max(CTC_NAME_MAX);
const idParams = z.strictObject({ id: dbIdParam });

export const ctcBody = z.strictObject({
  code: z.string().trim().regex(CTC_PATTERN),
  name_ru: name,
  name_en: name,
  name_uz: name,
  active: z.boolean(),
});
export type CtcBody = z.input<typeof ctcBody>;

export const ctcFilter = z.strictObject({
  active: z.boolean().optional(),
  text: z.string().trim().max(CTC_SEARCH_MAX).optional(),
});
export type CtcFilter = z.input<typeof ctcFilter>;

export const ctcSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  name_uz: z.string(),
  active: z.boolean(),
  /** ISO date-time of the last change. */
  updated_at: z.string(),
});
export type Ctc = z.output<typeof ctcSchema>;

export const ctcRowSchema = ctcSchema.extend({ isView: z.boolean(), isEdit: z.boolean() });
export type CtcRow = z.output<typeof ctcRowSchema>;

export const ctcOptionSchema = z.object({
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
});
export type CtcOption = z.output<typeof ctcOptionSchema>;

export const ctcList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'currency-transaction-codes/list',
  access: ADMIN,
  query: pageQuery,
  body: ctcFilter,
  response: pagedOf(ctcRowSchema),
});

export const ctcView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'currency-transaction-codes/view/:id',
  access: ADMIN,
  params: idParams,
  response: ctcRowSchema,
});

export const ctcCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'currency-transaction-codes/create',
  access: ADMIN,
  body: ctcBody,
  response: ctcSchema,
});

export const ctcUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'currency-transaction-codes/update/:id',
  access: ADMIN,
  params: idParams,
  body: ctcBody,
  response: ctcSchema,
});

/** The active codes, by code, for the currency payment form (who may see currency payments). */
export const ctcOptions = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'currency-transaction-codes/options',
  access: FX_VIEWERS,
  response: z.array(ctcOptionSchema),
});
