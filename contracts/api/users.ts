/**
 * The admin's user screens (spec 3 §2.7: /users and /users/details/:id, admin only; their calls are
 * "not shown", designed here in the spec's style, docs/decisions.md "Users"). A paged list
 * with a filter, one user's record, and four actions, each with an Idempotency-Key and an audit row:
 * block (no sign-in, every session revoked), unblock, clear the sign-in lockout, require a password
 * change. The user's phones are read and revoked with the device calls (api/devices.ts
 * devices/admin-list and devices/admin-revoke), not repeated here.
 */
import { z } from 'zod';
import { dbIdParam } from './ids.ts';
import { ROLES } from '../roles.ts';
import { ROLE_NAME } from './rbac.ts';
import { lastLoginSchema } from './shell.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';

const base = '/api/v2/' as const;
const ADMIN = ['admin'] as const;

export const USER_STATES = ['active', 'blocked'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_SEARCH_MAX = 100;
export const USER_BLOCK_REASON_MAX = 200;
export const USER_SORT_FIELDS = ['id', 'username', 'full_name', 'role', 'created_at'] as const;
/** Sign-ins shown on the user's record. */
export const USER_LAST_SIGN_INS = 10;

const search = z.string().trim().max(USER_SEARCH_MAX);
const idParams = z.strictObject({ id: dbIdParam });

/** Every field optional; empty strings mean "any". */
export const userFilter = z.strictObject({
  /** Part of the username, the full name or the phone. */
  text: search.optional(),
  role: z.enum(ROLES).optional(),
  /** Part of a linked organisation's name, or its INN / NIBBD code. */
  organization: search.optional(),
  state: z.enum(USER_STATES).optional(),
});
export type UserFilter = z.input<typeof userFilter>;

export const userOrganizationRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  nibbd: z.string(),
  is_default: z.boolean(),
});
export type UserOrganizationRef = z.output<typeof userOrganizationRefSchema>;

/** Failed sign-ins counted for the username; `locked_until` set while sign-in is refused. */
export const userLockoutSchema = z.object({
  failures: z.number().int(),
  /** ISO date-time, only while the lock lasts. */
  locked_until: z.string().nullable(),
});
export type UserLockout = z.output<typeof userLockoutSchema>;

/** What the server lets the caller do with this user (the client never decides). */
export const userFlagsSchema = z.object({
  isView: z.boolean(),
  isBlock: z.boolean(),
  isUnblock: z.boolean(),
  isClearLockout: z.boolean(),
  isRequirePasswordChange: z.boolean(),
  /** Name, role, phone and branch may be changed (not the last active administrator's role). */
  isEdit: z.boolean(),
  /** A new one-time password may be issued (the user must change it at the next sign-in). */
  isResetPassword: z.boolean(),
});
export type UserFlags = z.output<typeof userFlagsSchema>;

export const userRowSchema = userFlagsSchema.extend({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  /** The catalogue role: screens, data and business rules. */
  role: z.string(),
  /** An added RBAC role based on `role` that decides the user's calls; null: `role` decides. */
  access_role: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.enum(USER_STATES),
  /** Linked organisations, the default first. */
  organizations: z.array(userOrganizationRefSchema),
  /** Sign-in refused now by the failure lock. */
  locked: z.boolean(),
  password_change_required: z.boolean(),
  /** ISO date-time of the last successful sign-in, null if never. */
  last_sign_in_at: z.string().nullable(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type UserRow = z.output<typeof userRowSchema>;

export const userDetailsSchema = userRowSchema.extend({
  birth_day: z.string().nullable(),
  /** ISO date-time; null while active. */
  blocked_at: z.string().nullable(),
  /** Username of the admin who blocked. */
  blocked_by: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  lockout: userLockoutSchema,
  /** Newest first, at most USER_LAST_SIGN_INS, refused attempts included. */
  last_sign_ins: z.array(lastLoginSchema),
  /** Live (not revoked, not expired) sessions now. */
  active_sessions: z.number().int(),
  /** Whether this user is the caller (an admin never blocks themself). */
  is_self: z.boolean(),
  /** The bank branch (MFO) a staff user works for; null for client users and head-office staff. */
  branch_mfo: z.string().nullable(),
  /** The only active administrator left: may not be blocked or demoted (issue 25). */
  is_last_admin: z.boolean(),
});
export type UserDetails = z.output<typeof userDetailsSchema>;

export const usersList = endpoint({
  method: 'POST',
  base,
  path: 'users/list',
  access: ADMIN,
  query: pageQuery,
  body: userFilter,
  response: pagedOf(userRowSchema),
});

export const userView = endpoint({
  method: 'GET',
  base,
  path: 'users/view/:id',
  access: ADMIN,
  params: idParams,
  response: userDetailsSchema,
});

export const userBlock = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/block/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({ reason: z.string().trim().max(USER_BLOCK_REASON_MAX).optional() }),
  response: userDetailsSchema,
});

export const userUnblock = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/unblock/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({}),
  response: userDetailsSchema,
});

