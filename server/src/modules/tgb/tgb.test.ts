import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TgbChatDetail, TgbChatRow } from '../../../../contracts/api/tgb.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { startFakeFcm, type FakeFcm } from '../push/fake-fcm.ts';
import { pushesSettled } from '../push/service.ts';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api.ts';
import { sniffType } from '../../core/chat-file-store.ts';

const TOKEN = '123:test-token';
const SECRET = 'webhook-secret-1';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%test\n');

let h: Harness;
let bot: FakeBotApi;
let fcm: FakeFcm;
let dataDir: string;
let msb: string;
let cc: string;
let accountant: string;
let updateId = 1;

async function tgb<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
) {
  const response = await h.app.inject({
    method,
    url: `/tgb/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { http: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

function webhook(message: Record<string, unknown>, secret: string | null = SECRET) {
  return h.app.inject({
    method: 'POST',
    url: '/tgb/api/webhook',
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: { update_id: updateId++, message: { message_id: updateId, date: 1, ...message } },
  });
}

const chat = (id: number) => ({
  chat: { id, type: 'private' },
  from: { id, first_name: 'Test', is_bot: false },
});
const sent = (method: string) => bot.calls.filter((c) => c.method === method);

/** Runs a Telegram user through /start → Русский → the type → an appeal; answers its id. */
async function newAppeal(chatId: number, text: string): Promise<number> {
  await webhook({ ...chat(chatId), text: '/start' });
  await webhook({ ...chat(chatId), text: 'Русский' });
  await webhook({ ...chat(chatId), text: '📝 Платежи' });
  expect((await webhook({ ...chat(chatId), text })).statusCode).toBe(200);
  const list = await tgb<{ list: TgbChatRow[] }>('POST', 'chat/list', msb, { status: 'Ready' });
  const row = list.body.data?.list.find((r) => r.message === text);
  if (row === undefined) throw new Error('appeal not listed');
  // The operator sees who wrote and in which language (issue 17 point 11).
  expect(row).toMatchObject({ client_name: 'Test', language: 'ru' });
  return row.id;
}

beforeAll(async () => {
  bot = await startFakeBotApi(TOKEN);
  fcm = await startFakeFcm();
  dataDir = await mkdtemp(join(tmpdir(), 'corpbank-tgb-'));
  h = await createHarness({
    env: {
      TGB_API_BASE: bot.base,
      TGB_BOT_TOKEN: TOKEN,
      TGB_WEBHOOK_SECRET: SECRET,
      DATA_DIR: dataDir,
      FIREBASE_SERVICE_ACCOUNT: fcm.serviceAccountJson,
      FIREBASE_API_BASE: fcm.base,
    },
  });
  [msb, cc, accountant] = await Promise.all([
    h.login('msb_user'),
    h.login('contact_center'),
    h.login('accountant'),
  ]);
});

afterAll(async () => {
  await h.close();
  await fcm.close();
  await bot.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('webhook', () => {
  it('refuses updates without the secret token and stores nothing', async () => {
    expect((await webhook({ ...chat(1), text: '/start' }, null)).statusCode).toBe(403);
    expect((await webhook({ ...chat(1), text: '/start' }, 'wrong')).statusCode).toBe(403);
    expect(bot.calls).toHaveLength(0);
  });

  it('answers /start with the language choice and a language with the menu from types and topics', async () => {
    await webhook({ ...chat(10), text: '/start' });
    expect(sent('sendMessage').at(-1)?.body).toContain('Русский');
    await webhook({ ...chat(10), text: 'English' });
    const menu = JSON.parse(sent('sendMessage').at(-1)?.body ?? '{}') as {
      chat_id: string;
      reply_markup: { keyboard: { text: string }[][] };
    };
    const buttons = menu.reply_markup.keyboard.flat().map((b) => b.text);
    expect(menu.chat_id).toBe('10');
    expect(buttons).toContain('📝 Payments');
    expect(buttons).toContain('ℹ️ Opening hours');
    // Disabled types are not offered.
    expect(buttons).not.toContain('📝 Old service');
    await webhook({ ...chat(10), text: 'ℹ️ Opening hours' });
    expect(sent('sendMessage').at(-1)?.body).toContain('Monday to Friday');
  });

  it('turns the message after a chosen type into a Ready appeal, and later messages join it', async () => {
    const id = await newAppeal(11, 'Где мой перевод?');
    await webhook({ ...chat(11), text: 'Уточнение' });
    const detail = await tgb<TgbChatDetail>('POST', `chat/detail/${id}`, msb);
    expect(detail.body.data?.status).toBe('Ready');
    expect(detail.body.data?.app_type).toBe('Платежи');
    expect(detail.body.data?.messages.map((m) => [m.owner, m.message])).toEqual([
      ['user', 'Где мой перевод?'],
      ['user', 'Уточнение'],
    ]);
  });

  it('stores a photo fetched through getFile as a file message', async () => {
    const id = await newAppeal(12, 'С фото');
    bot.addFile('photo-1', JPEG);
    await webhook({ ...chat(12), photo: [{ file_id: 'small' }, { file_id: 'photo-1' }], caption: 'скан' });
    const detail = await tgb<TgbChatDetail>('POST', `chat/detail/${id}`, msb);
    const file = detail.body.data?.messages.at(-1);
    expect(file?.message_type).toBe('file');
    expect(file?.file?.mime).toBe('image/jpeg');
    expect(file?.message).toBe('скан');
  });

  it('refuses a document whose bytes are not an allowed type', async () => {
    const id = await newAppeal(13, 'С документом');
    bot.addFile('doc-1', Buffer.from('<html><script>alert(1)</script></html>'));
    await webhook({ ...chat(13), document: { file_id: 'doc-1', file_name: 'evil.pdf' } });
    const detail = await tgb<TgbChatDetail>('POST', `chat/detail/${id}`, msb);
    expect(detail.body.data?.messages).toHaveLength(1);
    expect(sent('sendMessage').at(-1)?.body).toContain('Файл не принят');
  });
});

describe('push', () => {
  it('notifies the operators’ saved browsers of a new appeal when firebase is configured', async () => {
    const token = 'fcm-browser-token-0123456789';
    await h.call('POST', 'firebase/save-firebase-token', { token: msb, body: { token } });
    const id = await newAppeal(40, 'Пуш');
    await pushesSettled();
    const push = fcm.sent.at(-1);
    expect(push?.message).toMatchObject({ token, data: { link: `/tgb-chats/${id}` } });
  });
});

describe('console', () => {
  it('moves an appeal Ready → active → close, replying through the Bot API', async () => {
    const id = await newAppeal(20, 'Нужна справка');
    const started = await tgb('POST', 'chat/activate', msb, { chat_id: id });
    expect(started.http).toBe(200);
    expect(sent('sendMessage').at(-1)?.body).toContain('взял обращение');
    // A second Start (another operator) loses.
    expect((await tgb('POST', 'chat/activate', cc, { chat_id: id })).http).toBe(422);
    // Only the operator who started it replies.
    expect((await tgb('POST', 'chat/send/message', cc, { chat_id: id, message: 'чужой' })).http).toBe(422);

    expect((await tgb('POST', 'chat/send/message', msb, { chat_id: id, message: '   ' })).http).toBe(400);
    const reply = await tgb('POST', 'chat/send/message', msb, { chat_id: id, message: '  Готово  ' });
    expect(reply.http).toBe(200);
    const last = JSON.parse(sent('sendMessage').at(-1)?.body ?? '{}') as { chat_id: string; text: string };
    expect(last).toMatchObject({ chat_id: '20', text: 'Готово' });

    const file = { name: 'справка.pdf', content: PDF.toString('base64') };
    expect((await tgb('POST', 'chat/send/message', msb, { chat_id: id, file })).http).toBe(200);
    expect(sent('sendDocument').at(-1)?.body).toContain('%PDF-1.4');

    const detail = await tgb<TgbChatDetail>('POST', `chat/detail/${id}`, msb);
    const operator = detail.body.data?.messages.filter((m) => m.owner === 'other') ?? [];
    expect(operator.map((m) => [m.message_type, m.delivered])).toEqual([
      ['text', true],
      ['file', true],
    ]);

    expect((await tgb('POST', 'chat/close', msb, { chat_id: id, message: ' ' })).http).toBe(400);
    expect((await tgb('POST', 'chat/close', msb, { chat_id: id, message: 'Решено' })).http).toBe(200);
    expect(sent('sendMessage').at(-1)?.body).toContain('Обращение закрыто');
    const closed = await tgb<TgbChatDetail>('POST', `chat/detail/${id}`, msb);
    expect(closed.body.data).toMatchObject({ status: 'close', reason: 'Решено' });
    const archive = await tgb<{ list: TgbChatRow[] }>('POST', 'chat/list', msb, { status: 'close' });
    expect(archive.body.data?.list.some((r) => r.id === id)).toBe(true);
    expect((await tgb('POST', 'chat/send/message', msb, { chat_id: id, message: 'ещё' })).http).toBe(422);
  });

  it('refuses files by content and size, and serves stored files only as attachments to console roles', async () => {
    const id = await newAppeal(21, 'Файлы');
    await tgb('POST', 'chat/activate', msb, { chat_id: id });
    const html = { name: 'report.pdf', content: Buffer.from('<html>x</html>').toString('base64') };
    const refused = await tgb('POST', 'chat/send/message', msb, { chat_id: id, file: html });
    expect(refused.http).toBe(422);
    expect(refused.body.validation?.[0]?.attribute).toBe('file');
    const before = (await tgb<TgbChatDetail>('POST', `chat/detail/${id}`, msb)).body.data?.messages.length;
    expect(before).toBe(1);

    await tgb('POST', 'chat/send/message', msb, {
      chat_id: id,
      file: { name: 'a.png', content: PNG.toString('base64') },
    });
    const detail = await tgb<TgbChatDetail>('POST', `chat/detail/${id}`, msb);
    const fileId = detail.body.data?.messages.at(-1)?.file?.id ?? '';
    const served = await h.app.inject({
      method: 'GET',
      url: `/tgb/storage/${fileId}`,
      headers: { authorization: `Bearer ${cc}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
    const client = await h.app.inject({
      method: 'GET',
      url: `/tgb/storage/${fileId}`,
      headers: { authorization: `Bearer ${accountant}` },
    });
    expect(client.statusCode).toBe(403);
  });

  it('keeps the console to its roles', async () => {
    expect((await tgb('POST', 'chat/list', accountant, {})).http).toBe(403);
    expect((await tgb('POST', 'chat/list', cc, {})).http).toBe(200);
    expect((await tgb('GET', 'telegram-texts', cc)).http).toBe(403);
    expect((await tgb('GET', 'telegram-texts', msb)).http).toBe(200);
    expect((await h.call('GET', 'chat/opens', { token: accountant })).http).toBe(403);
    const opens = await h.call<{ list: TgbChatRow[] }>('GET', 'chat/opens', { token: cc });
    expect(opens.body.data?.list.every((r) => r.status !== 'close')).toBe(true);
  });
});

