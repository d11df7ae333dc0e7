/**
 * Multiclient administration (contracts/api/multiclient.ts) on the real database: admin_bank only;
 * a parent with children and users; the temporary password shown once and changed at first
 * sign-in; block ends the user's live session; last-admin protection; the permission × mode
 * matrix enforced on the multiclient's payment actions (403 with an audit row); switching child.
 */
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccControlRow,
  ChildRow,
  CustomerInfo,
  MulticlientRow,
  MuserRow,
  MultiStatementRow,
  MyChild,
  UserSettings,
} from '../../../../contracts/api/multiclient.ts';
import type { CurrentUser } from '../../../../contracts/api/security.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { UZS_STATUS, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { multiclients } from '../../db/schema/multiclients.ts';
import { organizations } from '../../db/schema/reference.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let demoParent: number;

async function orgBy(inn: string) {
  const [row] = await h.db.select().from(organizations).where(eq(organizations.inn, inn));
  if (row === undefined) throw new Error(`no organisation ${inn}`);
  return row;
}

function post<T>(token: string, path: string, body: unknown = {}) {
  return h.call<T>('POST', path, { token, body, headers: { 'idempotency-key': randomUUID() } });
}

async function audits(action: string) {
  return h.db.select().from(auditLog).where(eq(auditLog.action, action));
}

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  const [row] = await h.db.select().from(multiclients).where(eq(multiclients.inn, '309876543'));
  if (row === undefined) throw new Error('no demo parent');
  demoParent = row.id;
});
afterAll(async () => h.close());

describe('parents and children', () => {
  it('admin_bank only: other roles are refused', async () => {
    for (const username of ['admin', 'admin_branch', 'multiclient', 'head']) {
      const token = await kit.token(username);
      expect((await post(token, 'multiclient/list')).http, username).toBe(403);
    }
  });

  it('creates a parent, refuses a taken INN, adds children by customer id with an access level', async () => {
    const admin = await kit.token('admin_bank');
    const created = await post<MulticlientRow>(admin, 'multiclient/create', {
      name: 'Yangi Holding',
      inn: '311111111',
    });
    expect(created.http).toBe(200);
    const id = created.body.data?.id ?? 0;
    expect(created.body.data).toMatchObject({
      name: 'Yangi Holding',
      children_count: 0,
      users_count: 0,
      isUpdate: true,
    });
    const taken = await post(admin, 'multiclient/create', { name: 'Boshqa', inn: '311111111' });
    expect(taken.http).toBe(422);
    expect(taken.body.validation?.[0]?.attribute).toBe('inn');

    const buxoro = await orgBy('304687312');
    const info = await post<CustomerInfo>(admin, 'multiclient/organization/ajax-customerid', {
      customerid: buxoro.nibbd,
    });
    expect(info.body.data).toMatchObject({ name: buxoro.name, inn: buxoro.inn });
    expect(
      (await post(admin, 'multiclient/organization/ajax-customerid', { customerid: '99999999' })).http,
    ).toBe(422);

    const added = await post<ChildRow>(admin, `multiclient/organization/add-save/${id}`, {
      customerid: buxoro.nibbd,
      allow_id: 1,
    });
    expect(added.body.data).toMatchObject({ children_name: buxoro.name, allowId: 1, isDelete: true });
    const again = await post(admin, `multiclient/organization/add-save/${id}`, {
      customerid: buxoro.nibbd,
      allow_id: 2,
    });
    expect(again.http).toBe(422);
    const childId = added.body.data?.id ?? 0;
    const access = await post<ChildRow>(admin, `multiclient/organization/access/${id}/${childId}`, {
      allow_id: 2,
      alias: 'Buxoro',
    });
    expect(access.body.data).toMatchObject({ allowId: 2, alias: 'Buxoro' });
    const list = await post<Paged<ChildRow>>(admin, `multiclient/organization/list/${id}`);
    expect(list.body.data?.list).toHaveLength(1);
    expect((await post(admin, `multiclient/organization/delete/${id}/${childId}`)).http).toBe(200);
    expect(
      (await post<Paged<ChildRow>>(admin, `multiclient/organization/list/${id}`)).body.data?.list,
    ).toHaveLength(0);
    // Another parent's child answers 404.
    expect(
      (await post(admin, `multiclient/organization/access/${demoParent}/${childId}`, { allow_id: 1 })).http,
    ).toBe(404);
    expect((await audits('multiclient.child-add')).length).toBeGreaterThan(0);
    expect((await audits('multiclient.refused')).length).toBeGreaterThan(0);
  });
});

