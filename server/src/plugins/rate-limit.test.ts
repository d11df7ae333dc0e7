/**
 * Rate limits (issue 19 point 1) at production values (RATE_LIMIT_FACTOR 1): password spraying from
 * one address is refused with 429, Retry-After and the envelope; the counter is shared by two app
 * instances on one database, and by two instances on one Redis when one answers on REDIS_URL
 * (default redis://127.0.0.1:6379; skipped otherwise).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../contracts/envelope.ts';
import { LANGUAGE_HEADER } from '../../../contracts/envelope.ts';
import { buildApp } from '../app.ts';
import { RATE_LIMIT_DEFAULTS, loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createHarness, DEMO_PASSWORD, type Harness } from '../test/harness.ts';
import { countAudit } from './audit-noise-repository.ts';

const LOGIN_MAX = RATE_LIMIT_DEFAULTS.loginIp.max;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let h: Harness;
// Many calls (sign-ins run scrypt) per test: slow when the whole suite shares the cores.
vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  h = await createHarness({ env: { RATE_LIMIT_FACTOR: '1' } });
});
afterAll(() => h.close());

/** A fresh made-up client address, so each test counts from zero (and Redis runs do not meet). */
/** A fresh made-up username (the account guard counts failures per username from every address). */
const stranger = () => `ghost_${randomUUID().slice(0, 8)}`;
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function signInOn(
  app: FastifyInstance,
  ip: string,
  username: string,
  password = 'Wrong#Pass1',
  lang?: 'en' | 'uz',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/security/login',
    remoteAddress: ip,
    headers: lang === undefined ? {} : { language: LANGUAGE_HEADER[lang] },
    payload: { username, password, code: 'any', captchaId: randomUUID() },
  });
  return { http: response.statusCode, body: response.json<Envelope>(), headers: response.headers };
}

describe('sign-in rate limit per address', () => {
  it(`refuses a 400-username spray from one address after ${LOGIN_MAX} attempts, with Retry-After`, async () => {
    const ip = someAddress();
    const answers: number[] = [];
    let refused: Awaited<ReturnType<typeof signInOn>> | undefined;
    for (let i = 0; i < 400; i++) {
      const answer = await signInOn(h.app, ip, `spray_user_${i}`, 'Welcome1!', i % 2 === 0 ? 'en' : 'uz');
      answers.push(answer.http);
      if (answer.http === 429 && refused === undefined) refused = answer;
    }
    expect(answers.slice(0, LOGIN_MAX).every((status) => status === 401)).toBe(true);
    expect(answers.slice(LOGIN_MAX).every((status) => status === 429)).toBe(true);
    expect(answers.filter((status) => status === 429)).toHaveLength(400 - LOGIN_MAX);

    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    const seconds = Number(refused?.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(RATE_LIMIT_DEFAULTS.loginIp.windowMs / 1000);
    expect(refused?.body).toEqual({
      status: 'error',
      message: expect.stringMatching(
        /^(Too many requests\. Try again in \d+ min\.|Soʻrovlar juda koʻp\. \d+ daqiqadan soʻng qayta urinib koʻring\.)$/,
      ),
      data: { retryAfter: seconds },
    });
    // The refusals are sampled noise: one audit row for this address, not 370.
    expect(await countAudit(h.db, 'request.rate-limited', ip)).toBe(1);
    expect(await countAudit(h.db, 'login.failure', ip)).toBe(LOGIN_MAX);
  });

  it('does not refuse another address, and the window ends', async () => {
    const ip = someAddress();
    for (let i = 0; i < LOGIN_MAX; i++) await signInOn(h.app, ip, stranger());
    expect((await signInOn(h.app, ip, 'accountant', DEMO_PASSWORD)).http).toBe(429);
    expect((await signInOn(h.app, someAddress(), 'accountant', DEMO_PASSWORD)).http).toBe(200);
    h.clock.advance(RATE_LIMIT_DEFAULTS.loginIp.windowMs + 1000);
    expect((await signInOn(h.app, ip, 'accountant', DEMO_PASSWORD)).http).toBe(200);
  });

  it('answers in Russian by default', async () => {
    const ip = someAddress();
    for (let i = 0; i < LOGIN_MAX; i++) await signInOn(h.app, ip, stranger());
    const refused = await signInOn(h.app, ip, stranger());
    expect(refused.http).toBe(429);
    expect(refused.body.message).toMatch(/^Слишком много запросов\. Повторите через \d+ мин\.$/);
  });
});

describe('behind a proxy (TRUST_PROXY=on)', () => {
  it('counts by the address the proxy saw, whatever X-Forwarded-For the caller forged before it', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA: 'off',
      DIST_DIR: h.config.distDir,
      DEMO_PASSWORD,
      RATE_LIMIT_FACTOR: '1',
      TRUST_PROXY: 'on',
    });
    const app = await buildApp({ config, database: h.database, clock: h.clock });
    await app.ready();
    try {
      const client = someAddress();
      const answers: number[] = [];
      for (let i = 0; i <= LOGIN_MAX; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v2/security/login',
          remoteAddress: '10.255.0.1',
          // The caller's own header (a new made-up address each time), then the proxy's entry.
          headers: { 'x-forwarded-for': `${someAddress()}, ${client}` },
          payload: { username: stranger(), password: 'Wrong#Pass1', code: 'any', captchaId: randomUUID() },
        });
        answers.push(response.statusCode);
      }
      expect(answers.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('counters shared by every node', () => {
  it('counts the calls of two app instances on one database together', async () => {
    // A second node: its own app (and, on PostgreSQL, its own connection pool) on the same database.
    const second: Database =
      h.databaseUrl === null ? h.database : await openDatabase({ kind: 'postgres', url: h.databaseUrl });
    const app = await buildApp({ config: h.config, database: second, clock: h.clock });
    await app.ready();
    try {
      const ip = someAddress();
      const half = Math.floor(LOGIN_MAX / 2);
      for (let i = 0; i < half; i++) expect((await signInOn(h.app, ip, stranger())).http).toBe(401);
      for (let i = half; i < LOGIN_MAX; i++) expect((await signInOn(app, ip, stranger())).http).toBe(401);
      // Each node alone saw at most half the limit; together they are over it.
      expect((await signInOn(h.app, ip, stranger())).http).toBe(429);
      expect((await signInOn(app, ip, stranger())).http).toBe(429);
    } finally {
      await app.close();
      if (second !== h.database) await second.close();
    }
  });

  it('counts the calls of two app instances on one Redis together (REDIS_URL; skipped without Redis)', async (ctx) => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
    const reachable = await probe
      .connect()
      .then(() => probe.ping())
      .then(
        () => true,
        () => false,
      );
    probe.disconnect();
    if (!reachable) ctx.skip();

    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA: 'off',
      DIST_DIR: h.config.distDir,
      DEMO_PASSWORD,
      REDIS_URL,
      RATE_LIMIT_FACTOR: '1',
    });
    expect(config.redisUrl).toBe(REDIS_URL);
    const a = await buildApp({ config, database: h.database, clock: h.clock });
    const b = await buildApp({ config, database: h.database, clock: h.clock });
    await Promise.all([a.ready(), b.ready()]);
    try {
      const ip = someAddress();
      for (let i = 0; i < LOGIN_MAX; i++)
        expect((await signInOn(i % 2 === 0 ? a : b, ip, stranger())).http).toBe(401);
      const refused = await signInOn(b, ip, stranger());
      expect(refused.http).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signInOn(a, ip, stranger())).http).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
