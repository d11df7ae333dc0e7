/** Captcha pictures bounded (issue 19 point 1): per-address limit, expired rows dropped, a cap on live ones. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_DEFAULTS } from '../../config.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { CAPTCHA_TTL_MS } from './captcha.ts';
import { countCaptchas, insertCaptcha } from './repository.ts';

let h: Harness;
// Many calls (sign-ins run scrypt) per test: slow when the whole suite shares the cores.
vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  h = await createHarness({ captcha: true, env: { RATE_LIMIT_FACTOR: '1' } });
});
afterAll(() => h.close());

const picture = (ip: string) =>
  h.app.inject({ method: 'GET', url: '/api/v2/security/login', remoteAddress: ip });

describe('captcha pictures', () => {
  it(`are limited to ${RATE_LIMIT_DEFAULTS.captchaIp.max} per address per 10 minutes`, async () => {
    const max = RATE_LIMIT_DEFAULTS.captchaIp.max;
    const answers: number[] = [];
    for (let i = 0; i < max + 20; i++) answers.push((await picture('198.51.100.40')).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(max);
    const refused = await picture('198.51.100.40');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ status: 'error', data: { retryAfter: expect.any(Number) } });
    expect((await picture('198.51.100.41')).statusCode).toBe(200);
  });

  it('expired and used rows are dropped', async () => {
    expect(await countCaptchas(h.db)).toBeGreaterThan(RATE_LIMIT_DEFAULTS.captchaIp.max - 1);
    h.clock.advance(CAPTCHA_TTL_MS + 1000);
    expect((await picture('198.51.100.42')).statusCode).toBe(200);
    expect(await countCaptchas(h.db)).toBe(1);
  });

  it('live rows are capped: the oldest beyond the cap are dropped', async () => {
    const now = h.clock.now();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const id = randomUUID();
      ids.push(id);
      await insertCaptcha(h.db, id, 'hash', new Date(now.getTime() + CAPTCHA_TTL_MS + i * 1000), now, 5);
    }
    expect(await countCaptchas(h.db)).toBe(5);
  });
});
