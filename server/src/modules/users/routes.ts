/** HTTP side of the admin's user screens (contracts/api/users.ts, spec 3 §2.7). */
import {
  userBlock,
  userClearLockout,
  userRequirePasswordChange,
  usersList,
  userUnblock,
  userView,
} from '../../../../contracts/api/users.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createUserService } from './service.ts';

export function registerUserRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createUserService(db, clock);

  router.route(usersList, async ({ query, body, session }) =>
    ok(await service.list(body, query, session.userId)),
  );
  router.route(userView, async ({ params, session }) => ok(await service.view(params.id, session.userId)));
  // Blocking ends the user's sessions and a forced password change stops their calls: once the
  // change committed this node forgets the sessions it keeps (plugins/session-cache.ts).
  router.route(userBlock, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await service.block(tx, actor, params.id, body.reason))).finally(() =>
      router.forgetSessions(),
    ),
  );
  router.route(userUnblock, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await service.unblock(tx, actor, params.id))),
  );
  router.route(userClearLockout, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await service.clearLockout(tx, actor, params.id))),
  );
  router.route(userRequirePasswordChange, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await service.requirePasswordChange(tx, actor, params.id))).finally(() =>
      router.forgetSessions(),
    ),
  );
}
