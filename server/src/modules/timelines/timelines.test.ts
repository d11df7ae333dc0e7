import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineRow } from '../../../../contracts/api/timelines.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit } from '../uzs-payment/testing.ts';

let h: Harness;
let superUser: string;
beforeAll(async () => {
  h = await createHarness();
  superUser = await h.login('super_user');
});
afterAll(() => h.close());

const timeline = (body: object, query = '') =>
  h.call<Paged<TimelineRow>>('POST', `timeline/list${query}`, { token: superUser, body });

describe('timelines', () => {
  it('shows what a user did, who, when and from where, filtered by username and action', async () => {
    await h.login('head_org2');
    const res = await timeline({ kind: 'user', text: 'head_org2', action: 'login.' });
    expect(res.http).toBe(200);
    const rows = res.body.data?.list ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.username === 'head_org2' && r.action.startsWith('login.'))).toBe(true);
    expect(rows[0]).toMatchObject({ action: 'login.success', ip: expect.any(String) });
    expect(rows[0]?.organization_name).toMatch(/Samarqand/);
  });

  it('follows one payment through its actions', async () => {
    const kit = createKit(h);
    const row = await kit.create('client', await kit.body('main'));
    await kit.post('client', 'uzs-payment/many-approve', { ids: [row.id] });
    const res = await timeline({ kind: 'payment', text: String(row.id) });
    const actions = (res.body.data?.list ?? []).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['uzs-payment.create']));
    expect(actions.length).toBeGreaterThanOrEqual(2);
    expect((res.body.data?.list ?? []).every((r) => r.detail.includes(String(row.id)))).toBe(true);
  });

  it('reads organisations’ rows within a period of Tashkent days, newest first', async () => {
    const today = h.bankDay();
    const res = await timeline(
      { kind: 'organization', text: 'Toshkent', from: today, to: today },
      '?pageSize=50',
    );
    const rows = res.body.data?.list ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.organization_name?.includes('Toshkent'))).toBe(true);
    const times = rows.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const long = await timeline({ kind: 'organization', from: '2000-01-01', to: '2000-01-02' });
    expect(long.body.data?._meta.totalCount).toBe(0);
    expect((await timeline({ kind: 'organization', from: today, to: '2000-01-01' })).http).toBe(422);
  });

  it('is for super_user only: other roles get 403, audited', async () => {
    const before = (await h.db.select().from(auditLog).where(eq(auditLog.action, 'access.refused'))).length;
    for (const role of ['admin', 'admin_bank', 'accountant']) {
      const token = await h.login(role);
      expect((await h.call('POST', 'timeline/list', { token, body: { kind: 'user' } })).http, role).toBe(403);
    }
    const after = (await h.db.select().from(auditLog).where(eq(auditLog.action, 'access.refused'))).length;
    expect(after).toBe(before + 3);
    expect((await timeline({ kind: 'nobody' })).http).toBe(400);
  });
});
