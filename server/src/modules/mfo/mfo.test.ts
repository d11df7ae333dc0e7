import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MfoBank, MfoRow } from '../../../../contracts/api/mfo.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
let adminBank: string;
let accountant: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin');
  adminBank = await h.login('admin_bank');
  accountant = await h.login('accountant');
});
afterAll(() => h.close());

let next = 0;
/** A fresh MFO no seeded bank has (9xxxx). */
const freshMfo = () => String(98000 + (next += 1));

async function create(mfo: string, name = `Bank ${mfo}`, active = true): Promise<MfoBank> {
  const res = await h.call<MfoBank>('POST', 'mfo/create', { token: admin, body: { mfo, name, active } });
  expect(res.http).toBe(200);
  return res.body.data as MfoBank;
}

const auditCount = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
const bankInfo = (mfo: string) =>
  h.call<{ mfo: string; name: string }>('POST', 'uzs-payment/bank-info', {
    token: accountant,
    body: { mfo },
  });

describe('banks by MFO', () => {
  it('lets the admin create, view, update and delete, auditing each change', async () => {
    const mfo = freshMfo();
    const created = await create(mfo, 'Test bank');
    expect(created).toMatchObject({ mfo, name: 'Test bank', active: true, in_use: false });
    expect(await auditCount('mfo.create')).toBeGreaterThanOrEqual(1);

    const viewed = await h.call<MfoRow>('GET', `mfo/view/${created.id}`, { token: admin });
    expect(viewed.body.data).toMatchObject({ ...created, isEdit: true, isDelete: true });

    const updated = await h.call<MfoBank>('PUT', `mfo/update/${created.id}`, {
      token: admin,
      body: { mfo, name: '  Renamed bank ', active: false },
    });
    expect(updated.body.data).toMatchObject({ id: created.id, name: 'Renamed bank', active: false });
    const deleted = await h.call('DELETE', `mfo/delete/${created.id}`, { token: admin });
    expect(deleted.http).toBe(200);
    expect((await h.call('GET', `mfo/view/${created.id}`, { token: admin })).http).toBe(404);
    expect(await auditCount('mfo.update')).toBeGreaterThanOrEqual(1);
    expect(await auditCount('mfo.delete')).toBeGreaterThanOrEqual(1);
  });

  it('makes a new MFO selectable in the payment form’s bank look-up, and hides it when deactivated', async () => {
    const mfo = freshMfo();
    expect((await bankInfo(mfo)).http).toBe(404);
    const bank = await create(mfo, 'Lookup bank');
    const found = await bankInfo(mfo);
    expect(found.http).toBe(200);
    expect(found.body.data).toEqual({ mfo, name: 'Lookup bank' });

    await h.call('PUT', `mfo/update/${bank.id}`, {
      token: admin,
      body: { mfo, name: 'Lookup bank', active: false },
    });
    expect((await bankInfo(mfo)).http).toBe(404);
    await h.call('PUT', `mfo/update/${bank.id}`, {
      token: admin,
      body: { mfo, name: 'Lookup bank', active: true },
    });
    expect((await bankInfo(mfo)).http).toBe(200);
  });

  it('seeds an inactive closed branch the payment form refuses, listed as inactive', async () => {
    expect((await bankInfo('00635')).http).toBe(404);
    expect((await bankInfo('00958')).http).toBe(200);
    const list = await h.call<Paged<MfoRow>>('POST', 'mfo/list', { token: admin, body: { active: false } });
    expect(list.body.data?.list.map((r) => r.mfo)).toContain('00635');
  });

  it('refuses a duplicate MFO with 422 on the field, in the caller’s language, storing nothing', async () => {
    const mfo = freshMfo();
    const first = await create(mfo);
    const before = (await h.db.select().from(banks)).length;
    const refusals = await auditCount('mfo.refused');
    const dup = await h.call('POST', 'mfo/create', {
      token: admin,
      lang: 'en',
      body: { mfo, name: 'Other', active: true },
    });
    expect(dup.http).toBe(422);
    expect(dup.body.validation).toEqual([
      { attribute: 'mfo', message: 'A bank with this MFO already exists.' },
    ]);
    const other = await create(freshMfo());
    const clash = await h.call('PUT', `mfo/update/${other.id}`, {
      token: admin,
      body: { mfo: first.mfo, name: 'x', active: true },
    });
    expect(clash.http).toBe(422);
    expect((await h.db.select().from(banks)).length).toBe(before + 1);
    expect(await auditCount('mfo.refused')).toBe(refusals + 2);
  });

  it('refuses to delete or re-number a bank in use, and allows deactivating it', async () => {
    const [org] = await h.db.select().from(organizations).limit(1);
    const [used] = await h.db.select().from(banks).where(eq(banks.mfo, org!.mfo));
    const del = await h.call('DELETE', `mfo/delete/${used!.id}`, { token: admin, lang: 'ru' });
    expect(del.http).toBe(422);
    expect(del.body.validation?.[0]?.attribute).toBe('mfo');
    expect(del.body.validation?.[0]?.message).toMatch(/нельзя удалить/);
    const renumber = await h.call('PUT', `mfo/update/${used!.id}`, {
      token: admin,
      body: { mfo: freshMfo(), name: used!.name, active: true },
    });
    expect(renumber.http).toBe(422);
    const view = await h.call<MfoRow>('GET', `mfo/view/${used!.id}`, { token: admin });
    expect(view.body.data).toMatchObject({ in_use: true, isDelete: false, isEdit: true });
    const off = await h.call('PUT', `mfo/update/${used!.id}`, {
      token: admin,
      body: { mfo: used!.mfo, name: used!.name, active: false },
    });
    expect(off.http).toBe(200);
    await h.call('PUT', `mfo/update/${used!.id}`, {
      token: admin,
      body: { mfo: used!.mfo, name: used!.name, active: true },
    });
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [
      { mfo: '1234', name: 'x', active: true },
      { mfo: '12a45', name: 'x', active: true },
      { mfo: '12345', name: '  ', active: true },
      { mfo: '12345', name: 'x' },
      { mfo: '12345', name: 'x', active: true, extra: 1 },
    ]) {
      expect((await h.call('POST', 'mfo/create', { token: admin, body })).http).toBe(400);
    }
  });

  it('lets admin_bank read the directory without edit rights, and refuses other roles with 403, audited', async () => {
    const list = await h.call<Paged<MfoRow>>('POST', 'mfo/list?pageSize=5&sort=mfo', {
      token: adminBank,
      body: {},
    });
    expect(list.http).toBe(200);
    expect(list.body.data?.list.length).toBeGreaterThan(0);
    for (const row of list.body.data?.list ?? []) {
      expect(row).toMatchObject({ isView: true, isEdit: false, isDelete: false });
    }
    const refusedBefore = await auditCount('access.refused');
    for (const [token, method, path] of [
      [adminBank, 'POST', 'mfo/create'],
      [adminBank, 'PUT', 'mfo/update/1'],
      [adminBank, 'DELETE', 'mfo/delete/1'],
      [accountant, 'POST', 'mfo/list'],
      [accountant, 'GET', 'mfo/view/1'],
      [accountant, 'POST', 'mfo/create'],
    ] as const) {
      const res = await h.call(method, path, {
        token,
        body: method === 'GET' || method === 'DELETE' ? undefined : { mfo: '12345', name: 'x', active: true },
      });
      expect(res.http, `${method} ${path}`).toBe(403);
    }
    expect(await auditCount('access.refused')).toBe(refusedBefore + 6);
  });

  it('searches by MFO or name and filters by state', async () => {
    const tag = `Srch${Date.now()}`;
    const a = await create(freshMfo(), `${tag} one`);
    await create(freshMfo(), `${tag} two`, false);
    const list = (filter: object) =>
      h.call<Paged<MfoRow>>('POST', 'mfo/list', { token: admin, body: filter });
    expect((await list({ text: tag })).body.data?._meta.totalCount).toBe(2);
    expect((await list({ text: tag, active: false })).body.data?.list.map((r) => r.name)).toEqual([
      `${tag} two`,
    ]);
    expect((await list({ text: a.mfo })).body.data?.list.map((r) => r.id)).toEqual([a.id]);
    expect((await h.call('POST', 'mfo/list?sort=bogus', { token: admin, body: {} })).http).toBe(422);
  });
});
