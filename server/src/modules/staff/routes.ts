/** HTTP side of the bank's staff consoles (contracts/api/staff.ts). */
import {
  bankOrganizationsList,
  staffBlock,
  staffLinkOrganization,
  staffList,
  staffResetPassword,
  staffSetBranch,
  staffUnblock,
  staffView,
} from '../../../../contracts/api/staff.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createStaffService } from './service.ts';

export function registerStaffRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createStaffService(db, clock, config.passwordHashCost);

  /** A refused call rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'staff.refused', {
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

  router.route(staffList, ({ query, body, actor }) =>
    audited(actor, 'list', { kind: body.kind }, async () => ok(await service.list(actor, body, query))),
  );
  router.route(staffView, async ({ params, actor }) => ok(await service.view(actor, params.id)));
  router.route(bankOrganizationsList, async ({ query, body, actor }) =>
    ok(await service.organizations(actor, body, query)),
  );
  // Blocking and a reset password end the user's sessions: this node forgets the ones it keeps.
  router.route(staffBlock, ({ params, body, commit, actor }) =>
    audited(actor, 'block', { id: params.id }, () =>
      commit(async (tx) => ok(await service.block(tx, actor, params.id, body.reason))),
    ).finally(() => router.forgetSessions()),
  );
  router.route(staffUnblock, ({ params, commit, actor }) =>
    audited(actor, 'unblock', { id: params.id }, () =>
      commit(async (tx) => ok(await service.unblock(tx, actor, params.id))),
    ),
  );
  router.route(staffResetPassword, ({ params, commit, actor }) =>
    audited(actor, 'reset-password', { id: params.id }, () =>
      commit(async (tx) => ok(await service.resetPassword(tx, actor, params.id))),
    ).finally(() => router.forgetSessions()),
  );
  router.route(staffLinkOrganization, ({ params, body, commit, actor }) =>
    audited(actor, 'link-organization', { id: params.id, inn: body.inn }, () =>
      commit(async (tx) => ok(await service.linkOrganization(tx, actor, params.id, body.inn))),
    ),
  );
  router.route(staffSetBranch, ({ params, body, commit, actor }) =>
    audited(actor, 'set-branch', { id: params.id, branchMfo: body.branch_mfo }, () =>
      commit(async (tx) => ok(await service.setBranch(tx, actor, params.id, body.branch_mfo))),
    ),
  );
}
