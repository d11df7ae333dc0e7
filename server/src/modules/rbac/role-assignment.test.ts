import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RbacRole, RbacRoleDetail } from '../../../../contracts/api/rbac.ts';
import type { AssignableRole, UserDetails } from '../../../../contracts/api/users.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { DEMO_PASSWORD } from '../../test/template.ts';

/*
 * Roles an admin adds in the RBAC editor can be given to users (issue 25): the user keeps the
 * catalogue role the added one is based on (screens, data), and the router decides their calls by
 * the added role's permissions.
 */
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const userId = async (username: string) =>
  (await h.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const createRole = (name: string, copy_from: string | null, base_role?: string | null) =>
  h.call<RbacRoleDetail>('POST', 'rbac/roles/create', {
    token: admin,
    lang: 'en',
    body: { name, description: '', copy_from, ...(base_role === undefined ? {} : { base_role }) },
  });
const updateUser = (id: number, role: string, token = admin) =>
  h.call<UserDetails>('PUT', `users/update/${id}`, {
    token,
    lang: 'en',
    headers: { 'idempotency-key': randomUUID() },
    body: { full_name: `User ${id}`, role, phone: null, branch_mfo: null },
  });

describe('roles added in the RBAC editor, given to users', () => {
  it('decides the user’s calls by the added role while the user keeps the base role’s screens', async () => {
    const created = await createRole('accountant_read', 'accountant', 'accountant');
    expect(created.http).toBe(200);
    expect(created.body.data).toMatchObject({ base_role: 'accountant', system: false });
    // A read-only variant: everything of the accountant but the soum payments' writes.
    const granted = created.body.data!.granted.filter((p) => p !== 'uzs-payment.save');
    expect(granted.length).toBeLessThan(created.body.data!.granted.length);
    const update = await h.call<RbacRoleDetail>('PUT', 'rbac/roles/update/accountant_read', {
      token: admin,
      body: { description: 'Read-only accountant', granted },
    });
    expect(update.http).toBe(200);

    const assignable = await h.call<AssignableRole[]>('GET', 'users/assignable-roles', { token: admin });
    expect(assignable.body.data).toContainEqual({ name: 'accountant_read', base_role: 'accountant' });

    const id = await userId('accountant');
    const before = await h.login('accountant');
    const assigned = await updateUser(id, 'accountant_read');
    expect(assigned.http).toBe(200);
    expect(assigned.body.data).toMatchObject({ role: 'accountant', access_role: 'accountant_read' });
    // The role change ended the user's sessions.
    expect((await h.call('POST', 'account/list', { token: before, body: {} })).http).toBe(401);

    // Signed in again, the user is an accountant (menus, screens) …
    const signIn = await h.call<{ accessToken: string; role: string }>('POST', 'security/login', {
      body: { username: 'accountant', password: DEMO_PASSWORD, code: 'any', captchaId: randomUUID() },
    });
    expect(signIn.body.data?.role).toBe('accountant');
    const token = signIn.body.data!.accessToken;
    // … whose calls the added role decides.
    expect((await h.call('POST', 'account/list', { token, body: {} })).http).toBe(200);
    const refused = await h.call('POST', 'uzs-payment/save', {
      token,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.http).toBe(403);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access.refused'))
      .orderBy(auditLog.id);
    expect(audit).toBeDefined();

    const roles = await h.call<RbacRole[]>('GET', 'rbac/roles', { token: admin });
    expect(roles.body.data?.find((r) => r.name === 'accountant_read')?.users).toBe(1);

    // Its base cannot move while someone holds it; back to the catalogue role, the call is allowed.
    const move = await h.call('PUT', 'rbac/roles/update/accountant_read', {
      token: admin,
      lang: 'en',
      body: { description: '', granted, base_role: 'head' },
    });
    expect(move.http).toBe(422);
    expect(JSON.stringify(move.body)).toContain('base_role');
    expect((await updateUser(id, 'accountant')).body.data).toMatchObject({
      role: 'accountant',
      access_role: null,
    });
    const again = await h.login('accountant');
    expect(
      (
        await h.call('POST', 'uzs-payment/save', {
          token: again,
          body: {},
          headers: { 'idempotency-key': randomUUID() },
        })
      ).http,
    ).not.toBe(403);
  });

  it('refuses a role without a base, an unknown one and a catalogue role as a base’s target, storing nothing', async () => {
    expect((await createRole('no_base_yet', 'accountant')).http).toBe(200);
    const id = await userId('accountant');
    for (const role of ['no_base_yet', 'nobody_knows_this']) {
      const refused = await updateUser(id, role);
      expect(refused.http).toBe(422);
      expect(JSON.stringify(refused.body)).toContain('role');
    }
    const [row] = await h.db.select().from(users).where(eq(users.id, id));
    expect(row?.accessRole).toBeNull();
    const system = await h.call('PUT', 'rbac/roles/update/head', {
      token: admin,
      lang: 'en',
      body: { description: '', granted: [], base_role: 'accountant' },
    });
    expect(system.http).toBe(422);
    const refusals = await h.db.select().from(auditLog).where(eq(auditLog.action, 'user.refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to give the last administrators an added role without the RBAC calls (lock-out)', async () => {
    expect((await createRole('admin_no_rbac', null, 'admin')).http).toBe(200);
    const me = await userId('admin');
    const admins = await h.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.blockedAt), isNull(users.accessRole)));
    for (const other of admins.filter((a) => a.id !== me)) {
      expect((await updateUser(other.id, 'admin_no_rbac')).http).toBe(200);
    }
    const refused = await updateUser(me, 'admin_no_rbac');
    expect(refused.http).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('role');
    const [row] = await h.db.select().from(users).where(eq(users.id, me));
    expect(row?.accessRole).toBeNull();
  });
});
