/** HTTP side of the messaging bot (contracts/api/tgb.ts): webhook, console, texts, types, topics, files. */
import { timingSafeEqual } from 'node:crypto';
import {
  TELEGRAM_SECRET_HEADER,
  tgbAppealTypeCreate,
  tgbAppealTypeDelete,
  tgbAppealTypeList,
  tgbAppealTypeUpdate,
  tgbAppealTypeView,
  tgbChatActivate,
  tgbChatClose,
  tgbChatDetail,
  tgbChatList,
  tgbChatSend,
  tgbConsultationCreate,
  tgbConsultationDelete,
  tgbConsultationList,
  tgbConsultationUpdate,
  tgbConsultationView,
  tgbMetric,
  tgbStorageFile,
  tgbTextList,
  tgbTextUpdate,
  tgbTextView,
  tgbWebhook,
  type TgbStatus,
} from '../../../../contracts/api/tgb.ts';
import { chatOpens } from '../../../../contracts/api/shell.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createBotApi } from './bot-api.ts';
import { handleUpdate } from './bot.ts';
import { createFileStore } from '../../core/chat-file-store.ts';
import { createTgbAdminService } from './admin-service.ts';
import { createTgbService } from './service.ts';

interface Notice {
  readonly chatId: string;
  readonly text: string;
}

function secretMatches(expected: string | null, given: unknown): boolean {
  if (expected === null || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerTgbRoutes(router: Router, deps: AppDeps): void {
  const { db, clock, config } = deps;
  const botApi = createBotApi(config);
  const files = createFileStore(config.dataDir);
  const service = createTgbService(db, clock, botApi, files);
  const admin = createTgbAdminService(db, clock);

  router.publicRoute(tgbWebhook, async ({ body, request }) => {
    // Closed unless a secret is configured; Telegram sends it with every update.
    if (!secretMatches(config.tgbWebhookSecret, request.headers[TELEGRAM_SECRET_HEADER])) {
      throw ApiError.forbidden(undefined, 'tgb.webhookSecret');
    }
    await handleUpdate({ db, clock, config, botApi, files }, body);
    return { status: 'success' };
  });

  // The shell's list of appeals waiting for operators (spec 1 §4): Ready and active.
  router.route(chatOpens, async ({ query }) => ok(await service.openAppeals(query.page)));

  router.route(tgbChatList, async ({ query, body }) => ok(await service.appeals(body.status, query.page)));
  router.route(tgbChatDetail, async ({ params }) => ok(await service.detail(params.id)));

  router.route(tgbChatActivate, async ({ body, commit, actor }) => {
    const after: { notice?: Notice } = {};
    const answer = await commit(async (tx) => {
      const { appeal, notify } = await service.activate(tx, actor, body.chat_id);
      after.notice = { chatId: appeal.chatId, text: notify };
      return ok({ id: appeal.id, status: appeal.status as TgbStatus });
    });
    // After the commit, and only when this call made the change (an idempotent replay does not).
    if (after.notice) await botApi.sendMessage(after.notice.chatId, after.notice.text);
    return answer;
  });

  router.route(tgbChatClose, async ({ body, commit, actor }) => {
    const after: { notice?: Notice } = {};
    const answer = await commit(async (tx) => {
      const { appeal, notify } = await service.close(tx, actor, body.chat_id, body.message);
      after.notice = { chatId: appeal.chatId, text: notify };
      return ok({ id: appeal.id, status: appeal.status as TgbStatus });
    });
    // After the commit, and only when this call made the change (an idempotent replay does not).
    if (after.notice) await botApi.sendMessage(after.notice.chatId, after.notice.text);
    return answer;
  });

  router.route(tgbChatSend, async ({ body, commit, actor }) => {
    const after: { sent?: Awaited<ReturnType<typeof service.send>> } = {};
    const answer = await commit(async (tx) => {
      after.sent = await service.send(tx, actor, body.chat_id, body.message, body.file);
      return ok({ id: after.sent.message.id });
    });
    // A replay (same Idempotency-Key) does not run the change, so nothing is sent twice.
    const { sent } = after;
    if (sent) await service.deliver(sent.appeal.chatId, sent.message.id, sent.text, sent.file);
    return answer;
  });

  router.fileRoute(tgbMetric, ({ body }) => service.metric(body));

  router.fileRoute(tgbStorageFile, async ({ params }) => {
    const stored = await service.file(params.id);
    return { body: stored.bytes, contentType: stored.ref.mime, filename: stored.ref.name };
  });

  router.route(tgbTextList, async () => ok(await admin.texts()));
  router.route(tgbTextView, async ({ params }) => ok(await admin.text(params.id)));
  router.route(tgbTextUpdate, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await admin.updateText(tx, actor, params.id, body))),
  );

  router.route(tgbAppealTypeList, async () => ok(await admin.appealTypes()));
  router.route(tgbAppealTypeView, async ({ params }) => ok(await admin.appealType(params.id)));
  router.route(tgbAppealTypeCreate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await admin.createAppealType(tx, actor, body))),
  );
  router.route(tgbAppealTypeUpdate, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await admin.updateAppealType(tx, actor, params.id, body))),
  );
  router.route(tgbAppealTypeDelete, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await admin.deleteAppealType(tx, actor, params.id))),
  );

  router.route(tgbConsultationList, async () => ok(await admin.consultations()));
  router.route(tgbConsultationView, async ({ params }) => ok(await admin.consultation(params.id)));
  router.route(tgbConsultationCreate, ({ body, commit, actor }) =>
    commit(async (tx) => ok(await admin.createConsultation(tx, actor, body))),
  );
  router.route(tgbConsultationUpdate, ({ params, body, commit, actor }) =>
    commit(async (tx) => ok(await admin.updateConsultation(tx, actor, params.id, body))),
  );
  router.route(tgbConsultationDelete, ({ params, commit, actor }) =>
    commit(async (tx) => ok(await admin.deleteConsultation(tx, actor, params.id))),
  );
}
