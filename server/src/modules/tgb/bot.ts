/**
 * The bot's side of a Telegram conversation, one Update at a time (webhook). The dialogue:
 * /start → language choice → menu (enabled appeal types and top consultation topics, in the
 * user's language) → a topic answers its info; a type asks for the appeal, and the next message
 * (text, photo or document) becomes an appeal in status Ready. While the user has a Ready or
 * active appeal, everything they send joins it. State lives in tgb_users, so any node can answer.
 * Database work happens in one transaction; the replies go out after it commits.
 */
import type { TelegramUpdate, TgbLanguage } from '../../../../contracts/api/tgb.ts';
import { CHAT_FILE_MAX_BYTES } from '../../../../contracts/api/chat-file.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { TgbTextKeyword } from '../../db/seed/chat-data.ts';
import { ApiError } from '../../plugins/errors.ts';
import { firePush, pushToRoles } from '../push/service.ts';
import type { BotApi, ReplyKeyboard } from './bot-api.ts';
import type { FileStore } from '../../core/chat-file-store.ts';
import * as repo from './repository.ts';

export const LANGUAGE_BUTTONS: Readonly<Record<TgbLanguage, string>> = {
  uz: 'Oʻzbekcha',
  ru: 'Русский',
  en: 'English',
};
const TYPE_MARK = '📝 ';
const TOPIC_MARK = 'ℹ️ ';

interface Outgoing {
  readonly text: string;
  readonly keyboard?: ReplyKeyboard;
}

export function pick<T extends { name: string; name_ru: string; name_en: string }>(
  item: T,
  lang: TgbLanguage,
) {
  return lang === 'ru' ? item.name_ru : lang === 'en' ? item.name_en : item.name;
}

export async function botText(db: Db, keyword: TgbTextKeyword, lang: TgbLanguage): Promise<string> {
  const row = await repo.textByKeyword(db, keyword);
  return row === null ? keyword : row[lang];
}

function keyboard(rows: readonly string[]): ReplyKeyboard {
  return { keyboard: rows.map((text) => [{ text }]), resize_keyboard: true };
}

async function menu(db: Db, lang: TgbLanguage, parentId: number | null = null): Promise<ReplyKeyboard> {
  const [types, topics] = await Promise.all([
    repo.appealTypes(db, true),
    repo.consultations(db, { enabledOnly: true, parentId }),
  ]);
  return keyboard([
    ...topics.map((t) => TOPIC_MARK + pick(t, lang)),
    ...types.map((t) => TYPE_MARK + pick(t, lang)),
  ]);
}

export interface BotDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Config;
  readonly botApi: BotApi;
  readonly files: FileStore;
}

