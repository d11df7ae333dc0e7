import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeviceRegisterOptions,
  DeviceRow,
  DeviceUnlockOptions,
  HeadsInboxData,
} from '../../../../contracts/api/devices.ts';
import type { LoginData } from '../../../../contracts/api/security.ts';
import type { UzsActionResult, UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { paymentDigest } from '../../../../contracts/payments/digest.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { paymentSignatures } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { loginThrottle } from '../../db/schema/security.ts';
import { smsDemoOutbox } from '../../db/schema/sms.ts';
import { users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../plugins/auth.ts';
import { digestChallenge, fromBase64url } from './webauthn.ts';

const HOST = { host: 'bank.test' };
const RP = { rpId: 'bank.test', origin: 'http://bank.test' };

let h: Harness;
let kit: Kit;
beforeAll(async () => {
  h = await createHarness({ env: { WEBAUTHN_RP_ID: 'bank.test', WEBAUTHN_ORIGINS: 'http://bank.test' } });
  kit = createKit(h);
});
afterAll(() => h.close());

async function lastCode(username: string): Promise<string> {
  const [row] = await h.db
    .select({ text: smsDemoOutbox.text })
    .from(smsDemoOutbox)
    .innerJoin(users, eq(users.id, smsDemoOutbox.userId))
    .where(eq(users.username, username))
    .orderBy(desc(smsDemoOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
  if (code === undefined) throw new Error('no code');
  return code;
}

async function verifyPhone(username: string) {
  // Resend is allowed 60 s after the previous code: the harness clock moves on.
  h.clock.advance(61_000);
  expect((await kit.post(username, 'page/send-sms', { purpose: 'device-activation' })).http).toBe(200);
  const checked = await kit.post(username, 'page/check-sms-code', {
    purpose: 'device-activation',
    code: await lastCode(username),
  });
  expect(checked.http).toBe(200);
}

async function register(username: string, auth: SoftAuthenticator, name = 'Phone') {
  const options = await kit.post<DeviceRegisterOptions>(username, 'devices/register-options', {}, HOST);
  expect(options.http).toBe(200);
  const challenge = options.body.data?.challenge ?? '';
  return kit.post<DeviceRow>(username, 'devices/register', { name, ...auth.create(challenge) }, HOST);
}

async function activated(username: string): Promise<SoftAuthenticator> {
  const auth = new SoftAuthenticator(RP);
  await verifyPhone(username);
  const answer = await register(username, auth);
  expect(answer.http).toBe(200);
  return auth;
}

/** A payment of the main organisation awaiting the head's signature (Entered). */
async function entered(sum = '1250000.00'): Promise<UzsPaymentRow> {
  const row = await kit.create('accountant', await kit.body('main', { sum }));
  const approved = await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
  expect(approved.http).toBe(200);
  return kit.view('head', row.id);
}

async function signBody(row: UzsPaymentRow, auth: SoftAuthenticator, digestOf: UzsPaymentRow = row) {
  const digest = await paymentDigest(digestOf);
  return { payment_id: row.id, version: row.version, assertion: auth.get(digestChallenge(digest)) };
}

const signWith = (username: string, body: unknown) =>
  kit.post<UzsActionResult>(username, 'devices/sign', body, HOST);

async function liveSignatures(paymentId: number) {
  return h.db.select().from(paymentSignatures).where(eq(paymentSignatures.paymentId, paymentId));
}

describe('activation', () => {
  it('needs a verified SMS code, which activates one device only', async () => {
    const auth = new SoftAuthenticator(RP);
    expect((await register('head', auth)).http).toBe(403);

    await verifyPhone('head');
    const first = await register('head', auth, 'iPhone');
    expect(first.http).toBe(200);
    expect(first.body.data?.name).toBe('iPhone');

    const second = await register('head', new SoftAuthenticator(RP));
    expect(second.http).toBe(403);

    const list = await kit.get<DeviceRow[]>('head', 'devices/list');
    expect(list.body.data?.map((d) => d.credential_id)).toContain(auth.id);
  });

  it('takes the relying party from configuration, never from the Host header the caller sends', async () => {
    // An attacker's page on evil.example asks our server (with its own Host header) for options and
    // registers a passkey made for evil.example: it must not become a signing device here.
    const evilHost = { host: 'evil.example' };
    const evil = new SoftAuthenticator({ rpId: 'evil.example', origin: 'http://evil.example' });
    await verifyPhone('accountant_sign');
    const options = await kit.post<DeviceRegisterOptions>(
      'accountant_sign',
      'devices/register-options',
      {},
      evilHost,
    );
    expect(options.http).toBe(200);
    expect(options.body.data?.rp.id).toBe('bank.test');
    const refused = await kit.post(
      'accountant_sign',
      'devices/register',
      { name: 'evil', ...evil.create(options.body.data?.challenge ?? '') },
      evilHost,
    );
    expect(refused.http).toBe(422);
    const list = await kit.get<DeviceRow[]>('accountant_sign', 'devices/list');
    expect(list.body.data?.map((d) => d.credential_id)).not.toContain(evil.id);
  });

  it('refuses an attestation from another origin, a reused challenge and no user verification', async () => {
    await verifyPhone('super_head');
    const options = await kit.post<DeviceRegisterOptions>('super_head', 'devices/register-options', {}, HOST);
    const challenge = options.body.data?.challenge ?? '';
    const foreign = new SoftAuthenticator({ ...RP, origin: 'https://evil.test' });
    const refused = await kit.post(
      'super_head',
      'devices/register',
      { name: 'x', ...foreign.create(challenge) },
      HOST,
    );
    expect(refused.http).toBe(422);
    // The challenge was spent by the refused try only if that try committed: it did not.
    const noUv = new SoftAuthenticator({ ...RP, userVerified: false });
    const unverified = await kit.post(
      'super_head',
      'devices/register',
      { name: 'x', ...noUv.create(challenge) },
      HOST,
    );
    expect(unverified.http).toBe(422);
    expect(unverified.body.validation?.[0]?.message).toMatch(/verify you/);
    const good = new SoftAuthenticator(RP);
    expect(
      (await kit.post('super_head', 'devices/register', { name: 'ok', ...good.create(challenge) }, HOST))
        .http,
    ).toBe(200);
    await verifyPhone('super_head');
    const reused = await kit.post(
      'super_head',
      'devices/register',
      { name: 'again', ...new SoftAuthenticator(RP).create(challenge) },
      HOST,
    );
    expect(reused.http).toBe(422);
  });
});

describe('passkey signatures', () => {
  let headAuth: SoftAuthenticator;
  beforeAll(async () => {
    headAuth = await activated('head');
  });

  it('a good assertion signs the payment (sign_type passkey) through the state machine', async () => {
    const row = await entered();
    const answer = await signWith('head', await signBody(row, headAuth));
    expect(answer.http).toBe(200);
    expect(answer.body.data?.rows[0]?.status_id).toBe(4);
    const [signature] = await liveSignatures(row.id);
    expect(signature).toMatchObject({ signType: 'passkey', letter: 'A', version: row.version });
    expect(signature?.keySerial).toBe(`passkey:${headAuth.id}`);
  });

  it('refuses an assertion over another digest', async () => {
    const row = await entered();
    const other = await entered('10.00');
    const answer = await signWith('head', await signBody(row, headAuth, other));
    expect(answer.http).toBe(422);
    expect(await liveSignatures(row.id)).toHaveLength(0);
  });

  it('a replayed assertion signs nothing more', async () => {
    const row = await entered();
    const body = await signBody(row, headAuth);
    expect((await signWith('head', body)).http).toBe(200);
    // The same assertion once more (a new call) and for another payment.
    expect((await signWith('head', body)).http).toBe(403);
    const other = await entered();
    const moved = await signWith('head', { ...body, payment_id: other.id, version: other.version });
    expect(moved.http).toBe(422);
    expect(await liveSignatures(row.id)).toHaveLength(1);
    expect(await liveSignatures(other.id)).toHaveLength(0);
  });

  it('refuses a signature counter that does not move forward', async () => {
    const row = await entered();
    headAuth.counter -= 1;
    const answer = await signWith('head', {
      payment_id: row.id,
      version: row.version,
      assertion: headAuth.get(digestChallenge(await paymentDigest(row)), true),
    });
    expect(answer.http).toBe(422);
    expect(answer.body.message).toMatch(/already used|copied/);
    headAuth.counter += 1;
    expect(await liveSignatures(row.id)).toHaveLength(0);
  });

  it('refuses another user’s credential', async () => {
    const row = await entered();
    const answer = await signWith('super_head', await signBody(row, headAuth));
    expect(answer.http).toBe(422);
    expect(await liveSignatures(row.id)).toHaveLength(0);
  });

  it('answers 412 with the current row when the payment changed since the head saw it', async () => {
    const row = await entered();
    const body = await signBody(row, headAuth);
    await kit.post(
      'accountant',
      'uzs-payment/recall-approve-status',
      { id: row.id },
      { 'if-match': `${row.version}` },
    );
    const answer = await signWith('head', body);
    expect(answer.http).toBe(412);
    expect(await liveSignatures(row.id)).toHaveLength(0);
  });

  it('refuses passkey signatures where the organisation requires EDS only', async () => {
    const row = await entered();
    await h.db.update(organizations).set({ edsOnly: true }).where(eq(organizations.inn, '301245678'));
    try {
      const answer = await signWith('head', await signBody(row, headAuth));
      expect(answer.http).toBe(403);
      expect(answer.body.message).toMatch(/only EDS/);
      const inbox = await kit.get<HeadsInboxData>('head', 'devices/inbox');
      expect(inbox.body.data?.eds_only).toBe(true);
      expect(inbox.body.data?.eds_only_organizations).toEqual([row.organization_id]);
    } finally {
      await h.db.update(organizations).set({ edsOnly: false }).where(eq(organizations.inn, '301245678'));
    }
    expect(await liveSignatures(row.id)).toHaveLength(0);
  });

  it('four-eyes (docs/decisions.md "Four-eyes"): the deputy who prepared a payment cannot sign it by passkey, nor see it in the inbox; the head can', async () => {
    const auth = await activated('super_head');
    const own = await kit.create('super_head', await kit.body('main', { sum: '141000.00' }));
    expect((await kit.post('super_head', 'uzs-payment/many-approve', { ids: [own.id] })).http).toBe(200);
    const row = await kit.view('super_head', own.id);
    expect(row.isSign).toBe(false);
    const inbox = await kit.get<HeadsInboxData>('super_head', 'devices/inbox');
    expect(inbox.body.data?.rows.map((r) => r.id)).not.toContain(own.id);

    const answer = await signWith('super_head', await signBody(row, auth));
    expect(answer.http).toBe(403);
    expect(answer.body.data).toEqual({ ids: [own.id] });
    expect(answer.body.message).toMatch(/dual control/);
    expect(await liveSignatures(own.id)).toHaveLength(0);
    const audited = await h.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'uzs-payment.four-eyes-refused'), eq(auditLog.username, 'super_head')));
    expect(audited.map((a) => a.detail)).toContainEqual({ paymentIds: [own.id], signType: 'passkey' });

    const signed = await signWith('head', await signBody(row, headAuth));
    expect(signed.http).toBe(200);
  });
  it('a revoked device signs nothing; others cannot revoke it, the admin can', async () => {
    const auth = await activated('client');
    const [device] = (await kit.get<DeviceRow[]>('client', 'devices/list')).body.data ?? [];
    if (device === undefined) throw new Error('no device');
    expect((await kit.post('head', 'devices/revoke', { id: device.id })).http).toBe(404);
    const listed = await kit.get<DeviceRow[]>('admin', 'devices/admin-list?username=client');
    expect(listed.body.data?.[0]?.username).toBe('client');
    expect((await kit.post('admin', 'devices/admin-revoke', { id: device.id })).http).toBe(200);
    const row = await entered();
    const answer = await signWith('client', await signBody(row, auth));
    expect(answer.http).toBe(422);
    expect(await liveSignatures(row.id)).toHaveLength(0);
  });
});

describe('approval inbox', () => {
  it('lists what awaits the caller, newest first, with totals and account headroom', async () => {
    const a = await entered('100.00');
    const b = await entered('250.50');
    const inbox = await kit.get<HeadsInboxData>('head', 'devices/inbox');
    expect(inbox.http).toBe(200);
    const data = inbox.body.data;
    if (data === undefined) throw new Error('no inbox');
    expect(data.rows.slice(0, 2).map((r) => r.id)).toEqual([b.id, a.id]);
    expect(data.rows.every((r) => r.isSign)).toBe(true);
    const uzs = data.totals.find((t) => t.currency === 'UZS');
    expect(uzs?.count).toBe(data.rows.length);
    const account = data.accounts.find((x) => x.account === a.account);
    expect(account).toBeDefined();
    expect(account?.headroom).toMatch(/^-?\d+\.\d{2}$/);
    // Accountants prepare, they do not sign: the inbox is for signers.
    expect((await kit.get('accountant', 'devices/inbox')).http).toBe(403);
  });
});

describe('inbox across the organisations a head acts for', () => {
  const FARGONA = '303512907';
  const BUXORO = '304687312';
  const innOf = async (organizationId: number) => {
    const [org] = await h.db
      .select({ inn: organizations.inn })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return org?.inn;
  };

  it('head_org3 sees what awaits them in both companies, and signs in either', async () => {
    const inbox = await kit.get<HeadsInboxData>('head_org3', 'devices/inbox');
    expect(inbox.http).toBe(200);
    const rows = inbox.body.data?.rows ?? [];
    const inns = new Set(await Promise.all(rows.map((r) => innOf(r.organization_id))));
    expect([...inns].sort()).toEqual([FARGONA, BUXORO].sort());
    // Every row names its organisation; the totals cover every row of every organisation.
    expect(rows.every((r) => r.organization_name !== '')).toBe(true);
    const counted = (inbox.body.data?.totals ?? []).reduce((n, t) => n + t.count, 0);
    expect(counted).toBe(rows.length);

    let buxoroRow: UzsPaymentRow | undefined;
    for (const r of rows)
      if (buxoroRow === undefined && (await innOf(r.organization_id)) === BUXORO) buxoroRow = r;
    if (buxoroRow === undefined) throw new Error('no Buxoro row');
    const auth = await activated('head_org3');
    const signed = await signWith('head_org3', await signBody(buxoroRow, auth));
    expect(signed.http).toBe(200);
    expect(await liveSignatures(buxoroRow.id)).toHaveLength(1);
  });

  it('a head of one company never sees nor signs another company’s payment', async () => {
    const own = await kit.get<HeadsInboxData>('head_org4', 'devices/inbox');
    const ownRows = own.body.data?.rows ?? [];
    expect(ownRows.length).toBeGreaterThan(0);
    expect(new Set(await Promise.all(ownRows.map((r) => innOf(r.organization_id))))).toEqual(
      new Set([BUXORO]),
    );
    const theirs = (await kit.get<HeadsInboxData>('head_org3', 'devices/inbox')).body.data?.rows ?? [];
    const fargonaRows = [];
    for (const r of theirs) if ((await innOf(r.organization_id)) === FARGONA) fargonaRows.push(r);
    const fargonaRow = fargonaRows[0];
    if (fargonaRow === undefined) throw new Error('no Fargona row');
    // head (main) and head_org4 (Buxoro) hold passkeys of their own; neither reaches Fargona.
    await h.db.update(users).set({ phone: '998907770044' }).where(eq(users.username, 'head_org4'));
    const auth = await activated('head_org4');
    expect((await signWith('head_org4', await signBody(fargonaRow, auth))).http).toBe(404);
    expect((await kit.get('head_org4', `uzs-payment/view?id=${fargonaRow.id}`)).http).toBe(404);
    expect(await liveSignatures(fargonaRow.id)).toHaveLength(0);
    const main = (await kit.get<HeadsInboxData>('head', 'devices/inbox')).body.data?.rows ?? [];
    expect(main.some((r) => r.organization_id === fargonaRow.organization_id)).toBe(false);
  });
});

// Last in the file: these move the clock past the idle and 12-hour limits.
describe('quick unlock with the passkey', () => {
  const unlockCall = <T>(token: string, path: string, body: unknown) =>
    h.call<T>('POST', path, { token, lang: 'en', body, headers: HOST });

  async function unlockWith(token: string, auth: SoftAuthenticator) {
    const options = await unlockCall<DeviceUnlockOptions>(token, 'devices/unlock-options', {});
    if (options.http !== 200) return options;
    const challenge = fromBase64url(options.body.data?.challenge ?? '');
    return unlockCall<LoginData>(token, 'devices/unlock', { assertion: auth.get(challenge) });
  }

  // Activated before any test moves the clock (the kit's cached sessions go idle then).
  let auth: SoftAuthenticator;
  let stranger: SoftAuthenticator;
  let headAuth: SoftAuthenticator;
  beforeAll(async () => {
    auth = await activated('head_org2');
    stranger = await activated('super_head');
    headAuth = await activated('head');
  });

  it('resumes the session locked by inactivity, the same token live again', async () => {
    const token = await h.login('head_org2');
    h.clock.advance(SESSION_IDLE_MS + 60_000);
    expect((await h.call('GET', 'devices/list', { token })).http).toBe(401);
    const options = await unlockCall<DeviceUnlockOptions>(token, 'devices/unlock-options', {});
    expect(options.body.data?.credentials).toContain(auth.id);
    const unlocked = await unlockCall<LoginData>(token, 'devices/unlock', {
      assertion: auth.get(fromBase64url(options.body.data?.challenge ?? '')),
    });
    expect(unlocked.http).toBe(200);
    expect(unlocked.body.data).toMatchObject({ username: 'head_org2', accessToken: token });
    expect((await h.call('GET', 'devices/list', { token })).http).toBe(200);
    // The challenge was single use.
    const again = await unlockCall(token, 'devices/unlock', {
      assertion: auth.get(fromBase64url(options.body.data?.challenge ?? '')),
    });
    expect(again.http).toBe(422);
  });

  it('refuses another user’s credential and a device revoked since', async () => {
    const token = await h.login('head_org2');
    h.clock.advance(SESSION_IDLE_MS + 60_000);
    // super_head's passkey does not unlock head_org2's session.
    const foreign = await unlockWith(token, stranger);
    expect(foreign.http).toBe(422);
    expect((await h.call('GET', 'devices/list', { token })).http).toBe(401);

    const revokable = await h.login('head_org2');
    const [device] = (await h.call<DeviceRow[]>('GET', 'devices/list', { token: revokable })).body.data ?? [];
    if (device === undefined) throw new Error('no device');
    const revoked = await h.call('POST', 'devices/revoke', {
      token: revokable,
      lang: 'en',
      body: { id: device.id },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(revoked.http).toBe(200);
    // With no active device there is nothing to unlock with; an assertion of the revoked one fails too.
    expect((await unlockWith(token, auth)).http).toBe(422);
    expect((await h.call('GET', 'devices/list', { token })).http).toBe(401);
  });

  it('refuses while the user is locked out after wrong passwords', async () => {
    const token = await h.login('head');
    const now = h.clock.now();
    await h.db.insert(loginThrottle).values({
      username: 'head',
      ip: '127.0.0.1',
      failures: 5,
      lastFailedAt: now,
      lockedUntil: new Date(now.getTime() + 600_000),
    });
    try {
      expect((await unlockWith(token, headAuth)).http).toBe(429);
    } finally {
      await h.db.delete(loginThrottle).where(eq(loginThrottle.username, 'head'));
    }
    expect((await unlockWith(token, headAuth)).http).toBe(200);
  });

  it('never revives a session past 12 hours from sign-in, nor a logged-out one', async () => {
    const token = await h.login('head');
    h.clock.advance(SESSION_ABSOLUTE_MS);
    expect((await unlockWith(token, headAuth)).http).toBe(401);

    const loggedOut = await h.login('head');
    await h.call('POST', 'security/logout', { token: loggedOut, body: {} });
    expect((await unlockWith(loggedOut, headAuth)).http).toBe(401);
    expect((await unlockWith('not-a-token', headAuth)).http).toBe(401);
  });
});
