/**
 * RBAC the server obeys (spec 3 §2.7 RBAC children, issue 25; docs/decisions.md "RBAC"). The spec
 * shows no calls and "the mapping of rights to actions is not shown", so they are designed here:
 *
 * - A **permission** is one endpoint record (contracts/api/*.ts), named from its path (`mfo/create`
 *   → `mfo.create`), or a **group** an admin adds (`mfo.*`) that covers every permission under it.
 * - A **role** holds permissions; a user's role is what the server checks on every call. A role an
 *   admin adds names a catalogue role it is **based on** (`base_role`): a user given the added role
 *   sees that role's screens and data, and the router decides their calls by the added role's
 *   permissions (users/create and users/update take either kind of role name).
 * - A **rule** is a condition a permission carries: `operating_hours` (Tashkent time, Monday to
 *   Friday, from–to) or `ip_allowlist` (the caller's address in one of the networks).
 *
 * A call is allowed when the caller's role holds the endpoint's permission or a group covering it,
 * and that permission's rule (if any) passes. The tables are seeded from the records' role lists.
 * A change that would leave no active user with unconditional access to every RBAC call is refused
 * (422 `rbac.lockout`).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';
import { pageQuery } from './paging.ts';
import { ROLES } from '../roles.ts';

const ADMIN = ['admin'] as const;
const base = '/api/v2/' as const;

export const RBAC_DESCRIPTION_MAX = 250;
export const RBAC_NETWORKS_MAX = 20;
export const RULE_KINDS = ['operating_hours', 'ip_allowlist'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const ROLE_NAME = /^[a-z][a-z0-9_]{1,39}$/;
export const RULE_NAME = /^[a-z][a-z0-9_-]{1,39}$/;
/** Group permissions: dotted lower-case segments ending in `.*` (`mfo.*`, `uzs-payment.*`). */
export const GROUP_NAME = /^[a-z0-9-]+(\.[a-zA-Z0-9_-]+)*\.\*$/;
/** Any permission name as a path parameter: an endpoint's or a group's. */
export const PERMISSION_NAME = /^[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)*(\.\*)?$/;
const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Whether group `group` (`mfo.*`) covers permission `name` (`mfo.create`, `mfo.list.export`). */
export function groupCovers(group: string, name: string): boolean {
  if (!group.endsWith('.*')) return false;
  const prefix = group.slice(0, -1);
  return name.startsWith(prefix) && name !== group;
}

const BASE_PREFIX: Readonly<Record<string, string>> = {
  '/api/v2/': '',
  '/newchat/': 'newchat.',
  '/tgb/api/': 'tgb.',
  '/tgb/storage/': 'tgb-storage.',
};

/** The endpoint's key in the permissions table: `POST /api/v2/mfo/create`. */
export function endpointKey(e: { readonly method: string; readonly base: string; readonly path: string }) {
  return `${e.method} ${e.base}${e.path}`;
}

/** The permission name the path gives (`mfo/update/:id` → `mfo.update`), before de-duplication. */
export function permissionBaseName(e: { readonly base: string; readonly path: string }): string {
  const segments = e.path.split('/').filter((s) => s !== '' && !s.startsWith(':'));
  return (BASE_PREFIX[e.base] ?? '') + segments.join('.');
}

const description = z.string().trim().max(RBAC_DESCRIPTION_MAX);
const roleName = z.string().trim().regex(ROLE_NAME);
const ruleName = z.string().trim().regex(RULE_NAME);

export const ruleCondition = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('operating_hours'),
    from: z.string().regex(HHMM),
    to: z.string().regex(HHMM),
  }),
  z.strictObject({
    kind: z.literal('ip_allowlist'),
    networks: z.array(z.string().trim().min(1).max(50)).min(1).max(RBAC_NETWORKS_MAX),
  }),
]);
export type RuleCondition = z.output<typeof ruleCondition>;

// Roles ------------------------------------------------------------------------------------------

export const roleSchema = z.object({
  name: z.string(),
  description: z.string(),
  system: z.boolean(),
  /** An added role's catalogue role (screens and data of its users); null for system roles. */
  base_role: z.string().nullable(),
  /** Active (not blocked) users with this role. */
  users: z.number().int(),
  permissions: z.number().int(),
  updated_at: z.string(),
});
export type RbacRole = z.output<typeof roleSchema>;

export const roleDetailSchema = roleSchema.extend({ granted: z.array(z.string()) });
export type RbacRoleDetail = z.output<typeof roleDetailSchema>;

export const roleCreateBody = z.strictObject({
  name: roleName,
  description,
  /** Start with the permissions of this role (null: none). */
  copy_from: roleName.nullable(),
  /** The catalogue role its users are based on; null (or absent): not assignable to users yet. */
  base_role: z.enum(ROLES).nullable().optional(),
});
export type RoleCreateBody = z.input<typeof roleCreateBody>;

