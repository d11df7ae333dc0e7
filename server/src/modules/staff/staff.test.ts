import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorLogRow, KeyLogRow } from '../../../../contracts/api/error-log.ts';
import type { OrganizationRecord } from '../../../../contracts/api/organization-registry.ts';
import type { BankOrganizationRow, StaffOneTimePassword, StaffRow } from '../../../../contracts/api/staff.ts';
import type { UserDetails, UserWithPassword } from '../../../../contracts/api/users.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { errorLog } from '../../db/schema/error-log.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createErrorRecorder } from '../error-log/recorder.ts';

let h: Harness;
let admin: string;
let adminBank: string;
let adminBranch: string;
let accountant: string;
beforeAll(async () => {
  h = await createHarness();
  [admin, adminBank, adminBranch, accountant] = await Promise.all([
    h.login('admin'),
    h.login('admin_bank'),
    h.login('admin_branch'),
    h.login('accountant'),
  ]);
});
afterAll(() => h.close());

const write = <T>(
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  body: unknown = {},
  key = randomUUID(),
) => h.call<T>(method, path, { token, body, lang: 'en', headers: { 'idempotency-key': key } });
const idOf = async (username: string) => {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (row === undefined) throw new Error(username);
  return row.id;
};
const audits = async (action: string) => h.db.select().from(auditLog).where(eq(auditLog.action, action));
const signIn = (username: string, password: string) =>
  h.call<{ accessToken: string }>('POST', 'security/login', {
    body: { username, password, code: 'any', captchaId: randomUUID() },
  });

describe('admin calls are refused to other roles, and the refusal audited', () => {
  it('answers 403 to a client and a bank admin on every admin call', async () => {
    const before = (await audits('access.refused')).length;
    const calls: [string, string, unknown][] = [
      [
        'POST',
        'users/create',
        {
          username: 'x_user',
          full_name: 'X',
          role: 'client',
          phone: null,
          branch_mfo: null,
          organization_inn: null,
        },
      ],
      ['POST', 'users/reset-password/1', {}],
      ['PUT', 'users/update/1', { full_name: 'X', role: 'admin', phone: null, branch_mfo: null }],
      ['POST', 'organization/list', {}],
      ['POST', 'errors/list', {}],
      ['GET', 'errors/view/1', undefined],
      ['POST', 'key-logs/list', {}],
    ];
    for (const token of [accountant, adminBank]) {
      for (const [method, path, body] of calls) {
        const res = await h.call(method as 'POST', path, {
          token,
          body,
          headers: { 'idempotency-key': randomUUID() },
        });
        expect(res.http, path).toBe(403);
      }
    }
    const staffCall = await h.call('POST', 'staff/list', { token: accountant, body: { kind: 'clients' } });
    expect(staffCall.http).toBe(403);
    expect((await audits('access.refused')).length).toBe(before + calls.length * 2 + 1);
  });

  it('refuses a branch admin the bank-wide consoles (403, audited) and the branch setting', async () => {
    const before = (await audits('staff.refused')).length;
    for (const kind of ['admin-bank', 'admin-branch', 'passive-users']) {
      const res = await h.call('POST', 'staff/list', { token: adminBranch, body: { kind } });
      expect(res.http).toBe(403);
    }
    expect((await audits('staff.refused')).length).toBe(before + 3);
    const mod = await idOf('mod_1');
    expect((await write('POST', `staff/set-branch/${mod}`, adminBranch, { branch_mfo: '00873' })).http).toBe(
      403,
    );
  });
});

