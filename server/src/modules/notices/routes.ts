/** HTTP side of notices (contracts/api/notices.ts). */
import {
  guestNotices,
  loginNoticeCreate,
  loginNoticeDelete,
  loginNoticesList,
  loginNoticeUpdate,
  loginNoticeView,
  noticeOrganizations,
  userNoticeCreate,
  userNoticeDelete,
  userNoticesList,
  userNoticeUpdate,
  userNoticeView,
} from '../../../../contracts/api/notices.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createNoticesService } from './service.ts';

export function registerNoticeRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createNoticesService(db, clock);

  router.publicRoute(guestNotices, async ({ lang }) => ok(await service.guest(lang)));

  router.route(loginNoticesList, async ({ query, body }) => ok(await service.loginList(body, query)));
  router.route(loginNoticeView, async ({ params }) => ok(await service.loginView(params.id)));
  router.route(loginNoticeCreate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.loginCreate(tx, actor, body))),
  );
  router.route(loginNoticeUpdate, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await service.loginUpdate(tx, actor, params.id, body))),
  );
  router.route(loginNoticeDelete, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await service.loginDelete(tx, actor, params.id))),
  );

  router.route(userNoticesList, async ({ query, body }) =>
    ok(
      await service.userList(
        {
          ...(body.organization_id === undefined ? {} : { organizationId: body.organization_id }),
          ...(body.text === undefined ? {} : { text: body.text }),
        },
        query,
      ),
    ),
  );
  router.route(userNoticeView, async ({ params }) => ok(await service.userView(params.id)));
  router.route(userNoticeCreate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.userCreate(tx, actor, body))),
  );
  router.route(userNoticeUpdate, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await service.userUpdate(tx, actor, params.id, body))),
  );
  router.route(userNoticeDelete, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await service.userDelete(tx, actor, params.id))),
  );
  router.route(noticeOrganizations, async () => ok(await service.organizations()));
}
