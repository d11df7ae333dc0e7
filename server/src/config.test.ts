import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { hashPassword, verifyPassword } from './modules/security/password.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      captcha: true,
      demoPassword: 'Bank#2026',
      production: false,
      signerWsPort: 8181,
      signerHttpPort: 6210,
      pgliteMaintenanceMs: 600_000,
    });
    expect(loadConfig({ PGLITE_MAINTENANCE_MS: '0' }).pgliteMaintenanceMs).toBe(0);
    expect(() => loadConfig({ PGLITE_MAINTENANCE_MS: 'hourly' })).toThrow(/PGLITE_MAINTENANCE_MS/);
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.distDir).toMatch(/[/\\]dist$/);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    WEBAUTHN_RP_ID: 'bank.example',
    WEBAUTHN_ORIGINS: 'https://bank.example, https://m.bank.example/',
  };

  it('turns the captcha off outside production only', () => {
    expect(loadConfig({ CAPTCHA: 'off', NODE_ENV: 'test' }).captcha).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, CAPTCHA: 'off' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, CAPTCHA: 'off' })).toThrow(/CAPTCHA=off is refused/);
    expect(loadConfig(PRODUCTION).captcha).toBe(true);
  });

  it('hashes passwords at scrypt cost 15 unless told, and never below 15 in production', async () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig(PRODUCTION).passwordHashCost).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ ...PRODUCTION, PASSWORD_HASH_COST: '14' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    // The stored hash names its cost: N = 2^15 by default, 2^10 when asked.
    expect(await hashPassword('Bank#2026')).toMatch(/^scrypt\$32768\$8\$1\$/);
    const cheap = await hashPassword('Bank#2026', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Bank#2026', cheap)).toBe(true);
    expect(await verifyPassword('Bank#2027', cheap)).toBe(false);
  });

  it('takes the passkey relying party from configuration only, required in production', () => {
    expect(loadConfig({ PORT: '8090' }).webauthn).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:8090'],
    });
    expect(loadConfig(PRODUCTION).webauthn).toEqual({
      rpId: 'bank.example',
      origins: ['https://bank.example', 'https://m.bank.example'],
    });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS/);
    expect(() => loadConfig({ ...PRODUCTION, WEBAUTHN_ORIGINS: '' })).toThrow(/WEBAUTHN_RP_ID/);
    expect(() => loadConfig({ ...PRODUCTION, WEBAUTHN_ORIGINS: 'http://bank.example' })).toThrow(/https/);
    expect(() => loadConfig({ ...PRODUCTION, WEBAUTHN_ORIGINS: 'https://evil.example' })).toThrow(
      /relying party's domain/,
    );
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'not an origin' })).toThrow(/not an origin/);
  });

  it('reads the rate limits, their factor, Redis, audit retention and the trusted proxies', () => {
    const defaults = loadConfig({});
    expect(defaults.rateLimits.loginIp).toEqual({ max: 30, windowMs: 600_000 });
    expect(defaults.loginAccountGuard).toBe(30);
    expect(defaults.redisUrl).toBeNull();
    expect(defaults.auditRetentionDays).toBe(365);
    expect(defaults.trustProxy).toBe(false);
    const raised = loadConfig({ RATE_LIMIT_FACTOR: '100', RATE_LIMIT_CAPTCHA_IP: '10/60' });
    expect(raised.rateLimits.loginIp.max).toBe(3000);
    expect(raised.rateLimits.captchaIp).toEqual({ max: 1000, windowMs: 60_000 });
    expect(raised.loginAccountGuard).toBe(3000);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_IP: 'many' })).toThrow(/RATE_LIMIT_LOGIN_IP/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '7' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0);
    // `on` trusts the nearest proxy only: entries a caller put before it are not believed.
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toBe('10.0.0.0/8,192.0.2.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses values it cannot read', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
  });

  it('reads push settings: service account JSON or file, web settings all or none', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const account = {
      project_id: 'proj',
      client_email: 'push@proj.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n',
    };
    expect(loadConfig({}).firebaseServiceAccount).toBeNull();
    expect(loadConfig({}).firebaseWeb).toBeNull();
    const fromJson = loadConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) });
    expect(fromJson.firebaseServiceAccount).toMatchObject({
      projectId: 'proj',
      tokenUri: 'https://oauth2.googleapis.com/token',
    });
    const file = join(await mkdtemp(join(tmpdir(), 'corpbank-config-')), 'sa.json');
    await writeFile(file, JSON.stringify(account));
    const fromFile = loadConfig({
      FIREBASE_SERVICE_ACCOUNT: file,
      FIREBASE_TOKEN_URI: 'http://127.0.0.1:9/t',
    });
    expect(fromFile.firebaseServiceAccount?.tokenUri).toBe('http://127.0.0.1:9/t');
    expect(() => loadConfig({ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' })).toThrow(/client_email/);
    expect(() => loadConfig({ FIREBASE_SERVICE_ACCOUNT: '/no/such/file.json' })).toThrow(
      /FIREBASE_SERVICE_ACCOUNT/,
    );
    expect(() => loadConfig({ FIREBASE_SERVER_KEY: 'legacy' })).toThrow(/FIREBASE_SERVICE_ACCOUNT/);
    expect(() => loadConfig({ FIREBASE_API_KEY: 'k' })).toThrow(/FIREBASE_VAPID_KEY/);
    const web = {
      FIREBASE_API_KEY: 'k',
      FIREBASE_MESSAGING_SENDER_ID: '1',
      FIREBASE_APP_ID: 'a',
      FIREBASE_VAPID_KEY: 'v',
    };
    expect(() => loadConfig(web)).toThrow(/FIREBASE_PROJECT_ID/);
    expect(loadConfig({ ...web, FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) }).firebaseWeb).toEqual({
      apiKey: 'k',
      projectId: 'proj',
      messagingSenderId: '1',
      appId: 'a',
      vapidKey: 'v',
    });
  });
});
