/**
 * Multiclient administration (spec 2 §2 "Multiclient administration", §3, §7 "Multiclient";
 * docs/decisions.md "Multiclient administration"). The bank's admin_bank keeps parents (a holding:
 * name, INN), their child organisations (found by customer id, the organisation's NIBBD code, each
 * with an access level), the multiclient users of a parent (temporary password shown once, changed
 * at first sign-in), each user's screen groups per child and, per account, a permission and a mode.
 * The multiclient user lists their child organisations and switches into one (m-client/*).
 * State changes are POST with an Idempotency-Key (the spec's GET delete calls included: a change is
 * never a GET). Every flag is computed by the server.
 */
import { z } from 'zod';
import { currentUser } from './security.ts';
import { dbId, dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { moneyText, pagedOf } from './answers.ts';
import { zDate } from '../validation/zod.ts';

const base = '/api/v2/' as const;
const ADMIN_BANK = ['admin_bank'] as const;
const MULTICLIENT = ['multiclient'] as const;

export const MULTICLIENT_NAME_MAX = 200;
export const MULTICLIENT_SEARCH_MAX = 100;
export const MULTICLIENT_ALIAS_MAX = 100;
export const MUSER_USERNAME_MAX = 64;
export const MUSER_TEXT_MAX = 200;

/** Access level of a child (and of a user): 1 view only, 2 full (payments authorised, parent managed). */
export const ALLOW_IDS = [1, 2] as const;
export type AllowId = (typeof ALLOW_IDS)[number];
export const ALLOW = { view: 1, full: 2 } as const;

/** Per-account permission: 0 none, 1 view, 2 authorise (view, authorise and decline payments). */
export const PERMISSIONS = [0, 1, 2] as const;
export type PermissionId = (typeof PERMISSIONS)[number];
export const PERMISSION = { none: 0, view: 1, authorize: 2 } as const;

/** Per-account mode: 1 any amount, 2 only payments up to amount_not_more. */
export const MODES = [1, 2] as const;
export type ModeId = (typeof MODES)[number];
export const MODE = { any: 1, limit: 2 } as const;

/** Screen groups a user may use in a child; 'payments' is needed to authorise or decline. */
export const SCREEN_GROUPS = ['accounts', 'payments', 'statements', 'reports'] as const;
export type ScreenGroup = (typeof SCREEN_GROUPS)[number];

const idParams = z.strictObject({ id: dbIdParam });
const childParams = z.strictObject({ id: dbIdParam, childId: dbIdParam });
const userParams = z.strictObject({ id: dbIdParam, userId: dbIdParam });
const allowId = z.union([z.literal(1), z.literal(2)]);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const lookupItemSchema = z.object({ id: z.number().int(), value: z.string() });
export type LookupItem = z.output<typeof lookupItemSchema>;

// Parents

export const multiclientBody = z.strictObject({
  name: text(MULTICLIENT_NAME_MAX),
  inn: z
    .string()
    .trim()
    .regex(/^\d{9}$/),
});
export type MulticlientBody = z.input<typeof multiclientBody>;

export const multiclientFilter = z.strictObject({ text: optionalText(MULTICLIENT_SEARCH_MAX) });
export type MulticlientFilter = z.input<typeof multiclientFilter>;

export const multiclientRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  children_count: z.number().int(),
  users_count: z.number().int(),
  isUpdate: z.boolean(),
  isDelete: z.boolean(),
  isCheckbox: z.boolean(),
  isCreate: z.boolean(),
  isSelectAllow: z.boolean(),
});
export type MulticlientRow = z.output<typeof multiclientRowSchema>;

export const multiclientList = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/list',
  access: ADMIN_BANK,
  query: pageQuery,
  body: multiclientFilter,
  response: pagedOf(multiclientRowSchema),
});

export const multiclientView = endpoint({
  method: 'GET',
  base,
  path: 'multiclient/view/:id',
  access: ADMIN_BANK,
  params: idParams,
  response: multiclientRowSchema,
});