/** Handles one update; answers nothing the caller must send back (Telegram only needs a 200). */
export async function handleUpdate(deps: BotDeps, update: TelegramUpdate): Promise<void> {
  const message = update.message;
  if (message === undefined) return;
  const chatId = String(message.chat.id);
  const { db, clock, botApi } = deps;

  // Telegram's file comes first, outside the transaction (a network call).
  const photo = message.photo?.at(-1);
  const upload = message.document ?? photo;
  let file: { name: string; bytes: Buffer } | 'refused' | null = null;
  if (upload !== undefined) {
    const bytes = await botApi.download(upload.file_id, CHAT_FILE_MAX_BYTES);
    const name = message.document?.file_name ?? `photo-${message.message_id}.jpg`;
    file = bytes === null ? 'refused' : { name, bytes };
  }

  let newAppealId: number | null = null;
  const replies = await db.transaction(async (tx): Promise<Outgoing[]> => {
    const now = clock.now();
    const from = message.from;
    const name = [from?.first_name, from?.last_name].filter(Boolean).join(' ') || from?.username || chatId;
    const user = await repo.upsertUser(tx, chatId, name, now);
    const text = message.text?.trim() ?? '';
    const lang = (user.language ?? 'ru') as TgbLanguage;

    if (message.contact !== undefined) {
      await repo.updateUser(tx, chatId, { phone: message.contact.phone_number.replace(/\D/g, '') });
      return [{ text: await botText(tx, 'menu', lang), keyboard: await menu(tx, lang) }];
    }
    if (text === '/start') {
      await repo.updateUser(tx, chatId, { pendingTypeId: null });
      return [
        {
          text: await botText(tx, 'choose_language', lang),
          keyboard: keyboard(Object.values(LANGUAGE_BUTTONS)),
        },
      ];
    }
    const chosen = (Object.keys(LANGUAGE_BUTTONS) as TgbLanguage[]).find((l) => LANGUAGE_BUTTONS[l] === text);
    if (chosen !== undefined) {
      await repo.updateUser(tx, chatId, { language: chosen, pendingTypeId: null });
      return [{ text: await botText(tx, 'menu', chosen), keyboard: await menu(tx, chosen) }];
    }
    if (user.language === null) {
      return [
        {
          text: await botText(tx, 'choose_language', lang),
          keyboard: keyboard(Object.values(LANGUAGE_BUTTONS)),
        },
      ];
    }
    if (file === 'refused') return [{ text: await botText(tx, 'file_refused', lang) }];

    const stored = file === null ? null : await storeFile(deps, tx, file, now);
    if (stored === 'refused') return [{ text: await botText(tx, 'file_refused', lang) }];
    const body = text || message.caption?.trim() || stored?.name || '';

    const live = await repo.liveAppealOf(tx, chatId);
    if (live !== null) {
      await addUserMessage(tx, live.id, body, stored, now);
      return [];
    }
    if (user.pendingTypeId !== null && body !== '') {
      const appeal = await repo.insertAppeal(tx, {
        chatId,
        appealTypeId: user.pendingTypeId,
        language: lang,
        message: body,
        status: 'Ready',
        createdAt: now,
      });
      await addUserMessage(tx, appeal.id, body, stored, now);
      await repo.updateUser(tx, chatId, { pendingTypeId: null });
      newAppealId = appeal.id;
      return [
        {
          text: await botText(tx, 'appeal_received', lang),
          keyboard: { keyboard: [], resize_keyboard: true },
        },
      ];
    }
    const type = (await repo.appealTypes(tx, true)).find((t) => TYPE_MARK + pick(t, lang) === text);
    if (type !== undefined) {
      await repo.updateUser(tx, chatId, { pendingTypeId: type.id });
      return [{ text: await botText(tx, 'ask_appeal', lang) }];
    }
    const topic = (await repo.consultations(tx)).find(
      (t) => t.enable === 1 && TOPIC_MARK + pick(t, lang) === text,
    );
    if (topic !== undefined) {
      const info = lang === 'ru' ? topic.info_ru : lang === 'en' ? topic.info_en : topic.info;
      const children = await repo.consultations(tx, { enabledOnly: true, parentId: topic.id });
      return [{ text: info, keyboard: await menu(tx, lang, children.length > 0 ? topic.id : null) }];
    }
    return [{ text: await botText(tx, 'menu', lang), keyboard: await menu(tx, lang) }];
  });

  for (const reply of replies) await botApi.sendMessage(chatId, reply.text, reply.keyboard);
  if (newAppealId !== null) {
    const appealId = newAppealId;
    // Started, not awaited: a slow push service must not hold Telegram's webhook call.
    firePush(() =>
      pushToRoles(db, deps.config, ['msb_user', 'contact_center'], {
        title: 'CorpBank',
        body: `#${appealId}`,
        link: `/tgb-chats/${appealId}`,
      }),
    );
  }
}

async function storeFile(deps: BotDeps, tx: Db, file: { name: string; bytes: Buffer }, now: Date) {
  try {
    return await deps.files.save(tx, 'tgb', file.name, file.bytes, now);
  } catch (error) {
    if (error instanceof ApiError) return 'refused' as const;
    throw error;
  }
}

async function addUserMessage(
  tx: Db,
  appealId: number,
  body: string,
  file: { id: string } | null,
  now: Date,
): Promise<void> {
  await repo.insertMessage(tx, {
    appealId,
    message: body,
    messageType: file === null ? 'text' : 'file',
    owner: 'user',
    fileId: file?.id ?? null,
    createdAt: now,
  });
}
