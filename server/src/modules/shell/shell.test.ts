import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../contracts/api/security.ts';
import type { Announcement, BankTime, LastLogin, PersonalManager } from '../../../../contracts/api/shell.ts';
import { pushTokens } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let head: string;
beforeAll(async () => {
  h = await createHarness();
  head = await h.login('head');
});
afterAll(() => h.close());

describe('page/*', () => {
  it('get-info answers the current user of the session', async () => {
    const { http, body } = await h.call<CurrentUser>('GET', 'page/get-info', { token: head });
    expect(http).toBe(200);
    expect(body.data).toMatchObject({
      username: 'head',
      role: 'head',
      birthDay: '1979-03-14',
      canSwitch: false,
    });
  });

  it('user-last-logins lists the newest sign-ins first, as many as asked', async () => {
    const { body } = await h.call<LastLogin[]>('POST', 'page/user-last-logins', {
      token: head,
      body: { number: 5 },
    });
    const list = body.data ?? [];
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ ip: '127.0.0.1', country: 'UZ', success: true });
    const dates = list.map((l) => l.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.some((l) => !l.success)).toBe(true);
  });

  it('iabs-time answers the operating day and the clocks', async () => {
    const { body } = await h.call<BankTime[]>('GET', 'page/iabs-time', { token: head });
    const byName = Object.fromEntries((body.data ?? []).map((t) => [t.name, t.value]));
    expect(byName.operatingDay).toMatch(/^\d{4}-\d\d-\d\d$/);
    // Tashkent wall time with its offset, whatever the device's zone (not UTC).
    expect(byName.serverTime).toMatch(/\+05:00$/);
    expect(Date.parse(byName.serverTime ?? '')).toBe(h.clock.now().getTime());
    expect(byName.tashkentTime).toMatch(/\+05:00$/);
    expect(Date.parse(byName.tashkentTime ?? '')).toBe(h.clock.now().getTime());
  });

  it('tickers answers only active announcements in every language', async () => {
    const { body } = await h.call<Announcement[]>('GET', 'page/tickers', { token: head });
    expect(body.data).toHaveLength(2);
    for (const a of body.data ?? []) {
      expect(a.status).toBe(1);
      expect(a.message_ru && a.message_en && a.message_uz).toBeTruthy();
    }
  });

  it('personal-manager answers the client’s own manager', async () => {
    const own = await h.call<PersonalManager>('GET', 'page/personal-manager', { token: head });
    expect(own.body.data).toEqual({
      full_name: 'Karimova Dilnoza Rustamovna',
      nibbd: '00873015',
      internal_phone_number: '1204',
      phone_number: '998901204517',
    });
    const other = await h.call<PersonalManager>('GET', 'page/personal-manager', {
      token: await h.login('head_org2'),
    });
    expect(other.body.data?.full_name).toBe('Rashidov Jasur Bahodirovich');
  });

  it.each([
    ['ru', 'Один миллион пятьсот тысяч сум 00 тийин'],
    ['en', 'One million five hundred thousand soum 00 tiyin'],
    ['uz', 'Bir million besh yuz ming soʻm 00 tiyin'],
  ] as const)('sum-to-text writes the amount in words in %s', async (lang, text) => {
    const { http, body } = await h.call('POST', 'page/sum-to-text', {
      token: head,
      lang,
      body: { amount: '1500000.00', currency: 'UZS' },
    });
    expect(http).toBe(200);
    expect(body.data).toEqual({ sum_in_text: text });
  });

  it('sum-to-text refuses what is not an amount (400) and negative amounts (422)', async () => {
    const bad = await h.call('POST', 'page/sum-to-text', {
      token: head,
      body: { amount: '1,5', currency: 'UZS' },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.validation).toEqual([{ attribute: 'amount', message: 'Поле заполнено неверно.' }]);
    const negative = await h.call('POST', 'page/sum-to-text', {
      token: head,
      body: { amount: '-5.00', currency: 'USD' },
    });
    expect(negative.http).toBe(422);
    expect(negative.body.validation).toEqual([
      { attribute: 'amount', message: 'Сумма не может быть отрицательной.' },
    ]);
  });
});

describe('chat counters', () => {
  // Real counts from the chat tables (modules/chat, newchat, tgb); the demo seed has one client
  // chat waiting for the bank and one bot appeal waiting for an operator.
  it('answer the seeded counts', async () => {
    expect((await h.call('GET', 'chat/get-counts', { token: head })).body.data).toEqual({ msg: 0 });
    expect((await h.call('GET', 'chat/check-new-message', { token: head })).body.data).toEqual({
      unreadCnt: 0,
    });
    const contact = await h.login('contact_center');
    expect((await h.call('GET', 'chat/status-message-cnt', { token: contact })).body.data).toEqual({
      messageCnt: 1,
      callBackCnt: 0,
    });
    expect((await h.call('GET', 'chat/opens?page=2', { token: contact })).body.data).toEqual({
      list: [],
      _meta: { currentPage: 2, pageCount: 1, totalCount: 1 },
    });
  });
});

describe('firebase/save-firebase-token', () => {
  it('keeps one row per token, owned by whoever saved it last', async () => {
    const token = 'fcm-token-0123456789abcdef';
    expect(
      (await h.call('POST', 'firebase/save-firebase-token', { token: head, body: { token } })).http,
    ).toBe(200);
    const other = await h.login('accountant');
    await h.call('POST', 'firebase/save-firebase-token', { token: other, body: { token } });
    const rows = await h.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(rows).toHaveLength(1);
    const info = await h.call<CurrentUser>('GET', 'page/get-info', { token: other });
    expect(rows[0]?.userId).toBe(info.body.data?.id);
  });
});