describe('users', () => {
  it('a temporary password is shown once and must be changed at first sign-in', async () => {
    const admin = await kit.token('admin_bank');
    const created = await post<MuserRow>(admin, `multiclient/muser/user-create/${demoParent}`, {
      username: 'mc_treasurer',
      full_name: 'Aliyev Bobur',
      phone: '998901112200',
      email: 'bobur@example.uz',
      position: 'Gʻaznachi',
      allow_id: 2,
    });
    expect(created.http).toBe(200);
    const temporary = created.body.data?.temporary_password ?? '';
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    const userId = created.body.data?.id ?? 0;
    const view = await h.call<MuserRow>('GET', `multiclient/muser/user-view/${demoParent}/${userId}`, {
      token: admin,
    });
    expect(view.body.data).toMatchObject({ temporary_password: null, password_change_required: true });

    const token = await h.login('mc_treasurer', temporary);
    expect((await h.call('GET', 'm-client/organizations', { token })).http).toBe(403);
    const changed = await post<{ success: boolean }>(token, 'security/change-password', {
      oldPassword: temporary,
      newPassword: 'Yangi-Parol-2026',
      confirmPassword: 'Yangi-Parol-2026',
    });
    expect(changed.http).toBe(200);
    const fresh = await h.login('mc_treasurer', 'Yangi-Parol-2026');
    const mine = await h.call<MyChild[]>('GET', 'm-client/organizations', { token: fresh });
    expect(mine.http).toBe(200);
    expect(mine.body.data?.length).toBe(4);

    const reset = await post<MuserRow>(admin, `multiclient/muser/reset-password/${demoParent}/${userId}`);
    expect(reset.body.data?.temporary_password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await h.call('GET', 'm-client/organizations', { token: fresh })).http).toBe(401);
  });

  it('block ends the live session; unblock lets the user sign in again', async () => {
    const admin = await kit.token('admin_bank');
    const viewer = await h.login('multiclient_viewer');
    expect((await h.call('GET', 'm-client/organizations', { token: viewer })).http).toBe(200);
    const list = await post<Paged<MuserRow>>(admin, `multiclient/muser/user-list/${demoParent}`);
    const row = list.body.data?.list.find((r) => r.username === 'multiclient_viewer');
    expect(row).toMatchObject({ isBlock: true, isUnBlock: false });
    const blocked = await post<MuserRow>(admin, `multiclient/muser/user-block/${demoParent}/${row?.id}`);
    expect(blocked.body.data).toMatchObject({ state: 'blocked', isBlock: false, isUnBlock: true });
    expect((await h.call('GET', 'm-client/organizations', { token: viewer })).http).toBe(401);
    await expect(h.login('multiclient_viewer')).rejects.toThrow();
    expect((await post(admin, `multiclient/muser/user-block/${demoParent}/${row?.id}`)).http).toBe(422);
    expect((await post(admin, `multiclient/muser/user-un-block/${demoParent}/${row?.id}`)).http).toBe(200);
    expect(await h.login('multiclient_viewer')).toBeTruthy();
  });

  it('never leaves a parent without an active user with full access', async () => {
    const admin = await kit.token('admin_bank');
    const parent = await post<MulticlientRow>(admin, 'multiclient/create', {
      name: 'Yolgiz',
      inn: '322222222',
    });
    const id = parent.body.data?.id ?? 0;
    const only = await post<MuserRow>(admin, `multiclient/muser/user-create/${id}`, {
      username: 'mc_only',
      full_name: 'Yolgiz Admin',
      phone: '998901112201',
      allow_id: 2,
    });
    const userId = only.body.data?.id ?? 0;
    expect(only.body.data).toMatchObject({ isBlock: false, isDelete: false });
    const before = (await audits('multiclient.refused')).length;
    expect((await post(admin, `multiclient/muser/user-block/${id}/${userId}`)).http).toBe(422);
    expect((await post(admin, `multiclient/muser/user-delete/${id}/${userId}`)).http).toBe(422);
    const lowered = await post(admin, `multiclient/muser/user-update/${id}/${userId}`, {
      full_name: 'Yolgiz Admin',
      phone: '998901112201',
      allow_id: 1,
    });
    expect(lowered.http).toBe(422);
    expect((await audits('multiclient.refused')).length).toBe(before + 3);

    // A second full user: now the first may go.
    await post(admin, `multiclient/muser/user-create/${id}`, {
      username: 'mc_second',
      full_name: 'Ikkinchi Admin',
      phone: '998901112202',
      allow_id: 2,
    });
    const deleted = await post<MuserRow>(admin, `multiclient/muser/user-delete/${id}/${userId}`);
    expect(deleted.http).toBe(200);
    const left = await post<Paged<MuserRow>>(admin, `multiclient/muser/user-list/${id}`);
    expect(left.body.data?.list.map((r) => r.username)).toEqual(['mc_second']);
    expect(left.body.data?.list[0]).toMatchObject({ isBlock: false, isDelete: false });
  });
});

