/**
 * The sign-in lock a stranger cannot abuse (issue 19 point 1): failures lock a username for the
 * address they came from only; past the account guard (failures from every address) only addresses
 * the user signed in from before may still try.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { countAudit } from '../../plugins/audit-noise-repository.ts';
import { createHarness, DEMO_PASSWORD, type Harness } from '../../test/harness.ts';
import { LOCK_MS, MAX_FAILURES } from './service.ts';

let h: Harness;
// Many calls (sign-ins run scrypt) per test: slow when the whole suite shares the cores.
vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  // Production limits and guard (30), except the per-address rate limit: this file plays many
  // attempts from a few addresses.
  h = await createHarness({ env: { RATE_LIMIT_FACTOR: '1', RATE_LIMIT_LOGIN_IP: '1000/600' } });
});
afterAll(() => h.close());

async function signIn(ip: string, username: string, password = 'Wrong#Pass1') {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/v2/security/login',
    remoteAddress: ip,
    payload: { username, password, code: 'any', captchaId: randomUUID() },
  });
  return { http: response.statusCode, body: response.json<Envelope>() };
}

const USER_ADDRESS = '192.0.2.10';

describe('sign-in lock per username and address', () => {
  it("a stranger's failures lock the stranger's address, not the user's own sign-in", async () => {
    const stranger = '198.51.100.7';
    for (let i = 1; i < MAX_FAILURES; i++) expect((await signIn(stranger, 'admin')).http).toBe(401);
    expect((await signIn(stranger, 'admin')).http).toBe(429);
    // Locked for the stranger, even with the right password…
    expect((await signIn(stranger, 'admin', DEMO_PASSWORD)).http).toBe(429);
    // …but the admin at their own desk signs in as usual (the old per-username lock refused this).
    expect((await signIn(USER_ADDRESS, 'admin', DEMO_PASSWORD)).http).toBe(200);
    expect(await countAudit(h.db, 'login.lockout', stranger)).toBe(1);
  });

  it("the user's own failures still lock their address for 30 minutes", async () => {
    const ip = '192.0.2.20';
    for (let i = 1; i < MAX_FAILURES; i++) expect((await signIn(ip, 'cur_manager')).http).toBe(401);
    const tenth = await signIn(ip, 'cur_manager');
    expect(tenth.http).toBe(429);
    expect(tenth.body.data).toEqual({ lockedUntil: expect.any(String) });
    h.clock.advance(LOCK_MS + 1000);
    expect((await signIn(ip, 'cur_manager', DEMO_PASSWORD)).http).toBe(200);
  });
});

describe('account guard (failures from every address)', () => {
  it('past the guard only addresses the user signed in from may try; unknown usernames alike', async () => {
    // The user has signed in from their office before.
    expect((await signIn(USER_ADDRESS, 'accountant', DEMO_PASSWORD)).http).toBe(200);
    const guard = h.config.loginAccountGuard;
    expect(guard).toBe(30);
    // A spread-out guess: 6 addresses × 5 failures, none of them locked on its own.
    for (let a = 0; a < guard / 5; a++)
      for (let i = 0; i < 5; i++) expect((await signIn(`203.0.113.${a + 1}`, 'accountant')).http).toBe(401);

    // A new address, even with the right password (a guess that hit), is refused…
    const fresh = await signIn('203.0.113.200', 'accountant', DEMO_PASSWORD);
    expect(fresh.http).toBe(429);
    expect(fresh.body.data).toEqual({ lockedUntil: expect.any(String) });
    // …the user's own address is not.
    expect((await signIn(USER_ADDRESS, 'accountant', DEMO_PASSWORD)).http).toBe(200);

    // An unknown username answers the same way (nothing tells whether it exists).
    for (let a = 0; a < guard / 5; a++)
      for (let i = 0; i < 5; i++) await signIn(`203.0.113.${a + 1}`, 'no_such_user');
    expect((await signIn('203.0.113.200', 'no_such_user', DEMO_PASSWORD)).http).toBe(429);

    // The guard ends after 30 minutes.
    h.clock.advance(LOCK_MS + 1000);
    expect((await signIn('203.0.113.200', 'accountant', DEMO_PASSWORD)).http).toBe(200);
  });
});
