import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOrderRow, CcChatMessages, CcChatRow } from '../../../../contracts/api/newchat.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

const PDF = Buffer.from('%PDF-1.4\n%test\n');

let h: Harness;
let dataDir: string;
let accountant: string;
let head: string;
let otherOrg: string;
let cc: string;
let msb: string;
let admin: string;

async function nc<T>(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
  key: string | null = randomUUID(),
) {
  const response = await h.app.inject({
    method,
    url: `/newchat/${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === null || method === 'GET' ? {} : { 'idempotency-key': key }),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { http: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'corpbank-newchat-'));
  h = await createHarness({ env: { DATA_DIR: dataDir } });
  [accountant, head, otherOrg, cc, msb, admin] = await Promise.all([
    h.login('accountant'),
    h.login('head'),
    h.login('head_org2'),
    h.login('contact_center'),
    h.login('msb_user'),
    h.login('admin'),
  ]);
});

afterAll(async () => {
  await h.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('client chat and contact centre', () => {
  it('carries a conversation from client to operator and back, with unread badges, until it is archived', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', accountant, {
      message: '  Нужна выписка  ',
      file: { name: 'scan.pdf', content: PDF.toString('base64') },
    });
    expect(created.http).toBe(200);
    const chatId = created.body.data?.chatId ?? 0;

    // Another user of the same organisation sees it; the contact centre sees it waiting.
    const mine = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', head, { archived: false });
    expect(mine.body.data?.list.find((c) => c.chatId === chatId)).toMatchObject({
      msg: 'Нужна выписка',
      clientFile: true,
    });
    const queue = await nc<{ list: CcChatRow[] }>('POST', 'chat/list', cc, {
      archived: false,
      status: 'waiting',
    });
    expect(queue.body.data?.list.find((c) => c.chatId === chatId)).toMatchObject({
      status: 'waiting',
      unread: 1,
    });
    const before = await h.call<{ messageCnt: number }>('GET', 'chat/status-message-cnt', { token: cc });
    expect(before.body.data?.messageCnt).toBeGreaterThanOrEqual(1);

    // The operator reads and answers: the chat is open and the client has one unread.
    const read = await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, cc);
    expect(read.body.data?.messages[0]?.file?.mime).toBe('application/pdf');
    expect((await nc('POST', 'chat/new-message', cc, { chatId, message: 'Отправили' })).http).toBe(200);
    expect(
      (await h.call<{ unreadCnt: number }>('GET', 'chat/check-new-message', { token: accountant })).body.data
        ?.unreadCnt,
    ).toBe(1);
    const opened = await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, accountant);
    expect(opened.body.data?.chat.status).toBe('open');
    expect(opened.body.data?.messages.map((m) => [m.owner, m.msg])).toEqual([
      ['client', 'Нужна выписка'],
      ['operator', 'Отправили'],
    ]);
    expect(
      (await h.call<{ msg: number }>('GET', 'chat/get-counts', { token: accountant })).body.data?.msg,
    ).toBe(0);

    // The client's file is served to the organisation and the operator only.
    const fileId = opened.body.data?.messages[0]?.file?.id ?? '';
    const download = (token: string) =>
      h.app.inject({
        method: 'GET',
        url: `/newchat/chat/file/${fileId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await download(head)).statusCode).toBe(200);
    const asFile = await download(cc);
    expect(asFile.headers['content-disposition']).toMatch(/^attachment;/);
    expect(asFile.rawPayload.equals(PDF)).toBe(true);
    expect((await download(otherOrg)).statusCode).toBe(404);

    // Ending needs a subject; then the chat is archived for both sides and closed to writing.
    expect((await nc('POST', 'chat/close-session', cc, { chatId, subject: '  ' })).http).toBe(400);
    expect((await nc('POST', 'chat/close-session', cc, { chatId, subject: 'Выписка' })).http).toBe(200);
    const archive = await nc<{ list: CcChatRow[] }>('POST', 'chat/list', cc, { archived: true });
    expect(archive.body.data?.list.find((c) => c.chatId === chatId)).toMatchObject({
      status: 'archived',
      subject: 'Выписка',
    });
    const clientArchive = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', accountant, { archived: true });
    expect(clientArchive.body.data?.list.some((c) => c.chatId === chatId)).toBe(true);
    expect((await nc('POST', 'chat/new-message', accountant, { chatId, message: 'ещё' })).http).toBe(422);
  });

  it('keeps a chat the operator ended with an unread reply among the client’s open chats until it is read', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', accountant, {
      message: 'Где выписка?',
    });
    const chatId = created.body.data?.chatId ?? 0;
    await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, cc);
    expect((await nc('POST', 'chat/new-message', cc, { chatId, message: 'Выписка готова' })).http).toBe(200);
    expect((await nc('POST', 'chat/close-session', cc, { chatId, subject: 'Выписка' })).http).toBe(200);
    const lists = async () => {
      const open = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', accountant, { archived: false });
      const archive = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', accountant, { archived: true });
      return {
        open: open.body.data?.list.find((c) => c.chatId === chatId),
        archived: archive.body.data?.list.some((c) => c.chatId === chatId),
      };
    };
    const unread = await lists();
    expect(unread.open).toMatchObject({ status: 'archived', unread: 1, msg: 'Выписка готова' });
    expect(unread.archived).toBe(false);
    // Reading the reply moves the ended chat to the archive.
    await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, accountant);
    const read = await lists();
    expect(read.open).toBeUndefined();
    expect(read.archived).toBe(true);
  });

  it('answers 404 for another organisation’s chat and changes nothing', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', accountant, { message: 'Секрет' });
    const chatId = created.body.data?.chatId ?? 0;
    expect((await nc('GET', `chat/messages/${chatId}`, otherOrg)).http).toBe(404);
    expect((await nc('POST', 'chat/new-message', otherOrg, { chatId, message: 'чужое' })).http).toBe(404);
    const theirs = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', otherOrg, { archived: false });
    expect(theirs.body.data?.list.some((c) => c.chatId === chatId)).toBe(false);
    const read = await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, accountant);
    expect(read.body.data?.messages).toHaveLength(1);
  });

  it('sends a message once for one Idempotency-Key, and refuses blank messages and bad files', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', accountant, { message: 'Раз' });
    const chatId = created.body.data?.chatId ?? 0;
    const key = randomUUID();
    const first = await nc('POST', 'chat/new-message', accountant, { chatId, message: 'Офлайн' }, key);
    const again = await nc('POST', 'chat/new-message', accountant, { chatId, message: 'Офлайн' }, key);
    expect([first.http, again.http]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await nc('POST', 'chat/new-message', accountant, { chatId, message: 'x' }, null)).http).toBe(400);
    expect((await nc('POST', 'chat/new-message', accountant, { chatId, message: '   ' })).http).toBe(400);
    const bad = { name: 'a.docx', content: Buffer.from('<script>').toString('base64') };
    expect((await nc('POST', 'chat/new-message', accountant, { chatId, file: bad })).http).toBe(422);
    const read = await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, accountant);
    expect(read.body.data?.messages.map((m) => m.msg)).toEqual(['Раз', 'Офлайн']);
  });

  it('keeps each side to its roles', async () => {
    expect((await nc('POST', 'chat/list', accountant, { archived: false })).http).toBe(403);
    expect((await nc('POST', 'chat/list', msb, { archived: false })).http).toBe(403);
    expect((await nc('POST', 'chat/close-session', admin, { chatId: 1, subject: 'x' })).http).toBe(403);
    expect((await nc('POST', 'chat/report', admin, { from: '2026-01-01', to: '2026-01-02' })).http).toBe(403);
    const call = { phone: '998901112233', type: 'other', topic: 'x' };
    expect((await nc('POST', 'call-order/create', admin, call)).http).toBe(403);
    expect((await h.call('GET', 'chat/status-message-cnt', { token: accountant })).http).toBe(403);
  });
});