describe('admin: users', () => {
  it('creates a user with a one-time password that must be changed at the first sign-in', async () => {
    const [org] = await h.db.select().from(organizations).where(eq(organizations.inn, '301245678'));
    const body = {
      username: 'new_accountant',
      full_name: 'Yoʻldosheva Kamola',
      role: 'accountant',
      phone: '998901234567',
      branch_mfo: null,
      organization_inn: org!.inn,
    };
    const key = randomUUID();
    const created = await write<UserWithPassword>('POST', 'users/create', admin, body, key);
    expect(created.http).toBe(200);
    const { user, one_time_password } = created.body.data!;
    expect(user).toMatchObject({
      username: 'new_accountant',
      role: 'accountant',
      password_change_required: true,
    });
    expect(user.organizations.map((o) => o.inn)).toEqual(['301245678']);
    expect(one_time_password).toMatch(/^[A-Za-z0-9]{12}$/);
    const [stored] = await h.db.select().from(users).where(eq(users.username, 'new_accountant'));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.passwordHash).not.toContain(one_time_password);
    const [audit] = await audits('user.create');
    expect(JSON.stringify(audit?.detail)).not.toContain(one_time_password);

    // The same key answers the same record: one user, not two.
    const replay = await write<UserWithPassword>('POST', 'users/create', admin, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await h.db.select().from(users).where(eq(users.username, 'new_accountant'))).length).toBe(1);

    const signedIn = await signIn('new_accountant', one_time_password);
    expect(signedIn.http).toBe(200);
    const token = signedIn.body.data!.accessToken;
    const info = await h.call<{ isPasswordChangeRequired: boolean }>('GET', 'page/get-info', { token });
    expect(info.body.data?.isPasswordChangeRequired).toBe(true);
    expect((await h.call('GET', 'notification/all', { token })).http).toBe(403);
  });

  it('refuses a taken username and an unknown branch per field, storing nothing', async () => {
    const count = (await h.db.select().from(users)).length;
    const res = await write('POST', 'users/create', admin, {
      username: 'Admin',
      full_name: 'Dup',
      role: 'moderator',
      phone: null,
      branch_mfo: '99999',
      organization_inn: null,
    });
    expect(res.http).toBe(422);
    expect(res.body.validation).toEqual([
      { attribute: 'username', message: 'A user with this username already exists.' },
    ]);
    const bad = await write('POST', 'users/create', admin, {
      username: 'mod_new',
      full_name: 'Moderator',
      role: 'moderator',
      phone: null,
      branch_mfo: '99999',
      organization_inn: null,
    });
    expect(bad.http).toBe(422);
    expect(bad.body.validation?.[0]?.attribute).toBe('branch_mfo');
    expect((await h.db.select().from(users)).length).toBe(count);
  });

  it('edits a staff user’s role and branch, and resets a password', async () => {
    const id = await idOf('mod_2');
    const edited = await write<UserDetails>('PUT', `users/update/${id}`, admin, {
      full_name: 'Qodirova Madina',
      role: 'moderator',
      phone: null,
      branch_mfo: '00512',
    });
    expect(edited.http).toBe(200);
    expect(edited.body.data).toMatchObject({ full_name: 'Qodirova Madina', branch_mfo: '00512' });
    const reset = await write<UserWithPassword>('POST', `users/reset-password/${id}`, admin);
    expect(reset.http).toBe(200);
    expect(reset.body.data?.user.password_change_required).toBe(true);
    expect((await signIn('mod_2', reset.body.data!.one_time_password)).http).toBe(200);
  });

  it('never blocks or demotes the last active administrator (409, audited)', async () => {
    const me = await idOf('admin');
    const refusedBefore = (await audits('user.refused')).length;
    const demote = await write('PUT', `users/update/${me}`, admin, {
      full_name: 'Admin',
      role: 'admin_bank',
      phone: null,
      branch_mfo: null,
    });
    expect(demote.http).toBe(409);
    expect(demote.body.message).toMatch(/last active administrator/);
    expect((await audits('user.refused')).length).toBe(refusedBefore + 1);
    const view = await h.call<UserDetails>('GET', `users/view/${me}`, { token: admin });
    expect(view.body.data).toMatchObject({ is_last_admin: true, isBlock: false, role: 'admin' });

    const second = await write<UserWithPassword>('POST', 'users/create', admin, {
      username: 'admin_two',
      full_name: 'Second Admin',
      role: 'admin',
      phone: null,
      branch_mfo: null,
      organization_inn: null,
    });
    const secondId = second.body.data!.user.id;
    expect(
      (await h.call<UserDetails>('GET', `users/view/${me}`, { token: admin })).body.data?.is_last_admin,
    ).toBe(false);
    expect((await write('POST', `users/block/${secondId}`, admin, {})).http).toBe(200);
    // admin_two blocked: admin is the last active one again.
    expect(
      (
        await write('PUT', `users/update/${me}`, admin, {
          full_name: 'A',
          role: 'client',
          phone: null,
          branch_mfo: null,
        })
      ).http,
    ).toBe(409);
    expect((await write('POST', `users/unblock/${secondId}`, admin, {})).http).toBe(200);
    const demoted = await write<UserDetails>('PUT', `users/update/${secondId}`, admin, {
      full_name: 'Second Admin',
      role: 'admin_bank',
      phone: null,
      branch_mfo: null,
    });
    expect(demoted.http).toBe(200);
    const [row] = await h.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.id, me)));
    expect(row?.blockedAt).toBeNull();
  });
});

