/**
 * Server settings from the environment (README "Configuration"). Everything is read once at start;
 * an invalid or unsafe combination stops the start with a message naming the variable.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './db/client.ts';
import { resolve } from 'node:path';

/** A Google service account (its JSON key file) that may send through FCM HTTP v1. */
export interface FirebaseServiceAccount {
  readonly projectId: string;
  readonly clientEmail: string;
  /** PKCS#8 PEM of the RS256 key that signs the OAuth2 assertion. */
  readonly privateKey: string;
  readonly privateKeyId: string | null;
  /** Where the signed assertion is exchanged for an access token (FIREBASE_TOKEN_URI overrides). */
  readonly tokenUri: string;
}

/** What the browser needs to get a push token (served by firebase/web-config). */
export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly vapidKey: string;
}

/** One rate limit: at most `max` calls per key in a fixed window of `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * The rate limits (docs/decisions.md, issue 19 point 1), each `RATE_LIMIT_<NAME>=max/seconds`
 * (e.g. RATE_LIMIT_LOGIN_IP=30/600); RATE_LIMIT_FACTOR multiplies every max (test set-ups that sign
 * in hundreds of times from one address raise them so; production keeps 1).
 */
export const RATE_LIMIT_DEFAULTS = {
  /** Sign-in attempts per client address (password spraying: many usernames, one address). */
  loginIp: { max: 30, windowMs: 10 * 60_000 },
  /** Captcha pictures per client address (each is an SVG drawn and a database row). */
  captchaIp: { max: 60, windowMs: 10 * 60_000 },
  /** Password-reset requests per client address, and per client number from all addresses. */
  resetIp: { max: 5, windowMs: 60 * 60_000 },
  resetAccount: { max: 3, windowMs: 60 * 60_000 },
  /** SMS codes sent per user, and SMS calls (send and check) per client address. */
  smsUser: { max: 5, windowMs: 10 * 60_000 },
  smsIp: { max: 30, windowMs: 10 * 60_000 },
  /** Passkey calls per client address (the public quick unlock) and per signed-in user. */
  passkeyIp: { max: 30, windowMs: 10 * 60_000 },
  passkeyUser: { max: 30, windowMs: 10 * 60_000 },
  /** Referral codes looked up or used per client address (guests) and per signed-in user (guessing). */
  referralIp: { max: 20, windowMs: 10 * 60_000 },
  referralUser: { max: 10, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Folder of the embedded database (PGlite keeps its files in `<dataDir>/pglite`). */
  readonly dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  readonly databaseUrl: string | null;
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB); db/client.ts says why 48 by default. */
  readonly pgliteSharedBuffersMb: number;
  readonly nodeEnv: string;
  /**
   * OpenSearch/Elasticsearch the /elk-stats screen reads events from (ELK_URL, e.g.
   * http://elk:9200; ELK_INDEX, default corpbank-audit-*); null: the audit log in the database.
   */
  readonly elk: { readonly url: string; readonly index: string } | null;
  readonly production: boolean;
  /** false only outside production (CAPTCHA=off), for scripts and tests. */
  readonly captcha: boolean;
  readonly demoPassword: string;
  readonly distDir: string;
  /**
   * Behind a load balancer the client address comes from X-Forwarded-For (TRUST_PROXY): false (the
   * socket's address), a number of proxy hops (`on` = 1: the entry the nearest proxy appended; the
   * entries before it are the caller's to forge), or the proxies' addresses/CIDRs, comma-separated.
   * The rate limits and locks count by this address, so trusting more than the real proxies would
   * let a caller pick a fresh address per request.
   */
  readonly trustProxy: boolean | number | string;
  readonly signerWsPort: number;
  readonly signerHttpPort: number;
  /** Telegram Bot API base (TGB_API_BASE); tests point it at a fake on loopback. */
  readonly tgbApiBase: string;
  /** The bot's token (TGB_BOT_TOKEN); null: operator replies are stored but not delivered. */
  readonly tgbBotToken: string | null;
  /** X-Telegram-Bot-Api-Secret-Token the webhook demands (TGB_WEBHOOK_SECRET); null: webhook closed. */
  readonly tgbWebhookSecret: string | null;
  /** FCM HTTP v1 sender (FIREBASE_SERVICE_ACCOUNT, JSON or a path); null: no push is sent, polling covers it. */
  readonly firebaseServiceAccount: FirebaseServiceAccount | null;
  /** FCM base (FIREBASE_API_BASE), movable for tests. */
  readonly firebaseApiBase: string;
  /** Each HTTP call to Google gives up after this long (FIREBASE_TIMEOUT_MS, default 5 s; the push is best effort). */
  readonly firebaseTimeoutMs: number;
  /** The browser's firebase settings (FIREBASE_API_KEY …); null: the client never loads firebase. */
  readonly firebaseWeb: FirebaseWebConfig | null;
  /** How often the bank-processing job of soum payments runs (PAYMENT_PROCESSING_MS; 0 = never). */
  readonly paymentProcessingMs: number;
  /**
   * How often a PGlite database is vacuumed and analyzed where it needs it (PGLITE_MAINTENANCE_MS,
   * default 10 minutes; 0 = never). PGlite has no autovacuum; PostgreSQL servers ignore this.
   */
  readonly pgliteMaintenanceMs: number;
  /** How often the import queue looks for waiting files, besides right after an upload (IMPORT_QUEUE_MS; 0 = no queue worker on this node). */
  readonly importQueueMs: number;
  /**
   * The passkey relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS): from configuration only, never from
   * a request's Host header, which the caller chooses (a passkey made for evil.example must not sign
   * here). Required in production; elsewhere `localhost` and http://localhost:PORT.
   */
  readonly webauthn: { readonly rpId: string; readonly origins: readonly string[] };
  /** Rate limits by name (RATE_LIMIT_*), already multiplied by RATE_LIMIT_FACTOR. */
  readonly rateLimits: Readonly<Record<RateLimitName, RateLimit>>;
  /**
   * Failed sign-ins of one username from all addresses in 30 minutes after which only addresses the
   * user has signed in from before (90 days) may still try (LOGIN_ACCOUNT_GUARD; × RATE_LIMIT_FACTOR).
   */
  readonly loginAccountGuard: number;
  /** Redis for the rate-limit counters (REDIS_URL); null: the counters live in the database. */
  readonly redisUrl: string | null;
  /** Days the audit log keeps its non-financial rows (AUDIT_RETENTION_DAYS, at least 30; 0 = forever). */
  readonly auditRetentionDays: number;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST; at least 15 in production). */
  readonly passwordHashCost: number;
  /**
   * Every success answer is checked against its endpoint's response schema before it leaves
   * (CHECK_RESPONSES=on|off; on by default when NODE_ENV=test): a mismatch is a 500, so the server
   * suite and the journeys fail on an answer that does not match the contract (docs/decisions.md).
   */
  readonly checkResponses: boolean;
}

