/** HTTP side of utility and budget payments (contracts/api/munis.ts). */
import {
  munisAccounts,
  munisCatalog,
  munisCreate,
  munisDelete,
  munisEdit,
  munisGroupList,
  munisGroupSave,
  munisList,
  munisSend,
  munisSign,
  munisStatusList,
  munisTemplate,
  munisTemplateDelete,
  munisTemplateSave,
  munisTemplates,
  munisView,
} from '../../../../contracts/api/munis.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createMunisService } from './service.ts';

export function registerMunisRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createMunisService(db, clock);

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
        await auditActor(db, clock.now(), actor, 'munis.refused', {
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

  router.route(munisCatalog, async ({ lang }) => ok(await service.catalog(lang)));
  router.route(munisList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(munisView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(munisStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(munisAccounts, async (ctx) => ok(await service.accounts(ctx.actor)));
  router.route(munisTemplates, async (ctx) => ok(await service.templates(ctx.actor)));
  router.route(munisTemplate, async (ctx) =>
    ok(await service.template(ctx.actor, ctx.query.supplier_id, ctx.query.settlement_id)),
  );
  router.route(munisGroupList, async ({ lang }) => ok(await service.groupList(lang)));

  router.route(munisCreate, (ctx) =>
    audited(ctx.actor, 'create', { client_reference: ctx.body.client_reference }, () =>
      ctx.commit(async (tx) => ok(await service.create(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(munisEdit, (ctx) =>
    audited(ctx.actor, 'edit', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.edit(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(munisSign, (ctx) =>
    audited(ctx.actor, 'sign', { ids: ctx.body.key_data.ids }, () =>
      ctx.commit(async (tx) => ok(await service.sign(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(munisSend, (ctx) =>
    audited(ctx.actor, 'send', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.send(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(munisDelete, (ctx) =>
    audited(ctx.actor, 'delete', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.remove(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(munisTemplateSave, (ctx) =>
    audited(ctx.actor, 'template-save', { payment_id: ctx.body.payment_id }, () =>
      ctx.commit(async (tx) => ok(await service.saveTemplate(tx, ctx.actor, ctx.body.payment_id))),
    ),
  );
  router.route(munisTemplateDelete, (ctx) =>
    audited(ctx.actor, 'template-delete', { id: ctx.body.id }, () =>
      ctx.commit(async (tx) => ok(await service.deleteTemplate(tx, ctx.actor, ctx.body.id))),
    ),
  );
  router.route(munisGroupSave, (ctx) =>
    audited(ctx.actor, 'group-save', { id: ctx.body.id ?? null }, () =>
      ctx.commit(async (tx) => ok(await service.saveGroup(tx, ctx.actor, ctx.body))),
    ),
  );
}