describe('permission × mode on payment actions', () => {
  async function awaitingAuth(sum: string): Promise<UzsPaymentRow> {
    const row = await kit.create('accountant_branch', await kit.body('mainBranch', { sum }));
    return kit.toSigned('accountant_branch', ['head_branch'], row.id);
  }

  async function multiclientId(): Promise<number> {
    const admin = await kit.token('admin_bank');
    const list = await post<Paged<MuserRow>>(admin, `multiclient/muser/user-list/${demoParent}`);
    return list.body.data?.list.find((r) => r.username === 'multiclient')?.id ?? 0;
  }

  async function setRight(permission: number, mode: number, amount: string | null) {
    const admin = await kit.token('admin_bank');
    const userId = await multiclientId();
    const branch = await orgBy('305112340');
    const rows = await post<AccControlRow[]>(
      admin,
      `multiclient/muser/acc-control/lists/${demoParent}/${userId}`,
      {
        organization_id: branch.id,
      },
    );
    const saved = await post<AccControlRow[]>(
      admin,
      `multiclient/muser/acc-control/save/${demoParent}/${userId}`,
      {
        rows: (rows.body.data ?? []).map((r) => ({
          account_id: r.account_id,
          permission,
          mode,
          amount_not_more: amount,
        })),
      },
    );
    expect(saved.http).toBe(200);
    return saved.body.data ?? [];
  }

  it('authorises only with the authorise permission, within the limit in limit mode; refusals are 403 and audited', async () => {
    const cases: { permission: number; mode: number; limit: string | null; sum: string; ok: boolean }[] = [
      { permission: 0, mode: 1, limit: null, sum: '100.00', ok: false },
      { permission: 1, mode: 1, limit: null, sum: '100.00', ok: false },
      { permission: 2, mode: 1, limit: null, sum: '100.00', ok: true },
      { permission: 2, mode: 2, limit: '500.00', sum: '400.00', ok: true },
      { permission: 2, mode: 2, limit: '500.00', sum: '600.00', ok: false },
      { permission: 1, mode: 2, limit: '500.00', sum: '100.00', ok: false },
    ];
    for (const c of cases) {
      await setRight(c.permission, c.mode, c.limit);
      const payment = await awaitingAuth(c.sum);
      const list = await kit.post<Paged<UzsPaymentRow>>('multiclient', 'uzs-payment/m-client/payment-list', {
        awaiting: 'auth',
      });
      const row = list.body.data?.list.find((r) => r.id === payment.id);
      // Without the view permission the payment is not the user's to see: not listed, not found.
      if (c.permission === 0) {
        expect(row, JSON.stringify(c)).toBeUndefined();
        expect((await kit.get('multiclient', `uzs-payment/view?id=${payment.id}`)).http).toBe(404);
      } else expect(row?.isAuth, JSON.stringify(c)).toBe(c.ok);
      const before = (await audits('uzs-payment.mclient-refused')).length;
      for (const action of ['payment-auth', 'payment-decline'] as const) {
        if (action === 'payment-decline' && c.ok) continue;
        const answer = await kit.post(
          'multiclient',
          `uzs-payment/m-client/${action}`,
          action === 'payment-auth' ? { id: payment.id } : { id: payment.id, decline_reason: 'Yoʻq' },
          { 'if-match': String(payment.version) },
        );
        expect(answer.http, `${action} ${JSON.stringify(c)}`).toBe(c.ok ? 200 : 403);
      }
      if (!c.ok) {
        expect((await audits('uzs-payment.mclient-refused')).length).toBe(before + 2);
        expect((await kit.view('head_branch', payment.id)).status_id).toBe(UZS_STATUS.signed);
      }
    }
    await setRight(2, 1, null);
  });

  it('a view-only child, a user without the payments group and a view-only user are refused', async () => {
    const admin = await kit.token('admin_bank');
    const userId = await multiclientId();
    const branch = await orgBy('305112340');
    const children = await post<Paged<ChildRow>>(admin, `multiclient/organization/list/${demoParent}`);
    const child = children.body.data?.list.find((c) => c.organization_id === branch.id);

    await post(admin, `multiclient/organization/access/${demoParent}/${child?.id}`, { allow_id: 1 });
    let payment = await awaitingAuth('100.00');
    const auth = (id: number, version: number) =>
      kit.post('multiclient', 'uzs-payment/m-client/payment-auth', { id }, { 'if-match': String(version) });
    const childView = await auth(payment.id, payment.version);
    expect(childView.http).toBe(403);
    expect(childView.body.message).toContain('view only');
    await post(admin, `multiclient/organization/access/${demoParent}/${child?.id}`, {
      allow_id: 2,
      alias: 'Chilonzor filiali',
    });

    await post<UserSettings[]>(admin, `multiclient/muser/settings-save/${demoParent}/${userId}`, {
      organization_id: branch.id,
      groups: ['accounts', 'statements'],
    });
    expect((await auth(payment.id, payment.version)).http).toBe(403);
    const settings = await post<UserSettings[]>(
      admin,
      `multiclient/muser/settings-save/${demoParent}/${userId}`,
      {
        organization_id: branch.id,
        groups: ['accounts', 'payments', 'statements', 'reports'],
      },
    );
    expect(settings.body.data?.find((s) => s.organization_id === branch.id)?.groups.payments).toBe(true);
    expect((await auth(payment.id, payment.version)).http).toBe(200);

    // The viewer has view-only access as a user.
    payment = await awaitingAuth('100.00');
    const viewer = await h.login('multiclient_viewer');
    const refused = await h.call('POST', 'uzs-payment/m-client/payment-auth', {
      token: viewer,
      body: { id: payment.id },
      headers: { 'idempotency-key': randomUUID(), 'if-match': String(payment.version) },
    });
    expect(refused.http).toBe(403);
  });

  it('save answers per row; save-all applies to every child with a result per row', async () => {
    const admin = await kit.token('admin_bank');
    const userId = await multiclientId();
    const lists = await post<AccControlRow[]>(
      admin,
      `multiclient/muser/acc-control/lists/${demoParent}/${userId}`,
    );
    const first = lists.body.data?.[0];
    const saved = await post<AccControlRow[]>(
      admin,
      `multiclient/muser/acc-control/save/${demoParent}/${userId}`,
      {
        rows: [
          { account_id: first?.account_id, permission: 2, mode: 2, amount_not_more: null },
          { account_id: 999999, permission: 1, mode: 1 },
        ],
      },
    );
    expect(saved.http).toBe(200);
    expect(saved.body.data?.map((r) => [r.result, r.error_code])).toEqual([
      [false, 'multiclient.limitRequired'],
      [false, 'multiclient.accountUnknown'],
    ]);
    const all = await post<AccControlRow[]>(admin, `multiclient/muser/acc-control/save-all/${demoParent}`, {
      user_id: userId,
      permission: 2,
      mode: 1,
    });
    const orgs = new Set(all.body.data?.map((r) => r.organization_id));
    expect(orgs.size).toBe(4);
    expect(
      all.body.data?.every((r) => r.result === true || r.error_code === 'multiclient.accountClosed'),
    ).toBe(true);
  });
});

