/** HTTP side of multiclient administration (contracts/api/multiclient.ts). */
import {
  accControlLists,
  accControlSave,
  accControlSaveAll,
  allowList,
  childAccess,
  childAddSave,
  childAjaxCustomerId,
  childDelete,
  childList,
  childStatusList,
  mclientGetCurrent,
  mclientOrganizations,
  mclientSelectOrganization,
  multiStateList,
  multiStatement,
  modeList,
  multiclientCreate,
  multiclientList,
  multiclientUpdate,
  multiclientView,
  muserBlock,
  muserCreate,
  muserDelete,
  muserList,
  muserResetPassword,
  muserSettings,
  muserSettingsSave,
  muserUnblock,
  muserUpdate,
  muserView,
  permissionList,
} from '../../../../contracts/api/multiclient.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createMulticlientService } from './service.ts';

export function registerMulticlientRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createMulticlientService(db, clock, config.passwordHashCost);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(
    actor: Actor,
    action: string,
    subject: unknown,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'multiclient.refused', {
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

  // Parents
  router.route(multiclientList, async ({ body, query }) => ok(await service.list(body.text, query)));
  router.route(multiclientView, async ({ params }) => ok(await service.view(params.id)));
  router.route(multiclientCreate, (ctx) =>
    audited(ctx.actor, 'create', { inn: ctx.body.inn }, () =>
      ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(multiclientUpdate, (ctx) =>
    audited(ctx.actor, 'update', ctx.params, () =>
      ctx.commit(async (tx) => ok(await service.update(tx, ctx.actor, ctx.params.id, ctx.body))),
    ),
  );

  // Children
  router.route(childList, async ({ params, query, lang }) =>
    ok(await service.children(params.id, query, lang)),
  );
  router.route(childAjaxCustomerId, async ({ body }) => ok(await service.customer(body.customerid)));
  router.route(childAddSave, (ctx) =>
    audited(ctx.actor, 'child-add', { id: ctx.params.id, customerid: ctx.body.customerid }, () =>
      ctx.commit(async (tx) => ok(await service.addChild(tx, ctx.actor, ctx.params.id, ctx.body))),
    ),
  );
  router.route(childAccess, (ctx) =>
    audited(ctx.actor, 'child-access', ctx.params, () =>
      ctx.commit(async (tx) =>
        ok(await service.childAccess(tx, ctx.actor, ctx.params.id, ctx.params.childId, ctx.body)),
      ),
    ),
  );
  router.route(childDelete, (ctx) =>
    audited(ctx.actor, 'child-delete', ctx.params, () =>
      ctx.commit(async (tx) =>
        ok(await service.deleteChild(tx, ctx.actor, ctx.params.id, ctx.params.childId)),
      ),
    ).finally(() => router.forgetSessions()),
  );

  // Lookup lists
  router.route(allowList, async ({ lang }) => ok(service.allowList(lang)));
  router.route(permissionList, async ({ lang }) => ok(service.permissionList(lang)));
  router.route(modeList, async ({ lang }) => ok(service.modeList(lang)));
  router.route(childStatusList, async ({ lang }) => ok(service.childStatusList(lang)));

  // Users
  router.route(muserList, async ({ params, query, lang }) => ok(await service.users(params.id, query, lang)));
  router.route(muserView, async ({ params, lang }) => ok(await service.user(params.id, params.userId, lang)));
  router.route(muserCreate, (ctx) =>
    audited(ctx.actor, 'user-create', { id: ctx.params.id, username: ctx.body.username }, () =>
      ctx.commit(async (tx) => ok(await service.createUser(tx, ctx.actor, ctx.params.id, ctx.body))),
    ),
  );
  router.route(muserUpdate, (ctx) =>
    audited(ctx.actor, 'user-update', ctx.params, () =>
      ctx.commit(async (tx) =>
        ok(await service.updateUser(tx, ctx.actor, ctx.params.id, ctx.params.userId, ctx.body)),
      ),
    ),
  );
  // Delete, reset and block end the user's sessions: once committed this node forgets the sessions it keeps.
  router.route(muserDelete, (ctx) =>
    audited(ctx.actor, 'user-delete', ctx.params, () =>
      ctx.commit(async (tx) => ok(await service.deleteUser(tx, ctx.actor, ctx.params.id, ctx.params.userId))),
    ).finally(() => router.forgetSessions()),
  );
  router.route(muserResetPassword, (ctx) =>
    audited(ctx.actor, 'reset-password', ctx.params, () =>
      ctx.commit(async (tx) =>
        ok(await service.resetPassword(tx, ctx.actor, ctx.params.id, ctx.params.userId)),
      ),
    ).finally(() => router.forgetSessions()),
  );
  router.route(muserBlock, (ctx) =>
    audited(ctx.actor, 'user-block', ctx.params, () =>
      ctx.commit(async (tx) => ok(await service.block(tx, ctx.actor, ctx.params.id, ctx.params.userId))),
    ).finally(() => router.forgetSessions()),
  );
  router.route(muserUnblock, (ctx) =>
    audited(ctx.actor, 'user-unblock', ctx.params, () =>
      ctx.commit(async (tx) => ok(await service.unblock(tx, ctx.actor, ctx.params.id, ctx.params.userId))),
    ),
  );

  // Settings and account control
  router.route(muserSettings, async ({ params, lang }) =>
    ok(await service.settings(db, params.id, params.userId, lang)),
  );
  router.route(muserSettingsSave, (ctx) =>
    audited(ctx.actor, 'settings-save', ctx.params, () =>
      ctx.commit(async (tx) =>
        ok(
          await service.settingsSave(
            tx,
            ctx.actor,
            ctx.params.id,
            ctx.params.userId,
            ctx.body.organization_id,
            ctx.body.groups,
          ),
        ),
      ),
    ),
  );
  router.route(accControlLists, async ({ params, body, lang }) =>
    ok(await service.accControl(params.id, params.userId, body.organization_id, lang)),
  );
  router.route(accControlSave, (ctx) =>
    audited(ctx.actor, 'acc-control-save', ctx.params, () =>
      ctx.commit(async (tx) =>
        ok(await service.accControlSave(tx, ctx.actor, ctx.params.id, ctx.params.userId, ctx.body.rows)),
      ),
    ),
  );
  router.route(accControlSaveAll, (ctx) =>
    audited(ctx.actor, 'acc-control-save-all', { id: ctx.params.id, userId: ctx.body.user_id }, () =>
      ctx.commit(async (tx) => ok(await service.accControlSaveAll(tx, ctx.actor, ctx.params.id, ctx.body))),
    ),
  );

  // The multi-statement across children
  router.route(multiStateList, async ({ lang }) => ok(service.multiStateList(lang)));
  router.route(multiStatement, async ({ actor, body }) => ok(await service.multiStatement(actor, body)));

  // The multiclient's own children; switching forgets this node's kept sessions (their scope changed).
  router.route(mclientOrganizations, async ({ actor }) => ok(await service.myChildren(actor)));
  router.route(mclientGetCurrent, async ({ actor }) => ok(await service.current(actor)));
  router.route(mclientSelectOrganization, (ctx) =>
    audited(ctx.actor, 'select-organization', ctx.body, () =>
      ctx.commit(async (tx) => ok(await service.select(tx, ctx.actor, ctx.body.organization_id))),
    ).finally(() => router.forgetSessions()),
  );
}
