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
import { ROLES, type Role } from '../roles.ts';
import type { LastLogin } from './shell.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';

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

export const usersList = endpoint({
  method: 'POST',
  base,
  path: 'users/list',
  access: ADMIN,
  query: pageQuery,
  body: userFilter,
});

export const userView = endpoint({
  method: 'GET',
  base,
  path: 'users/view/:id',
  access: ADMIN,
  params: idParams,
});

export const userBlock = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/block/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({ reason: z.string().trim().max(USER_BLOCK_REASON_MAX).optional() }),
});

export const userUnblock = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/unblock/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({}),
});

export const userClearLockout = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/clear-lockout/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({}),
});

export const userRequirePasswordChange = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'users/require-password-change/:id',
  access: ADMIN,
  params: idParams,
  body: z.strictObject({}),
});

export interface UserOrganizationRef {
  readonly id: number;
  readonly name: string;
  readonly inn: string;
  readonly nibbd: string;
  readonly is_default: boolean;
}

/** Failed sign-ins counted for the username; `locked_until` set while sign-in is refused. */
export interface UserLockout {
  readonly failures: number;
  /** ISO date-time, only while the lock lasts. */
  readonly locked_until: string | null;
}

/** What the server lets the caller do with this user (the client never decides). */
export interface UserFlags {
  readonly isView: boolean;
  readonly isBlock: boolean;
  readonly isUnblock: boolean;
  readonly isClearLockout: boolean;
  readonly isRequirePasswordChange: boolean;
}

export interface UserRow extends UserFlags {
  readonly id: number;
  readonly username: string;
  readonly full_name: string;
  readonly role: Role | string;
  readonly phone: string | null;
  readonly state: UserState;
  /** Linked organisations, the default first. */
  readonly organizations: readonly UserOrganizationRef[];
  /** Sign-in refused now by the failure lock. */
  readonly locked: boolean;
  readonly password_change_required: boolean;
  /** ISO date-time of the last successful sign-in, null if never. */
  readonly last_sign_in_at: string | null;
  /** ISO date-time. */
  readonly created_at: string;
}

export interface UserDetails extends UserRow {
  readonly birth_day: string | null;
  /** ISO date-time; null while active. */
  readonly blocked_at: string | null;
  /** Username of the admin who blocked. */
  readonly blocked_by: string | null;
  readonly blocked_reason: string | null;
  readonly lockout: UserLockout;
  /** Newest first, at most USER_LAST_SIGN_INS, refused attempts included. */
  readonly last_sign_ins: readonly LastLogin[];
  /** Live (not revoked, not expired) sessions now. */
  readonly active_sessions: number;
  /** Whether this user is the caller (an admin never blocks themself). */
  readonly is_self: boolean;
}
