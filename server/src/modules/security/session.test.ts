import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePasswordData } from '../../../../contracts/api/security.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { sessions } from '../../db/schema/security.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../plugins/auth.ts';
import { SESSION_CACHE_MS } from '../../plugins/session-cache.ts';
import { createHarness, DEMO_PASSWORD, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;
const getInfo = (token?: string) => h.call('GET', 'page/get-info', token === undefined ? {} : { token });

describe('sessions', () => {
  it('refuses a call without a token or with a made-up one: 401 unauth, audited', async () => {
    const missing = await getInfo();
    expect(missing.http).toBe(401);
    expect(missing.body).toEqual({ status: 'unauth', message: 'Сессия завершена. Войдите снова.' });
    expect((await getInfo('not-a-real-token')).http).toBe(401);
    const refusals = await h.db.select().from(auditLog).where(eq(auditLog.action, 'access.refused'));
    expect(refusals.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ http: 401, reason: 'no-token', endpoint: '/api/v2/page/get-info' }),
        expect.objectContaining({ http: 401, reason: 'unknown-token' }),
      ]),
    );
  });

  it('kills the token at logout', async () => {
    const token = await h.login('head');
    expect((await getInfo(token)).http).toBe(200);
    const out = await h.call('POST', 'security/logout', { token });
    expect(out).toMatchObject({ http: 200, body: { status: 'success' } });
    const after = await getInfo(token);
    expect(after.http).toBe(401);
    expect(after.body.status).toBe('unauth');
    const logouts = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'logout'), eq(auditLog.username, 'head')));
    expect(logouts).toHaveLength(1);
  });

  it('expires after 15 minutes without a call, and each call keeps it alive', async () => {
    const token = await h.login('accountant');
    h.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await getInfo(token)).http).toBe(200);
    h.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await getInfo(token)).http).toBe(200);
    h.clock.advance(SESSION_IDLE_MS);
    expect((await getInfo(token)).http).toBe(401);
  });

  it('expires 12 hours after sign-in however busy it is', async () => {
    const token = await h.login('client');
    for (let spent = 0; spent < SESSION_ABSOLUTE_MS - 10 * MINUTE; spent += 10 * MINUTE) {
      h.clock.advance(10 * MINUTE);
      expect((await getInfo(token)).http).toBe(200);
    }
    h.clock.advance(10 * MINUTE);
    expect((await getInfo(token)).http).toBe(401);
  });
});

describe('forced password change', () => {
  it('holds accountant_new to the change-password calls until the password is changed', async () => {
    const token = await h.login('accountant_new');
    const info = await h.call<{ isPasswordChangeRequired: boolean }>('GET', 'page/get-info', { token });
    expect(info.body.data?.isPasswordChangeRequired).toBe(true);
    expect((await h.call('GET', 'security/password-rules', { token })).http).toBe(200);

    for (const path of ['notification/all', 'page/tickers', 'chat/get-counts']) {
      const refused = await h.call('GET', path, { token, lang: 'en' });
      expect(refused.http).toBe(403);
      expect(refused.body).toEqual({
        status: 'error',
        message: 'You must change your password.',
        data: { reason: 'password-change-required' },
      });
    }
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.username, 'accountant_new'), eq(auditLog.action, 'access.refused')));
    expect(audited.length).toBe(3);
    expect(audited[0]?.detail).toMatchObject({ http: 403, reason: 'password-change-required' });

    const second = await h.login('accountant_new');
    const fresh = 'Ledger#Spring7';
    const changed = await h.call<ChangePasswordData>('POST', 'security/change-password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: fresh, confirmPassword: fresh },
    });
    expect(changed.http).toBe(200);
    expect(changed.body).toEqual({
      status: 'success',
      data: { success: true },
      message: 'Пароль изменён. Войдите снова с новым паролем.',
    });
    // Every session of the user is gone, not only the one that changed the password.
    expect((await getInfo(token)).http).toBe(401);
    expect((await getInfo(second)).http).toBe(401);
    await expect(h.login('accountant_new')).rejects.toThrow();

    const next = await h.login('accountant_new', fresh);
    expect((await h.call('GET', 'notification/all', { token: next })).http).toBe(200);
    const changes = await h.db.select().from(auditLog).where(eq(auditLog.action, 'password.change'));
    expect(changes).toHaveLength(1);
  });
});

