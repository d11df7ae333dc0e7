/**
 * Banks by MFO (spec 3 §2.7; issue 25 reference data): the `banks` table the soum payment form's
 * bank look-up reads. admin keeps it (/mfo: list, create, view, edit, delete); admin_bank reads it
 * at /bank-code (the bank-code directory, read-only). A bank is deactivated rather than deleted
 * once anything names it: deleting a bank in use is refused with 422 and the reason. Per-row flags
 * (isView, isEdit, isDelete) are computed by the server for the caller.
 */
import { z } from 'zod';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';

export const MFO_NAME_MAX = 200;
export const MFO_SEARCH_MAX = 100;
export const MFO_PATTERN = /^[0-9]{5}$/;
export const MFO_SORT_FIELDS = ['id', 'mfo', 'name', 'active'] as const;

const ADMIN = ['admin'] as const;
const READERS = ['admin', 'admin_bank'] as const;
const idParams = z.strictObject({ id: dbIdParam });

export const mfoBody = z.strictObject({
  mfo: z.string().trim().regex(MFO_PATTERN),
  name: z.string().trim().min(1).max(MFO_NAME_MAX),
  active: z.boolean(),
});
export type MfoBody = z.input<typeof mfoBody>;

export const mfoFilter = z.strictObject({
  active: z.boolean().optional(),
  text: z.string().trim().max(MFO_SEARCH_MAX).optional(),
});
export type MfoFilter = z.input<typeof mfoFilter>;

export const mfoBankSchema = z.object({
  id: z.number().int(),
  mfo: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** ISO date-time of the last change. */
  updated_at: z.string(),
  /** Named by an organisation, an account or a payment: may be deactivated, not deleted. */
  in_use: z.boolean(),
});
export type MfoBank = z.output<typeof mfoBankSchema>;

export const mfoRowSchema = mfoBankSchema.extend({
  isView: z.boolean(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
});
export type MfoRow = z.output<typeof mfoRowSchema>;

export const mfoList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'mfo/list',
  access: READERS,
  query: pageQuery,
  body: mfoFilter,
  response: pagedOf(mfoRowSchema),
});

export const mfoView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'mfo/view/:id',
  access: READERS,
  params: idParams,
  response: mfoRowSchema,
});

export const mfoCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'mfo/create',
  access: ADMIN,
  body: mfoBody,
  response: mfoBankSchema,
});

export const mfoUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'mfo/update/:id',
  access: ADMIN,
  params: idParams,
  body: mfoBody,
  response: mfoBankSchema,
});

export const mfoDelete = endpoint({
  idempotent: 'optional',
  method: 'DELETE',
  base: '/api/v2/',
  path: 'mfo/delete/:id',
  access: ADMIN,
  params: idParams,
  response: mfoBankSchema,
});
