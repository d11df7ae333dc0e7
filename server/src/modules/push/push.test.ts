import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirebaseWebConfigData } from '../../../../contracts/api/push.ts';
import { UZS_STATUS, type UzsActionResult } from '../../../../contracts/api/uzs-payment.ts';
import { pushTokens } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { forgetAccessTokens, signedAssertion } from './fcm.ts';
import { startFakeFcm, type FakeFcm } from './fake-fcm.ts';
import { pushesSettled } from './service.ts';

const WEB = {
  FIREBASE_API_KEY: 'web-api-key',
  FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  FIREBASE_APP_ID: '1:1234567890:web:abc',
  FIREBASE_VAPID_KEY: 'BPublicVapidKey',
};

let fcm: FakeFcm;
let h: Harness;
let kit: Kit;

beforeAll(async () => {
  fcm = await startFakeFcm();
  h = await createHarness({
    env: {
      FIREBASE_SERVICE_ACCOUNT: fcm.serviceAccountJson,
      FIREBASE_API_BASE: fcm.base,
      // The 'slow' case waits for this timeout; 5 s in production, less here.
      FIREBASE_TIMEOUT_MS: '500',
      ...WEB,
    },
  });
  kit = createKit(h);
});
afterAll(async () => {
  await h.close();
  await fcm.close();
});
beforeEach(() => {
  fcm.sent.length = 0;
  fcm.unregistered.clear();
  fcm.state.mode = 'up';
});

async function saveToken(username: string, token: string, lang: 'ru' | 'en' | 'uz' = 'en') {
  const answer = await h.call('POST', 'firebase/save-firebase-token', {
    token: await kit.token(username),
    lang,
    body: { token },
  });
  expect(answer.http).toBe(200);
}

async function created(username = 'accountant', overrides = {}) {
  return kit.create(username, await kit.body('main', overrides));
}

const sentTo = (token: string) => fcm.sent.filter((s) => s.message.token === token);

describe('a payment awaiting a signature', () => {
  it('pushes exactly one message, with the detail link, to the head; none to the actor', async () => {
    await saveToken('head', 'token-of-head-0001', 'en');
    await saveToken('super_head', 'token-of-super-head', 'ru');
    const row = await created('super_head');
    const approved = await kit.post('super_head', 'uzs-payment/many-approve', { ids: [row.id] });
    expect(approved.http).toBe(200);
    await pushesSettled();

    const toHead = sentTo('token-of-head-0001');
    expect(toHead).toHaveLength(1);
    expect(toHead[0]?.message.data).toMatchObject({
      title: 'A payment awaits your signature',
      link: `/uzs-payments/detail/${row.id}`,
      tag: `uzs-payment-${row.id}`,
    });
    expect(toHead[0]?.message.data?.body).toContain('1\u00a0250\u00a0000.00 UZS');
    expect(toHead[0]?.projectId).toBe('corpbank-test');
    expect(toHead[0]?.authorization).toBe('Bearer fake-access-1');
    // super_head signs too, but approved it: not pushed.
    expect(sentTo('token-of-super-head')).toHaveLength(0);
  });

  it('speaks the language the browser saved its token in', async () => {
    await saveToken('head', 'token-of-head-0001', 'uz');
    const row = await created();
    await kit.post('accountant', 'uzs-payment/auth-approve', { id: row.id }, { 'if-match': '"1"' });
    await pushesSettled();
    expect(sentTo('token-of-head-0001').map((s) => s.message.data?.title)).toEqual([
      'Toʻlov imzoingizni kutmoqda',
    ]);
  });

  it('asks the B signer first when two signatures are needed, then the head after B signs', async () => {
    await saveToken('head', 'token-of-head-0001');
    await saveToken('accountant_sign', 'token-of-accountant-sign');
    const row = await created('accountant', { second_signature: true });
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    await pushesSettled();
    expect(sentTo('token-of-accountant-sign')).toHaveLength(1);
    expect(sentTo('token-of-head-0001')).toHaveLength(0);

    expect((await kit.sign('accountant_sign', [row.id])).http).toBe(200);
    await pushesSettled();
    expect(sentTo('token-of-head-0001').map((s) => s.message.data?.link)).toEqual([
      `/uzs-payments/detail/${row.id}`,
    ]);
    expect(sentTo('token-of-accountant-sign')).toHaveLength(1);

    // The final signature leaves nothing to sign: nobody is pushed.
    const before = fcm.sent.length;
    expect((await kit.sign('head', [row.id])).http).toBe(200);
    await pushesSettled();
    expect(fcm.sent).toHaveLength(before);
  });

  it('sends one summary linking to the inbox when several payments come at once', async () => {
    await saveToken('head', 'token-of-head-0001');
    const a = await created();
    const b = await created();
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [a.id, b.id] });
    await pushesSettled();
    expect(sentTo('token-of-head-0001').map((s) => s.message.data)).toEqual([
      expect.objectContaining({ link: '/activate', body: 'New payments to sign: 2' }),
    ]);
  });

  it('reuses the access token until it nears expiry', () => {
    expect(fcm.state.tokenCalls).toBe(1);
  });

  it('deletes a token FCM answers UNREGISTERED', async () => {
    await saveToken('head', 'token-of-head-0001');
    await saveToken('head', 'stale-token-of-head');
    fcm.unregistered.add('stale-token-of-head');
    const row = await created();
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    await pushesSettled();
    const left = await h.db.select({ token: pushTokens.token }).from(pushTokens);
    expect(left.map((r) => r.token)).not.toContain('stale-token-of-head');
    expect(left.map((r) => r.token)).toContain('token-of-head-0001');
    expect(sentTo('token-of-head-0001')).toHaveLength(1);
  });

  it('approves at once and fully when FCM is down or does not answer', async () => {
    await saveToken('head', 'token-of-head-0001');
    for (const mode of ['down', 'slow'] as const) {
      fcm.state.mode = mode;
      forgetAccessTokens();
      const row = await created();
      const started = Date.now();
      const approved = await kit.post<UzsActionResult>('accountant', 'uzs-payment/many-approve', {
        ids: [row.id],
      });
      expect(approved.http).toBe(200);
      expect(approved.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.entered);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await kit.view('head', row.id)).status_id).toBe(UZS_STATUS.entered);
    }
    await pushesSettled();
    expect(fcm.sent).toHaveLength(0);
    fcm.state.mode = 'up';
    forgetAccessTokens();
  }, 20_000);
});

