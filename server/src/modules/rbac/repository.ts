/** Drizzle access for the RBAC editor: roles, permissions, grants and rules (db/schema/rbac.ts). */
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ruleCondition, type RuleCondition } from '../../../../contracts/api/rbac.ts';
import type { Db } from '../../db/client.ts';
import { rbacPermissions, rbacRolePermissions, rbacRoles, rbacRules } from '../../db/schema/rbac.ts';

export interface RoleRow {
  readonly name: string;
  readonly description: string;
  readonly system: boolean;
  readonly baseRole: string | null;
  readonly users: number;
  readonly permissions: number;
  readonly updatedAt: Date;
}

const roleSelection = {
  name: rbacRoles.name,
  description: rbacRoles.description,
  system: rbacRoles.system,
  baseRole: rbacRoles.baseRole,
  updatedAt: rbacRoles.updatedAt,
  // Users are stored with the catalogue's spelling; blocked ones cannot sign in. A user given an
  // added role counts for that role, not for its catalogue role.
  users: sql<number>`(select count(*)::int from "users" u where u."blocked_at" is null and (u."access_role" = "rbac_roles"."name" or (u."access_role" is null and lower(replace(u."role", '_', '')) = replace("rbac_roles"."name", '_', ''))))`,
  permissions: sql<number>`(select count(*)::int from "rbac_role_permissions" rp where rp."role" = "rbac_roles"."name")`,
};

function toRole(
  row: { users: number | string; permissions: number | string } & Omit<RoleRow, 'users' | 'permissions'>,
): RoleRow {
  return { ...row, users: Number(row.users), permissions: Number(row.permissions) };
}

export async function roles(db: Db): Promise<RoleRow[]> {
  const rows = await db.select(roleSelection).from(rbacRoles).orderBy(asc(rbacRoles.name));
  return rows.map(toRole);
}

export async function role(db: Db, name: string): Promise<RoleRow | null> {
  const [row] = await db.select(roleSelection).from(rbacRoles).where(eq(rbacRoles.name, name));
  return row ? toRole(row) : null;
}

export async function granted(db: Db, roleName: string): Promise<string[]> {
  const rows = await db
    .select({ permission: rbacRolePermissions.permission })
    .from(rbacRolePermissions)
    .where(eq(rbacRolePermissions.role, roleName))
    .orderBy(asc(rbacRolePermissions.permission));
  return rows.map((r) => r.permission);
}

export async function insertRole(
  tx: Db,
  name: string,
  description: string,
  baseRole: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(rbacRoles)
    .values({ name, description, system: false, baseRole, updatedAt: at })
    .onConflictDoNothing()
    .returning({ name: rbacRoles.name });
  return rows.length > 0;
}

export async function updateRole(
  tx: Db,
  name: string,
  change: { description: string; baseRole?: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(rbacRoles)
    .set({ ...change, updatedAt: at })
    .where(eq(rbacRoles.name, name));
}

/** An added role a user may be given: its name and catalogue role (undefined: none such). */
export async function assignableRole(db: Db, name: string): Promise<{ baseRole: string } | undefined> {
  const [row] = await db
    .select({ baseRole: rbacRoles.baseRole })
    .from(rbacRoles)
    .where(and(eq(rbacRoles.name, name), eq(rbacRoles.system, false), isNotNull(rbacRoles.baseRole)));
  return row?.baseRole == null ? undefined : { baseRole: row.baseRole };
}

/** Added roles users may be given, by name. */
export async function assignableRoles(db: Db): Promise<{ name: string; baseRole: string }[]> {
  const rows = await db
    .select({ name: rbacRoles.name, baseRole: rbacRoles.baseRole })
    .from(rbacRoles)
    .where(and(eq(rbacRoles.system, false), isNotNull(rbacRoles.baseRole)))
    .orderBy(asc(rbacRoles.name));
  return rows.flatMap((r) => (r.baseRole === null ? [] : [{ name: r.name, baseRole: r.baseRole }]));
}

/** Replaces the role's permissions with `names`; answers what was added and removed. */
export async function setGrants(
  tx: Db,
  roleName: string,
  names: readonly string[],
): Promise<{ added: string[]; removed: string[] }> {
  const before = new Set(await granted(tx, roleName));
  const after = new Set(names);
  const added = [...after].filter((n) => !before.has(n));
  const removed = [...before].filter((n) => !after.has(n));
  if (removed.length > 0) {
    await tx
      .delete(rbacRolePermissions)
      .where(and(eq(rbacRolePermissions.role, roleName), inArray(rbacRolePermissions.permission, removed)));
  }
  for (let i = 0; i < added.length; i += 1000) {
    await tx
      .insert(rbacRolePermissions)
      .values(added.slice(i, i + 1000).map((permission) => ({ role: roleName, permission })))
      .onConflictDoNothing();
  }
  return { added, removed };
}

/** Replaces the roles holding permission `name`. */
export async function setHolders(
  tx: Db,
  permission: string,
  roleNames: readonly string[],
): Promise<{ added: string[]; removed: string[] }> {
  const before = new Set(await holders(tx, permission));
  const after = new Set(roleNames);
  const added = [...after].filter((n) => !before.has(n));
  const removed = [...before].filter((n) => !after.has(n));
  if (removed.length > 0) {
    await tx
      .delete(rbacRolePermissions)
      .where(and(eq(rbacRolePermissions.permission, permission), inArray(rbacRolePermissions.role, removed)));
  }
  if (added.length > 0) {
    await tx
      .insert(rbacRolePermissions)
      .values(added.map((r) => ({ role: r, permission })))
      .onConflictDoNothing();
  }
  return { added, removed };
}

export async function holders(db: Db, permission: string): Promise<string[]> {
  const rows = await db
    .select({ role: rbacRolePermissions.role })
    .from(rbacRolePermissions)
    .where(eq(rbacRolePermissions.permission, permission))
    .orderBy(asc(rbacRolePermissions.role));
  return rows.map((r) => r.role);
}

export async function existingRoles(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: rbacRoles.name })
    .from(rbacRoles)
    .where(inArray(rbacRoles.name, [...names]));
  return new Set(rows.map((r) => r.name));
}

