import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRegisterOptions, DeviceRow } from '../../../../contracts/api/devices.ts';
import type { UserDetails, UserRow } from '../../../../contracts/api/users.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { loginThrottle, sessions } from '../../db/schema/security.ts';
import { smsDemoOutbox } from '../../db/schema/sms.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { MAX_FAILURES } from '../security/service.ts';
import { SoftAuthenticator } from '../devices/soft-authenticator.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness({ env: { WEBAUTHN_RP_ID: 'bank.test', WEBAUTHN_ORIGINS: 'http://bank.test' } });
  admin = await h.login('admin');
});
afterAll(() => h.close());

const HOST = { host: 'bank.test' };
const RP = { rpId: 'bank.test', origin: 'http://bank.test' };

const post = <T>(path: string, body: unknown = {}, token = admin, headers: Record<string, string> = {}) =>
  h.call<T>('POST', path, { token, body, headers: { 'idempotency-key': randomUUID(), ...headers } });
const list = (filter: Record<string, unknown>, query = '', token = admin) =>
  h.call<Paged<UserRow>>('POST', `users/list${query}`, { token, body: filter });
const view = (id: number, token = admin) => h.call<UserDetails>('GET', `users/view/${id}`, { token });

async function idOf(username: string): Promise<number> {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (row === undefined) throw new Error(username);
  return row.id;
}

async function userRow(username: string) {
  const [row] = await h.db.select().from(users).where(eq(users.username, username));
  if (row === undefined) throw new Error(username);
  return row;
}

async function auditsFor(action: string, targetUserId: number) {
  const rows = await h.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => r.detail['targetUserId'] === targetUserId);
}

const signIn = (username: string, password = DEMO_PASSWORD) =>
  h.call<{ accessToken: string }>('POST', 'security/login', {
    body: { username, password, code: 'any', captchaId: randomUUID() },
  });

describe('users/list', () => {
  it('filters by text, role, organisation and state, with honest paging totals', async () => {
    const all = await list({}, '?page=1&pageSize=5');
    expect(all.http).toBe(200);
    const total = all.body.data?._meta.totalCount ?? 0;
    expect(total).toBeGreaterThan(30);
    expect(all.body.data?.list).toHaveLength(5);
    expect(all.body.data?._meta).toEqual({
      currentPage: 1,
      pageCount: Math.ceil(total / 5),
      totalCount: total,
    });

    // Pages do not overlap and cover everyone.
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(total / 20); page += 1) {
      const res = await list({}, `?page=${page}&pageSize=20`);
      for (const row of res.body.data?.list ?? []) seen.add(row.id);
    }
    expect(seen.size).toBe(total);

    const byName = await list({ text: 'rajabov' });
    expect(byName.body.data?.list.map((r) => r.username)).toEqual(['deputy_org4']);
    const byPhone = await list({ text: '+998 91 555 01 42' });
    expect(byPhone.body.data?.list.map((r) => r.username)).toEqual(['deputy2_org4']);

    const heads = await list({ role: 'super_head' });
    expect(heads.body.data?.list.every((r) => r.role === 'super_head')).toBe(true);
    expect(heads.body.data?.list.map((r) => r.username)).toEqual(
      expect.arrayContaining(['super_head', 'deputy_org4', 'deputy2_org4']),
    );

    const buxoro = await list({ organization: 'buxoro' });
    const names = buxoro.body.data?.list.map((r) => r.username) ?? [];
    expect(names).toEqual(expect.arrayContaining(['head_org4', 'deputy_org4', 'head_org3']));
    expect(names).not.toContain('accountant');
    const byInn = await list({ organization: '304687312' });
    expect(byInn.body.data?._meta.totalCount).toBe(buxoro.body.data?._meta.totalCount);

    const blocked = await list({ state: 'blocked', text: 'accountant_left' });
    expect(blocked.body.data?.list.map((r) => r.username)).toEqual(['accountant_left']);
    expect(blocked.body.data?.list[0]).toMatchObject({ state: 'blocked', isBlock: false, isUnblock: true });
    const allBlocked = await list({ state: 'blocked' }, '?pageSize=1');
    const active = await list({ state: 'active' }, '?pageSize=1');
    expect(active.body.data?._meta.totalCount).toBe(total - (allBlocked.body.data?._meta.totalCount ?? 0));

    const combined = await list({ organization: 'Buxoro', role: 'accountant', state: 'active' });
    expect(combined.body.data?.list.map((r) => r.username).sort()).toEqual(['accountant_org4']);

    const sorted = await list({ role: 'super_head' }, '?sort=-full_name');
    const fullNames = sorted.body.data?.list.map((r) => r.full_name) ?? [];
    expect(fullNames).toEqual([...fullNames].sort().reverse());
    expect((await list({}, '?sort=password_hash')).http).toBe(422);
    expect((await list({ role: 'nobody' })).http).toBe(400);
  });

  it('gives the admin no block action on themself', async () => {
    const me = await list({ text: 'Xolmatov' });
    expect(me.body.data?.list[0]).toMatchObject({ username: 'admin', isBlock: false, isUnblock: false });
  });
});