export const multiclientCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/create',
  access: ADMIN_BANK,
  body: multiclientBody,
  response: multiclientRowSchema,
});

export const multiclientUpdate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/update/:id',
  access: ADMIN_BANK,
  params: idParams,
  body: multiclientBody,
  response: multiclientRowSchema,
});

// Child organisations

export const childRowSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  children_name: z.string(),
  children_customerid: z.string(),
  children_inn: z.string(),
  nibbd: z.string(),
  mfo: z.string(),
  alias: z.string().nullable(),
  allowId: z.number().int(),
  allowText: z.string(),
  /** ISO date the child was added. */
  date_reg: z.string(),
  isDelete: z.boolean(),
  isExport: z.boolean(),
  isFilter: z.boolean(),
});
export type ChildRow = z.output<typeof childRowSchema>;

export const childList = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/organization/list/:id',
  access: ADMIN_BANK,
  params: idParams,
  query: pageQuery,
  response: pagedOf(childRowSchema),
});

export const customerIdBody = z.strictObject({
  customerid: z
    .string()
    .trim()
    .regex(/^\d{8}$/),
});

export const customerInfoSchema = z.object({
  customerid: z.string(),
  name: z.string(),
  inn: z.string(),
  mfo: z.string(),
});
export type CustomerInfo = z.output<typeof customerInfoSchema>;

export const childAjaxCustomerId = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/organization/ajax-customerid',
  access: ADMIN_BANK,
  body: customerIdBody,
  response: customerInfoSchema,
});

export const childAddBody = customerIdBody.extend({
  alias: optionalText(MULTICLIENT_ALIAS_MAX),
  allow_id: allowId,
});
export type ChildAddBody = z.input<typeof childAddBody>;

export const childAddSave = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/organization/add-save/:id',
  access: ADMIN_BANK,
  params: idParams,
  body: childAddBody,
  response: childRowSchema,
});

export const childAccessBody = z.strictObject({
  alias: optionalText(MULTICLIENT_ALIAS_MAX),
  allow_id: allowId,
});
export type ChildAccessBody = z.input<typeof childAccessBody>;

export const childAccess = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/organization/access/:id/:childId',
  access: ADMIN_BANK,
  params: childParams,
  body: childAccessBody,
  response: childRowSchema,
});

export const childDelete = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/organization/delete/:id/:childId',
  access: ADMIN_BANK,
  params: childParams,
  response: childRowSchema,
});

export const allowList = endpoint({
  method: 'GET',
  base,
  path: 'multiclient/organization/allow-list',
  access: ADMIN_BANK,
  response: z.array(lookupItemSchema),
});

// Multiclient users

export const muserFlagsSchema = z.object({
  isSettings: z.boolean(),
  isView: z.boolean(),
  isCreate: z.boolean(),
  isUpdate: z.boolean(),
  isAccControl: z.boolean(),
  isResetPassword: z.boolean(),
  isBlock: z.boolean(),
  isUnBlock: z.boolean(),
  isDelete: z.boolean(),
});

export const muserRowSchema = muserFlagsSchema.extend({
  id: z.number().int(),
  m_client_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  allowId: z.number().int(),
  allowText: z.string(),
  state: z.enum(['active', 'blocked']),
  /** The temporary password is still to be changed at the next sign-in. */
  password_change_required: z.boolean(),
  /** Only in the answer of user-create and reset-password, once; never stored in clear. */
  temporary_password: z.string().nullable(),
});
export type MuserRow = z.output<typeof muserRowSchema>;

export const muserBody = z.strictObject({
  full_name: text(MUSER_TEXT_MAX),
  email: z.union([z.literal(''), z.email().max(MUSER_TEXT_MAX)]).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^998\d{9}$/),
  position: optionalText(MUSER_TEXT_MAX),
  allow_id: allowId,
});
export type MuserBody = z.input<typeof muserBody>;

