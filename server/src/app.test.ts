import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contracts/api/endpoint.ts';
import * as securityApi from '../../contracts/api/security.ts';
import * as shellApi from '../../contracts/api/shell.ts';
import * as systemApi from '../../contracts/api/system.ts';
import { ROLES, isClientRole } from '../../contracts/roles.ts';
import { auditLog } from './db/schema/audit.ts';
import { bankSettings } from './db/schema/reference.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { createHarness, type Harness } from './test/harness.ts';

const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self' ws://127.0.0.1:8181 http://127.0.0.1:6210; font-src 'self' data:; frame-ancestors 'none'; " +
  "base-uri 'self'; form-action 'self'; worker-src 'self'; manifest-src 'self'";

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'corpbank-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CorpBank</title><div id="root"></div>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), 'console.log(1);');
  h = await createHarness({ distDir: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('contract endpoints', () => {
  const records = [securityApi, shellApi, systemApi]
    .flatMap((module) => Object.values(module))
    .filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
    );

  it.each(records.map((e) => [`${e.method} ${e.base}${e.path}`, e] as const))('%s is served', (_name, e) => {
    expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });
});

describe('role guard', () => {
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    for (const role of ROLES) tokens.set(role, await h.login(role));
  });

  it.each(ROLES)('lets %s call exactly the endpoints its role allows', async (role) => {
    const token = tokens.get(role);
    const expectations: [string, boolean][] = [
      ['page/personal-manager', isClientRole(role)],
      ['chat/status-message-cnt', role === 'contact_center'],
      ['chat/opens', role === 'msb_user' || role === 'contact_center'],
      ['page/get-info', true],
      ['chat/get-counts', true],
    ];
    for (const [path, allowed] of expectations) {
      const { http, body } = await h.call('GET', path, { token });
      expect({ path, http }).toEqual({ path, http: allowed ? 200 : 403 });
      if (!allowed)
        expect(body).toEqual({ status: 'error', message: 'Недостаточно прав для этого действия.' });
    }
  });

  it('audits role refusals with the endpoint', async () => {
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.username, 'admin'), eq(auditLog.action, 'access.refused')));
    expect(rows.map((r) => r.detail)).toContainEqual(
      expect.objectContaining({ http: 403, reason: 'role', endpoint: '/api/v2/page/personal-manager' }),
    );
  });
});

describe('request validation', () => {
  it('refuses malformed JSON with a 400 envelope', async () => {
    const token = await h.login('head');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/v2/page/sum-to-text',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Переданы неправильные данные!' });
  });

  it('refuses query parameters an endpoint does not declare', async () => {
    const token = await h.login('head');
    const { http, body } = await h.call('GET', 'page/tickers?debug=1', { token });
    expect(http).toBe(400);
    expect(body.validation).toEqual([{ attribute: 'debug', message: 'Неизвестное поле.' }]);
  });

  it('checks the session before the body', async () => {
    const { http } = await h.call('POST', 'page/sum-to-text', { body: { nonsense: true } });
    expect(http).toBe(401);
  });
});

describe('security headers', () => {
  it.each(['/api/v2/health', '/api/v2/no-such-call', '/', '/settings', '/assets/index-4f2a9c.js'])(
    'are on %s',
    async (url) => {
      const response = await h.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it("are on Fastify's own refusals too, which name no path back (a malformed %-escape)", async () => {
    const response = await h.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.json()).toEqual({ status: 'error', message: expect.any(String) });
    expect(response.body).not.toContain('%E0');
    const api = await h.app.inject({ method: 'GET', url: '/api/v2/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('pin https (HSTS) in production only', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    const production = loadConfig({
      NODE_ENV: 'production',
      WEBAUTHN_RP_ID: 'bank.example',
      WEBAUTHN_ORIGINS: 'https://bank.example',
    });
    for (const url of ['/api/v2/health', '/', '/%E0%A4%A'])
      expect(securityHeaders(production, url)['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  });

  it('keep API answers out of caches', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('static app', () => {
  it('serves index.html for app routes, revalidated on each load', async () => {
    for (const url of ['/', '/settings/last-auth', '/uzs-payments/detail/5']) {
      const response = await h.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and never the service worker', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await h.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/v2/unknown', '/newchat/unknown', '/tgb/api/unknown', '/api'])(
    'answers %s with a 404 envelope, not the app',
    async (url) => {
      const response = await h.app.inject({ method: 'GET', url, headers: { language: 'en-US' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found.' });
    },
  );
});

describe('site mode', () => {
  it('answers 503 setting during maintenance, except to admin_bank and sign-in', async () => {
    const head = await h.login('head');
    const adminBank = await h.login('admin_bank');
    await h.db.update(bankSettings).set({ maintenance: true });
    h.clock.advance(10_000);
    try {
      const refused = await h.call('GET', 'page/tickers', { token: head });
      expect(refused.http).toBe(503);
      expect(refused.body).toEqual({
        status: 'setting',
        message: 'Технические работы: сайт модернизируется. Попробуйте позже.',
      });
      expect((await h.call('GET', 'page/tickers', { token: adminBank })).http).toBe(200);
      expect((await h.call('GET', 'security/login')).http).toBe(200);
    } finally {
      await h.db.update(bankSettings).set({ maintenance: false });
      h.clock.advance(10_000);
    }
    expect((await h.call('GET', 'page/tickers', { token: head })).http).toBe(200);
  });
});

describe('a first start (issue 18)', () => {
  it("serves the app's files at once while API calls wait for the demo seed", async () => {
    let seeded!: () => void;
    const apiReady = new Promise<void>((resolve) => (seeded = resolve));
    const app = await buildApp({ config: h.config, database: h.database, apiReady });
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      let answered = false;
      const api = app.inject({ method: 'GET', url: '/api/v2/security/login' }).then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      seeded();
      expect((await api).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
