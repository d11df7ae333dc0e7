import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '../../../../contracts/api/security.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { loginHistory } from '../../db/schema/security.ts';
import { createHarness, DEMO_PASSWORD, type Harness } from '../../test/harness.ts';
import { LOCK_MS, MAX_FAILURES } from './service.ts';

const captcha = { code: 'any', captchaId: '7d444840-9dc0-11d1-b245-5ffdce74fad2' };
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

function signIn(username: string, password: string, lang: 'ru' | 'en' | 'uz' = 'ru') {
  return h.call<LoginData>('POST', 'security/login', {
    body: { username, password, ...captcha },
    lang,
    headers: { 'user-agent': CHROME_ON_WINDOWS },
  });
}

describe('POST security/login', () => {
  it('signs in with the demo password and answers the current user with a token', async () => {
    const { http, body } = await signIn('accountant', DEMO_PASSWORD);
    expect(http).toBe(200);
    expect(body.status).toBe('success');
    const data = body.data as LoginData;
    expect(data.accessToken.length).toBeGreaterThanOrEqual(43);
    expect(data).toMatchObject({
      username: 'accountant',
      role: 'accountant',
      roleName: 'accountant',
      organizationName: 'OOO «Toshkent Tekstil Invest»',
      inn: expect.stringMatching(/^\d{9}$/),
      nibbd: expect.stringMatching(/^\d{8}$/),
      isPasswordChangeRequired: false,
      existPersonalManager: true,
      canSwitch: false,
    });
    const info = await h.call('GET', 'page/get-info', { token: data.accessToken });
    expect(info.http).toBe(200);
  });

  it('ignores the case of the username', async () => {
    expect((await signIn('Head', DEMO_PASSWORD)).http).toBe(200);
  });

  it('labels accountant_simple as accountant and lets multiclient switch organisations', async () => {
    const simple = (await signIn('accountant_simple', DEMO_PASSWORD)).body.data as LoginData;
    expect(simple.roleName).toBe('accountant');
    expect(simple.role).toBe('accountant_simple');
    const multi = (await signIn('multiclient', DEMO_PASSWORD)).body.data as LoginData;
    expect(multi.canSwitch).toBe(true);
    // main, samarqand, fargona and the child organisation of main (linked by the payments seed).
    expect(multi.organizations).toHaveLength(4);
    expect(multi.existPersonalManager).toBe(false);
    const admin = (await signIn('admin', DEMO_PASSWORD)).body.data as LoginData;
    expect(admin.organizationId).toBeNull();
  });

  it('records the sign-in in the login history and the audit log', async () => {
    const data = (await signIn('super_head', DEMO_PASSWORD)).body.data as LoginData;
    const [latest] = await h.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, data.id))
      .orderBy(loginHistory.at)
      .then((rows) => rows.slice(-1));
    expect(latest).toMatchObject({ os: 'Windows', browser: 'Chrome', country: 'UZ', success: true });
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, data.id), eq(auditLog.action, 'login.success')));
    expect(audit).toHaveLength(1);
  });

  it('answers a wrong password and an unknown user identically, and audits both', async () => {
    const wrongPassword = await signIn('passive_user', 'Wrong#Pass1');
    const unknownUser = await signIn('nobody_here', 'Wrong#Pass1');
    expect(wrongPassword.http).toBe(401);
    expect(unknownUser.http).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body).toEqual({ status: 'error', message: 'Неверный логин или пароль.' });
    expect((await signIn('nobody_here', 'x', 'en')).body.message).toBe('Wrong username or password.');

    const failures = await h.db.select().from(auditLog).where(eq(auditLog.action, 'login.failure'));
    expect(failures.map((f) => f.username)).toEqual(expect.arrayContaining(['passive_user', 'nobody_here']));
  });

  it.each([
    ['an existing user', 'cur_manager'],
    ['an unknown username', 'ghost_user'],
  ])('locks %s after 10 failures for 30 minutes', async (_label, username) => {
    expect(MAX_FAILURES).toBe(10);
    for (let i = 1; i < MAX_FAILURES; i++) expect((await signIn(username, `Wrong#${i}`)).http).toBe(401);
    const tenth = await signIn(username, 'Wrong#10');
    expect(tenth.http).toBe(429);
    expect(tenth.body.status).toBe('error');
    expect(tenth.body.message).toMatch(
      /^Слишком много неудачных попыток входа\. Вход заблокирован до \d\d\.\d\d\.\d{4} \d\d:\d\d/,
    );
    expect(tenth.body.data).toEqual({ lockedUntil: expect.any(String) });

    const rightPassword = await signIn(username, DEMO_PASSWORD);
    expect(rightPassword.http).toBe(429);
    const lockouts = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.lockout'), eq(auditLog.username, username)));
    expect(lockouts).toHaveLength(1);

    h.clock.advance(LOCK_MS - 1000);
    expect((await signIn(username, DEMO_PASSWORD)).http).toBe(429);
    h.clock.advance(2000);
    expect((await signIn(username, DEMO_PASSWORD)).http).toBe(username === 'ghost_user' ? 401 : 200);
  });

  it('refuses unknown body fields with 400 and validation entries', async () => {
    const { http, body } = await h.call('POST', 'security/login', {
      body: { username: 'admin', password: DEMO_PASSWORD, ...captcha, remember: true },
    });
    expect(http).toBe(400);
    expect(body).toEqual({
      status: 'error',
      message: 'Переданы неправильные данные!',
      validation: [{ attribute: 'remember', message: 'Неизвестное поле.' }],
    });
  });

  it('reports missing fields in the request language', async () => {
    const { http, body } = await h.call('POST', 'security/login', {
      body: { username: 'admin' },
      lang: 'uz',
    });
    expect(http).toBe(400);
    expect(body.validation).toEqual(
      expect.arrayContaining([
        { attribute: 'password', message: 'Maydonni toʻldiring.' },
        { attribute: 'captchaId', message: 'Maydonni toʻldiring.' },
      ]),
    );
  });
});
