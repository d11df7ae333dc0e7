/**
 * One fresh database and app per test file. PGlite in memory by default; with DATABASE_URL set,
 * a new database with a random name on that PostgreSQL server (created through its `postgres`
 * database, dropped again by close()). Migrated and demo-seeded, with a manual clock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Envelope, Language } from '../../../contracts/envelope.ts';
import { LANGUAGE_HEADER } from '../../../contracts/envelope.ts';
import { buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';

export const DEMO_PASSWORD = 'Bank#2026';

export interface HarnessOptions {
  /** Check captchas (CAPTCHA=on); off by default so tests sign in directly. */
  readonly captcha?: boolean;
  /** Folder of a built app to serve; by default none (API only). */
  readonly distDir?: string;
  /** More settings (say TGB_API_BASE, DATA_DIR), as the environment would give them. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly lang?: Language;
  readonly headers?: Record<string, string>;
}

export interface CallResult<T> {
  readonly http: number;
  readonly body: Envelope<T>;
  readonly headers: Record<string, unknown>;
}

export interface Harness {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly database: Database;
  readonly clock: ManualClock;
  readonly config: Config;
  /** The PostgreSQL database of this test file (null on PGlite), for a second node on it. */
  readonly databaseUrl: string | null;
  /** Calls an API path relative to /api/v2/ and parses the envelope. */
  call<T = unknown>(
    method: InjectOptions['method'],
    path: string,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  /** Signs in (captcha off) and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

async function freshDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') {
    return {
      database: await openDatabase({ kind: 'pglite', folder: null }),
      url: null,
      drop: async () => {},
    };
  }
  const name = `corpbank_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString() });
  return {
    database,
    url: testUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA: options.captcha === true ? 'on' : 'off',
    DIST_DIR: options.distDir ?? join(tmpdir(), `corpbank-no-dist-${randomUUID()}`),
    DEMO_PASSWORD,
    ...options.env,
  });
  const clock = new ManualClock();
  const { database, url: databaseUrl, drop } = await freshDatabase();
  await database.migrate();
  await seedDemo(database.db, { demoPassword: DEMO_PASSWORD, clock });
  const app = await buildApp({ config, database, clock });
  await app.ready();

  const call: Harness['call'] = async (method, path, callOptions = {}) => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token !== undefined) headers.authorization = `Bearer ${callOptions.token}`;
    if (callOptions.lang !== undefined) headers.language = LANGUAGE_HEADER[callOptions.lang];
    const response = await app.inject({
      method,
      url: `/api/v2/${path}`,
      headers,
      ...(callOptions.body === undefined ? {} : { payload: callOptions.body as InjectOptions['payload'] }),
    });
    return { http: response.statusCode, body: response.json(), headers: response.headers };
  };

  return {
    app,
    db: database.db,
    database,
    clock,
    config,
    databaseUrl,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const { http, body } = await call<{ accessToken: string }>('POST', 'security/login', {
        body: { username, password, code: 'any', captchaId: randomUUID() },
      });
      if (http !== 200 || body.data === undefined)
        throw new Error(`sign-in of ${username} failed: ${http} ${body.message}`);
      return body.data.accessToken;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