describe('admin data', () => {
  it('saves the three consultation info texts as entered (the spec defect fixed)', async () => {
    const body = {
      parent_id: null,
      name: 'Kartalar',
      name_ru: 'Карты',
      name_en: 'Cards',
      info: 'uz info',
      info_ru: 'ru info',
      info_en: 'en info',
      enable: 1,
    };
    const created = await tgb<{ id: number }>('POST', 'consultations', msb, body);
    expect(created.http).toBe(200);
    const id = created.body.data?.id ?? 0;
    await tgb('PUT', `consultations/${id}`, msb, { ...body, info_ru: 'новое', info_en: 'new', enable: '0' });
    const view = await tgb('GET', `consultations/${id}`, msb);
    expect(view.body.data).toMatchObject({ name_ru: 'Карты', info_ru: 'новое', info_en: 'new', enable: 0 });
    expect((await tgb('PUT', `consultations/${id}`, msb, { ...body, info_en: '' })).http).toBe(400);
    expect((await tgb('DELETE', `consultations/${id}`, msb)).http).toBe(200);
    expect((await tgb('GET', `consultations/${id}`, msb)).http).toBe(404);
  });

  it('edits bot texts with all three languages required and the bot uses them', async () => {
    const list = await tgb<{ id: number; keyword: string }[]>('GET', 'telegram-texts', msb);
    const menu = list.body.data?.find((t) => t.keyword === 'menu');
    expect((await tgb('PUT', `telegram-texts/${menu?.id}`, msb, { uz: 'a', ru: '', en: 'c' })).http).toBe(
      400,
    );
    expect(
      (await tgb('PUT', `telegram-texts/${menu?.id}`, msb, { uz: 'Menyu', ru: 'Меню!', en: 'Menu' })).http,
    ).toBe(200);
    await webhook({ ...chat(30), text: 'Русский' });
    expect(JSON.parse(sent('sendMessage').at(-1)?.body ?? '{}')).toMatchObject({ text: 'Меню!' });
  });

  it('creates, edits and deletes appeal types', async () => {
    const created = await tgb<{ id: number }>('POST', 'appeal-types', msb, {
      name: 'A',
      name_ru: 'Б',
      name_en: 'C',
      enable: 1,
    });
    const id = created.body.data?.id ?? 0;
    expect(
      (await tgb('PUT', `appeal-types/${id}`, msb, { name: 'A', name_ru: 'Б2', name_en: 'C', enable: 0 }))
        .http,
    ).toBe(200);
    expect((await tgb('GET', `appeal-types/${id}`, msb)).body.data).toMatchObject({
      name_ru: 'Б2',
      enable: 0,
    });
    expect(
      (await tgb('POST', 'appeal-types', msb, { name: 'A', name_ru: '', name_en: 'C', enable: 1 })).http,
    ).toBe(400);
    expect((await tgb('DELETE', `appeal-types/${id}`, msb)).http).toBe(200);
  });

  it('exports statistics for the dates and type really sent (the spec defect fixed)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const types = await tgb<{ id: number; name_ru: string }[]>('GET', 'appeal-types', msb);
    const payments = types.body.data?.find((t) => t.name_ru === 'Платежи');
    const response = await h.app.inject({
      method: 'POST',
      url: '/tgb/api/chat/metric',
      headers: { authorization: `Bearer ${msb}` },
      payload: { start_date: '2020-01-01', end_date: '2099-12-31', appeal_type_id: payments?.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('tgb-metric-2020-01-01-2099-12-31.xlsx');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const sheet = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
    expect(sheet).toContain('Где мой перевод?');
    expect(sheet).not.toContain('Как открыть валютный счёт?');
    const missing = await tgb('POST', 'chat/metric', msb, { start_date: today, end_date: today });
    expect(missing.http).toBe(400);
    expect(missing.body.validation?.map((v) => v.attribute)).toContain('appeal_type_id');
  });
});

describe('sniffType', () => {
  it('needs the bytes and the extension to agree', () => {
    expect(sniffType('a.png', PNG)).toBe('image/png');
    expect(sniffType('a.jpg', PNG)).toBeNull();
    expect(sniffType('a.pdf', PDF)).toBe('application/pdf');
    expect(sniffType('a.html', PDF)).toBeNull();
    expect(sniffType('a.docx', Buffer.from('PK\u0003\u0004....word/document.xml', 'latin1'))).toContain(
      'wordprocessing',
    );
    expect(sniffType('a.docx', Buffer.from('PK\u0003\u0004....evil.js', 'latin1'))).toBeNull();
  });
});
