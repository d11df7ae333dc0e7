/** HTTP side of the messaging bot (contracts/api/tgb.ts): webhook, console, texts, types, topics, files. */
import { timingSafeEqual } from 'node:crypto';
import {
  TELEGRAM_SECRET_HEADER,
  TGB_PAGE_SIZE,
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
} from '../../../../contracts/api/tgb.ts';
import { chatOpens } from '../../../../contracts/api/shell.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createBotApi } from './bot-api.ts';
import { handleUpdate } from './bot.ts';
import { createFileStore } from '../../core/chat-file-store.ts';
import * as repo from './repository.ts';
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

  /** An admin change, audited in its transaction; a missing record is 404. */
  async function audited<T extends { id: number }>(
    tx: Db,
    session: AuthSession,
    ip: string,
    action: AuditAction,
    change: () => Promise<T | null>,
  ): Promise<T> {
    const result = await change();
    if (result === null) throw ApiError.notFound();
    await auditActor(tx, clock.now(), { session, ip }, action, { id: result.id });
    return result;
  }

  router.publicRoute(tgbWebhook, async ({ body, request }) => {
    // Closed unless a secret is configured; Telegram sends it with every update.
    if (!secretMatches(config.tgbWebhookSecret, request.headers[TELEGRAM_SECRET_HEADER])) {
      throw ApiError.forbidden(undefined, 'tgb.webhookSecret');
    }
    await handleUpdate({ db, clock, config, botApi, files }, body);
    return { status: 'success' };
  });

  // The shell's list of appeals waiting for operators (spec 1 §4): Ready and active.
  router.route(chatOpens, async ({ query }) => {
    const { rows, total } = await repo.openAppeals(db, query.page, TGB_PAGE_SIZE);
    return ok({ list: rows, _meta: pageMeta(total, query.page, TGB_PAGE_SIZE) });
  });

  router.route(tgbChatList, async ({ query, body }) => {
    const { rows, total } = await repo.listAppeals(db, body.status, query.page, TGB_PAGE_SIZE);
    return ok({ list: rows, _meta: pageMeta(total, query.page, TGB_PAGE_SIZE) });
  });
  router.route(tgbChatDetail, async ({ params }) => ok(await service.detail(params.id)));

  router.route(tgbChatActivate, async ({ body, session, request, commit }) => {
    const after: { notice?: Notice } = {};
    const answer = await commit(async (tx) => {
      const { appeal, notify } = await service.activate(tx, { session, ip: request.ip }, body.chat_id);
      after.notice = { chatId: appeal.chatId, text: notify };
      return ok({ id: appeal.id, status: appeal.status });
    });
    // After the commit, and only when this call made the change (an idempotent replay does not).
    if (after.notice) await botApi.sendMessage(after.notice.chatId, after.notice.text);
    return answer;
  });

  router.route(tgbChatClose, async ({ body, session, request, commit }) => {
    const after: { notice?: Notice } = {};
    const answer = await commit(async (tx) => {
      const { appeal, notify } = await service.close(
        tx,
        { session, ip: request.ip },
        body.chat_id,
        body.message,
      );
      after.notice = { chatId: appeal.chatId, text: notify };
      return ok({ id: appeal.id, status: appeal.status });
    });
    // After the commit, and only when this call made the change (an idempotent replay does not).
    if (after.notice) await botApi.sendMessage(after.notice.chatId, after.notice.text);
    return answer;
  });

  router.route(tgbChatSend, async ({ body, session, request, commit }) => {
    const after: { sent?: Awaited<ReturnType<typeof service.send>> } = {};
    const answer = await commit(async (tx) => {
      after.sent = await service.send(tx, { session, ip: request.ip }, body.chat_id, body.message, body.file);
      return ok({ id: after.sent.message.id });
    });
    // A replay (same Idempotency-Key) does not run the change, so nothing is sent twice.
    const { sent } = after;
    if (sent) await service.deliver(sent.appeal.chatId, sent.message.id, sent.text, sent.file);
    return answer;
  });

  router.fileRoute(tgbMetric, ({ body }) => service.metric(body));

  router.fileRoute(tgbStorageFile, async ({ params }) => {
    const stored = await files.read(db, 'tgb', params.id);
    if (stored === null) throw ApiError.notFound();
    return { body: stored.bytes, contentType: stored.ref.mime, filename: stored.ref.name };
  });

  router.route(tgbTextList, async () => ok(await repo.texts(db)));
  router.route(tgbTextView, async ({ params }) => {
    const row = await repo.text(db, params.id);
    if (row === null) throw ApiError.notFound();
    return ok(row);
  });
  router.route(tgbTextUpdate, ({ params, body, session, request, commit }) =>
    commit(async (tx) =>
      ok(
        await audited(tx, session, request.ip, 'tgb.text.update', () => repo.updateText(tx, params.id, body)),
      ),
    ),
  );

  router.route(tgbAppealTypeList, async () => ok(await repo.appealTypes(db)));
  router.route(tgbAppealTypeView, async ({ params }) => {
    const row = await repo.appealType(db, params.id);
    if (row === null) throw ApiError.notFound();
    return ok(row);
  });
  router.route(tgbAppealTypeCreate, ({ body, session, request, commit }) =>
    commit(async (tx) =>
      ok(
        await audited(tx, session, request.ip, 'tgb.appealType.change', () =>
          repo.insertAppealType(tx, body),
        ),
      ),
    ),
  );
  router.route(tgbAppealTypeUpdate, ({ params, body, session, request, commit }) =>
    commit(async (tx) =>
      ok(
        await audited(tx, session, request.ip, 'tgb.appealType.change', () =>
          repo.updateAppealType(tx, params.id, body),
        ),
      ),
    ),
  );
  router.route(tgbAppealTypeDelete, ({ params, session, request, commit }) =>
    commit(async (tx) =>
      ok(
        await audited(tx, session, request.ip, 'tgb.appealType.change', () =>
          repo.deleteAppealType(tx, params.id),
        ),
      ),
    ),
  );

  router.route(tgbConsultationList, async () => ok(await repo.consultations(db)));
  router.route(tgbConsultationView, async ({ params }) => {
    const row = await repo.consultation(db, params.id);
    if (row === null) throw ApiError.notFound();
    return ok(row);
  });
  router.route(tgbConsultationCreate, ({ body, session, request, commit }) =>
    commit(async (tx) => {
      if (body.parent_id !== null && (await repo.consultation(tx, body.parent_id)) === null) {
        throw ApiError.rejected([{ attribute: 'parent_id', key: 'field.invalid' }]);
      }
      return ok(
        await audited(tx, session, request.ip, 'tgb.consultation.change', () =>
          repo.insertConsultation(tx, body),
        ),
      );
    }),
  );
  router.route(tgbConsultationUpdate, ({ params, body, session, request, commit }) =>
    commit(async (tx) => {
      if (
        body.parent_id === params.id ||
        (body.parent_id !== null && (await repo.consultation(tx, body.parent_id)) === null)
      ) {
        throw ApiError.rejected([{ attribute: 'parent_id', key: 'field.invalid' }]);
      }
      return ok(
        await audited(tx, session, request.ip, 'tgb.consultation.change', () =>
          repo.updateConsultation(tx, params.id, body),
        ),
      );
    }),
  );
  router.route(tgbConsultationDelete, ({ params, session, request, commit }) =>
    commit(async (tx) =>
      ok(
        await audited(tx, session, request.ip, 'tgb.consultation.change', () =>
          repo.deleteConsultation(tx, params.id),
        ),
      ),
    ),
  );
}