describe('bank staff consoles', () => {
  it('lists every console for admin_bank, more than a page each', async () => {
    for (const kind of ['clients', 'moderators', 'admin-branch', 'passive-users', 'admin-bank']) {
      const res = await h.call<Paged<StaffRow>>('POST', 'staff/list?pageSize=20', {
        token: adminBank,
        body: { kind },
      });
      expect(res.http, kind).toBe(200);
      expect(res.body.data!._meta.totalCount, kind).toBeGreaterThan(20);
    }
  });

  it('narrows admin_branch to its branch: others’ users answer 404', async () => {
    const clients = await h.call<Paged<StaffRow>>('POST', 'staff/list?pageSize=100', {
      token: adminBranch,
      body: { kind: 'clients' },
    });
    expect(clients.body.data!._meta.totalCount).toBeGreaterThan(20);
    expect(clients.body.data!.list.every((r) => r.organizations.some((o) => o.inn !== '301245678'))).toBe(
      true,
    );
    expect(clients.body.data!.list.map((r) => r.username)).not.toContain('accountant');
    const mods = await h.call<Paged<StaffRow>>('POST', 'staff/list?pageSize=100', {
      token: adminBranch,
      body: { kind: 'moderators' },
    });
    expect(mods.body.data!.list.every((r) => r.branch_mfo === '00421')).toBe(true);

    const outsider = await idOf('accountant');
    expect((await h.call('GET', `staff/view/${outsider}`, { token: adminBranch })).http).toBe(404);
    expect((await write('POST', `staff/block/${outsider}`, adminBranch, {})).http).toBe(404);
    const [row] = await h.db.select().from(users).where(eq(users.id, outsider));
    expect(row?.blockedAt).toBeNull();

    const orgs = await h.call<Paged<BankOrganizationRow>>('POST', 'staff/organizations/list?pageSize=100', {
      token: adminBranch,
      body: { mfo: '00873' },
    });
    expect(orgs.body.data!.list.length).toBeGreaterThan(20);
    expect(orgs.body.data!.list.every((o) => o.mfo === '00421')).toBe(true);
  });

  it('blocks, unblocks, resets a password and links an organisation, audited', async () => {
    const id = await idOf('cl_acc_3');
    const blocked = await write<StaffRow>('POST', `staff/block/${id}`, adminBranch, { reason: 'Left' });
    expect(blocked.body.data).toMatchObject({ state: 'blocked', isUnblock: true });
    expect((await write('POST', `staff/block/${id}`, adminBranch, {})).http).toBe(422);
    expect((await write<StaffRow>('POST', `staff/unblock/${id}`, adminBranch)).body.data?.state).toBe(
      'active',
    );
    const reset = await write<StaffOneTimePassword>('POST', `staff/reset-password/${id}`, adminBranch);
    expect(reset.body.data?.user.password_change_required).toBe(true);
    const linked = await write<StaffRow>('POST', `staff/link-organization/${id}`, adminBranch, {
      inn: '302398451',
    });
    expect(linked.body.data?.organizations.map((o) => o.inn)).toContain('302398451');
    // An organisation of another branch is unknown to the branch admin.
    const other = await write('POST', `staff/link-organization/${id}`, adminBranch, { inn: '301245678' });
    expect(other.http).toBe(422);
    expect(other.body.validation?.[0]?.attribute).toBe('inn');
    for (const action of [
      'staff.block',
      'staff.unblock',
      'staff.reset-password',
      'staff.link-organization',
    ]) {
      expect((await audits(action)).length, action).toBeGreaterThan(0);
    }
  });

  it('lets admin_bank set a staff user’s branch, refusing an unknown one', async () => {
    const id = await idOf('pas_3');
    const set = await write<StaffRow>('POST', `staff/set-branch/${id}`, adminBank, { branch_mfo: '00512' });
    expect(set.body.data?.branch_mfo).toBe('00512');
    const unknown = await write('POST', `staff/set-branch/${id}`, adminBank, { branch_mfo: '99999' });
    expect(unknown.http).toBe(422);
    const client = await idOf('cl_head_1');
    expect((await write('POST', `staff/set-branch/${client}`, adminBank, { branch_mfo: '00512' })).http).toBe(
      422,
    );
  });
});

