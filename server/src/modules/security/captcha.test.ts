import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaData } from '../../../../contracts/api/security.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { captchas, passwordResetRequests } from '../../db/schema/security.ts';
import { createHarness, DEMO_PASSWORD, type Harness } from '../../test/harness.ts';
import { CAPTCHA_TTL_MS, hashCaptchaAnswer } from './captcha.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ captcha: true });
});
afterAll(() => h.close());

/**
 * A real captcha whose stored answer is then set to K7mPq: the picture is random and the test must
 * know the answer. (Not a module mock: the server files share their modules — vitest.config.ts.)
 */
async function newCaptcha(): Promise<CaptchaData> {
  const { http, body } = await h.call<CaptchaData>('GET', 'security/login');
  expect(http).toBe(200);
  const captcha = body.data as CaptchaData;
  await h.db
    .update(captchas)
    .set({ answerHash: hashCaptchaAnswer('K7mPq') })
    .where(eq(captchas.id, captcha.captchaId));
  return captcha;
}

function signIn(captchaId: string, code: string) {
  return h.call('POST', 'security/login', {
    body: { username: 'head', password: DEMO_PASSWORD, captchaId, code },
  });
}

describe('captcha (CAPTCHA=on)', () => {
  it('hands out an SVG picture and an id', async () => {
    const captcha = await newCaptcha();
    expect(captcha.code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(captcha.code.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(captcha.captchaId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a wrong code with 422 and a validation entry, and audits it', async () => {
    const { captchaId } = await newCaptcha();
    const { http, body } = await signIn(captchaId, 'WRONG');
    expect(http).toBe(422);
    expect(body).toEqual({
      status: 'error',
      message: 'Неверный или устаревший код с картинки. Обновите картинку и попробуйте снова.',
      validation: [
        {
          attribute: 'code',
          message: 'Неверный или устаревший код с картинки. Обновите картинку и попробуйте снова.',
        },
      ],
    });
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, 'login.captcha-failure'));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('refuses an id it never issued', async () => {
    expect((await signIn(randomUUID(), 'K7mPq')).http).toBe(422);
  });

  it('accepts the right code in any case, once', async () => {
    const { captchaId } = await newCaptcha();
    expect((await signIn(captchaId, 'k7mpq')).http).toBe(200);
    expect((await signIn(captchaId, 'K7mPq')).http).toBe(422);
  });

  it('is used up by a wrong guess', async () => {
    const { captchaId } = await newCaptcha();
    expect((await signIn(captchaId, 'nope1')).http).toBe(422);
    expect((await signIn(captchaId, 'K7mPq')).http).toBe(422);
  });

  it('expires after 5 minutes', async () => {
    const { captchaId } = await newCaptcha();
    h.clock.advance(CAPTCHA_TTL_MS + 1000);
    expect((await signIn(captchaId, 'K7mPq')).http).toBe(422);
  });
});

describe('POST security/forgot', () => {
  const request = { full_name: 'Tursunova Malika', client_number: '00123456', phone: '998901234567' };

  it('needs the captcha too', async () => {
    const { http } = await h.call('POST', 'security/forgot', {
      body: { ...request, captchaId: randomUUID(), code: 'x' },
    });
    expect(http).toBe(422);
  });

  it('stores the request and answers neutrally', async () => {
    const { captchaId } = await newCaptcha();
    const { http, body } = await h.call('POST', 'security/forgot', {
      body: { ...request, captchaId, code: 'K7mPq' },
      lang: 'en',
    });
    expect(http).toBe(200);
    expect(body).toEqual({
      status: 'success',
      message: 'Request received. If the details are correct, a bank officer will contact you.',
    });
    const rows = await h.db.select().from(passwordResetRequests);
    expect(rows).toMatchObject([
      { fullName: 'Tursunova Malika', clientNumber: '00123456', phone: '998901234567' },
    ]);
    expect(
      await h.db.select().from(auditLog).where(eq(auditLog.action, 'password.reset-request')),
    ).toHaveLength(1);
  });

  it('validates the phone format', async () => {
    const { captchaId } = await newCaptcha();
    const { http, body } = await h.call('POST', 'security/forgot', {
      body: { ...request, phone: '+998 90 123', captchaId, code: 'K7mPq' },
    });
    expect(http).toBe(400);
    expect(body.validation).toEqual([{ attribute: 'phone', message: 'Поле не соответствует шаблону.' }]);
  });
});