export const roleUpdateBody = z.strictObject({
  description,
  /** An added role's catalogue role (absent: unchanged); refused while active users hold the role. */
  base_role: z.enum(ROLES).nullable().optional(),
  /** The complete set of permissions the role holds after the change. */
  granted: z.array(z.string().regex(PERMISSION_NAME)).max(5000),
});
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

const nameParams = (pattern: RegExp) => z.strictObject({ name: z.string().regex(pattern) });

export const rbacRoles = endpoint({
  method: 'GET',
  base,
  path: 'rbac/roles',
  access: ADMIN,
  response: z.array(roleSchema),
});

export const rbacRoleView = endpoint({
  method: 'GET',
  base,
  path: 'rbac/roles/view/:name',
  access: ADMIN,
  params: nameParams(ROLE_NAME),
  response: roleDetailSchema,
});

export const rbacRoleCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'rbac/roles/create',
  access: ADMIN,
  body: roleCreateBody,
  response: roleDetailSchema,
});

export const rbacRoleUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base,
  path: 'rbac/roles/update/:name',
  access: ADMIN,
  params: nameParams(ROLE_NAME),
  body: roleUpdateBody,
  response: roleDetailSchema,
});

// Permissions ------------------------------------------------------------------------------------

export const permissionSchema = z.object({
  name: z.string(),
  /** `POST /api/v2/mfo/create`; null for a group. */
  call: z.string().nullable(),
  description: z.string(),
  rule_name: z.string().nullable(),
  roles: z.array(z.string()),
  updated_at: z.string(),
});
export type RbacPermission = z.output<typeof permissionSchema>;

export const permissionFilter = z.strictObject({
  text: z.string().trim().max(100).optional(),
  role: roleName.optional(),
  /** true: groups only; false: endpoints only. */
  group: z.boolean().optional(),
});
export type PermissionFilter = z.input<typeof permissionFilter>;

export const permissionCreateBody = z.strictObject({
  name: z.string().trim().regex(GROUP_NAME),
  description,
  rule_name: ruleName.nullable(),
  roles: z.array(roleName).max(200),
});
export type PermissionCreateBody = z.input<typeof permissionCreateBody>;

export const permissionUpdateBody = z.strictObject({
  description,
  rule_name: ruleName.nullable(),
  roles: z.array(roleName).max(200),
});
export type PermissionUpdateBody = z.input<typeof permissionUpdateBody>;

export const rbacPermissions = endpoint({
  method: 'POST',
  base,
  path: 'rbac/permissions/list',
  access: ADMIN,
  query: pageQuery,
  body: permissionFilter,
  response: pagedOf(permissionSchema),
});

/** Every permission's name, for the role editor's check list. */
export const rbacPermissionNames = endpoint({
  method: 'GET',
  base,
  path: 'rbac/permissions/names',
  access: ADMIN,
  response: z.array(
    z.object({ name: z.string(), call: z.string().nullable(), rule_name: z.string().nullable() }),
  ),
});

export const rbacPermissionView = endpoint({
  method: 'GET',
  base,
  path: 'rbac/permissions/view/:name',
  access: ADMIN,
  params: nameParams(PERMISSION_NAME),
  response: permissionSchema,
});

export const rbacPermissionCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'rbac/permissions/create',
  access: ADMIN,
  body: permissionCreateBody,
  response: permissionSchema,
});

export const rbacPermissionUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base,
  path: 'rbac/permissions/update/:name',
  access: ADMIN,
  params: nameParams(PERMISSION_NAME),
  body: permissionUpdateBody,
  response: permissionSchema,
});

// Rules ------------------------------------------------------------------------------------------

export const ruleSchema = z.object({
  name: z.string(),
  description: z.string(),
  condition: ruleCondition,
  /** Permissions carrying this rule. */
  permissions: z.array(z.string()),
  updated_at: z.string(),
});
export type RbacRule = z.output<typeof ruleSchema>;

export const ruleCreateBody = z.strictObject({ name: ruleName, description, condition: ruleCondition });
export type RuleCreateBody = z.input<typeof ruleCreateBody>;
export const ruleUpdateBody = z.strictObject({ description, condition: ruleCondition });
export type RuleUpdateBody = z.input<typeof ruleUpdateBody>;

export const rbacRules = endpoint({
  method: 'GET',
  base,
  path: 'rbac/rules',
  access: ADMIN,
  response: z.array(ruleSchema),
});

export const rbacRuleView = endpoint({
  method: 'GET',
  base,
  path: 'rbac/rules/view/:name',
  access: ADMIN,
  params: nameParams(RULE_NAME),
  response: ruleSchema,
});

export const rbacRuleCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base,
  path: 'rbac/rules/create',
  access: ADMIN,
  body: ruleCreateBody,
  response: ruleSchema,
});

export const rbacRuleUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base,
  path: 'rbac/rules/update/:name',
  access: ADMIN,
  params: nameParams(RULE_NAME),
  body: ruleUpdateBody,
  response: ruleSchema,
});
