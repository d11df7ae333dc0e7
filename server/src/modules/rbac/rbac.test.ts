import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RbacPermission, RbacRole, RbacRoleDetail, RbacRule } from '../../../../contracts/api/rbac.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { rbacRolePermissions } from '../../db/schema/rbac.ts';
import { createAccess, VERSION_TTL_MS } from '../../plugins/access.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
let accountant: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin');
  accountant = await h.login('accountant');
});
afterAll(() => h.close());

const audits = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).map((r) => r.detail);
const accounts = () => h.call('POST', 'account/list', { token: accountant, body: {} });
const role = async (name: string) =>
  (await h.call<RbacRoleDetail>('GET', `rbac/roles/view/${name}`, { token: admin })).body.data!;
const updateRole = (name: string, granted: string[], description = '') =>
  h.call<RbacRoleDetail>('PUT', `rbac/roles/update/${name}`, {
    token: admin,
    body: { description, granted },
    lang: 'en',
  });
const permission = async (name: string) =>
  (await h.call<RbacPermission>('GET', `rbac/permissions/view/${encodeURIComponent(name)}`, { token: admin }))
    .body.data!;
const updatePermission = (name: string, roles: string[], rule_name: string | null = null) =>
  h.call<RbacPermission>('PUT', `rbac/permissions/update/${encodeURIComponent(name)}`, {
    token: admin,
    lang: 'en',
    body: { description: '', roles, rule_name },
  });