/**
 * log2 of scrypt's N for password hashes: 15 (N = 32 768, ~150 ms a hash on one core here) is the
 * default and the production floor. Test set-ups that sign in thousands of times set 10–14
 * (docs/decisions.md, "Password hashing cost in tests").
 */
export const PASSWORD_HASH_COST = 15;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
  }
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function trustProxy(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['off', 'false', '0', 'no'].includes(raw.toLowerCase())) return false;
  if (['on', 'true', 'yes'].includes(raw.toLowerCase())) return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new ConfigError(
      `TRUST_PROXY must be off, on (one proxy), a number of proxies or their addresses, got "${raw}"`,
    );
  }
  return entries.join(',');
}

function rateLimits(env: NodeJS.ProcessEnv, factor: number): Config['rateLimits'] {
  const entries = Object.entries(RATE_LIMIT_DEFAULTS).map(([name, fallback]) => {
    const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const raw = (env[variable] ?? '').trim();
    let limit: RateLimit = fallback;
    if (raw !== '') {
      const match = /^(\d+)\/(\d+)$/.exec(raw);
      if (match === null || Number(match[1]) < 1 || Number(match[2]) < 1) {
        throw new ConfigError(`${variable} must be max/seconds (e.g. 30/600), got "${raw}"`);
      }
      limit = { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
    }
    return [name, { max: limit.max * factor, windowMs: limit.windowMs }];
  });
  return Object.fromEntries(entries) as Config['rateLimits'];
}

function passwordHashCost(env: NodeJS.ProcessEnv, production: boolean): number {
  const cost = wholeNumber(env, 'PASSWORD_HASH_COST', PASSWORD_HASH_COST);
  const floor = production ? PASSWORD_HASH_COST : 10;
  if (cost < floor || cost > 20) {
    throw new ConfigError(
      production
        ? `PASSWORD_HASH_COST must be ${PASSWORD_HASH_COST}–20 when NODE_ENV=production, got "${cost}"`
        : `PASSWORD_HASH_COST must be 10–20, got "${cost}"`,
    );
  }
  return cost;
}

function auditRetention(env: NodeJS.ProcessEnv): number {
  const days = wholeNumber(env, 'AUDIT_RETENTION_DAYS', 365);
  if (days !== 0 && days < 30) {
    throw new ConfigError(`AUDIT_RETENTION_DAYS must be 0 (keep forever) or at least 30, got "${days}"`);
  }
  return days;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, got "${env[name]}"`);
}

function serviceAccount(env: NodeJS.ProcessEnv): FirebaseServiceAccount | null {
  const raw = (env.FIREBASE_SERVICE_ACCOUNT ?? '').trim();
  if (raw === '') return null;
  let text = raw;
  if (!raw.startsWith('{')) {
    if (!existsSync(raw)) {
      throw new ConfigError(
        'FIREBASE_SERVICE_ACCOUNT must be the service account JSON or the path of its file',
      );
    }
    text = readFileSync(raw, 'utf8');
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new ConfigError('FIREBASE_SERVICE_ACCOUNT is not valid JSON');
  }
  const field = (name: string): string => {
    const value = json[name];
    if (typeof value !== 'string' || value === '') {
      throw new ConfigError(`FIREBASE_SERVICE_ACCOUNT has no "${name}"`);
    }
    return value;
  };
  const keyId = json['private_key_id'];
  return {
    projectId: field('project_id'),
    clientEmail: field('client_email'),
    privateKey: field('private_key'),
    privateKeyId: typeof keyId === 'string' && keyId !== '' ? keyId : null,
    tokenUri:
      env.FIREBASE_TOKEN_URI ||
      (typeof json['token_uri'] === 'string' ? json['token_uri'] : 'https://oauth2.googleapis.com/token'),
  };
}

const WEB_VARIABLES = {
  apiKey: 'FIREBASE_API_KEY',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
  vapidKey: 'FIREBASE_VAPID_KEY',
} as const;

function webConfig(env: NodeJS.ProcessEnv, account: FirebaseServiceAccount | null): FirebaseWebConfig | null {
  const values = Object.fromEntries(
    Object.entries(WEB_VARIABLES).map(([key, name]) => [key, (env[name] ?? '').trim()]),
  ) as Record<keyof typeof WEB_VARIABLES, string>;
  const given = Object.entries(values).filter(([, v]) => v !== '');
  if (given.length === 0) return null;
  const missing = Object.entries(WEB_VARIABLES).filter(([key]) => values[key as keyof typeof values] === '');
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.map(([, name]) => name).join(', ')} must be set with the other FIREBASE_ web settings`,
    );
  }
  const projectId = (env.FIREBASE_PROJECT_ID ?? '').trim() || account?.projectId || '';
  if (projectId === '')
    throw new ConfigError('FIREBASE_PROJECT_ID must be set (or FIREBASE_SERVICE_ACCOUNT)');
  return { ...values, projectId };
}