describe('a bank staff user’s own chats (no organisation)', () => {
  it('are started, listed and read by their author only, and answered by the contact centre', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', admin, {
      message: 'Вопрос от сотрудника',
      file: { name: 'memo.pdf', content: PDF.toString('base64') },
    });
    expect(created.http).toBe(200);
    const chatId = created.body.data?.chatId ?? 0;
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, 'chat.create'));
    expect(audited.some((r) => r.detail['chatId'] === chatId)).toBe(true);

    const mine = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', admin, { archived: false });
    expect(mine.body.data?.list.map((c) => c.chatId)).toContain(chatId);
    expect(mine.body.data?.list.every((c) => c.organizationName === null)).toBe(true);
    expect(mine.body.data?.list.find((c) => c.chatId === chatId)).toMatchObject({
      role: 'admin',
      organizationName: null,
      inn: null,
      status: 'waiting',
    });

    // Nobody else on the writing side reaches it: another staff user, a client.
    for (const other of [msb, accountant]) {
      expect((await nc('GET', `chat/messages/${chatId}`, other)).http).toBe(404);
      expect((await nc('POST', 'chat/new-message', other, { chatId, message: 'чужое' })).http).toBe(404);
      const theirs = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', other, { archived: false });
      expect(theirs.body.data?.list.some((c) => c.chatId === chatId)).toBe(false);
    }

    // The contact centre sees it with the author's name and role, and answers.
    const queue = await nc<{ list: CcChatRow[] }>('POST', 'chat/list', cc, { archived: false });
    const row = queue.body.data?.list.find((c) => c.chatId === chatId);
    expect(row).toMatchObject({ role: 'admin', organizationName: null, inn: null, unread: 1 });
    expect(row?.authorName).not.toBe('');
    const read = await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, cc);
    expect(read.body.data?.chat).toMatchObject({ role: 'admin', organizationName: null });
    expect((await nc('POST', 'chat/new-message', cc, { chatId, message: 'Ответ банка' })).http).toBe(200);
    expect(
      (await h.call<{ unreadCnt: number }>('GET', 'chat/check-new-message', { token: admin })).body.data
        ?.unreadCnt,
    ).toBe(1);

    const opened = await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, admin);
    expect(opened.body.data?.chat.status).toBe('open');
    expect(opened.body.data?.messages.map((m) => [m.owner, m.msg])).toEqual([
      ['client', 'Вопрос от сотрудника'],
      ['operator', 'Ответ банка'],
    ]);
    expect((await nc('POST', 'chat/new-message', admin, { chatId, message: 'Спасибо' })).http).toBe(200);

    // Its file: to the author and the contact centre only.
    const fileId = opened.body.data?.messages[0]?.file?.id ?? '';
    const download = async (token: string) =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/newchat/chat/file/${fileId}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    expect([
      await download(admin),
      await download(cc),
      await download(msb),
      await download(accountant),
    ]).toEqual([200, 200, 404, 404]);

    // Ended by the operator: in the author's archive once read.
    expect((await nc('POST', 'chat/close-session', cc, { chatId, subject: 'Справка' })).http).toBe(200);
    await nc('GET', `chat/messages/${chatId}`, admin);
    const archive = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', admin, { archived: true });
    expect(archive.body.data?.list.find((c) => c.chatId === chatId)?.status).toBe('archived');
  });

  it('answers 404 to a staff user for a client’s chat and keeps the organisation’s scope as it was', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', accountant, {
      message: 'Клиентский',
    });
    const chatId = created.body.data?.chatId ?? 0;
    expect((await nc('GET', `chat/messages/${chatId}`, admin)).http).toBe(404);
    expect((await nc('POST', 'chat/new-message', admin, { chatId, message: 'x' })).http).toBe(404);
    const staffs = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', admin, { archived: false });
    expect(staffs.body.data?.list.some((c) => c.chatId === chatId)).toBe(false);
    // The organisation still sees its chats, and none of the staff's.
    const org = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', head, { archived: false });
    expect(org.body.data?.list.find((c) => c.chatId === chatId)?.organizationName).not.toBeNull();
    expect(org.body.data?.list.every((c) => c.organizationName !== null)).toBe(true);
  });

  it('are in the demo seed: cur_manager’s answered chat is in the contact centre’s queue and theirs only', async () => {
    const queue = await nc<{ list: CcChatRow[] }>('POST', 'chat/list', cc, {
      archived: false,
      status: 'open',
    });
    const seeded = queue.body.data?.list.find((c) => c.role === 'cur_manager');
    expect(seeded).toMatchObject({ organizationName: null, inn: null, status: 'open' });
    const manager = await h.login('cur_manager');
    const theirs = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', manager, { archived: false });
    expect(theirs.body.data?.list.map((c) => c.chatId)).toEqual([seeded?.chatId]);
    expect((await nc('GET', `chat/messages/${seeded?.chatId ?? 0}`, admin)).http).toBe(404);
  });

  it('lets a contact-centre user start a chat of their own, where they write as its author', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', cc, { message: 'Свой вопрос' });
    expect(created.http).toBe(200);
    const chatId = created.body.data?.chatId ?? 0;
    const mine = await nc<{ list: CcChatRow[] }>('POST', 'chat/my', cc, { archived: false });
    expect(mine.body.data?.list.map((c) => c.chatId)).toContain(chatId);
    const read = await nc<CcChatMessages>('GET', `chat/messages/${chatId}`, cc);
    expect(read.body.data?.messages.map((m) => m.owner)).toEqual(['client']);
    expect((await nc('GET', `chat/messages/${chatId}`, admin)).http).toBe(404);
  });
});

