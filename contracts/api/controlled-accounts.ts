/**
 * Controlled accounts (spec 3 §2.4, §3.7, §4, §5, §7.4; role admin): an organisation's account
 * whose soum payments only one named user of that organisation may sign. The calls are the spec's
 * (must-be-auth-accounts/list, status-list, type-list, prepare, save, delete); the list rows also
 * carry the form's record (ids, nibbd) so the list can open the form for editing, and per-row flags.
 */
import { z } from 'zod';
import { pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId } from './ids.ts';
import { pageQuery } from './paging.ts';

export const CONTROLLED_PAGE_SIZE = 25;
export const CONTROLLED_NAME_MAX = 200;
export const CONTROLLED_STATUSES = [1, 0] as const;
export const CONTROLLED_TYPES = [1] as const;
export const ACCOUNT_PATTERN = /^(\d{25}|\d{27})$/;
export const BXM_CODE_PATTERN = /^\d{5}$/;
export const NIBBD_PATTERN = /^\d{8}$/;

const ADMIN = ['admin'] as const;
const status = z.union([z.literal(1), z.literal(0)]);
const type = z.literal(1);

export const controlledFilter = z.strictObject({
  status: status.optional(),
  type: type.optional(),
});
export type ControlledFilter = z.input<typeof controlledFilter>;

export const controlledRowSchema = z.object({
  id: z.number().int(),
  /** The named user's full name. */
  full_name: z.string(),
  organizationName: z.string(),
  name: z.string(),
  account: z.string(),
  bxm_code: z.string(),
  status: z.literal(CONTROLLED_STATUSES),
  statusName: z.string(),
  type: z.literal(CONTROLLED_TYPES),
  typeName: z.string(),
  organization_id: z.number().int(),
  user_id: z.number().int(),
  nibbd: z.string(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
});
export type ControlledRow = z.output<typeof controlledRowSchema>;

export const controlledList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'must-be-auth-accounts/list',
  access: ADMIN,
  query: pageQuery,
  body: controlledFilter,
  response: pagedOf(controlledRowSchema),
});

export const lookupItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.output<typeof lookupItemSchema>;

export const controlledStatusList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'must-be-auth-accounts/status-list',
  access: ADMIN,
  response: z.array(lookupItemSchema),
});

export const controlledTypeList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'must-be-auth-accounts/type-list',
  access: ADMIN,
  response: z.array(lookupItemSchema),
});

export const prepareAnswerSchema = z.object({
  organizations: z.array(lookupItemSchema),
  users: z.array(z.object({ user_id: z.number().int(), full_name: z.string(), username: z.string() })),
});
export type PrepareAnswer = z.output<typeof prepareAnswerSchema>;

/** The organisations with this nibbd and their users; both empty when there are none. */
export const controlledPrepare = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'must-be-auth-accounts/prepare',
  access: ADMIN,
  body: z.strictObject({ nibbd: z.string().trim().regex(NIBBD_PATTERN) }),
  response: prepareAnswerSchema,
});

export const controlledSaveBody = z.strictObject({
  /** Absent: a new record. */
  id: dbId.optional(),
  name: z.string().trim().min(1).max(CONTROLLED_NAME_MAX),
  account: z.string().trim().regex(ACCOUNT_PATTERN),
  bxm_code: z.string().trim().regex(BXM_CODE_PATTERN),
  status,
  type,
  user_id: dbId,
  organization_id: dbId,
});
export type ControlledSaveBody = z.input<typeof controlledSaveBody>;

export const controlledSave = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'must-be-auth-accounts/save',
  access: ADMIN,
  body: controlledSaveBody,
  response: controlledRowSchema,
});

export const controlledDelete = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'must-be-auth-accounts/delete',
  access: ADMIN,
  body: z.strictObject({ id: dbId }),
  response: z.null(),
});
