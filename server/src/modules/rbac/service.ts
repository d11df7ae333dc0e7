/**
 * The RBAC editor (contracts/api/rbac.ts): roles and what they hold, permissions (endpoints and
 * groups) and who holds them, rules and which permissions carry them. Every change runs in the
 * router's transaction, bumps `rbac_state.version` (so every node reloads its snapshot, see
 * plugins/access.ts), is audited with what changed, and is refused (422 `rbac.lockout`, nothing
 * stored) when afterwards no role with an active user could still reach every RBAC call without a
 * rule.
 */
import * as rbac from '../../../../contracts/api/rbac.ts';
import type {
  PermissionCreateBody,
  PermissionUpdateBody,
  RbacPermission,
  RbacRole,
  RbacRoleDetail,
  RbacRule,
  RoleCreateBody,
  RoleUpdateBody,
  RuleCondition,
  RuleCreateBody,
  RuleUpdateBody,
} from '../../../../contracts/api/rbac.ts';
import { endpointKey, groupCovers } from '../../../../contracts/api/rbac.ts';
import { ROLES, toRole, type Role } from '../../../../contracts/roles.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Endpoint } from '../../../../contracts/api/endpoint.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { buildSnapshot, parseNetwork, someoneKeepsAccess } from '../../plugins/access-rules.ts';
import { activeRoles, bumpVersion, readTables } from '../../plugins/access-repository.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

/** The calls an administrator needs to undo any change: what lock-out protection keeps reachable. */
export const RBAC_ENDPOINT_KEYS: readonly string[] = (Object.values(rbac) as unknown[])
  .filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v)
  .map((e) => endpointKey(e));

const iso = (d: Date) => new Date(d).toISOString();

function roleOut(row: repo.RoleRow): RbacRole {
  return {
    name: row.name,
    description: row.description,
    system: row.system,
    base_role: row.baseRole,
    users: row.users,
    permissions: row.permissions,
    updated_at: iso(row.updatedAt),
  };
}

function permissionOut(row: repo.PermissionRow): RbacPermission {
  return {
    name: row.name,
    call: row.endpoint,
    description: row.description,
    rule_name: row.ruleName,
    roles: row.roles,
    updated_at: iso(row.updatedAt),
  };
}

function ruleOut(row: repo.RuleRow): RbacRule {
  return {
    name: row.name,
    description: row.description,
    condition: row.condition,
    permissions: row.permissions,
    updated_at: iso(row.updatedAt),
  };
}

function checkCondition(condition: RuleCondition): void {
  const problems: FieldProblem[] = [];
  if (condition.kind === 'operating_hours' && condition.to <= condition.from) {
    problems.push({ attribute: 'condition.to', key: 'rbac.hours' });
  }
  if (condition.kind === 'ip_allowlist') {
    condition.networks.forEach((n, i) => {
      if (parseNetwork(n) === null)
        problems.push({ attribute: `condition.networks.${i}`, key: 'rbac.network' });
    });
  }
  if (problems.length > 0) throw ApiError.rejected(problems);
}

/**
 * In a change's transaction: refuses it (422 `rbac.lockout` on `attribute`) when afterwards no active
 * user could still reach every RBAC call without a rule. The users area asks it when it gives a user
 * another role.
 */
export async function assertSomeoneKeepsAccess(tx: Db, attribute: string): Promise<void> {
  const tables = await readTables(tx);
  const snapshot = buildSnapshot(tables.version, tables.permissions, tables.grants, tables.rules);
  if (!someoneKeepsAccess(snapshot, RBAC_ENDPOINT_KEYS, await activeRoles(tx))) {
    throw ApiError.rejected([{ attribute, key: 'rbac.lockout' }]);
  }
}

/**
 * What a role name given to a user means: a catalogue role as it is, or an added role with a base
 * (the user's catalogue role becomes the base, the added role decides the calls). Undefined: neither.
 */
export async function resolveUserRole(
  db: Db,
  name: string,
): Promise<{ role: Role; accessRole: string | null } | undefined> {
  if ((ROLES as readonly string[]).includes(name)) return { role: name as Role, accessRole: null };
  const added = await repo.assignableRole(db, name);
  const base = added === undefined ? undefined : toRole(added.baseRole);
  return base === undefined ? undefined : { role: base, accessRole: name };
}