describe('chat report', () => {
  it('counts the range’s conversations and ended subjects for the contact centre only', async () => {
    const created = await nc<{ chatId: number }>('POST', 'chat/create', accountant, { message: 'Отчёт' });
    await nc('POST', 'chat/close-session', cc, {
      chatId: created.body.data?.chatId,
      subject: 'Отчётная тема',
    });
    const day = h.clock.now().toISOString().slice(0, 10);
    const answer = await nc<{
      created: number;
      archived: number;
      subjects: { subject: string; count: number }[];
    }>('POST', 'chat/report', cc, { from: '2020-01-01', to: '2099-12-31' });
    expect(answer.body.data?.created).toBeGreaterThanOrEqual(1);
    expect(answer.body.data?.subjects).toContainEqual({ subject: 'Отчётная тема', count: 1 });
    expect((await nc('POST', 'chat/report', cc, { from: day, to: '2000-01-01' })).http).toBe(400);
    expect((await nc('POST', 'chat/report', accountant, { from: day, to: day })).http).toBe(403);
  });
});

describe('two API nodes', () => {
  it('a message sent through one node is polled from the other (nothing kept in memory)', async () => {
    const nodeB = await buildApp({ config: h.config, database: h.database, clock: h.clock });
    try {
      const created = await nc<{ chatId: number }>('POST', 'chat/create', accountant, { message: 'Узел A' });
      const chatId = created.body.data?.chatId ?? 0;
      const polled = await nodeB.inject({
        method: 'POST',
        url: '/newchat/chat/list?page=1',
        headers: { authorization: `Bearer ${cc}` },
        payload: { archived: false, status: 'waiting' },
      });
      const rows = polled.json<Envelope<{ list: CcChatRow[] }>>().data?.list ?? [];
      expect(rows.find((c) => c.chatId === chatId)?.msg).toBe('Узел A');
    } finally {
      await nodeB.close();
    }
  });
});

