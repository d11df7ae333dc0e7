/** HTTP side of the contact-centre chat and call orders (contracts/api/newchat.ts). */
import { bankDayRange } from '../../../../contracts/bank-calendar.ts';
import {
  CC_PAGE_SIZE,
  callOrderArchive,
  callOrderCreate,
  callOrderList,
  ccCloseSession,
  ccCreate,
  ccFile,
  ccMessages,
  ccMyChats,
  ccOperatorList,
  ccReport,
  ccSend,
} from '../../../../contracts/api/newchat.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createFileStore } from '../../core/chat-file-store.ts';
import * as repo from './repository.ts';
import { createChatService, organizationOf, sideOf } from './service.ts';

export function registerNewchatRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createChatService(db, clock, config, createFileStore(config.dataDir));

  router.route(ccMyChats, async ({ query, body, session }) => {
    const { rows, total } = await repo.organizationChats(
      db,
      organizationOf(session),
      body.archived,
      query.page,
      CC_PAGE_SIZE,
    );
    return ok({ list: rows, _meta: pageMeta(total, query.page, CC_PAGE_SIZE) });
  });
  router.route(ccOperatorList, async ({ query, body }) => {
    const { rows, total } = await repo.operatorChats(
      db,
      body.archived,
      body.status,
      query.page,
      CC_PAGE_SIZE,
    );
    return ok({ list: rows, _meta: pageMeta(total, query.page, CC_PAGE_SIZE) });
  });

  router.route(ccCreate, async ({ body, session, request, commit }) => {
    const answer = await commit(async (tx) =>
      ok(await service.create(tx, { session, ip: request.ip }, body.message, body.file)),
    );
    const data = answer.data as { chatId: number } | undefined;
    if (data !== undefined) service.notifyOperators(data.chatId);
    return answer;
  });
  router.route(ccSend, async ({ body, session, request, commit }) => {
    const answer = await commit(async (tx) =>
      ok(await service.send(tx, { session, ip: request.ip }, body.chatId, body.message, body.file)),
    );
    if (sideOf(session) === 'client') service.notifyOperators(body.chatId);
    return answer;
  });
  router.route(ccMessages, async ({ params, session }) => ok(await service.messages(session, params.chatId)));
  router.route(ccCloseSession, ({ body, session, request, commit }) =>
    commit(async (tx) => ok(await service.close(tx, { session, ip: request.ip }, body.chatId, body.subject))),
  );
  router.fileRoute(ccFile, async ({ params, session }) => {
    const stored = await service.file(session, params.id);
    return { body: stored.bytes, contentType: stored.ref.mime, filename: stored.ref.name };
  });

  router.route(ccReport, async ({ body }) => {
    // Days are Tashkent days (UTC+5, no daylight saving), as on every screen of the bank.
    const { start: from, end: to } = bankDayRange(body.from, body.to);
    return ok(await repo.report(db, from, to));
  });

  router.route(callOrderCreate, ({ body, session, request, commit }) =>
    commit(async (tx) => ok(await service.orderCall(tx, { session, ip: request.ip }, body))),
  );
  router.route(callOrderList, async ({ query, body }) => {
    const { list, total } = await repo.callOrderList(db, body.archived, query.page, CC_PAGE_SIZE);
    return ok({ list, _meta: pageMeta(total, query.page, CC_PAGE_SIZE) });
  });
  router.route(callOrderArchive, ({ body, session, request, commit }) =>
    commit(async (tx) => ok(await service.archiveCalls(tx, { session, ip: request.ip }, body.ids))),
  );
}