/** The added roles users may be given, with their catalogue role. */
export async function assignableRoles(db: Db): Promise<{ name: string; base_role: string }[]> {
  return (await repo.assignableRoles(db)).map((r) => ({ name: r.name, base_role: r.baseRole }));
}

export function createRbacService(db: Db, clock: Clock) {
  /** After a change, in its transaction: refuse it when it locks every administrator out. */
  async function guard(tx: Db, attribute: string): Promise<void> {
    await assertSomeoneKeepsAccess(tx, attribute);
    await bumpVersion(tx);
  }

  async function unknownRoles(tx: Db, names: readonly string[], attribute: string): Promise<void> {
    const found = await repo.existingRoles(tx, names);
    const problems = names
      .map((n, i) =>
        found.has(n) ? null : { attribute: `${attribute}.${i}`, key: 'rbac.unknownRole' as const },
      )
      .filter((p) => p !== null);
    if (problems.length > 0) throw ApiError.rejected(problems);
  }

  async function knownRule(tx: Db, name: string | null): Promise<void> {
    if (name !== null && (await repo.rule(tx, name)) === null) {
      throw ApiError.rejected([{ attribute: 'rule_name', key: 'rbac.unknownRule' }]);
    }
  }

  async function roleDetail(tx: Db, name: string): Promise<RbacRoleDetail> {
    const row = await repo.role(tx, name);
    if (row === null) throw ApiError.notFound();
    return { ...roleOut(row), granted: await repo.granted(tx, name) };
  }

  return {
    async roles(): Promise<RbacRole[]> {
      return (await repo.roles(db)).map(roleOut);
    },

    role: (name: string) => roleDetail(db, name),

    async createRole(tx: Db, actor: Actor, body: RoleCreateBody): Promise<RbacRoleDetail> {
      const name = body.name;
      if (body.copy_from !== null && (await repo.role(tx, body.copy_from)) === null) {
        throw ApiError.rejected([{ attribute: 'copy_from', key: 'rbac.unknownRole' }]);
      }
      const baseRole = body.base_role ?? null;
      if (!(await repo.insertRole(tx, name, body.description ?? '', baseRole, clock.now()))) {
        throw ApiError.rejected([{ attribute: 'name', key: 'rbac.roleTaken' }]);
      }
      const copied = body.copy_from === null ? [] : await repo.granted(tx, body.copy_from);
      await repo.setGrants(tx, name, copied);
      await bumpVersion(tx);
      await auditActor(tx, clock.now(), actor, 'rbac.role-create', {
        role: name,
        copyFrom: body.copy_from,
        baseRole,
        permissions: copied.length,
      });
      return roleDetail(tx, name);
    },

    async updateRole(tx: Db, actor: Actor, name: string, body: RoleUpdateBody): Promise<RbacRoleDetail> {
      const before = await repo.role(tx, name);
      if (before === null) throw ApiError.notFound();
      const wanted = [...new Set(body.granted)];
      const found = await repo.existingPermissions(tx, wanted);
      const missing = wanted.filter((n) => !found.has(n));
      if (missing.length > 0) {
        throw ApiError.rejected(
          missing.slice(0, 10).map((n) => ({
            attribute: `granted.${body.granted.indexOf(n)}`,
            key: 'rbac.unknownPermission' as const,
          })),
        );
      }
      const baseRole = body.base_role === undefined ? before.baseRole : body.base_role;
      if (baseRole !== before.baseRole) {
        // A system role is the catalogue itself; users holding an added role keep the catalogue
        // role they were given it with, so its base moves only while nobody active holds it.
        if (before.system) throw ApiError.rejected([{ attribute: 'base_role', key: 'rbac.baseSystem' }]);
        if (before.users > 0) throw ApiError.rejected([{ attribute: 'base_role', key: 'rbac.baseInUse' }]);
      }
      await repo.updateRole(tx, name, { description: body.description ?? '', baseRole }, clock.now());
      const { added, removed } = await repo.setGrants(tx, name, wanted);
      await guard(tx, 'granted');
      await auditActor(tx, clock.now(), actor, 'rbac.role-update', {
        role: name,
        description: before.description === body.description ? undefined : body.description,
        baseRole: baseRole === before.baseRole ? undefined : { before: before.baseRole, after: baseRole },
        added,
        removed,
      });
      return roleDetail(tx, name);
    },

    async permissions(
      filter: repo.PermissionFilter,
      page: { page: number; pageSize: number },
    ): Promise<Paged<RbacPermission>> {
      const { rows, total } = await repo.permissions(db, filter, page);
      return { list: rows.map(permissionOut), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    permissionNames: () => repo.permissionNames(db),

    async permission(name: string): Promise<RbacPermission> {
      const row = await repo.permission(db, name);
      if (row === null) throw ApiError.notFound();
      return permissionOut(row);
    },

    async createPermission(tx: Db, actor: Actor, body: PermissionCreateBody): Promise<RbacPermission> {
      await knownRule(tx, body.rule_name);
      await unknownRoles(tx, body.roles, 'roles');
      const names = await repo.permissionNames(tx);
      if (!names.some((p) => groupCovers(body.name, p.name))) {
        throw ApiError.rejected([{ attribute: 'name', key: 'rbac.groupEmpty' }]);
      }
      const values = { name: body.name, description: body.description ?? '', ruleName: body.rule_name };
      if (!(await repo.insertGroup(tx, values, clock.now()))) {
        throw ApiError.rejected([{ attribute: 'name', key: 'rbac.permissionTaken' }]);
      }
      await repo.setHolders(tx, body.name, body.roles);
      await guard(tx, 'roles');
      await auditActor(tx, clock.now(), actor, 'rbac.permission-create', {
        permission: body.name,
        rule: body.rule_name,
        roles: body.roles,
      });
      return permissionOut((await repo.permission(tx, body.name)) as repo.PermissionRow);
    },

    async updatePermission(
      tx: Db,
      actor: Actor,
      name: string,
      body: PermissionUpdateBody,
    ): Promise<RbacPermission> {
      const before = await repo.permission(tx, name);
      if (before === null) throw ApiError.notFound();
      await knownRule(tx, body.rule_name);
      await unknownRoles(tx, body.roles, 'roles');
      await repo.updatePermission(
        tx,
        name,
        { description: body.description ?? '', ruleName: body.rule_name },
        clock.now(),
      );
      const { added, removed } = await repo.setHolders(tx, name, [...new Set(body.roles)]);
      await guard(tx, before.ruleName !== body.rule_name && removed.length === 0 ? 'rule_name' : 'roles');
      await auditActor(tx, clock.now(), actor, 'rbac.permission-update', {
        permission: name,
        rule: { before: before.ruleName, after: body.rule_name },
        added,
        removed,
      });
      return permissionOut((await repo.permission(tx, name)) as repo.PermissionRow);
    },

    async rules(): Promise<RbacRule[]> {
      return (await repo.rules(db)).map(ruleOut);
    },

    async rule(name: string): Promise<RbacRule> {
      const row = await repo.rule(db, name);
      if (row === null) throw ApiError.notFound();
      return ruleOut(row);
    },

    async createRule(tx: Db, actor: Actor, body: RuleCreateBody): Promise<RbacRule> {
      checkCondition(body.condition);
      const values = { name: body.name, description: body.description ?? '', condition: body.condition };
      if (!(await repo.insertRule(tx, values, clock.now()))) {
        throw ApiError.rejected([{ attribute: 'name', key: 'rbac.ruleTaken' }]);
      }
      await bumpVersion(tx);
      await auditActor(tx, clock.now(), actor, 'rbac.rule-create', {
        rule: body.name,
        condition: body.condition,
      });
      return ruleOut((await repo.rule(tx, body.name)) as repo.RuleRow);
    },

    async updateRule(tx: Db, actor: Actor, name: string, body: RuleUpdateBody): Promise<RbacRule> {
      const before = await repo.rule(tx, name);
      if (before === null) throw ApiError.notFound();
      checkCondition(body.condition);
      await repo.updateRule(
        tx,
        name,
        { description: body.description ?? '', condition: body.condition },
        clock.now(),
      );
      await bumpVersion(tx);
      await auditActor(tx, clock.now(), actor, 'rbac.rule-update', {
        rule: name,
        before: before.condition,
        after: body.condition,
      });
      return ruleOut((await repo.rule(tx, name)) as repo.RuleRow);
    },
  };
}
