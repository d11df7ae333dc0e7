/** HTTP side of loan administration (contracts/api/loan-admin.ts). */
import { notifyOverdue, overdueCredits, uploadLoanList } from '../../../../contracts/api/loan-admin.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { Actor } from '../../core/actor.ts';
import { t } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { firePush, pushToUsers } from '../push/service.ts';
import { createLoanAdminService } from './service.ts';

export function registerLoanAdminRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createLoanAdminService(db, clock);

  async function audited<T>(
    actor: Actor,
    call: string,
    run: () => Promise<Envelope<T>>,
  ): Promise<Envelope<T>> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'loan-list.refused', {
          call,
          http: error.http,
          message: error.messageKey,
          problems: error.problems.length,
        });
      }
      throw error;
    }
  }

  router.route(uploadLoanList, (ctx) =>
    audited(ctx.actor, 'upload-loan-list', () =>
      ctx.commit(async (tx) =>
        ok(await service.upload(tx, ctx.actor, ctx.body.file_name, ctx.body.content_base64)),
      ),
    ),
  );

  router.route(overdueCredits, async ({ query }) => ok(await service.overdue(query.page, query.pageSize)));

  router.route(notifyOverdue, async (ctx) => {
    let organizationIds: number[] = [];
    const answer = await audited(ctx.actor, 'overdue-notify', () =>
      ctx.commit(async (tx) => {
        const result = await service.notify(tx, ctx.actor, ctx.body.ids);
        organizationIds = result.organizationIds;
        return ok({ notified: result.notified });
      }),
    );
    // After the commit, best effort: a push to the organisations' users where FCM is configured.
    if (config.firebaseServiceAccount !== null && organizationIds.length > 0) {
      const log = (line: string) => ctx.request.log.warn(line);
      const ids = organizationIds;
      firePush(
        async () =>
          pushToUsers(db, config, await service.userIdsOf(ids), (lang) => ({
            title: t(lang, 'loanAdmin.push.title'),
            body: t(lang, 'loanAdmin.push.body'),
            link: '/notifications',
            tag: 'credit-overdue',
          })),
        log,
      );
    }
    return answer;
  });
}
