/**
 * The bank's staff consoles (spec 1 §2.4, §6.2; issue 25): client users, moderators, branch
 * administrators, passive users and bank administrators, and the client organisations of the bank.
 * admin_bank sees the whole bank; admin_branch only its branch (users.branch_mfo): the
 * organisations served there (organizations.mfo), their users, and the branch's moderators. The
 * calls are "not shown" in the spec; designed in its style (docs/decisions.md "Bank staff").
 * Actions: block, unblock, reset password (a one-time password, changed at the next sign-in),
 * link a client user to an organisation, set a staff user's branch (admin_bank only).
 */
import { z } from 'zod';
import { dbId, dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';
import { CLIENT_ROLES, type Role } from '../roles.ts';
import { USER_BLOCK_REASON_MAX, USER_STATES, userOrganizationRefSchema } from './users.ts';

const base = '/api/v2/' as const;
const BANK_ADMINS = ['admin_branch', 'admin_bank'] as const;
const ADMIN_BANK = ['admin_bank'] as const;
const idParams = z.strictObject({ id: dbIdParam });

export const STAFF_KINDS = ['clients', 'moderators', 'admin-branch', 'passive-users', 'admin-bank'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

/** The roles each console lists (spec 1 §6.1 labels: moderators, passive users, …). */
export const STAFF_KIND_ROLES: Readonly<Record<StaffKind, readonly Role[]>> = {
  clients: CLIENT_ROLES,
  moderators: ['moderator', 'currency_moderator'],
  'admin-branch': ['admin_branch'],
  'passive-users': ['currency_passive', 'passive_mbrc'],
  'admin-bank': ['admin_bank'],
};

/** Who opens each console (spec 1 §6.2): branch admins see clients and moderators only. */
export const STAFF_KIND_READERS: Readonly<Record<StaffKind, readonly Role[]>> = {
  clients: BANK_ADMINS,
  moderators: BANK_ADMINS,
  'admin-branch': ADMIN_BANK,
  'passive-users': ADMIN_BANK,
  'admin-bank': ADMIN_BANK,
};

/** Consoles whose users work for a branch (a branch can be set on them); clients work for organisations. */
export const BRANCH_KINDS: readonly StaffKind[] = ['moderators', 'admin-branch', 'passive-users'];

export const STAFF_SEARCH_MAX = 100;
export const STAFF_SORT_FIELDS = ['id', 'username', 'full_name', 'created_at'] as const;

export const staffFilter = z.strictObject({
  kind: z.enum(STAFF_KINDS),
  /** Part of the username, the full name or the phone. */
  text: z.string().trim().max(STAFF_SEARCH_MAX).optional(),
  state: z.enum(USER_STATES).optional(),
  /** An organisation's INN: its users only (the organisations console links here). */
  inn: z
    .string()
    .trim()
    .regex(/^[0-9]{9}$/)
    .optional(),
});
export type StaffFilter = z.input<typeof staffFilter>;

export const staffRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
  state: z.enum(USER_STATES),
  branch_mfo: z.string().nullable(),
  branch_name: z.string().nullable(),
  organizations: z.array(userOrganizationRefSchema),
  password_change_required: z.boolean(),
  /** ISO date-time. */
  created_at: z.string(),
  /** ISO date-time; null while active. */
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  isBlock: z.boolean(),
  isUnblock: z.boolean(),
  isResetPassword: z.boolean(),
  isLinkOrganization: z.boolean(),
  isSetBranch: z.boolean(),
});
export type StaffRow = z.output<typeof staffRowSchema>;

export const staffOneTimePasswordSchema = z.object({
  user: staffRowSchema,
  one_time_password: z.string(),
});
export type StaffOneTimePassword = z.output<typeof staffOneTimePasswordSchema>;

export const staffList = endpoint({
  method: 'POST',
  base,
  path: 'staff/list',
  access: BANK_ADMINS,
  query: pageQuery,
  body: staffFilter,
  response: pagedOf(staffRowSchema),
});

export const staffView = endpoint({
  method: 'GET',
  base,
  path: 'staff/view/:id',
  access: BANK_ADMINS,
  params: idParams,
  response: staffRowSchema,
});

export const staffBlock = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'staff/block/:id',
  access: BANK_ADMINS,
  params: idParams,
  body: z.strictObject({ reason: z.string().trim().max(USER_BLOCK_REASON_MAX).optional() }),
  response: staffRowSchema,
});

export const staffUnblock = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'staff/unblock/:id',
  access: BANK_ADMINS,
  params: idParams,
  body: z.strictObject({}),
  response: staffRowSchema,
});

export const staffResetPassword = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'staff/reset-password/:id',
  access: BANK_ADMINS,
  params: idParams,
  body: z.strictObject({}),
  response: staffOneTimePasswordSchema,
});

export const staffLinkOrganization = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'staff/link-organization/:id',
  access: BANK_ADMINS,
  params: idParams,
  body: z.strictObject({
    inn: z
      .string()
      .trim()
      .regex(/^[0-9]{9}$/),
  }),
  response: staffRowSchema,
});

export const staffSetBranch = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'staff/set-branch/:id',
  access: ADMIN_BANK,
  params: idParams,
  body: z.strictObject({
    branch_mfo: z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/)
      .nullable(),
  }),
  response: staffRowSchema,
});

/** The bank's client organisations (/organizations). */
export const bankOrganizationFilter = z.strictObject({
  /** Part of the name, or the INN / NIBBD code. */
  text: z.string().trim().max(STAFF_SEARCH_MAX).optional(),
  /** admin_bank only: one branch's organisations. */
  mfo: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/)
    .optional(),
});
export type BankOrganizationFilter = z.input<typeof bankOrganizationFilter>;

export const bankOrganizationRowSchema = z.object({
  id: dbId,
  name: z.string(),
  inn: z.string(),
  nibbd: z.string(),
  mfo: z.string(),
  branch_name: z.string().nullable(),
  address: z.string().nullable(),
  users_count: z.number().int(),
  blocked_users_count: z.number().int(),
});
export type BankOrganizationRow = z.output<typeof bankOrganizationRowSchema>;

export const bankOrganizationsList = endpoint({
  method: 'POST',
  base,
  path: 'staff/organizations/list',
  access: BANK_ADMINS,
  query: pageQuery,
  body: bankOrganizationFilter,
  response: pagedOf(bankOrganizationRowSchema),
});