export const muserCreateBody = muserBody.extend({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,64}$/),
});
export type MuserCreateBody = z.input<typeof muserCreateBody>;

export const muserList = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/muser/user-list/:id',
  access: ADMIN_BANK,
  params: idParams,
  query: pageQuery,
  response: pagedOf(muserRowSchema),
});

export const muserView = endpoint({
  method: 'GET',
  base,
  path: 'multiclient/muser/user-view/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  response: muserRowSchema,
});

export const muserCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'multiclient/muser/user-create/:id',
  access: ADMIN_BANK,
  params: idParams,
  body: muserCreateBody,
  response: muserRowSchema,
});

export const muserUpdate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/muser/user-update/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  body: muserBody,
  response: muserRowSchema,
});

export const muserDelete = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/muser/user-delete/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  response: muserRowSchema,
});

export const muserResetPassword = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'multiclient/muser/reset-password/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  response: muserRowSchema,
});

export const muserBlock = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/muser/user-block/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  response: muserRowSchema,
});

export const muserUnblock = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/muser/user-un-block/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  response: muserRowSchema,
});

export const permissionList = endpoint({
  method: 'GET',
  base,
  path: 'multiclient/muser/permission-list',
  access: ADMIN_BANK,
  response: z.array(lookupItemSchema),
});

export const modeList = endpoint({
  method: 'GET',
  base,
  path: 'multiclient/muser/mode-list',
  access: ADMIN_BANK,
  response: z.array(lookupItemSchema),
});

export const childStatusList = endpoint({
  method: 'GET',
  base,
  path: 'multiclient/muser/child-organization-status-list',
  access: ADMIN_BANK,
  response: z.array(lookupItemSchema),
});

// Settings per child organisation

export const settingsAccountSchema = z.object({
  account_id: z.number().int(),
  name: z.string(),
  mfo: z.string(),
  account: z.string(),
  currency: z.string(),
  permission: z.number().int(),
  permissionText: z.string(),
  mode: z.number().int(),
  modeText: z.string(),
});

export const userSettingsSchema = z.object({
  name: z.string(),
  user_id: z.number().int(),
  organization_id: z.number().int(),
  allowId: z.number().int(),
  groups: z.record(z.enum(SCREEN_GROUPS), z.boolean()),
  accounts: z.array(settingsAccountSchema),
});
export type UserSettings = z.output<typeof userSettingsSchema>;

export const muserSettings = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/muser/settings/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  response: z.array(userSettingsSchema),
});

export const settingsSaveBody = z.strictObject({
  organization_id: dbId,
  groups: z.array(z.enum(SCREEN_GROUPS)).max(SCREEN_GROUPS.length),
});
export type SettingsSaveBody = z.input<typeof settingsSaveBody>;

export const muserSettingsSave = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/muser/settings-save/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  body: settingsSaveBody,
  response: z.array(userSettingsSchema),
});

// Account control

export const accControlRowSchema = z.object({
  account_id: z.number().int(),
  customerid: z.string(),
  status: z.number().int(),
  statusTxt: z.string(),
  user_id: z.number().int(),
  organization_id: z.number().int(),
  permission: z.number().int(),
  mode: z.number().int(),
  type: z.string(),
  number: z.string(),
  mfo: z.string(),
  amount: moneyText,
  currency: z.string(),
  percent: z.number().nullable(),
  name: z.string(),
  glcode: z.string(),
  acc_title: z.string(),
  acc_block: z.boolean(),
  organization: z.string(),
  /** ISO date of the last ledger entry, null if none. */
  last_turn_date: z.string().nullable(),
  /** Only in a save answer: whether this row was saved. */
  result: z.boolean().nullable(),
  register_id: z.number().int().nullable(),
  error_code: z.string().nullable(),
  /** In the caller's language. */
  error_message: z.string().nullable(),
  amount_not_more: moneyText.nullable(),
});
export type AccControlRow = z.output<typeof accControlRowSchema>;

export const accControlFilter = z.strictObject({ organization_id: dbId.optional() });

