import { randomUUID, sign } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { KeyChallengeData, KeyInfoData, SignerConfigData } from '../../../../contracts/api/signing.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { smsCodes, smsDemoOutbox } from '../../db/schema/sms.ts';
import { signingKeys, users } from '../../db/schema/users.ts';
import { startSignerSim, type SignerSim } from '../../signer-sim/signer-sim.ts';
import { DEMO_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let sim: SignerSim;
beforeAll(async () => {
  h = await createHarness();
  sim = await startSignerSim({ db: h.db, wsPort: 0, httpPort: 0, allowedOrigins: [] });
});
afterAll(async () => {
  await sim.stop();
  await h.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function keyOf(username: string) {
  const [row] = await h.db
    .select({ userId: users.id, privateKey: signingKeys.privateKey, validTo: signingKeys.validTo })
    .from(signingKeys)
    .innerJoin(users, eq(users.id, signingKeys.userId))
    .where(eq(users.username, username));
  if (row?.privateKey == null) throw new Error(`no key for ${username}`);
  return { ...row, privateKey: row.privateKey };
}

/** Signs as the token of `keyOwner` would (the demo keeps the private keys). */
async function signAs(keyOwner: string, message: string): Promise<string> {
  return sign('sha256', Buffer.from(message, 'utf8'), (await keyOf(keyOwner)).privateKey).toString('base64');
}

async function challenge(token: string): Promise<string> {
  const res = await h.call<KeyChallengeData>('POST', 'page/test-styx-challenge', { token, body: {} });
  expect(res.http).toBe(200);
  return res.body.data?.challenge ?? '';
}

const testStyx = (token: string, sign_cipher: string, version = '3.4.3') =>
  h.call<KeyInfoData>('POST', 'page/test-styx', { token, body: { sign_cipher, version }, lang: 'en' });
const toUpdate = (token: string, sign_cipher: string, version = '3.4.3') =>
  h.call<KeyInfoData>('POST', 'page/test-styx-to-update', {
    token,
    body: { sign_cipher, version },
    lang: 'en',
  });

async function verifySms(token: string, username: string): Promise<void> {
  expect((await h.call('POST', 'page/send-sms', { token, body: { purpose: 'key-renewal' } })).http).toBe(200);
  const [id] = await h.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [sent] = await h.db
    .select({ text: smsDemoOutbox.text })
    .from(smsDemoOutbox)
    .where(eq(smsDemoOutbox.userId, id?.id ?? 0))
    .orderBy(desc(smsDemoOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1] ?? '';
  expect(
    (await h.call('POST', 'page/check-sms-code', { token, body: { purpose: 'key-renewal', code } })).http,
  ).toBe(200);
}

/** One call to the real simulator's WebSocket bridge, as the browser makes it. */
function simulatorSign(message: string, username: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${sim.wsPort}`);
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, function: 'signMSG', message, username })));
    socket.on('message', (data) => {
      const answer = JSON.parse(data.toString()) as { success: boolean; result?: { signature: string } };
      socket.close();
      if (answer.success && answer.result) resolve(answer.result.signature);
      else reject(new Error(data.toString()));
    });
    socket.on('error', reject);
  });
}

describe('page/signer-config', () => {
  it('answers the bridge ports of the CSP and, outside production, whose key the simulator uses', async () => {
    const token = await h.login('head');
    const res = await h.call<SignerConfigData>('GET', 'page/signer-config', { token });
    expect(res.body.data).toEqual({ ws_port: 8181, http_port: 6210, simulator_username: 'head' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' ws://127.0.0.1:8181 http://127.0.0.1:6210",
    );
  });
});

describe('page/signer-config with moved ports', () => {
  it('follows SIGNER_*_PORT exactly as the CSP does', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA: 'off',
      DIST_DIR: h.config.distDir,
      SIGNER_WS_PORT: '18601',
      SIGNER_HTTP_PORT: '18602',
    });
    const app = await buildApp({ config, database: h.database, clock: h.clock });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v2/security/login',
        payload: { username: 'head', password: DEMO_PASSWORD, code: 'x', captchaId: randomUUID() },
      });
      const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
      const res = await app.inject({
        method: 'GET',
        url: '/api/v2/page/signer-config',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json()).toMatchObject({ data: { ws_port: 18601, http_port: 18602 } });
      expect(res.headers['content-security-policy']).toContain('ws://127.0.0.1:18601 http://127.0.0.1:18602');
    } finally {
      await app.close();
    }
  });
});

describe('page/test-styx (key check)', () => {
  it('accepts a challenge signed through the real simulator and reports the key', async () => {
    const token = await h.login('head');
    const text = await challenge(token);
    expect(text.startsWith('CORPBANK-KEY-CHECK-V1\nuser:head\n')).toBe(true);
    const res = await testStyx(token, await simulatorSign(text, 'head'));
    expect(res.http).toBe(200);
    expect(res.body.data?.key_info).toMatchObject({
      status: 'valid',
      error_message: null,
      recommended_key_version: null,
      recommended_browser_version: null,
      key_data: { owner: 'Abdullayev Bahrom Raximovich', days_left: 335, renewable: false },
    });
  });

  it('a challenge answers once', async () => {
    const token = await h.login('head');
    const text = await challenge(token);
    const cipher = await signAs('head', text);
    expect((await testStyx(token, cipher)).http).toBe(200);
    const replay = await testStyx(token, cipher);
    expect(replay.http).toBe(422);
    expect(replay.body.validation?.[0]).toEqual({
      attribute: 'sign_cipher',
      message: expect.stringMatching(/expired/),
    });
  });

  it('a challenge expires after 5 minutes', async () => {
    const token = await h.login('head');
    const text = await challenge(token);
    h.clock.advance(301_000);
    expect((await testStyx(token, await signAs('head', text))).http).toBe(422);
  });

  it("another user's key, or garbage, is not the registered key", async () => {
    const token = await h.login('head');
    const foreign = await testStyx(token, await signAs('super_head', await challenge(token)));
    expect(foreign.body.data?.key_info).toMatchObject({ status: 'invalid', key_data: null });
    expect(foreign.body.data?.key_info.error_message).toMatch(/not made by your registered key/);
    await challenge(token);
    const garbage = await testStyx(token, 'bm90IGEgc2lnbmF0dXJl');
    expect(garbage.body.data?.key_info.status).toBe('invalid');
  });

  it('recommends 3.4.3 to a 3.0.1 client', async () => {
    const token = await h.login('head');
    const res = await testStyx(token, await signAs('head', await challenge(token)), '3.0.1');
    expect(res.body.data?.key_info).toMatchObject({ status: 'valid', recommended_browser_version: '3.4.3' });
    expect(res.body.data?.key_info.error_message).toMatch(/3\.0\.1 is outdated/);
    const unknown = await testStyx(token, 'abc', '2.0.0');
    expect(unknown.http).toBe(400);
  });

  it('reports expiring and expired keys as renewable', async () => {
    const token = await h.login('accountant_sign');
    const res = await testStyx(token, await signAs('accountant_sign', await challenge(token)));
    expect(res.body.data?.key_info).toMatchObject({
      status: 'expiring',
      key_data: { renewable: true },
    });
    // 12 days at seeding; earlier tests moved the clock a few minutes
    expect(res.body.data?.key_info.key_data?.days_left).toBeOneOf([11, 12]);
    expect(res.body.data?.key_info.recommended_key_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const key = await keyOf('client');
    await h.db
      .update(signingKeys)
      .set({ validTo: new Date(h.clock.now().getTime() - DAY) })
      .where(eq(signingKeys.userId, key.userId));
    const client = await h.login('client');
    const expired = await testStyx(client, await signAs('client', await challenge(client)));
    expect(expired.body.data?.key_info).toMatchObject({ status: 'expired', key_data: { renewable: true } });
  });

  it('is for client roles only', async () => {
    const admin = await h.login('admin');
    expect((await h.call('POST', 'page/test-styx-challenge', { token: admin, body: {} })).http).toBe(403);
  });
});

describe('page/test-styx-to-update (renewal)', () => {
  it('needs a verified SMS code, then extends the key once and audits it', async () => {
    const token = await h.login('head_org2');
    const before = await keyOf('head_org2');

    const noSms = await toUpdate(token, await signAs('head_org2', await challenge(token)));
    expect(noSms.http).toBe(403);
    expect((await keyOf('head_org2')).validTo).toEqual(before.validTo);

    await verifySms(token, 'head_org2');
    const renewed = await toUpdate(token, await signAs('head_org2', await challenge(token)));
    expect(renewed.http).toBe(200);
    expect(renewed.body.data?.key_info).toMatchObject({ status: 'valid', key_data: { days_left: 365 } });
    const after = await keyOf('head_org2');
    expect(after.validTo.getTime()).toBe(h.clock.now().getTime() + 365 * DAY);
    // The demo seed has renewals of its own (the key log's); this one is head_org2's, newest.
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'signing-key.renew'), eq(auditLog.username, 'head_org2')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ username: 'head_org2' });
    expect(audit?.detail).toMatchObject({
      previousValidTo: before.validTo.toISOString(),
      clientVersion: '3.4.3',
    });
    const [code] = await h.db.select().from(smsCodes).where(eq(smsCodes.userId, before.userId));
    expect(code?.consumedAt).not.toBeNull();

    // now valid for a year: no second renewal
    const again = await toUpdate(token, await signAs('head_org2', await challenge(token)));
    expect(again.http).toBe(422);
  });

  it('refuses a key that is not due, and a signature by another key, leaving the SMS code unspent', async () => {
    const head = await h.login('head');
    await verifySms(head, 'head');
    const notDue = await toUpdate(head, await signAs('head', await challenge(head)));
    expect(notDue.http).toBe(422);
    expect(notDue.body.validation?.[0]?.message).toMatch(/renewal is not needed/);

    const token = await h.login('accountant_sign');
    h.clock.advance(61_000);
    await verifySms(token, 'accountant_sign');
    const before = await keyOf('accountant_sign');
    const foreign = await toUpdate(token, await signAs('head', await challenge(token)));
    expect(foreign.http).toBe(422);
    expect((await keyOf('accountant_sign')).validTo).toEqual(before.validTo);
    const ok = await toUpdate(token, await signAs('accountant_sign', await challenge(token)));
    expect(ok.http).toBe(200);
  });
});