describe('call orders', () => {
  it('are ordered by clients and moved to the archive by the contact centre', async () => {
    const body = { phone: '998901234567', type: 'cards', topic: 'Карта заблокирована' };
    expect((await nc('POST', 'call-order/create', accountant, { ...body, phone: '123' })).http).toBe(400);
    const created = await nc<{ id: number }>('POST', 'call-order/create', accountant, body);
    expect(created.http).toBe(200);
    const id = created.body.data?.id ?? 0;
    const list = await nc<{ list: CallOrderRow[] }>('POST', 'call-order/list', cc, { archived: false });
    expect(list.body.data?.list.find((o) => o.id === id)).toMatchObject({
      phone: '998901234567',
      type: 'cards',
    });
    expect(
      (await h.call<{ callBackCnt: number }>('GET', 'chat/status-message-cnt', { token: cc })).body.data
        ?.callBackCnt,
    ).toBe(1);
    expect((await nc('POST', 'call-order/archive', cc, { ids: [id] })).http).toBe(200);
    const archived = await nc<{ list: CallOrderRow[] }>('POST', 'call-order/list', cc, { archived: true });
    expect(archived.body.data?.list.find((o) => o.id === id)?.archived).toBe(true);
    expect((await nc('POST', 'call-order/list', accountant, { archived: false })).http).toBe(403);
  });
});
