/** HTTP side of controlled accounts (contracts/api/controlled-accounts.ts, spec 3 §7.4). */
import {
  controlledDelete,
  controlledList,
  controlledPrepare,
  controlledSave,
  controlledStatusList,
  controlledTypeList,
} from '../../../../contracts/api/controlled-accounts.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createControlledAccountsService } from './service.ts';

export function registerControlledAccountRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createControlledAccountsService(db, clock);

  router.route(controlledList, async ({ query, body, lang }) =>
    ok(
      await service.list(
        {
          ...(body.status === undefined ? {} : { status: body.status }),
          ...(body.type === undefined ? {} : { type: body.type }),
        },
        query,
        lang,
      ),
    ),
  );
  router.route(controlledStatusList, async ({ lang }) => ok(service.statusList(lang)));
  router.route(controlledTypeList, async ({ lang }) => ok(service.typeList(lang)));
  router.route(controlledPrepare, async ({ body }) => ok(await service.prepare(body.nibbd)));
  router.route(controlledSave, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.save(tx, actor, body))),
  );
  router.route(controlledDelete, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.remove(tx, actor, body.id))),
  );
}
