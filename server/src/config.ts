/**
 * Server settings from the environment (README "Configuration"). Everything is read once at start;
 * an invalid or unsafe combination stops the start with a message naming the variable.
 */
import { resolve } from 'node:path';

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
  /** FCM legacy server key (FIREBASE_SERVER_KEY); null: no push is sent, polling covers it. */
  readonly firebaseServerKey: string | null;
  /** FCM base (FIREBASE_API_BASE), movable for tests. */
  readonly firebaseApiBase: string;
  /** How often the bank-processing job of soum payments runs (PAYMENT_PROCESSING_MS; 0 = never). */
  readonly paymentProcessingMs: number;
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
  return {
    port: port(env, 'PORT', 8080),
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
    firebaseServerKey: env.FIREBASE_SERVER_KEY || null,
    firebaseApiBase: (env.FIREBASE_API_BASE || 'https://fcm.googleapis.com').replace(/\/+$/, ''),
    paymentProcessingMs: milliseconds(env, 'PAYMENT_PROCESSING_MS', 5000),
  };
}
