import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { pushTokens } from '../db/schema/users.ts';
import { DEMO_PASSWORD, createHarness, type Harness } from '../test/harness.ts';
import { ApiError } from './errors.ts';
import { canonicalJson, createIdempotency, fingerprintOf, keyedCall } from './idempotency.ts';

const DAY = 86_400_000;

function fakeRequest(headers: Record<string, string>, body: unknown = {}): FastifyRequest {
  return { headers, body, method: 'POST', url: '/api/v2/x' } as unknown as FastifyRequest;
}

describe('idempotency helpers', () => {
  it('fingerprints the canonical body: key order does not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(fingerprintOf('POST', '/p', { a: 1, b: 2 })).toBe(fingerprintOf('POST', '/p', { b: 2, a: 1 }));
    expect(fingerprintOf('POST', '/p', { a: 1 })).not.toBe(fingerprintOf('POST', '/p', { a: 2 }));
    expect(fingerprintOf('POST', '/p', { a: 1 })).not.toBe(fingerprintOf('POST', '/q', { a: 1 }));
  });

  it('reads the key by the endpoint mode', () => {
    const key = randomUUID();
    expect(keyedCall({}, fakeRequest({ 'idempotency-key': key }))).toBeNull();
    expect(keyedCall({ idempotent: 'optional' }, fakeRequest({}))).toBeNull();
    expect(keyedCall({ idempotent: 'optional' }, fakeRequest({ 'idempotency-key': key }))?.key).toBe(key);
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof ApiError ? error.http : 'other';
      }
      return 'none';
    };
    expect(refusal(() => keyedCall({ idempotent: 'required' }, fakeRequest({})))).toBe(400);
    expect(
      refusal(() => keyedCall({ idempotent: 'optional' }, fakeRequest({ 'idempotency-key': 'abc' }))),
    ).toBe(400);
  });
});

describe('idempotency plugin', () => {
  let h: Harness;
  let token: string;
  const save = (key: string, body: unknown, as = token) =>
    h.call('POST', 'firebase/save-firebase-token', { token: as, body, headers: { 'idempotency-key': key } });

  beforeAll(async () => {
    h = await createHarness();
    token = await h.login('accountant');
  });
  afterAll(() => h.close());

  it('answers a replay from the stored response, with Idempotent-Replayed, without running it again', async () => {
    const key = randomUUID();
    const first = await save(key, { token: 'browser-token-replay-1' });
    expect(first.http).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const [saved] = await h.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.token, 'browser-token-replay-1'));

    h.clock.advance(60_000);
    const again = await save(key, { token: 'browser-token-replay-1' });
    expect(again.http).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const [after] = await h.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.token, 'browser-token-replay-1'));
    expect(after?.updatedAt).toEqual(saved?.updatedAt);
  });

  it('refuses the same key with a different body (422)', async () => {
    const key = randomUUID();
    expect((await save(key, { token: 'browser-token-first' })).http).toBe(200);
    const other = await save(key, { token: 'browser-token-other' });
    expect(other.http).toBe(422);
    expect(other.body.status).toBe('error');
    const rows = await h.db.select().from(pushTokens).where(eq(pushTokens.token, 'browser-token-other'));
    expect(rows).toHaveLength(0);
  });

  it('keeps keys per user: another user with the same key is a new call', async () => {
    const key = randomUUID();
    const director = await h.login('head');
    expect((await save(key, { token: 'browser-token-user-a' })).http).toBe(200);
    const theirs = await save(key, { token: 'browser-token-user-b' }, director);
    expect(theirs.http).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    const rows = await h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(2);
  });

  it('refuses a duplicate while the first is in flight (409), and applies the change once', async () => {
    const user = await h.login('accountant_sign');
    const key = randomUUID();
    const body = {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh#Pass2026x',
      confirmPassword: 'Fresh#Pass2026x',
    };
    const send = () =>
      h.call('POST', 'security/change-password', { token: user, body, headers: { 'idempotency-key': key } });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.http).sort()).toEqual([200, 409]);
    const changes = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.change'), eq(auditLog.username, 'accountant_sign')));
    expect(changes).toHaveLength(1);
    const rows = await h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows.map((r) => r.state)).toEqual(['done']);
  });

  it('claims nothing when the change is refused, so a corrected retry runs', async () => {
    const user = await h.login('accountant_simple');
    const key = randomUUID();
    const refused = await h.call('POST', 'security/change-password', {
      token: user,
      body: {
        oldPassword: 'wrong-Pass#1',
        newPassword: 'Fresh#Pass2026y',
        confirmPassword: 'Fresh#Pass2026y',
      },
      headers: { 'idempotency-key': key },
    });
    expect(refused.http).toBe(422);
    expect(await h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });

  it('keeps stored answers 30 days, then purges them', async () => {
    const key = randomUUID();
    expect((await save(key, { token: 'browser-token-purge' })).http).toBe(200);
    const purger = createIdempotency(h.db, h.clock);
    h.clock.advance(29 * DAY);
    await purger.purge();
    expect(await h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    h.clock.advance(2 * DAY);
    expect(await purger.purge()).toBeGreaterThan(0);
    expect(await h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('idempotency across two nodes on one PostgreSQL', () => {
  let h: Harness;
  let second: { app: FastifyInstance; database: Database };

  beforeAll(async () => {
    h = await createHarness();
    const database = await openDatabase({ kind: 'postgres', url: h.databaseUrl ?? '' });
    const app = await buildApp({ config: h.config, database, clock: h.clock });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await h.close();
  });

  it('a replay sent to node B answers what node A answered', async () => {
    const token = await h.login('accountant');
    const key = randomUUID();
    const payload = { token: 'browser-token-two-nodes' };
    const first = await h.call('POST', 'firebase/save-firebase-token', {
      token,
      body: payload,
      headers: { 'idempotency-key': key },
    });
    expect(first.http).toBe(200);
    const replay = await second.app.inject({
      method: 'POST',
      url: '/api/v2/firebase/save-firebase-token',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.body);
    const other = await second.app.inject({
      method: 'POST',
      url: '/api/v2/firebase/save-firebase-token',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: { token: 'browser-token-changed' },
    });
    expect(other.statusCode).toBe(422);
  });
});
