/**
 * The admin's organisation records (spec 3 §2.7: /organization with create, {id}, {id}/edit;
 * distinct from the bank-side /organizations console). Calls "not shown", designed in the spec's
 * style (docs/decisions.md "Bank staff"). INN 9 digits (unique), NIBBD 8 digits, the serving
 * branch's MFO (an active bank of /mfo), legal form, address and phone. Organisations are never
 * deleted: payments, accounts and users name them.
 */
import { z } from 'zod';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';
import { LEGAL_FORMS } from './organization-settings.ts';

const base = '/api/v2/' as const;
const ADMIN = ['admin'] as const;
const idParams = z.strictObject({ id: dbIdParam });

export const ORG_NAME_MAX = 200;
export const ORG_ADDRESS_MAX = 300;
export const ORG_SEARCH_MAX = 100;
export const ORG_SORT_FIELDS = ['id', 'name', 'inn', 'mfo'] as const;

const optionalText = <T extends z.ZodType<string | null>>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), inner);

export const organizationRecordBody = z.strictObject({
  name: z.string().trim().min(1).max(ORG_NAME_MAX),
  inn: z
    .string()
    .trim()
    .regex(/^[0-9]{9}$/),
  nibbd: z
    .string()
    .trim()
    .regex(/^[0-9]{8}$/),
  mfo: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/),
  legal_form: z.enum(LEGAL_FORMS),
  address: optionalText(z.string().trim().max(ORG_ADDRESS_MAX).nullable()),
  phone: optionalText(
    z
      .string()
      .trim()
      .regex(/^998[0-9]{9}$/)
      .nullable(),
  ),
});
export type OrganizationRecordBody = z.input<typeof organizationRecordBody>;

export const organizationRecordFilter = z.strictObject({
  text: z.string().trim().max(ORG_SEARCH_MAX).optional(),
  mfo: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/)
    .optional(),
});
export type OrganizationRecordFilter = z.input<typeof organizationRecordFilter>;

export const organizationRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  nibbd: z.string(),
  mfo: z.string(),
  branch_name: z.string().nullable(),
  legal_form: z.enum(LEGAL_FORMS),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  users_count: z.number().int(),
  accounts_count: z.number().int(),
  isView: z.boolean(),
  isEdit: z.boolean(),
});
export type OrganizationRecord = z.output<typeof organizationRecordSchema>;

export const organizationRecordList = endpoint({
  method: 'POST',
  base,
  path: 'organization/list',
  access: ADMIN,
  query: pageQuery,
  body: organizationRecordFilter,
  response: pagedOf(organizationRecordSchema),
});

export const organizationRecordView = endpoint({
  method: 'GET',
  base,
  path: 'organization/view/:id',
  access: ADMIN,
  params: idParams,
  response: organizationRecordSchema,
});

export const organizationRecordCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'organization/create',
  access: ADMIN,
  body: organizationRecordBody,
  response: organizationRecordSchema,
});

export const organizationRecordUpdate = endpoint({
  idempotent: 'required',
  method: 'PUT',
  base,
  path: 'organization/update/:id',
  access: ADMIN,
  params: idParams,
  body: organizationRecordBody,
  response: organizationRecordSchema,
});
