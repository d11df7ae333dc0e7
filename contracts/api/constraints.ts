/**
 * Payment constraints (spec 3 §2.7: /constraints with create, {id}, {id}/edit; admin): limits the
 * server applies. A constraint caps the amount of one document (today: the soum payment, by its
 * type or any type) for the organisations of one legal form (or every organisation). When several
 * active constraints match a payment, the lowest cap applies. The soum payment's save (create and
 * edit) refuses a larger amount with 422 on `sum` naming the cap (server/src/core/payment-limits.ts).
 * Constraints are deactivated rather than deleted, so the audit trail keeps what applied when.
 */
import { z } from 'zod';
import { UZS_TYPE } from './uzs-payment.ts';
import { pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';

export const CONSTRAINT_NAME_MAX = 200;
export const CONSTRAINT_DOCUMENTS = ['uzs-payment'] as const;
export type ConstraintDocument = (typeof CONSTRAINT_DOCUMENTS)[number];
export const CONSTRAINT_LEGAL_FORMS = ['legal_entity', 'sole_proprietor'] as const;
export const CONSTRAINT_PAYMENT_TYPES = Object.values(UZS_TYPE);
export const CONSTRAINT_SORT_FIELDS = ['id', 'name', 'max_sum', 'active'] as const;
/** The largest cap the payments' amount column holds (digits before the point). */
const MAX_SUM = /^[0-9]{1,15}(\.[0-9]{1,2})?$/;

const ADMIN = ['admin'] as const;
const idParams = z.strictObject({ id: dbIdParam });

export const constraintBody = z.strictObject({
  name: z.string().trim().min(1).max(CONSTRAINT_NAME_MAX),
  document: z.enum(CONSTRAINT_DOCUMENTS),
  /** A soum payment type (UZS_TYPE); null: every type. */
  payment_type: z
    .number()
    .int()
    .refine((v) => (CONSTRAINT_PAYMENT_TYPES as readonly number[]).includes(v))
    .nullable(),
  /** The organisation's legal form; null: every organisation. */
  legal_form: z.enum(CONSTRAINT_LEGAL_FORMS).nullable(),
  /** The largest amount allowed, in soum ("50000000.00"); more than zero. */
  max_sum: z
    .string()
    .trim()
    .regex(MAX_SUM)
    .refine((v) => Number(v) > 0),
  active: z.boolean(),
});
export type ConstraintBody = z.input<typeof constraintBody>;

export const constraintFilter = z.strictObject({
  active: z.boolean().optional(),
  text: z.string().trim().max(100).optional(),
});
export type ConstraintFilter = z.input<typeof constraintFilter>;

export const constraintSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document: z.enum(CONSTRAINT_DOCUMENTS),
  payment_type: z.number().int().nullable(),
  legal_form: z.enum(CONSTRAINT_LEGAL_FORMS).nullable(),
  /** Decimal string in soum. */
  max_sum: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type Constraint = z.output<typeof constraintSchema>;

export const constraintRowSchema = constraintSchema.extend({ isView: z.boolean(), isEdit: z.boolean() });
export type ConstraintRow = z.output<typeof constraintRowSchema>;

export const constraintList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'constraints/list',
  access: ADMIN,
  query: pageQuery,
  body: constraintFilter,
  response: pagedOf(constraintRowSchema),
});

export const constraintView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'constraints/view/:id',
  access: ADMIN,
  params: idParams,
  response: constraintRowSchema,
});

export const constraintCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'constraints/create',
  access: ADMIN,
  body: constraintBody,
  response: constraintSchema,
});

export const constraintUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'constraints/update/:id',
  access: ADMIN,
  params: idParams,
  body: constraintBody,
  response: constraintSchema,
});