describe('admin: organisation records', () => {
  it('creates and edits, refusing a taken INN and an unknown branch per field', async () => {
    const body = {
      name: 'MChJ «Test Savdo»',
      inn: '399000111',
      nibbd: '99000111',
      mfo: '00421',
      legal_form: 'legal_entity',
      address: 'Samarqand sh., Registon koʻchasi, 1',
      phone: '',
    };
    const created = await write<OrganizationRecord>('POST', 'organization/create', admin, body);
    expect(created.http).toBe(200);
    expect(created.body.data).toMatchObject({ inn: '399000111', phone: null, users_count: 0 });
    const dup = await write('POST', 'organization/create', admin, { ...body, mfo: '99999' });
    expect(dup.http).toBe(422);
    expect(dup.body.validation?.map((v) => v.attribute)).toEqual(['inn', 'mfo']);
    const bad = await write('POST', 'organization/create', admin, { ...body, inn: '12345' });
    expect(bad.http).toBe(400);
    const edited = await write<OrganizationRecord>(
      'PUT',
      `organization/update/${created.body.data!.id}`,
      admin,
      {
        ...body,
        name: 'MChJ «Test Savdo Plus»',
      },
    );
    expect(edited.body.data?.name).toBe('MChJ «Test Savdo Plus»');
    const list = await h.call<Paged<OrganizationRecord>>('POST', 'organization/list', {
      token: admin,
      body: { text: 'Test Savdo' },
    });
    expect(list.body.data?.list.map((o) => o.inn)).toEqual(['399000111']);
    expect((await h.call('GET', 'organization/view/999999', { token: admin })).http).toBe(404);
  });
});

describe('admin: error log and key log', () => {
  it('keeps a failure with its request id but no secret', async () => {
    const record = createErrorRecorder(h.db, h.clock);
    const request = {
      id: 'req-secret-1',
      method: 'POST',
      routeOptions: { url: '/api/v2/uzs-payment/create' },
    };
    await record(
      request as never,
      new Error(
        'Failed query: insert into users values ($1, $2)\nparams: admin,scrypt$hash card 8600123412341234',
      ),
      500,
      null,
    );
    await record(request as never, new Error('bad card 8600123412341234 password=Secret123'), 500, null);
    const rows = await h.db.select().from(errorLog).where(eq(errorLog.requestId, 'req-secret-1'));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.message).not.toMatch(/scrypt|8600123412341234|Secret123/);
    }
    const list = await h.call<Paged<ErrorLogRow>>('POST', 'errors/list', {
      token: admin,
      body: { text: 'req-secret' },
    });
    expect(list.body.data?.list).toHaveLength(2);
    const one = await h.call<ErrorLogRow>('GET', `errors/view/${list.body.data!.list[0]!.id}`, {
      token: admin,
    });
    expect(one.body.data).toMatchObject({ request_id: 'req-secret-1', route: '/api/v2/uzs-payment/create' });
    const seeded = await h.call<Paged<ErrorLogRow>>('POST', 'errors/list?pageSize=20', {
      token: admin,
      body: {},
    });
    expect(seeded.body.data!._meta.totalCount).toBeGreaterThan(20);
  });

  it('lists key checks and renewals, filterable by kind', async () => {
    const all = await h.call<Paged<KeyLogRow>>('POST', 'key-logs/list?pageSize=20', {
      token: admin,
      body: {},
    });
    expect(all.http).toBe(200);
    expect(all.body.data!._meta.totalCount).toBeGreaterThan(20);
    const renewals = await h.call<Paged<KeyLogRow>>('POST', 'key-logs/list', {
      token: admin,
      body: { kind: 'renewal' },
    });
    expect(renewals.body.data!.list.every((r) => r.kind === 'renewal' && r.outcome === 'renewed')).toBe(true);
    const checks = await h.call<Paged<KeyLogRow>>('POST', 'key-logs/list?pageSize=100', {
      token: admin,
      body: { kind: 'check' },
    });
    const outcomes = new Set(checks.body.data!.list.map((r) => r.outcome));
    expect(outcomes).toEqual(new Set(['passed', 'expired']));
  });
});