function relyingParty(env: NodeJS.ProcessEnv, production: boolean, appPort: number): Config['webauthn'] {
  const rpId = (env.WEBAUTHN_RP_ID ?? '').trim();
  const origins = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  if (production && (rpId === '' || origins.length === 0)) {
    throw new ConfigError(
      "WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS must be set when NODE_ENV=production (the passkey relying party: the site's domain and its https origins)",
    );
  }
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(`WEBAUTHN_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
    }
    if (url.origin !== origin)
      throw new ConfigError(`WEBAUTHN_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
    if (production && url.protocol !== 'https:')
      throw new ConfigError(`WEBAUTHN_ORIGINS: "${origin}" must be https in production`);
    const host = url.hostname;
    const effective = rpId || 'localhost';
    if (host !== effective && !host.endsWith(`.${effective}`)) {
      throw new ConfigError(
        `WEBAUTHN_ORIGINS: "${origin}" is not on the relying party's domain "${effective}"`,
      );
    }
  }
  return {
    rpId: rpId || 'localhost',
    origins: origins.length > 0 ? origins : [`http://localhost:${appPort}`],
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const captcha = flag(env, 'CAPTCHA', true);
  if (production && !captcha) {
    throw new ConfigError(
      'CAPTCHA=off is refused when NODE_ENV=production: sign-in must be protected by a captcha',
    );
  }
  const dataDir = resolve(env.DATA_DIR || './data');
  if (env.FIREBASE_SERVER_KEY) {
    throw new ConfigError(
      'FIREBASE_SERVER_KEY is no longer read (Google shut the legacy FCM API down): set FIREBASE_SERVICE_ACCOUNT',
    );
  }
  const firebaseServiceAccount = serviceAccount(env);
  const appPort = port(env, 'PORT', 8080);
  const rateLimitFactor = wholeNumber(env, 'RATE_LIMIT_FACTOR', 1, 1);
  return {
    port: appPort,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    pgliteSharedBuffersMb: wholeNumber(env, 'PGLITE_SHARED_BUFFERS_MB', DEFAULT_PGLITE_SHARED_BUFFERS_MB, 16),
    nodeEnv,
    elk: (env.ELK_URL ?? '').trim()
      ? {
          url: (env.ELK_URL ?? '').trim().replace(/\/+$/, ''),
          index: (env.ELK_INDEX ?? '').trim() || 'corpbank-audit-*',
        }
      : null,
    production,
    captcha,
    demoPassword: env.DEMO_PASSWORD || 'Bank#2026',
    distDir: resolve(env.DIST_DIR || './dist'),
    trustProxy: trustProxy(env),
    signerWsPort: port(env, 'SIGNER_WS_PORT', 8181),
    signerHttpPort: port(env, 'SIGNER_HTTP_PORT', 6210),
    tgbApiBase: (env.TGB_API_BASE || 'https://api.telegram.org').replace(/\/+$/, ''),
    tgbBotToken: env.TGB_BOT_TOKEN || null,
    tgbWebhookSecret: env.TGB_WEBHOOK_SECRET || null,
    firebaseServiceAccount,
    firebaseApiBase: (env.FIREBASE_API_BASE || 'https://fcm.googleapis.com').replace(/\/+$/, ''),
    firebaseTimeoutMs: milliseconds(env, 'FIREBASE_TIMEOUT_MS', 5000),
    firebaseWeb: webConfig(env, firebaseServiceAccount),
    paymentProcessingMs: milliseconds(env, 'PAYMENT_PROCESSING_MS', 5000),
    pgliteMaintenanceMs: milliseconds(env, 'PGLITE_MAINTENANCE_MS', 600_000),
    importQueueMs: milliseconds(env, 'IMPORT_QUEUE_MS', 1000),
    webauthn: relyingParty(env, production, appPort),
    rateLimits: rateLimits(env, rateLimitFactor),
    loginAccountGuard: wholeNumber(env, 'LOGIN_ACCOUNT_GUARD', 30, 1) * rateLimitFactor,
    redisUrl: (env.REDIS_URL ?? '').trim() || null,
    auditRetentionDays: auditRetention(env),
    passwordHashCost: passwordHashCost(env, production),
    checkResponses: flag(env, 'CHECK_RESPONSES', nodeEnv === 'test'),
  };
}
