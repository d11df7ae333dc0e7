/**
 * One fresh database and app per test file, copied from the run's migrated and demo-seeded template:
 * PGlite in memory by default; with DATABASE_URL set, a new database with a random name on that
 * PostgreSQL server (dropped again by close()). With a manual clock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { Envelope, Language } from '../../../contracts/envelope.ts';
import { LANGUAGE_HEADER } from '../../../contracts/envelope.ts';
import { buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig, type Config } from '../config.ts';
import { tashkentDate } from '../time-format.ts';
import { isOperatingDay } from '../../../contracts/api/currency-payment.ts';
import { holidaysFrom } from '../core/bank-holidays-repository.ts';
import { bankSettings } from '../db/schema/reference.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import {
  DEMO_PASSWORD,
  TEST_PASSWORD_HASH_COST,
  adminQuery,
  databaseUrlFor,
  type ServerTestTemplate,
} from './template.ts';

export { DEMO_PASSWORD };

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
  /** The bank's (Tashkent) calendar day `daysAgo` days before the clock's now, YYYY-MM-DD. */
  bankDay(daysAgo?: number): string;
  /**
   * Makes "today" an operating day, as the core banking link would on a weekday morning: when the
   * clock's Tashkent day is a weekend or a bank holiday, moves the clock on by whole days to the next
   * operating day (same time of day); then stores that day as the operating day. Tests that execute
   * documents call it, so they hold whatever day the run falls on. Answers the day.
   */
  openOperatingDay(): Promise<string>;
  /** Signs in (captcha off) and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** This file's own copy of the run's seeded template (see template.ts). */
async function freshDatabase(template: ServerTestTemplate): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  if (template.kind === 'pglite') {
    // A copy of the template's data folder, opened where it lies: no tarball to read and unpack into
    // PGlite's memory (about half of a file's start), and PostgreSQL reads only the pages it needs.
    const folder = join(dirname(template.folder), `file-${randomBytes(6).toString('hex')}`);
    await cp(template.folder, folder, { recursive: true });
    try {
      return {
        database: await openDatabase({ kind: 'pglite', folder }),
        url: null,
        drop: () => rm(folder, { recursive: true, force: true }),
      };
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  }
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `corpbank_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template.templateName}`);
  const url = databaseUrlFor(serverUrl, name);
  return {
    database: await openDatabase({ kind: 'postgres', url }),
    url,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA: options.captcha === true ? 'on' : 'off',
    DIST_DIR: options.distDir ?? join(tmpdir(), `corpbank-no-dist-${randomUUID()}`),
    DEMO_PASSWORD,
    // Tests sign in hundreds of times from one address: the limits are raised 1000-fold here; tests
    // that prove a limit pass RATE_LIMIT_FACTOR '1' (docs/decisions.md, issue 19 point 1).
    RATE_LIMIT_FACTOR: '1000',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    // No import queue worker: it would process the seed's awaiting files at its first turn, in
    // the middle of whatever a test counts (on PostgreSQL it raced the audit log count). Tests of
    // imports run the queue themselves; the other processors start only in main.ts.
    IMPORT_QUEUE_MS: '0',
    ...options.env,
  });
  const template = inject('serverTestTemplate');
  // Every file's clock starts when the template was seeded, so "today" is the seed's today.
  const clock = new ManualClock(new Date(template.seededAt));
  const { database, url: databaseUrl, drop } = await freshDatabase(template);
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
    bankDay: (daysAgo = 0) => tashkentDate(new Date(clock.now().getTime() - daysAgo * 86_400_000)),
    async openOperatingDay() {
      const today = tashkentDate(clock.now());
      const holidays = await holidaysFrom(database.db, today);
      let day = today;
      while (!isOperatingDay(day, holidays)) {
        clock.advance(86_400_000);
        day = tashkentDate(clock.now());
      }
      await database.db.update(bankSettings).set({ operatingDay: day });
      return day;
    },
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
