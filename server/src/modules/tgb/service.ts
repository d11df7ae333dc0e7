/**
 * Console rules (spec 3 §4): Start moves Ready → active and names the operator; only that
 * operator's appeal is replied to and closed; Close needs a reason and moves active → close.
 * Each change is audited in its transaction. Replies reach the Telegram user after the commit;
 * one that the Bot API does not take stays in the chat marked "not delivered".
 */
import { bankDayRange } from '../../../../contracts/bank-calendar.ts';
import {
  TGB_PAGE_SIZE,
  type TgbChatDetail,
  type TgbLanguage,
  type TgbMetricBody,
  type TgbStatus,
} from '../../../../contracts/api/tgb.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import type { ChatFileUpload } from '../../../../contracts/api/chat-file.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { buildExportFile } from '../../core/export-files.ts';
import type { BotApi } from './bot-api.ts';
import { botText } from './bot.ts';
import type { FileStore } from '../../core/chat-file-store.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

export type { Actor };

export function createTgbService(db: Db, clock: Clock, botApi: BotApi, files: FileStore) {
  async function audit(tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) {
    await auditActor(tx, clock.now(), actor, action, detail);
  }

  async function mustFind(tx: Db, id: number) {
    const appeal = await repo.findAppeal(tx, id);
    if (appeal === null) throw ApiError.notFound();
    return appeal;
  }

  /** The appeal must be active and this operator's. */
  async function ownActive(tx: Db, actor: Actor, id: number) {
    const appeal = await mustFind(tx, id);
    if (appeal.status !== 'active')
      throw ApiError.rejected([{ attribute: 'chat_id', key: 'tgb.notActive' }], 'tgb.notActive');
    if (appeal.adminId !== actor.session.userId) {
      throw ApiError.rejected(
        [{ attribute: 'chat_id', key: 'tgb.otherOperator', params: { name: appeal.adminName ?? '' } }],
        'tgb.otherOperator',
      );
    }
    return appeal;
  }

  return {
    /** A page of the appeals waiting for operators: Ready and active (the shell's list, spec 1 §4). */
    async openAppeals(page: number) {
      const { rows, total } = await repo.openAppeals(db, page, TGB_PAGE_SIZE);
      return { list: rows, _meta: pageMeta(total, page, TGB_PAGE_SIZE) };
    },

    async appeals(status: TgbStatus | undefined, page: number) {
      const { rows, total } = await repo.listAppeals(db, status, page, TGB_PAGE_SIZE);
      return { list: rows, _meta: pageMeta(total, page, TGB_PAGE_SIZE) };
    },

    /** A file of the bot's chats; 404 when there is none. */
    async file(id: string) {
      const stored = await files.read(db, 'tgb', id);
      if (stored === null) throw ApiError.notFound();
      return stored;
    },

    async detail(id: number): Promise<TgbChatDetail> {
      const detail = await repo.appealDetail(db, id);
      if (detail === null) throw ApiError.notFound();
      return detail;
    },

    async activate(tx: Db, actor: Actor, id: number) {
      const appeal = await mustFind(tx, id);
      const moved = await repo.transition(tx, id, 'Ready', {
        status: 'active',
        adminId: actor.session.userId,
        adminName: actor.session.fullName,
      });
      if (moved === null)
        throw ApiError.rejected([{ attribute: 'chat_id', key: 'tgb.notReady' }], 'tgb.notReady');
      await audit(tx, actor, 'tgb.activate', { appealId: id });
      return { appeal: moved, notify: await botText(tx, 'appeal_started', appeal.language as TgbLanguage) };
    },

    async close(tx: Db, actor: Actor, id: number, reason: string) {
      await ownActive(tx, actor, id);
      const moved = await repo.transition(tx, id, 'active', {
        status: 'close',
        reason,
        closedAt: clock.now(),
      });
      if (moved === null)
        throw ApiError.rejected([{ attribute: 'chat_id', key: 'tgb.notActive' }], 'tgb.notActive');
      await audit(tx, actor, 'tgb.close', { appealId: id });
      return { appeal: moved, notify: await botText(tx, 'appeal_closed', moved.language as TgbLanguage) };
    },

    async send(tx: Db, actor: Actor, id: number, text: string, upload: ChatFileUpload | undefined) {
      const appeal = await ownActive(tx, actor, id);
      const now = clock.now();
      const file = upload === undefined ? null : await files.saveUpload(tx, 'tgb', upload, now);
      const message = await repo.insertMessage(tx, {
        appealId: id,
        message: text || file?.name || '',
        messageType: file === null ? 'text' : 'file',
        owner: 'other',
        fileId: file?.id ?? null,
        createdAt: now,
      });
      await audit(tx, actor, 'tgb.message', { appealId: id, messageId: message.id });
      return { appeal, message, file, text };
    },

    /** After the commit: hands an operator message to the Bot API and records the delivery. */
    async deliver(
      chatId: string,
      messageId: number,
      text: string,
      file: { id: string; name: string; mime: string } | null,
    ) {
      let delivered: boolean;
      if (file === null) {
        delivered = await botApi.sendMessage(chatId, text);
      } else {
        const stored = await files.read(db, 'tgb', file.id);
        delivered =
          stored !== null && (await botApi.sendDocument(chatId, file.name, file.mime, stored.bytes, text));
      }
      if (delivered) await repo.markDelivered(db, messageId, clock.now());
      return delivered;
    },

    async metric(body: TgbMetricBody) {
      const type = await repo.appealType(db, body.appeal_type_id);
      if (type === null) throw ApiError.rejected([{ attribute: 'appeal_type_id', key: 'field.invalid' }]);
      const { start: from, end: to } = bankDayRange(body.start_date, body.end_date);
      const rows = await repo.appealsForMetric(db, type.id, from, to);
      const table = {
        title: `${type.name_ru} ${body.start_date} — ${body.end_date}`,
        headers: ['ID', 'Телефон', 'Тип', 'Язык', 'Сообщение', 'Создано', 'Оператор', 'Статус', 'Причина'],
        rows: rows.map((r) => [
          String(r.id),
          r.phone ?? '',
          r.app_type ?? '',
          r.language,
          r.message,
          r.created_at,
          r.admin_name ?? '',
          r.status,
          r.reason ?? '',
        ]),
      };
      return {
        body: await buildExportFile('excel', table),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `tgb-metric-${body.start_date}-${body.end_date}.xlsx`,
      };
    },
  };
}

export type TgbService = ReturnType<typeof createTgbService>;