describe('users/view', () => {
  it('shows role, organisations, state, lockout, password-change flag and last sign-ins', async () => {
    const id = await idOf('head_org3');
    const res = await view(id);
    expect(res.http).toBe(200);
    const d = res.body.data as UserDetails;
    expect(d).toMatchObject({
      id,
      username: 'head_org3',
      role: 'head',
      state: 'active',
      blocked_at: null,
      locked: false,
      lockout: { failures: 0, locked_until: null },
      password_change_required: false,
      is_self: false,
    });
    expect(d.organizations.map((o) => o.inn)).toHaveLength(2);
    expect(d.organizations[0]?.is_default).toBe(true);
    const head = (await view(await idOf('head'))).body.data;
    expect(head?.last_sign_ins.length).toBeGreaterThan(0);
    expect(head?.last_sign_ins.some((s) => !s.success)).toBe(true);
    expect(head?.last_sign_in_at).not.toBeNull();

    const left = (await view(await idOf('accountant_left'))).body.data;
    expect(left).toMatchObject({ state: 'blocked', blocked_by: 'admin', isUnblock: true });
    expect(left?.blocked_reason).toMatch(/left the company/);

    const changeRequired = (await view(await idOf('accountant_new'))).body.data;
    expect(changeRequired).toMatchObject({ password_change_required: true, isRequirePasswordChange: false });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await view(999_999);
    expect(res.http).toBe(404);
    expect((await post('users/block/999999')).http).toBe(404);
  });
});

describe('access', () => {
  it('refuses every other role with 403 and changes nothing', async () => {
    const target = await idOf('head_org4');
    for (const username of ['accountant', 'admin_bank', 'head']) {
      const token = await h.login(username);
      expect((await list({}, '', token)).http).toBe(403);
      expect((await view(target, token)).http).toBe(403);
      for (const action of ['block', 'unblock', 'clear-lockout', 'require-password-change']) {
        expect((await post(`users/${action}/${target}`, {}, token)).http, `${username} ${action}`).toBe(403);
      }
    }
    const row = await userRow('head_org4');
    expect(row.blockedAt).toBeNull();
    expect(row.passwordChangeRequired).toBe(false);
    expect((await h.call('POST', 'users/list', { body: {} })).http).toBe(401);
  });

  it('needs an Idempotency-Key and answers a repeat from the first answer', async () => {
    const target = await idOf('accountant_org3');
    const bare = await h.call('POST', `users/require-password-change/${target}`, { token: admin, body: {} });
    expect(bare.http).toBe(400);
    const key = randomUUID();
    const first = await post<UserDetails>(`users/require-password-change/${target}`, {}, admin, {
      'idempotency-key': key,
    });
    const again = await post<UserDetails>(`users/require-password-change/${target}`, {}, admin, {
      'idempotency-key': key,
    });
    expect(first.http).toBe(200);
    expect(again.http).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await auditsFor('user.require-password-change', target)).toHaveLength(1);
  });
});

