/**
 * RBAC the server obeys (issue 25, docs/decisions.md "RBAC"): roles, permissions (one per endpoint
 * record, named like `mfo.create`, plus admin-made groups like `mfo.*`), which role holds which
 * permission, and rules (conditions a permission carries: operating hours, address ranges). The
 * router decides every call from these tables through a cached snapshot (plugins/access.ts) that
 * `rbac_state.version` invalidates on every node.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  boolean,
} from 'drizzle-orm/pg-core';

export const rbacRoles = pgTable('rbac_roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  /** One of the spec's role catalogue (contracts/roles.ts): cannot be deleted. */
  system: boolean('system').notNull().default(false),
  /**
   * An added role's catalogue role: its users see that role's screens and data, and the router
   * decides their calls by this role's permissions. Null for system roles (and added roles made
   * before it existed, which cannot be assigned until one is set).
   */
  baseRole: text('base_role'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rbacRules = pgTable(
  'rbac_rules',
  {
    name: text('name').primaryKey(),
    kind: text('kind').notNull(),
    /** operating_hours: { from: 'HH:MM', to: 'HH:MM' }; ip_allowlist: { networks: ['10.0.0.0/8'] }. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('rbac_rules_kind', sql`${t.kind} in ('operating_hours', 'ip_allowlist')`)],
);

export const rbacPermissions = pgTable(
  'rbac_permissions',
  {
    name: text('name').primaryKey(),
    /** `POST /api/v2/mfo/create` for an endpoint's permission; null for a group (`mfo.*`). */
    endpoint: text('endpoint').unique(),
    description: text('description').notNull().default(''),
    ruleName: text('rule_name').references(() => rbacRules.name),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rbac_permissions_group_name', sql`(${t.endpoint} is null) = (${t.name} like '%.*')`),
    index('rbac_permissions_rule_idx').on(t.ruleName),
  ],
);

export const rbacRolePermissions = pgTable(
  'rbac_role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => rbacRoles.name, { onDelete: 'cascade' }),
    permission: text('permission')
      .notNull()
      .references(() => rbacPermissions.name, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.permission] }),
    index('rbac_role_permissions_perm_idx').on(t.permission),
  ],
);

/** One row (id 1): bumped by every change, so every node reloads its snapshot (plugins/access.ts). */
export const rbacState = pgTable(
  'rbac_state',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('rbac_state_single', sql`${t.id} = 1`)],
);
