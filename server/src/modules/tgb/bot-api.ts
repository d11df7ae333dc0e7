/**
 * The few Telegram Bot API methods the bank uses: sendMessage, sendDocument, getFile and the file
 * download, against TGB_API_BASE (tests run a fake on loopback). Without TGB_BOT_TOKEN nothing is
 * sent and every call answers false/null: operator replies then stay marked "not delivered".
 */
import type { Config } from '../../config.ts';

export interface ReplyKeyboard {
  readonly keyboard: readonly (readonly { readonly text: string }[])[];
  readonly resize_keyboard: true;
}

const TIMEOUT_MS = 10_000;

export function createBotApi(config: Pick<Config, 'tgbApiBase' | 'tgbBotToken'>) {
  const token = config.tgbBotToken;
  const method = (name: string) => `${config.tgbApiBase}/bot${token}/${name}`;

  async function call(name: string, init: RequestInit): Promise<unknown> {
    if (token === null) return null;
    try {
      const response = await fetch(method(name), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = (await response.json()) as { ok?: boolean; result?: unknown };
      return body.ok === true ? (body.result ?? true) : null;
    } catch {
      return null;
    }
  }

  return {
    enabled: token !== null,
    async sendMessage(chatId: string, text: string, keyboard?: ReplyKeyboard): Promise<boolean> {
      const body = { chat_id: chatId, text, ...(keyboard ? { reply_markup: keyboard } : {}) };
      const result = await call('sendMessage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return result !== null;
    },
    async sendDocument(
      chatId: string,
      name: string,
      mime: string,
      bytes: Buffer,
      caption: string,
    ): Promise<boolean> {
      const form = new FormData();
      form.set('chat_id', chatId);
      if (caption !== '') form.set('caption', caption);
      form.set('document', new Blob([new Uint8Array(bytes)], { type: mime }), name);
      return (await call('sendDocument', { method: 'POST', body: form })) !== null;
    },
    /** The file's bytes by Telegram file_id, or null when it cannot be fetched. */
    async download(fileId: string, maxBytes: number): Promise<Buffer | null> {
      const result = (await call('getFile', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ file_id: fileId }),
      })) as { file_path?: string; file_size?: number } | null;
      if (result?.file_path === undefined || (result.file_size ?? 0) > maxBytes) return null;
      try {
        const response = await fetch(`${config.tgbApiBase}/file/bot${token}/${result.file_path}`, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return null;
        const bytes = Buffer.from(await response.arrayBuffer());
        return bytes.length > maxBytes ? null : bytes;
      } catch {
        return null;
      }
    },
  };
}

export type BotApi = ReturnType<typeof createBotApi>;
