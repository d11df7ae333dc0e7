/**
 * SQL of the server's access decision (plugins/access.ts): the RBAC tables' version, the rows a
 * snapshot is built from, and the start-up sync that gives every endpoint record its permission.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { ruleCondition } from '../../../contracts/api/rbac.ts';
import type { Db } from '../db/client.ts';
import { rbacPermissions, rbacRolePermissions, rbacRoles, rbacRules, rbacState } from '../db/schema/rbac.ts';
import { users } from '../db/schema/users.ts';
import type { GrantRow, PermissionRow, RuleRow } from './access-rules.ts';

export async function readVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: rbacState.version }).from(rbacState).where(eq(rbacState.id, 1));
  return row?.version ?? 0;
}

/** Every node reloads its snapshot once it sees the new number (in the change's transaction). */
export async function bumpVersion(tx: Db): Promise<number> {
  const [row] = await tx
    .update(rbacState)
    .set({ version: sql`${rbacState.version} + 1` })
    .where(eq(rbacState.id, 1))
    .returning({ version: rbacState.version });
  return row?.version ?? 0;
}

export interface Tables {
  readonly version: number;
  readonly permissions: PermissionRow[];
  readonly grants: GrantRow[];
  readonly rules: RuleRow[];
}

export async function readTables(db: Db): Promise<Tables> {
  const [version, permissions, grants, ruleRows] = await Promise.all([
    readVersion(db),
    db
      .select({
        name: rbacPermissions.name,
        endpoint: rbacPermissions.endpoint,
        ruleName: rbacPermissions.ruleName,
      })
      .from(rbacPermissions),
    db
      .select({ role: rbacRolePermissions.role, permission: rbacRolePermissions.permission })
      .from(rbacRolePermissions),
    db.select({ name: rbacRules.name, params: rbacRules.params, kind: rbacRules.kind }).from(rbacRules),
  ]);
  const rules: RuleRow[] = [];
  for (const r of ruleRows) {
    const parsed = ruleCondition.safeParse({ ...r.params, kind: r.kind });
    // A malformed stored rule is kept with a condition that never passes (see buildSnapshot).
    if (parsed.success) rules.push({ name: r.name, condition: parsed.data });
  }
  return { version, permissions, grants, rules };
}

/** Roles of users who may sign in (not blocked), as stored. */
/** The roles that decide active users' calls: an added (access) role where one is set. */
export async function activeRoles(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ role: sql<string>`coalesce(${users.accessRole}, ${users.role})` })
    .from(users)
    .where(isNull(users.blockedAt));
  return rows.map((r) => r.role);
}

export async function storedPermissionNames(db: Db): Promise<{ name: string; endpoint: string | null }[]> {
  return db.select({ name: rbacPermissions.name, endpoint: rbacPermissions.endpoint }).from(rbacPermissions);
}

export async function roleNames(db: Db): Promise<string[]> {
  return (await db.select({ name: rbacRoles.name }).from(rbacRoles)).map((r) => r.name);
}

export async function insertSystemRoles(tx: Db, names: readonly string[]): Promise<number> {
  if (names.length === 0) return 0;
  const rows = await tx
    .insert(rbacRoles)
    .values(names.map((name) => ({ name, system: true })))
    .onConflictDoNothing()
    .returning({ name: rbacRoles.name });
  return rows.length;
}

export interface NewPermission {
  readonly name: string;
  readonly endpoint: string;
  readonly roles: readonly string[];
}

/** Inserts permissions (and their grants) another node has not inserted first; answers how many. */
export async function insertPermissions(tx: Db, list: readonly NewPermission[]): Promise<number> {
  if (list.length === 0) return 0;
  const inserted = await tx
    .insert(rbacPermissions)
    .values(list.map((p) => ({ name: p.name, endpoint: p.endpoint })))
    .onConflictDoNothing()
    .returning({ name: rbacPermissions.name });
  const mine = new Set(inserted.map((r) => r.name));
  const grants = list
    .filter((p) => mine.has(p.name))
    .flatMap((p) => p.roles.map((role) => ({ role, permission: p.name })));
  for (let i = 0; i < grants.length; i += 1000) {
    await tx
      .insert(rbacRolePermissions)
      .values(grants.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  return inserted.length;
}