describe('a payment returned to its preparer', () => {
  it('pushes the preparer the number and the reason, linking to the payment; not the signer', async () => {
    await saveToken('accountant', 'token-of-accountant', 'ru');
    await saveToken('head', 'token-of-head-0001');
    const row = await created();
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    await pushesSettled();
    const entered = await kit.view('head', row.id);
    fcm.sent.length = 0;
    const back = await kit.post(
      'head',
      'uzs-payment/return',
      { id: row.id, reason: 'Не тот получатель' },
      { 'if-match': String(entered.version) },
    );
    expect(back.http).toBe(200);
    await pushesSettled();
    expect(sentTo('token-of-accountant').map((s) => s.message.data)).toEqual([
      expect.objectContaining({
        title: `Платёж №${row.number} возвращён вам`,
        body: 'Не тот получатель',
        link: `/uzs-payments/detail/${row.id}`,
      }),
    ]);
    expect(sentTo('token-of-head-0001')).toHaveLength(0);
  });

  it('pushes nothing when the return is refused', async () => {
    await saveToken('accountant', 'token-of-accountant');
    const row = await created();
    const refused = await kit.post('head', 'uzs-payment/return', { id: row.id, reason: 'Нет' });
    expect(refused.http).toBeGreaterThanOrEqual(400);
    await pushesSettled();
    expect(sentTo('token-of-accountant')).toHaveLength(0);
  });
});

describe('the OAuth2 assertion', () => {
  it('is an RS256 JWT for the FCM scope, verifiable with the service account key', () => {
    expect(fcm.assertions.length).toBeGreaterThan(0);
    const jwt = fcm.assertions[0] ?? '';
    const [header, claims, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'RS256',
      typ: 'JWT',
      kid: 'test-key-1',
    });
    const body = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(body).toMatchObject({
      iss: 'push@corpbank-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${fcm.base}/token`,
    });
    expect(Number(body.exp) - Number(body.iat)).toBe(3600);
    const ok = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${claims}`),
      fcm.publicKey,
      Buffer.from(signature ?? '', 'base64url'),
    );
    expect(ok).toBe(true);
  });

  it('is signed by the key given (and not verifiable with another)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const jwt = signedAssertion(
      {
        projectId: 'p',
        clientEmail: 'a@b',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        privateKeyId: null,
        tokenUri: 'https://oauth2.example/token',
      },
      1_700_000_000,
    );
    const [header, claims, signature] = jwt.split('.');
    const check = (key: KeyObject) =>
      verify(
        'RSA-SHA256',
        Buffer.from(`${header}.${claims}`),
        key,
        Buffer.from(signature ?? '', 'base64url'),
      );
    expect(check(publicKey)).toBe(true);
    expect(check(other)).toBe(false);
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toMatchObject({
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    });
  });
});

describe('firebase/web-config and the CSP', () => {
  it('serves the web settings and lets the browser reach the firebase token endpoints', async () => {
    const answer = await h.call<FirebaseWebConfigData>('GET', 'firebase/web-config', {
      token: await kit.token('head'),
    });
    expect(answer.body.data).toEqual({
      enabled: true,
      apiKey: 'web-api-key',
      projectId: 'corpbank-test',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abc',
      vapidKey: 'BPublicVapidKey',
    });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain('https://firebaseinstallations.googleapis.com');
    expect(csp).toContain('https://fcmregistrations.googleapis.com');
  });
});

describe('without configuration', () => {
  let plain: Harness;
  beforeAll(async () => {
    plain = await createHarness();
  });
  afterAll(() => plain.close());

  it('sends nothing, tells the client push is off and keeps the CSP as it was', async () => {
    const plainKit = createKit(plain);
    const head = await plain.login('head');
    await plain.call('POST', 'firebase/save-firebase-token', {
      token: head,
      body: { token: 'token-x-000001' },
    });
    const row = await plainKit.create('accountant', await plainKit.body('main'));
    expect((await plainKit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] })).http).toBe(200);
    await pushesSettled();
    expect(fcm.sent).toHaveLength(0);
    const config = await plain.call<FirebaseWebConfigData>('GET', 'firebase/web-config', { token: head });
    expect(config.body.data).toEqual({ enabled: false });
    expect(String(config.headers['content-security-policy'])).not.toContain('googleapis');
    const saved = await plain.db.select().from(pushTokens).where(eq(pushTokens.token, 'token-x-000001'));
    expect(saved).toHaveLength(1);
  });
});