export const accControlLists = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/muser/acc-control/lists/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  body: accControlFilter,
  response: z.array(accControlRowSchema),
});

export const accControlItem = z.strictObject({
  account_id: dbId,
  permission: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  mode: z.union([z.literal(1), z.literal(2)]),
  amount_not_more: z.string().trim().max(26).nullable().optional(),
});
export type AccControlItem = z.input<typeof accControlItem>;

export const accControlSaveBody = z.strictObject({ rows: z.array(accControlItem).min(1).max(500) });

export const accControlSave = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/muser/acc-control/save/:id/:userId',
  access: ADMIN_BANK,
  params: userParams,
  body: accControlSaveBody,
  response: z.array(accControlRowSchema),
});

export const accControlSaveAllBody = accControlItem.omit({ account_id: true }).extend({ user_id: dbId });
export type AccControlSaveAllBody = z.input<typeof accControlSaveAllBody>;

export const accControlSaveAll = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'multiclient/muser/acc-control/save-all/:id',
  access: ADMIN_BANK,
  params: idParams,
  body: accControlSaveAllBody,
  response: z.array(accControlRowSchema),
});

// The multiclient user: my child organisations, switching into one

export const myChildSchema = z.object({
  organization_id: z.number().int(),
  name: z.string(),
  alias: z.string().nullable(),
  inn: z.string(),
  nibbd: z.string(),
  mfo: z.string(),
  allowId: z.number().int(),
  allowText: z.string(),
  is_current: z.boolean(),
  isSelectAllow: z.boolean(),
});
export type MyChild = z.output<typeof myChildSchema>;

export const mclientOrganizations = endpoint({
  method: 'GET',
  base,
  path: 'm-client/organizations',
  access: MULTICLIENT,
  response: z.array(myChildSchema),
});

export const mclientGetCurrent = endpoint({
  method: 'GET',
  base,
  path: 'm-client/get-current',
  access: MULTICLIENT,
  response: myChildSchema.nullable(),
});

export const mclientSelectOrganization = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'm-client/select-organization',
  access: MULTICLIENT,
  body: z.strictObject({ organization_id: dbId }),
  response: currentUser,
});

// The multiclient's multi-statement across children (/multiclients/reports)

/** 1: balances and turnover per account; 2: every operation of the accounts. */
export const MULTI_STATEMENT_TYPES = [1, 2] as const;
export type MultiStatementType = (typeof MULTI_STATEMENT_TYPES)[number];

export const multiStateList = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/multi-state-list',
  access: MULTICLIENT,
  response: z.array(lookupItemSchema),
});

export const multiStatementBody = z.strictObject({
  type: z.union([z.literal(1), z.literal(2)]),
  date_from: zDate(),
  date_to: zDate(),
  /** Children to include; all the user may report on when left out. */
  organization_ids: z.array(dbId).max(100).optional(),
});
export type MultiStatementBody = z.input<typeof multiStatementBody>;

export const multiStatementRowSchema = z.object({
  organization_id: z.number().int(),
  organization: z.string(),
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  account_name: z.string(),
  /** Type 2: the operation's date (YYYY-MM-DD, Tashkent), its document number, purpose and counterparty. */
  date: z.string().nullable(),
  number: z.string().nullable(),
  description: z.string().nullable(),
  counterparty: z.string().nullable(),
  /** Type 1: the balance at the start of date_from and at the end of date_to. */
  opening: moneyText.nullable(),
  debit: moneyText,
  credit: moneyText,
  closing: moneyText.nullable(),
});
export type MultiStatementRow = z.output<typeof multiStatementRowSchema>;

export const multiStatement = endpoint({
  method: 'POST',
  base,
  path: 'multiclient/multi-statement',
  access: MULTICLIENT,
  body: multiStatementBody,
  response: z.object({
    type: z.number().int(),
    date_from: z.string(),
    date_to: z.string(),
    rows: z.array(multiStatementRowSchema),
  }),
});
