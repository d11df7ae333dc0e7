/** HTTP side of the admin's user screens (contracts/api/users.ts, spec 3 §2.7). */
import {
  userBlock,
  userClearLockout,
  userCreate,
  userRequirePasswordChange,
  userResetPassword,
  usersAssignableRoles,
  usersList,
  userUnblock,
  userUpdate,
  userView,
} from '../../../../contracts/api/users.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createUserService } from './service.ts';

export function registerUserRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createUserService(db, clock, config.passwordHashCost);

  /**
   * A refused change rolls back with its transaction; the refusal's audit row is written after,
   * on the app's connection, so the last-admin refusal and every 422 are on record.
   */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'user.refused', {
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

  router.route(usersList, async ({ query, body, session }) =>
    ok(await service.list(body, query, session.userId)),
  );
  router.route(usersAssignableRoles, async () => ok(await service.assignableRoles()));
  router.route(userView, async ({ params, session }) => ok(await service.view(params.id, session.userId)));
  router.route(userCreate, ({ body, commit, actor }) =>
    audited(actor, 'create', { username: body.username, role: body.role }, () =>
      commit(async (tx) => ok(await service.create(tx, actor, body))),
    ),
  );
  // A role change, a block, a reset password or a forced change ends the user's sessions: once
  // the change committed this node forgets the sessions it keeps (plugins/session-cache.ts).
  router.route(userUpdate, ({ params, body, commit, actor }) =>
    audited(actor, 'update', { id: params.id, role: body.role }, () =>
      commit(async (tx) => ok(await service.update(tx, actor, params.id, body))),
    ).finally(() => router.forgetSessions()),
  );
  router.route(userResetPassword, ({ params, commit, actor }) =>
    audited(actor, 'reset-password', { id: params.id }, () =>
      commit(async (tx) => ok(await service.resetPassword(tx, actor, params.id))),
    ).finally(() => router.forgetSessions()),
  );
  router.route(userBlock, ({ params, body, commit, actor }) =>
    audited(actor, 'block', { id: params.id }, () =>
      commit(async (tx) => ok(await service.block(tx, actor, params.id, body.reason))),
    ).finally(() => router.forgetSessions()),
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