describe('block and unblock', () => {
  it('blocks: revokes sessions, refuses sign-in, audits; unblock lets the user back in', async () => {
    const target = await idOf('accountant_org2');
    const token = await h.login('accountant_org2');
    expect((await h.call('GET', 'page/get-info', { token })).http).toBe(200);
    const before = await userRow('accountant_org2');

    const blocked = await post<UserDetails>(`users/block/${target}`, { reason: '  Left the bank  ' });
    expect(blocked.http).toBe(200);
    expect(blocked.body.data).toMatchObject({
      state: 'blocked',
      blocked_by: 'admin',
      blocked_reason: 'Left the bank',
      active_sessions: 0,
      isBlock: false,
      isUnblock: true,
    });
    // Exactly the block columns changed.
    const after = await userRow('accountant_org2');
    expect({ ...after, blockedAt: null, blockedBy: null, blockedReason: null }).toEqual(before);
    expect(after.blockedAt).not.toBeNull();
    const live = await h.db.select().from(sessions).where(eq(sessions.userId, target));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await h.call('GET', 'page/get-info', { token })).http).toBe(401);
    expect(await auditsFor('user.block', target)).toHaveLength(1);

    // The right password gets the "blocked" answer (no session); a wrong one the usual one.
    const refused = await signIn('accountant_org2');
    expect(refused.http).toBe(403);
    expect(refused.body.message).toMatch(/заблокирован/);
    expect(refused.body.data).toBeUndefined();
    expect((await signIn('accountant_org2', 'Wrong#Pass1')).http).toBe(401);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login.blocked'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.userId).toBe(target);

    const twice = await post(`users/block/${target}`);
    expect(twice.http).toBe(422);
    expect(await auditsFor('user.block', target)).toHaveLength(1);

    const unblocked = await post<UserDetails>(`users/unblock/${target}`);
    expect(unblocked.body.data).toMatchObject({ state: 'active', blocked_at: null, blocked_reason: null });
    expect(await auditsFor('user.unblock', target)).toHaveLength(1);
    expect((await signIn('accountant_org2')).http).toBe(200);
    expect((await post(`users/unblock/${target}`)).http).toBe(422);
  });

  it('refuses a session of a blocked user even if it escaped the revocation (a sign-in in flight)', async () => {
    const token = await h.login('cur_head_dep');
    await h.db.update(users).set({ blockedAt: h.clock.now() }).where(eq(users.username, 'cur_head_dep'));
    expect((await h.call('GET', 'page/get-info', { token })).http).toBe(401);
    await h.db.update(users).set({ blockedAt: null }).where(eq(users.username, 'cur_head_dep'));
    expect((await h.call('GET', 'page/get-info', { token })).http).toBe(200);
  });

  it('never lets the admin block themself', async () => {
    const me = await idOf('admin');
    const res = await post(`users/block/${me}`);
    expect(res.http).toBe(422);
    expect(res.body.validation?.[0]?.attribute).toBe('id');
    expect((await userRow('admin')).blockedAt).toBeNull();
    expect(await auditsFor('user.block', me)).toHaveLength(0);
    expect((await h.call('GET', 'page/get-info', { token: admin })).http).toBe(200);
  });

  it('refuses a too long reason and unknown fields with 400', async () => {
    const target = await idOf('head_branch');
    expect((await post(`users/block/${target}`, { reason: 'x'.repeat(201) })).http).toBe(400);
    expect((await post(`users/block/${target}`, { extra: 1 })).http).toBe(400);
    expect((await userRow('head_branch')).blockedAt).toBeNull();
  });
});