describe('the multiclient switches child organisation', () => {
  it('acts for the chosen child only; the cross-child payments stay across children', async () => {
    const token = await h.login('multiclient');
    const mine = await h.call<MyChild[]>('GET', 'm-client/organizations', { token });
    expect(mine.body.data?.map((c) => c.name).length).toBe(4);
    const fargona = await orgBy('303512907');
    const samarqand = await orgBy('302398451');
    type Accounts = { organization_name: string }[];
    const before = await post<Accounts>(token, 'account/list');
    expect(new Set(before.body.data?.map((a) => a.organization_name)).size).toBeGreaterThan(1);
    const selected = await post<CurrentUser>(token, 'm-client/select-organization', {
      organization_id: fargona.id,
    });
    expect(selected.body.data).toMatchObject({ organizationId: fargona.id, organizationName: fargona.name });
    const current = await h.call<MyChild>('GET', 'm-client/get-current', { token });
    expect(current.body.data).toMatchObject({ organization_id: fargona.id, is_current: true });
    const info = await h.call<CurrentUser>('GET', 'page/get-info', { token });
    expect(info.body.data?.organizationId).toBe(fargona.id);
    const after = await post<Accounts>(token, 'account/list');
    expect(new Set(after.body.data?.map((a) => a.organization_name))).toEqual(new Set([fargona.name]));

    // Another organisation (not a child) answers 404 and leaves the choice as it was.
    const buxoro = await orgBy('304687312');
    expect((await post(token, 'm-client/select-organization', { organization_id: buxoro.id })).http).toBe(
      404,
    );
    await post(token, 'm-client/select-organization', { organization_id: samarqand.id });
    const m = await post<Paged<UzsPaymentRow>>(token, 'uzs-payment/m-client/payment-list');
    expect(m.body.data?.list.some((r) => r.organization_id !== samarqand.id)).toBe(true);
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'multiclient.select-organization')));
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the multi-statement across children', () => {
  type Answer = { type: number; rows: MultiStatementRow[] };
  const range = () => ({ date_from: h.bankDay(60), date_to: h.bankDay(0) });

  it('balances and turnover per account across children; each closing = opening + credit − debit', async () => {
    const token = await h.login('multiclient');
    const answer = await post<Answer>(token, 'multiclient/multi-statement', { type: 1, ...range() });
    expect(answer.http).toBe(200);
    const rows = answer.body.data?.rows ?? [];
    expect(new Set(rows.map((r) => r.organization_id)).size).toBeGreaterThan(1);
    for (const r of rows) {
      const closing = toMinor(r.opening ?? '0') + toMinor(r.credit) - toMinor(r.debit);
      expect(toMinor(r.closing ?? '0'), r.account).toBe(closing);
    }
    const fargona = await orgBy('303512907');
    const one = await post<Answer>(token, 'multiclient/multi-statement', {
      type: 1,
      ...range(),
      organization_ids: [fargona.id],
    });
    expect(new Set(one.body.data?.rows.map((r) => r.organization_id))).toEqual(new Set([fargona.id]));

    const operations = await post<Answer>(token, 'multiclient/multi-statement', { type: 2, ...range() });
    const ops = operations.body.data?.rows ?? [];
    expect(ops.length).toBeGreaterThan(0);
    expect(
      ops.every((r) => r.date !== null && r.date >= range().date_from && r.date <= range().date_to),
    ).toBe(true);
  });

  it('leaves out a child without the reports group; refuses a reversed range and other roles', async () => {
    const admin = await kit.token('admin_bank');
    const token = await h.login('multiclient');
    const list = await post<Paged<MuserRow>>(admin, `multiclient/muser/user-list/${demoParent}`);
    const userId = list.body.data?.list.find((r) => r.username === 'multiclient')?.id ?? 0;
    const samarqand = await orgBy('302398451');
    await post(admin, `multiclient/muser/settings-save/${demoParent}/${userId}`, {
      organization_id: samarqand.id,
      groups: ['accounts'],
    });
    const answer = await post<Answer>(token, 'multiclient/multi-statement', { type: 1, ...range() });
    expect(answer.body.data?.rows.some((r) => r.organization_id === samarqand.id)).toBe(false);
    const reversed = await post(token, 'multiclient/multi-statement', {
      type: 1,
      date_from: h.bankDay(0),
      date_to: h.bankDay(5),
    });
    expect(reversed.http).toBe(422);
    expect((await post(admin, 'multiclient/multi-statement', { type: 1, ...range() })).http).toBe(403);
    const types = await post<{ id: number }[]>(token, 'multiclient/multi-state-list');
    expect(types.body.data?.map((x) => x.id)).toEqual([1, 2]);
  });
});