export async function existingPermissions(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const found = new Set<string>();
  for (let i = 0; i < names.length; i += 1000) {
    const rows = await db
      .select({ name: rbacPermissions.name })
      .from(rbacPermissions)
      .where(inArray(rbacPermissions.name, names.slice(i, i + 1000)));
    for (const r of rows) found.add(r.name);
  }
  return found;
}

// Permissions ----------------------------------------------------------------------------------

export interface PermissionRow {
  readonly name: string;
  readonly endpoint: string | null;
  readonly description: string;
  readonly ruleName: string | null;
  readonly roles: string[];
  readonly updatedAt: Date;
}

const permissionSelection = {
  name: rbacPermissions.name,
  endpoint: rbacPermissions.endpoint,
  description: rbacPermissions.description,
  ruleName: rbacPermissions.ruleName,
  updatedAt: rbacPermissions.updatedAt,
  roles: sql<
    string[]
  >`coalesce((select array_agg(rp."role" order by rp."role") from "rbac_role_permissions" rp where rp."permission" = "rbac_permissions"."name"), '{}')`,
};

export interface PermissionFilter {
  readonly text?: string;
  readonly role?: string;
  readonly group?: boolean;
}

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function permissionWhere(filter: PermissionFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    text
      ? or(
          ilike(rbacPermissions.name, containing(text)),
          ilike(rbacPermissions.endpoint, containing(text)),
          ilike(rbacPermissions.description, containing(text)),
        )
      : undefined,
    filter.group === undefined
      ? undefined
      : filter.group
        ? isNull(rbacPermissions.endpoint)
        : isNotNull(rbacPermissions.endpoint),
    filter.role === undefined
      ? undefined
      : sql`exists (select 1 from "rbac_role_permissions" rp where rp."permission" = "rbac_permissions"."name" and rp."role" = ${filter.role})`,
  );
}

export async function permissions(
  db: Db,
  filter: PermissionFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: PermissionRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(permissionSelection)
      .from(rbacPermissions)
      .where(permissionWhere(filter))
      .orderBy(asc(rbacPermissions.name))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(rbacPermissions).where(permissionWhere(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function permissionNames(db: Db) {
  return db
    .select({
      name: rbacPermissions.name,
      call: rbacPermissions.endpoint,
      rule_name: rbacPermissions.ruleName,
    })
    .from(rbacPermissions)
    .orderBy(asc(rbacPermissions.name));
}

export async function permission(db: Db, name: string): Promise<PermissionRow | null> {
  const [row] = await db
    .select(permissionSelection)
    .from(rbacPermissions)
    .where(eq(rbacPermissions.name, name));
  return row ?? null;
}

export async function insertGroup(
  tx: Db,
  values: { name: string; description: string; ruleName: string | null },
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(rbacPermissions)
    .values({ ...values, endpoint: null, updatedAt: at })
    .onConflictDoNothing()
    .returning({ name: rbacPermissions.name });
  return rows.length > 0;
}

export async function updatePermission(
  tx: Db,
  name: string,
  values: { description: string; ruleName: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(rbacPermissions)
    .set({ ...values, updatedAt: at })
    .where(eq(rbacPermissions.name, name));
}

// Rules ----------------------------------------------------------------------------------------

export interface RuleRow {
  readonly name: string;
  readonly description: string;
  readonly condition: RuleCondition;
  readonly permissions: string[];
  readonly updatedAt: Date;
}

const ruleSelection = {
  name: rbacRules.name,
  kind: rbacRules.kind,
  params: rbacRules.params,
  description: rbacRules.description,
  updatedAt: rbacRules.updatedAt,
  permissions: sql<
    string[]
  >`coalesce((select array_agg(p."name" order by p."name") from "rbac_permissions" p where p."rule_name" = "rbac_rules"."name"), '{}')`,
};

function toRule(row: {
  name: string;
  kind: string;
  params: Record<string, unknown>;
  description: string;
  updatedAt: Date;
  permissions: string[];
}): RuleRow {
  const condition = ruleCondition.parse({ ...row.params, kind: row.kind });
  return {
    name: row.name,
    description: row.description,
    condition,
    permissions: row.permissions,
    updatedAt: row.updatedAt,
  };
}

export async function rules(db: Db): Promise<RuleRow[]> {
  const rows = await db.select(ruleSelection).from(rbacRules).orderBy(asc(rbacRules.name));
  return rows.map(toRule);
}

export async function rule(db: Db, name: string): Promise<RuleRow | null> {
  const [row] = await db.select(ruleSelection).from(rbacRules).where(eq(rbacRules.name, name));
  return row ? toRule(row) : null;
}

function stored(condition: RuleCondition): { kind: string; params: Record<string, unknown> } {
  const { kind, ...params } = condition;
  return { kind, params };
}

export async function insertRule(
  tx: Db,
  values: { name: string; description: string; condition: RuleCondition },
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(rbacRules)
    .values({
      name: values.name,
      description: values.description,
      ...stored(values.condition),
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ name: rbacRules.name });
  return rows.length > 0;
}

export async function updateRule(
  tx: Db,
  name: string,
  values: { description: string; condition: RuleCondition },
  at: Date,
): Promise<void> {
  await tx
    .update(rbacRules)
    .set({ description: values.description, ...stored(values.condition), updatedAt: at })
    .where(eq(rbacRules.name, name));
}