describe('POST security/change-password', () => {
  it('refuses a wrong current password', async () => {
    const token = await h.login('super_user');
    const { http, body } = await h.call('POST', 'security/change-password', {
      token,
      body: { oldPassword: 'Not#MyPass1', newPassword: 'Ledger#Spring7', confirmPassword: 'Ledger#Spring7' },
    });
    expect(http).toBe(422);
    expect(body.validation).toEqual([
      { attribute: 'oldPassword', message: 'Текущий пароль указан неверно.' },
    ]);
  });

  it.each([
    [
      'ru',
      'Проверьте введённые данные.',
      [
        'Пароль не должен состоять только из цифр.',
        'Пароль слишком простой или содержит логин.',
        'Пароль должен содержать символы не менее трёх видов: строчные и прописные буквы, цифры, знаки.',
      ],
    ],
    [
      'en',
      'Please check the data you entered.',
      [
        'The password must not consist of digits only.',
        'The password is too simple or contains the username.',
        'The password must mix at least three kinds of characters: lower and upper case letters, digits, symbols.',
      ],
    ],
    [
      'uz',
      'Kiritilgan maʼlumotlarni tekshiring.',
      [
        'Parol faqat raqamlardan iborat boʻlmasligi kerak.',
        'Parol juda oddiy yoki loginni oʻz ichiga oladi.',
        'Parolda kamida uch xil belgi boʻlishi kerak: kichik va katta harflar, raqamlar, belgilar.',
      ],
    ],
  ] as const)('lists every broken rule in %s', async (lang, message, rules) => {
    const token = await h.login('moderator');
    const { http, body } = await h.call('POST', 'security/change-password', {
      token,
      lang,
      body: { oldPassword: DEMO_PASSWORD, newPassword: '12345678', confirmPassword: '12345679' },
    });
    expect(http).toBe(422);
    expect(body.status).toBe('error');
    expect(body.message).toBe(message);
    expect(body.validation?.filter((v) => v.attribute === 'newPassword').map((v) => v.message)).toEqual(
      rules,
    );
    expect(body.validation?.filter((v) => v.attribute === 'confirmPassword')).toHaveLength(1);
  });

  it('refuses a common password, also with digits and symbols added, and one naming the organisation', async () => {
    const token = await h.login('accountant_simple');
    const change = (password: string) =>
      h.call('POST', 'security/change-password', {
        token,
        lang: 'en',
        body: { oldPassword: DEMO_PASSWORD, newPassword: password, confirmPassword: password },
      });
    for (const common of ['Welcome1!', 'Football#1', 'Monkey2026!', 'Sunshine!23']) {
      const refused = await change(common);
      expect(refused.http, common).toBe(422);
      expect(refused.body.validation, common).toEqual([
        { attribute: 'newPassword', message: expect.stringMatching(/too common/) },
      ]);
    }
    // The demo organisation is OOO «Toshkent Tekstil Invest»: its name's words and its INN.
    for (const named of ['Tekstil#2026x', 'ToshkentOffice#9'])
      expect((await change(named)).body.validation, named).toEqual([
        { attribute: 'newPassword', message: expect.stringMatching(/organisation/) },
      ]);
    expect((await change('Ledger#Spring7')).http).toBe(200);
  });

  it('refuses a short password and the same password again', async () => {
    const token = await h.login('admin_branch');
    const short = await h.call('POST', 'security/change-password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Ab#1', confirmPassword: 'Ab#1' },
    });
    expect(short.body.validation).toContainEqual({
      attribute: 'newPassword',
      message: 'Пароль должен содержать не менее 8 символов.',
    });
    const same = await h.call('POST', 'security/change-password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(same.body.validation).toEqual([
      { attribute: 'newPassword', message: 'Новый пароль должен отличаться от текущего.' },
    ]);
  });
});

// The node keeps a live session and its scope for SESSION_CACHE_MS (plugins/session-cache.ts,
// docs/decisions.md): what ends a session on this node takes effect at once; on another node within
// that bound. The clock is the harness's, so "at once" means with no time passing at all.
describe('the session cache (issue 18)', () => {
  const list = (token: string) => h.call('POST', 'uzs-payment/list', { token, body: {} });

  it('refuses a logged-out session at once, though it was just answered from the cache', async () => {
    const token = await h.login('head');
    expect((await list(token)).http).toBe(200);
    expect((await list(token)).http).toBe(200);
    expect((await h.call('POST', 'security/logout', { token })).http).toBe(200);
    expect((await list(token)).http).toBe(401);
    expect((await getInfo(token)).http).toBe(401);
  });

  it("refuses a blocked user's cached session at once, and a forced password change too", async () => {
    const admin = await h.login('admin');
    const token = await h.login('accountant_sign');
    expect((await list(token)).http).toBe(200);
    const [user] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'accountant_sign'));
    const post = (path: string, body: unknown = {}) =>
      h.call('POST', path, { token: admin, body, headers: { 'idempotency-key': randomUUID() } });
    expect((await post(`users/block/${String(user?.id)}`, { reason: 'test' })).http).toBe(200);
    expect((await list(token)).http).toBe(401);
    expect((await post(`users/unblock/${String(user?.id)}`)).http).toBe(200);

    const again = await h.login('accountant_sign');
    expect((await list(again)).http).toBe(200);
    expect((await post(`users/require-password-change/${String(user?.id)}`)).http).toBe(200);
    const refused = await list(again);
    expect(refused.http).toBe(403);
    expect(refused.body.data).toEqual({ reason: PASSWORD_CHANGE_REQUIRED });
  });

  it('follows a revocation made by another node within SESSION_CACHE_MS', async () => {
    const token = await h.login('client');
    expect((await list(token)).http).toBe(200);
    // Another node's logout: the row changes under this node, which is not told.
    await h.db
      .update(sessions)
      .set({ revokedAt: h.clock.now() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await list(token)).http).toBe(200);
    h.clock.advance(SESSION_CACHE_MS);
    expect((await list(token)).http).toBe(401);
  });
});
