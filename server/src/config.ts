/**
 * Server settings from the environment (README "Configuration"). Everything is read once at start;
 * an invalid or unsafe combination stops the start with a message naming the variable.
 */
import { existsSync, readFileSync } from 'node:fs';
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

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Folder of the embedded database (PGlite keeps its files in `<dataDir>/pglite`). */
  readonly dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  readonly databaseUrl: string | null;
  readonly nodeEnv: string;
  readonly production: boolean;
  /** false only outside production (CAPTCHA=off), for scripts and tests. */
  readonly captcha: boolean;
  readonly demoPassword: string;
  readonly distDir: string;
  /** Behind a load balancer the client address comes from X-Forwarded-For. */
  readonly trustProxy: boolean;
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
  /** The browser's firebase settings (FIREBASE_API_KEY …); null: the client never loads firebase. */
  readonly firebaseWeb: FirebaseWebConfig | null;
  /** How often the bank-processing job of soum payments runs (PAYMENT_PROCESSING_MS; 0 = never). */
  readonly paymentProcessingMs: number;
  /**
   * The passkey relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS): from configuration only, never from
   * a request's Host header, which the caller chooses (a passkey made for evil.example must not sign
   * here). Required in production; elsewhere `localhost` and http://localhost:PORT.
   */
  readonly webauthn: { readonly rpId: string; readonly origins: readonly string[] };
}

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
  return {
    port: appPort,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    nodeEnv,
    production,
    captcha,
    demoPassword: env.DEMO_PASSWORD || 'Bank#2026',
    distDir: resolve(env.DIST_DIR || './dist'),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    signerWsPort: port(env, 'SIGNER_WS_PORT', 8181),
    signerHttpPort: port(env, 'SIGNER_HTTP_PORT', 6210),
    tgbApiBase: (env.TGB_API_BASE || 'https://api.telegram.org').replace(/\/+$/, ''),
    tgbBotToken: env.TGB_BOT_TOKEN || null,
    tgbWebhookSecret: env.TGB_WEBHOOK_SECRET || null,
    firebaseServiceAccount,
    firebaseApiBase: (env.FIREBASE_API_BASE || 'https://fcm.googleapis.com').replace(/\/+$/, ''),
    firebaseWeb: webConfig(env, firebaseServiceAccount),
    paymentProcessingMs: milliseconds(env, 'PAYMENT_PROCESSING_MS', 5000),
    webauthn: relyingParty(env, production, appPort),
  };
}
