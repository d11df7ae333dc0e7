/** HTTP side of the RBAC editor (contracts/api/rbac.ts). */
import * as api from '../../../../contracts/api/rbac.ts';
import type { Actor } from '../../core/actor.ts';
import type { Access } from '../../plugins/access.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createRbacService } from './service.ts';

export function registerRbacRoutes(router: Router, { db, clock }: AppDeps, access: Access): void {
  const service = createRbacService(db, clock);

  /**
   * A refused change rolls back and its refusal is audited afterwards; an accepted one makes this
   * node read the tables afresh at its next call (other nodes follow within VERSION_TTL_MS).
   */
  async function change<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      const answer = await run();
      access.forget();
      return answer;
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'rbac.refused', {
          action,
          subject,
          http: error.http,
          message: error.messageKey,
          fields: error.problems.map((p) => p.attribute),
        });
      }
      throw error;
    }
  }

  router.route(api.rbacRoles, async () => ok(await service.roles()));
  router.route(api.rbacRoleView, async ({ params }) => ok(await service.role(params.name)));
  router.route(api.rbacRoleCreate, ({ body, commit, actor }) =>
    change(actor, 'role-create', { role: body.name }, () =>
      commit(async (tx) => ok(await service.createRole(tx, actor, body))),
    ),
  );
  router.route(api.rbacRoleUpdate, ({ params, body, commit, actor }) =>
    change(actor, 'role-update', { role: params.name }, () =>
      commit(async (tx) => ok(await service.updateRole(tx, actor, params.name, body))),
    ),
  );

  router.route(api.rbacPermissions, async ({ query, body }) => ok(await service.permissions(body, query)));
  router.route(api.rbacPermissionNames, async () => ok(await service.permissionNames()));
  router.route(api.rbacPermissionView, async ({ params }) => ok(await service.permission(params.name)));
  router.route(api.rbacPermissionCreate, ({ body, commit, actor }) =>
    change(actor, 'permission-create', { permission: body.name }, () =>
      commit(async (tx) => ok(await service.createPermission(tx, actor, body))),
    ),
  );
  router.route(api.rbacPermissionUpdate, ({ params, body, commit, actor }) =>
    change(actor, 'permission-update', { permission: params.name }, () =>
      commit(async (tx) => ok(await service.updatePermission(tx, actor, params.name, body))),
    ),
  );

  router.route(api.rbacRules, async () => ok(await service.rules()));
  router.route(api.rbacRuleView, async ({ params }) => ok(await service.rule(params.name)));
  router.route(api.rbacRuleCreate, ({ body, commit, actor }) =>
    change(actor, 'rule-create', { rule: body.name }, () =>
      commit(async (tx) => ok(await service.createRule(tx, actor, body))),
    ),
  );
  router.route(api.rbacRuleUpdate, ({ params, body, commit, actor }) =>
    change(actor, 'rule-update', { rule: params.name }, () =>
      commit(async (tx) => ok(await service.updateRule(tx, actor, params.name, body))),
    ),
  );
}