describe('RBAC tables the server obeys', () => {
  it('gives every endpoint record a permission named from its path, granted to the record’s roles', async () => {
    const create = await permission('mfo.create');
    expect(create).toMatchObject({ call: 'POST /api/v2/mfo/create', roles: ['admin'], rule_name: null });
    expect((await permission('account.list')).roles).toContain('accountant');
    const list = await h.call<Paged<RbacPermission>>('POST', 'rbac/permissions/list?pageSize=10', {
      token: admin,
      body: { text: 'rbac.' },
    });
    expect(list.body.data?._meta.totalCount).toBeGreaterThanOrEqual(13);
    const roles = await h.call<RbacRole[]>('GET', 'rbac/roles', { token: admin });
    expect(roles.body.data?.find((r) => r.name === 'admin')).toMatchObject({ system: true });
    expect(roles.body.data?.find((r) => r.name === 'admin')?.users).toBeGreaterThanOrEqual(1);
  });

  it('refuses the user’s next call once the admin revokes the permission (403, audited), and allows it again when restored', async () => {
    expect((await accounts()).http).toBe(200);
    const before = await role('accountant');
    const revoked = await updateRole(
      'accountant',
      before.granted.filter((p) => p !== 'account.list'),
      before.description,
    );
    expect(revoked.http).toBe(200);
    const refusals = (await audits('access.refused')).length;
    expect((await accounts()).http).toBe(403);
    const refused = await audits('access.refused');
    expect(refused.length).toBe(refusals + 1);
    expect(refused.at(-1)).toMatchObject({ reason: 'role', endpoint: '/api/v2/account/list' });
    expect((await audits('rbac.role-update')).at(-1)).toMatchObject({
      role: 'accountant',
      removed: ['account.list'],
    });

    expect((await updateRole('accountant', before.granted, before.description)).http).toBe(200);
    expect((await accounts()).http).toBe(200);
  });

  it('takes a change made on another node into account within the version TTL, with no query per call', async () => {
    const other = createAccess(h.db, h.clock);
    const e = { method: 'POST', base: '/api/v2/', path: 'account/list' };
    const facts = () => ({ ip: '127.0.0.1', now: h.clock.now() });
    expect((await other.decide(e, 'accountant', facts()))?.allowed).toBe(true);
    const holders = (await permission('account.list')).roles;
    expect(
      (
        await updatePermission(
          'account.list',
          holders.filter((r) => r !== 'accountant'),
        )
      ).http,
    ).toBe(200);
    // The other node still trusts its snapshot (no SQL) until the TTL passes, then sees the version.
    expect((await other.decide(e, 'accountant', facts()))?.allowed).toBe(true);
    h.clock.advance(VERSION_TTL_MS);
    expect((await other.decide(e, 'accountant', facts()))?.allowed).toBe(false);
    expect((await accounts()).http).toBe(403);
    expect((await updatePermission('account.list', holders)).http).toBe(200);
    expect((await accounts()).http).toBe(200);
  });

  it('refuses a change that would lock every administrator out of RBAC, storing nothing, audited', async () => {
    const adminRole = await role('admin');
    const grants = (await h.db.select().from(rbacRolePermissions)).length;
    const refusals = (await audits('rbac.refused')).length;
    const cut = await updateRole(
      'admin',
      adminRole.granted.filter((p) => p !== 'rbac.roles.update'),
      adminRole.description,
    );
    expect(cut.http).toBe(422);
    expect(cut.body.validation?.[0]).toEqual({
      attribute: 'granted',
      message:
        'After this change no active administrator could manage roles and permissions. The change was not saved.',
    });
    const drop = await updatePermission('rbac.roles', []);
    expect(drop.http).toBe(422);
    // A rule on an RBAC call could lock everyone out too (outside the hours, from another address).
    const ruled = await updatePermission('rbac.rules', ['admin'], 'bank_hours');
    expect(ruled.http).toBe(422);
    expect((await h.db.select().from(rbacRolePermissions)).length).toBe(grants);
    expect((await role('admin')).granted).toEqual(adminRole.granted);
    expect((await permission('rbac.rules')).rule_name).toBeNull();
    expect((await audits('rbac.refused')).length).toBe(refusals + 3);
    // Still the admin's: the change was not stored.
    expect((await h.call('GET', 'rbac/roles', { token: admin })).http).toBe(200);
  });

  it('evaluates a rule: an address allow-list on a permission refuses callers from elsewhere', async () => {
    const created = await h.call<RbacRule>('POST', 'rbac/rules/create', {
      token: admin,
      body: {
        name: 'test_net',
        description: 'x',
        condition: { kind: 'ip_allowlist', networks: ['10.99.0.0/16'] },
      },
    });
    expect(created.http).toBe(200);
    const holders = (await permission('account.list')).roles;
    expect((await updatePermission('account.list', holders, 'test_net')).http).toBe(200);
    expect((await accounts()).http).toBe(403);
    expect((await audits('access.refused')).at(-1)).toMatchObject({ reason: 'rule:test_net' });
    // inject() calls come from 127.0.0.1: widen the rule and the call passes.
    const widened = await h.call<RbacRule>('PUT', 'rbac/rules/update/test_net', {
      token: admin,
      body: {
        description: 'x',
        condition: { kind: 'ip_allowlist', networks: ['10.99.0.0/16', '127.0.0.0/8'] },
      },
    });
    expect(widened.body.data?.permissions).toEqual(['account.list']);
    expect((await accounts()).http).toBe(200);
    expect((await updatePermission('account.list', holders, null)).http).toBe(200);
  });

  it('grants through a group permission (account.*), and refuses a group that covers nothing', async () => {
    const before = await role('accountant');
    await updateRole(
      'accountant',
      before.granted.filter((p) => p !== 'account.list'),
      before.description,
    );
    expect((await accounts()).http).toBe(403);
    const group = await h.call<RbacPermission>('POST', 'rbac/permissions/create', {
      token: admin,
      body: { name: 'account.*', description: 'Accounts', rule_name: null, roles: ['accountant'] },
    });
    expect(group.http).toBe(200);
    expect((await accounts()).http).toBe(200);
    const empty = await h.call('POST', 'rbac/permissions/create', {
      token: admin,
      body: { name: 'nothing-here.*', description: '', rule_name: null, roles: [] },
    });
    expect(empty.http).toBe(422);
    await updatePermission('account.*', []);
    await updateRole('accountant', before.granted, before.description);
    expect((await accounts()).http).toBe(200);
  });

  it('creates a role from another’s permissions, replays an idempotent create, refuses duplicates and bad input', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const body = { name: 'teller', description: 'Teller', copy_from: 'accountant' };
    const first = await h.call<RbacRoleDetail>('POST', 'rbac/roles/create', { token: admin, body, headers });
    expect(first.http).toBe(200);
    expect(first.body.data?.granted).toEqual((await role('accountant')).granted);
    const again = await h.call<RbacRoleDetail>('POST', 'rbac/roles/create', { token: admin, body, headers });
    expect(again.http).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const dup = await h.call('POST', 'rbac/roles/create', { token: admin, body, lang: 'ru' });
    expect(dup.http).toBe(422);
    expect(dup.body.validation?.[0]?.message).toBe('Роль с таким именем уже есть.');
    for (const bad of [
      { name: 'Bad Name', description: '', copy_from: null },
      { name: 'ok_name', description: '', copy_from: null, extra: 1 },
    ]) {
      expect((await h.call('POST', 'rbac/roles/create', { token: admin, body: bad })).http).toBe(400);
    }
    const unknown = await updateRole('teller', ['no.such.permission']);
    expect(unknown.http).toBe(422);
    expect((await role('teller')).granted.length).toBeGreaterThan(0);
    const rule = await h.call('POST', 'rbac/rules/create', {
      token: admin,
      lang: 'en',
      body: {
        name: 'bad_net',
        description: '',
        condition: { kind: 'ip_allowlist', networks: ['10.0.0.0/99'] },
      },
    });
    expect(rule.http).toBe(422);
    expect(rule.body.validation?.[0]?.attribute).toBe('condition.networks.0');
    const hours = await h.call('POST', 'rbac/rules/create', {
      token: admin,
      body: {
        name: 'bad_hours',
        description: '',
        condition: { kind: 'operating_hours', from: '18:00', to: '09:00' },
      },
    });
    expect(hours.http).toBe(422);
    expect((await h.call('GET', 'rbac/rules/view/bad_hours', { token: admin })).http).toBe(404);
  });

  it('refuses every RBAC call to other roles with 403, audited', async () => {
    const refusals = (await audits('access.refused')).length;
    const calls = [
      ['GET', 'rbac/roles'],
      ['GET', 'rbac/roles/view/admin'],
      ['POST', 'rbac/permissions/list'],
      ['GET', 'rbac/rules'],
      ['PUT', 'rbac/roles/update/accountant'],
    ] as const;
    for (const [method, path] of calls) {
      const res = await h.call(method, path, {
        token: accountant,
        body: method === 'GET' ? undefined : {},
      });
      expect(res.http, path).toBe(403);
    }
    expect((await audits('access.refused')).length).toBe(refusals + calls.length);
  });
});
