/**
 * Every endpoint record of contracts/api, called with hostile values in every field it declares
 * (and one it does not), by a user allowed to call it: nothing may answer 5xx. Found on 2026-11-24
 * (issue 19): a NUL byte (PostgreSQL refuses 0x00), ids past int4, sums past the bigint column and
 * JSON nested 10,000 deep all answered 500. docs/decisions.md "Security: hostile input".
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contracts/api/endpoint.ts';
import { createHarness, type Harness } from './test/harness.ts';

const CONTRACTS = join(import.meta.dirname, '../../contracts/api');

async function endpointRecords(): Promise<Endpoint[]> {
  const records: Endpoint[] = [];
  for (const file of readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(join(CONTRACTS, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value !== 'object' || value === null) continue;
      const record = value as Partial<Endpoint>;
      if (
        typeof record.method === 'string' &&
        typeof record.base === 'string' &&
        typeof record.path === 'string'
      )
        records.push(value as Endpoint);
    }
  }
  return records;
}

/** The field names an object schema declares (none for other schemas). */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const HOSTILE_VALUES: readonly unknown[] = [
  'a\u0000b',
  '9999999999999999999',
  '9999999999999999999.99',
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  1e300,
  'invoice\u202Egnp.pdf',
  ['a\u0000b'],
  nested(40),
];
const HOSTILE_PARAMS = ['2147483648', '9999999999999999999', 'a%00b', '-1', '1e300'];

let h: Harness;
const tokens = new Map<string, string>();

async function tokenFor(e: Endpoint): Promise<string | null> {
  if (e.access === 'public') return null;
  const role = e.access === '*' ? 'accountant' : (e.access[0] ?? 'accountant');
  if (!tokens.has(role)) tokens.set(role, await h.login(role));
  return tokens.get(role)!;
}

function urlOf(e: Endpoint, param: string): string {
  return e.base + e.path.replace(/:([a-zA-Z_]+)/g, () => param);
}

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('hostile input', () => {
  it('answers no endpoint with 5xx, whatever the values of its fields', async () => {
    const records = await endpointRecords();
    expect(records.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const e of records) {
      const token = await tokenFor(e);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const send = async (url: string, payload?: unknown, raw?: string) => {
        const response = await h.app.inject({
          method: e.method,
          url,
          headers:
            e.method === 'GET'
              ? { ...headers, 'content-type': '' }
              : { ...headers, 'idempotency-key': randomUUID() },
          ...(e.method === 'GET' ? {} : { payload: raw ?? JSON.stringify(payload ?? {}) }),
        });
        if (response.statusCode >= 500)
          failures.push(
            `${e.method} ${url} ${raw ? '(raw)' : JSON.stringify(payload)?.slice(0, 80)} → ${response.statusCode}`,
          );
      };
      const plainUrl = urlOf(e, '1');
      for (const param of e.path.includes(':') ? HOSTILE_PARAMS : []) await send(urlOf(e, param), {});
      const queryFields = [...fieldsOf(e.query), 'extra'];
      for (const value of ['a%00b', '9999999999999999999', '2147483648', '1e300'])
        await send(`${plainUrl}?${queryFields.map((f) => `${f}=${value}`).join('&')}`, {});
      if (e.method === 'GET') continue;
      const bodyFields = [...fieldsOf(e.body), 'extra'];
      for (const value of HOSTILE_VALUES)
        await send(plainUrl, Object.fromEntries(bodyFields.map((f) => [f, value])));
      await send(plainUrl, undefined, `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
      await send(plainUrl, undefined, `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses a NUL byte in the sign-in name with a clear 400, before anything is looked up', async () => {
    const response = await h.call('POST', 'security/login', {
      body: { username: 'admin\u0000', password: 'x', code: '00000', captchaId: randomUUID() },
    });
    expect(response.http).toBe(400);
    expect(response.body.validation?.[0]?.attribute).toBe('username');
  });

  it('refuses a body nested deeper than any call needs, before the session check', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/v2/uzs-payment/save',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error' });
  });

  it('answers an id past int4 with 400, not a database error', async () => {
    const token = await h.login('accountant');
    const response = await h.call('GET', 'uzs-payment/view?id=2147483648', { token });
    expect(response.http).toBe(400);
    expect(response.body.validation?.[0]?.attribute).toBe('id');
  });

  it('removes bidirectional overrides and zero-width characters from stored text', async () => {
    const token = await h.login('admin');
    const created = await h.call<{ id: number }>('POST', 'top-messages/create', {
      token,
      body: {
        status: 0,
        message_ru: 'счёт\u202Egnp.exe',
        message_en: 'a\u200Bb',
        message_uz: 'oʻ\u2066x\u2069',
      },
    });
    expect(created.http).toBe(200);
    const view = await h.call<{ message_ru: string; message_en: string; message_uz: string }>(
      'GET',
      `top-messages/view/${created.body.data?.id}`,
      { token },
    );
    expect(view.body.data).toMatchObject({ message_ru: 'счётgnp.exe', message_en: 'ab', message_uz: 'oʻx' });
  });
});