describe('clear lockout and require a password change', () => {
  it('clears the sign-in lock of the user and nothing else', async () => {
    const target = await idOf('accountant_branch');
    for (let i = 0; i < MAX_FAILURES; i += 1) await signIn('accountant_branch', 'Wrong#Pass1');
    expect((await signIn('accountant_branch')).http).toBe(429);
    const locked = (await view(target)).body.data;
    expect(locked).toMatchObject({ locked: true, isClearLockout: true });
    expect(locked?.lockout.locked_until).not.toBeNull();

    const before = await userRow('accountant_branch');
    const cleared = await post<UserDetails>(`users/clear-lockout/${target}`);
    expect(cleared.http).toBe(200);
    expect(cleared.body.data).toMatchObject({
      locked: false,
      lockout: { failures: 0, locked_until: null },
      isClearLockout: false,
    });
    expect(await userRow('accountant_branch')).toEqual(before);
    expect(
      await h.db.select().from(loginThrottle).where(eq(loginThrottle.username, 'accountant_branch')),
    ).toEqual([]);
    expect(await auditsFor('user.clear-lockout', target)).toHaveLength(1);
    expect((await signIn('accountant_branch')).http).toBe(200);
    expect((await post(`users/clear-lockout/${target}`)).http).toBe(422);
  });

  it('requires a password change at the next sign-in', async () => {
    const target = await idOf('accountant_org4');
    const before = await userRow('accountant_org4');
    const res = await post<UserDetails>(`users/require-password-change/${target}`);
    expect(res.body.data).toMatchObject({ password_change_required: true, isRequirePasswordChange: false });
    expect(await userRow('accountant_org4')).toEqual({ ...before, passwordChangeRequired: true });
    expect(await auditsFor('user.require-password-change', target)).toHaveLength(1);

    const token = await h.login('accountant_org4');
    const refused = await h.call<{ reason: string }>('POST', 'page/user-last-logins', {
      token,
      body: { number: 1 },
    });
    expect(refused.http).toBe(403);
    expect(refused.body.data?.reason).toBe('password-change-required');
    expect((await post(`users/require-password-change/${target}`)).http).toBe(422);
  });
});

describe('the user’s devices (existing admin device calls)', () => {
  it('lists and revokes a phone of the user; the revoked passkey no longer unlocks', async () => {
    const username = 'deputy_org4';
    const token = await h.login(username);
    h.clock.advance(61_000);
    const sent = await post('page/send-sms', { purpose: 'device-activation' }, token);
    expect(sent.http).toBe(200);
    const [sms] = await h.db
      .select({ text: smsDemoOutbox.text })
      .from(smsDemoOutbox)
      .where(eq(smsDemoOutbox.userId, await idOf(username)))
      .orderBy(desc(smsDemoOutbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect((await post('page/check-sms-code', { purpose: 'device-activation', code }, token)).http).toBe(200);
    const auth = new SoftAuthenticator(RP);
    const options = await post<DeviceRegisterOptions>('devices/register-options', {}, token, HOST);
    const registered = await post<DeviceRow>(
      'devices/register',
      { name: 'Pixel', ...auth.create(options.body.data?.challenge ?? '') },
      token,
      HOST,
    );
    expect(registered.http).toBe(200);

    const devices = await h.call<DeviceRow[]>('GET', `devices/admin-list?username=${username}`, {
      token: admin,
    });
    const device = devices.body.data?.find((d) => d.credential_id === auth.id);
    expect(device?.revoked_at).toBeNull();
    expect((await post('devices/admin-revoke', { id: device?.id })).http).toBe(200);

    const unlockOptions = await h.call<{ challenge: string; credentials: string[] }>(
      'POST',
      'devices/unlock-options',
      { token, body: {}, headers: HOST },
    );
    expect(unlockOptions.body.data?.credentials ?? []).not.toContain(auth.id);
  });
});