describe('safe writes', () => {
  it('a replayed Idempotency-Key creates one user and answers the same; bad input stores nothing', async () => {
    const admin = await kit.token('admin_bank');
    const key = randomUUID();
    const body = {
      username: 'mc_replay',
      full_name: 'Takror Foydalanuvchi',
      phone: '998901112299',
      allow_id: 1,
    };
    const call = () =>
      h.call<MuserRow>('POST', `multiclient/muser/user-create/${demoParent}`, {
        token: admin,
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await call();
    const second = await call();
    expect(first.http).toBe(200);
    expect(second.body.data?.id).toBe(first.body.data?.id);
    const list = await post<Paged<MuserRow>>(admin, `multiclient/muser/user-list/${demoParent}?pageSize=100`);
    expect(list.body.data?.list.filter((r) => r.username === 'mc_replay')).toHaveLength(1);

    const bad = await post(admin, `multiclient/muser/user-create/${demoParent}`, {
      ...body,
      username: 'mc_bad',
      phone: '12345',
    });
    expect(bad.http).toBeGreaterThanOrEqual(400);
    expect(bad.http).toBeLessThan(500);
    const after = await post<Paged<MuserRow>>(
      admin,
      `multiclient/muser/user-list/${demoParent}?pageSize=100`,
    );
    expect(after.body.data?.list.some((r) => r.username === 'mc_bad')).toBe(false);
    // Another parent's user answers 404.
    const other = await post<Paged<MulticlientRow>>(admin, 'multiclient/list', { text: 'Buxoro Qurilish' });
    const otherId = other.body.data?.list[0]?.id ?? 0;
    expect((await post(admin, `multiclient/muser/user-block/${otherId}/${first.body.data?.id}`)).http).toBe(
      404,
    );
  });

  it('the bank’s list of parents runs past one page', async () => {
    const admin = await kit.token('admin_bank');
    const page = await post<Paged<MulticlientRow>>(admin, 'multiclient/list');
    expect(page.body.data?._meta.totalCount).toBeGreaterThan(20);
    expect(page.body.data?._meta.pageCount).toBeGreaterThan(1);
  });
});