export const userClearLockout = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/clear-lockout/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({}),
  response: userDetailsSchema,
});

export const userRequirePasswordChange = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/require-password-change/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({}),
  response: userDetailsSchema,
});

/** Usernames: Latin letters, digits, dot, underscore and hyphen, starting with a letter. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{2,39}$/;
export const USER_FULL_NAME_MAX = 200;
export const BRANCH_MFO_PATTERN = /^[0-9]{5}$/;
export const STORED_PHONE_PATTERN = /^998[0-9]{9}$/;

/** Blank optional fields are sent as null ("none"), never as an empty string. */
const optionalText = <T extends z.ZodType<string | null>>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), inner);

const userEditable = {
  full_name: z.string().trim().min(1).max(USER_FULL_NAME_MAX),
  /** A catalogue role, or a role added in the RBAC editor with a base (see usersAssignableRoles). */
  role: z.string().trim().regex(ROLE_NAME),
  phone: optionalText(z.string().trim().regex(STORED_PHONE_PATTERN).nullable()),
  branch_mfo: optionalText(z.string().trim().regex(BRANCH_MFO_PATTERN).nullable()),
};

export const userUpdateBody = z.strictObject(userEditable);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const userCreateBody = z.strictObject({
  username: z.string().trim().regex(USERNAME_PATTERN),
  ...userEditable,
  /** INN of the organisation a client user works for (made the default); staff users have none. */
  organization_inn: optionalText(
    z
      .string()
      .trim()
      .regex(/^[0-9]{9}$/)
      .nullable(),
  ),
});
export type UserCreateBody = z.input<typeof userCreateBody>;

/**
 * A new user or a reset password: the one-time password is shown once to the admin and never
 * stored in clear; the user must change it at the first sign-in.
 */
export const userWithPasswordSchema = z.object({
  user: userDetailsSchema,
  one_time_password: z.string(),
});
export type UserWithPassword = z.output<typeof userWithPasswordSchema>;

/** Roles added in the RBAC editor that users may be given, each with its catalogue role. */
export const assignableRoleSchema = z.object({ name: z.string(), base_role: z.string() });
export type AssignableRole = z.output<typeof assignableRoleSchema>;

export const usersAssignableRoles = endpoint({
  method: 'GET',
  base,
  path: 'users/assignable-roles',
  access: ADMIN,
  response: z.array(assignableRoleSchema),
});

export const userCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/create',
  access: ADMIN,
  body: userCreateBody,
  response: userWithPasswordSchema,
});

export const userUpdate = endpoint({
  idempotent: 'required',
  method: 'PUT',
  base,
  path: 'users/update/:id',
  access: ADMIN,
  params: idParams,
  body: userUpdateBody,
  response: userDetailsSchema,
});

export const userResetPassword = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/reset-password/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({}),
  response: userWithPasswordSchema,
});
