/** HTTP side of the contact-centre chat and call orders (contracts/api/newchat.ts). */
import {
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
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createFileStore } from '../../core/chat-file-store.ts';
import { createChatService, type Side } from './service.ts';

export function registerNewchatRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createChatService(db, clock, config, createFileStore(config.dataDir));

  router.route(ccMyChats, async ({ query, body, session }) =>
    ok(await service.myChats(session, body.archived, query.page)),
  );
  router.route(ccOperatorList, async ({ query, body }) =>
    ok(await service.operatorChats(body.archived, body.status, query.page)),
  );

  router.route(ccCreate, async ({ body, commit, actor }) => {
    const answer = await commit(async (tx) => ok(await service.create(tx, actor, body.message, body.file)));
    if (answer.data !== undefined) service.notifyOperators(answer.data.chatId);
    return answer;
  });
  router.route(ccSend, async ({ body, commit, actor }) => {
    let side: Side = 'client';
    const answer = await commit(async (tx) => {
      const sent = await service.send(tx, actor, body.chatId, body.message, body.file);
      side = sent.side;
      return ok({ chatId: sent.chatId, msgId: sent.msgId });
    });
    if (answer.data !== undefined && side === 'client') service.notifyOperators(body.chatId);
    return answer;
  });
  router.route(ccMessages, async ({ params, session }) => ok(await service.messages(session, params.chatId)));
  router.route(ccCloseSession, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.close(tx, actor, body.chatId, body.subject))),
  );
  router.fileRoute(ccFile, async ({ params, session }) => {
    const stored = await service.file(session, params.id);
    return { body: stored.bytes, contentType: stored.ref.mime, filename: stored.ref.name };
  });

  router.route(ccReport, async ({ body }) => ok(await service.report(body.from, body.to)));

  router.route(callOrderCreate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.orderCall(tx, actor, body))),
  );
  router.route(callOrderList, async ({ query, body }) =>
    ok(await service.callOrders(body.archived, query.page)),
  );
  router.route(callOrderArchive, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await service.archiveCalls(tx, actor, body.ids))),
  );
}
