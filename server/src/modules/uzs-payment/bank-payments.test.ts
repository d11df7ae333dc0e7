/** The bank's list of soum payments (/payments, contracts/api/bank-payment.ts): reach, filters, view, export. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_PAYMENT_ENDPOINTS } from '../../../../contracts/api/bank-payment.ts';
import type { UzsListItem, UzsPaymentRow, UzsPaymentView } from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from './testing.ts';

let h: Harness;
let kit: Kit;
const SAMARQAND_INN = '302398451';
const MAIN_INN = '301245678';

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

async function list(user: string, filter: Record<string, unknown> = {}, query = 'pageSize=500') {
  return kit.post<Paged<UzsPaymentRow>>(user, `uzs-payment/bank/list?${query}`, filter);
}

async function rowsOf(user: string, filter: Record<string, unknown> = {}) {
  const answer = await list(user, filter);
  expect(answer.http).toBe(200);
  return answer.body.data?.list ?? [];
}

describe('the bank payment list', () => {
  it('serves every endpoint of its contract', () => {
    for (const e of BANK_PAYMENT_ENDPOINTS) {
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
    }
  });

  it('refuses client roles and the multiclient (403), audited', async () => {
    const refusals = async () =>
      (await h.db.select().from(auditLog).where(eq(auditLog.action, 'access.refused'))).length;
    const before = await refusals();
    const users = ['head', 'accountant', 'client', 'multiclient', 'super_user'];
    for (const user of users) {
      expect((await list(user)).http).toBe(403);
      expect((await kit.get(user, 'uzs-payment/bank/view?id=1')).http).toBe(403);
    }
    expect(await refusals()).toBe(before + 2 * users.length);
  });

  it('shows every organisation to admin_bank, moderator, cur_head_acc and universal_manager', async () => {
    const all = await rowsOf('admin_bank');
    const inns = new Set(all.map((r) => r.inn));
    expect(inns.has(MAIN_INN)).toBe(true);
    expect(inns.has(SAMARQAND_INN)).toBe(true);
    expect(inns.size).toBeGreaterThan(2);
    for (const user of ['moderator', 'cur_head_acc', 'universal_manager']) {
      const answer = await list(user);
      expect(answer.body.data?._meta.totalCount).toBe(all.length);
    }
  });

  it('shows admin_branch only the organisations of its branch; another branch’s payment is 404', async () => {
    const own = await rowsOf('admin_branch');
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.mfo))).toEqual(new Set(['00421']));
    expect(new Set(own.map((r) => r.inn))).toEqual(new Set([SAMARQAND_INN]));
    const other = (await rowsOf('admin_bank')).find((r) => r.inn === MAIN_INN);
    if (other === undefined) throw new Error('no payment of the main organisation');
    expect((await kit.get('admin_branch', `uzs-payment/bank/view?id=${other.id}`)).http).toBe(404);
    expect((await rowsOf('admin_branch', { organization: MAIN_INN })).length).toBe(0);
    const first = own[0];
    if (first === undefined) throw new Error('no row');
    const view = await kit.get<UzsPaymentView>('admin_branch', `uzs-payment/bank/view?id=${first.id}`);
    expect(view.http).toBe(200);
    expect(view.body.data?.id).toBe(first.id);
  });

  it('answers read-only rows: view and export only', async () => {
    for (const row of await rowsOf('admin_bank')) {
      expect(row).toMatchObject({
        isView: true,
        isExport: true,
        isSign: false,
        isEdit: false,
        isDelete: false,
        isSend: false,
        isApprove: false,
        isAuth: false,
        isDecline: false,
        isReturn: false,
        isCopy: false,
        isRecallApprove: false,
        isCreate: false,
      });
    }
  });

  it('filters by organisation (name or INN), status, number, amount range, recipient and period', async () => {
    const all = await rowsOf('moderator');
    const byInn = await rowsOf('moderator', { organization: SAMARQAND_INN.slice(0, 5) });
    expect(byInn.length).toBe(all.filter((r) => r.inn.startsWith(SAMARQAND_INN.slice(0, 5))).length);
    expect(byInn.every((r) => r.inn === SAMARQAND_INN)).toBe(true);
    const byName = await rowsOf('moderator', { organization: 'samarqand don' });
    expect(byName.map((r) => r.id).sort()).toEqual(byInn.map((r) => r.id).sort());

    const status = all[0]?.status_id;
    const byStatus = await rowsOf('moderator', { status_id: status });
    expect(byStatus.length).toBe(all.filter((r) => r.status_id === status).length);

    const sample = all[0];
    if (sample === undefined) throw new Error('no rows');
    const byNumber = await rowsOf('moderator', { number: sample.number });
    expect(byNumber.map((r) => r.id).sort()).toEqual(
      all
        .filter((r) => r.number === sample.number)
        .map((r) => r.id)
        .sort(),
    );

    const sums = all.map((r) => Number(r.sum)).sort((a, b) => a - b);
    const low = sums[Math.floor(sums.length / 3)] ?? 0;
    const high = sums[Math.floor((2 * sums.length) / 3)] ?? 0;
    const inRange = await rowsOf('moderator', { sum_from: low.toFixed(2), sum_to: high.toFixed(2) });
    expect(inRange.length).toBe(all.filter((r) => Number(r.sum) >= low && Number(r.sum) <= high).length);
    expect(inRange.length).toBeGreaterThan(0);

    const recipient = sample.r_name.slice(0, 6);
    const byRecipient = await rowsOf('moderator', { recipient });
    expect(byRecipient.length).toBeGreaterThan(0);
    expect(byRecipient.length).toBeLessThanOrEqual(all.length);

    const dates = [...new Set(all.map((r) => r.date))].sort();
    const day = dates[dates.length - 1] ?? '';
    const ofDay = await rowsOf('moderator', { date_from: day, date_to: day });
    expect(ofDay.length).toBe(all.filter((r) => r.date === day).length);

    expect((await list('moderator', { organization: 'no such company at all' })).body.data?.list).toEqual([]);
    expect((await list('moderator', {}, 'sort=password')).http).toBe(422);
  });

  it('pages the list with the total of the filter', async () => {
    const all = await rowsOf('admin_bank');
    const page = await list('admin_bank', {}, 'page=2&pageSize=2');
    expect(page.body.data?._meta).toMatchObject({
      totalCount: all.length,
      currentPage: 2,
      pageCount: Math.ceil(all.length / 2),
    });
    expect(page.body.data?.list.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
  });

  it('opens any organisation’s payment for admin_bank with its signatures', async () => {
    const signed = (await rowsOf('admin_bank')).find((r) => r.status_id >= 4);
    if (signed === undefined) throw new Error('no signed payment');
    const view = await kit.get<UzsPaymentView>('admin_bank', `uzs-payment/bank/view?id=${signed.id}`);
    expect(view.http).toBe(200);
    expect(view.body.data?.organization_name).toBe(signed.organization_name);
    expect(view.body.data?.isSign).toBe(false);
    expect((await kit.get('admin_bank', 'uzs-payment/bank/view?id=999999')).http).toBe(404);
  });

  it('lets the staff read the status names for the filter', async () => {
    const statuses = await kit.get<UzsListItem[]>('admin_branch', 'uzs-payment/status-list');
    expect(statuses.http).toBe(200);
    expect(statuses.body.data?.length).toBe(8);
  });

  it('exports every row of the filter, not one page, within the reach', async () => {
    const own = await rowsOf('admin_branch');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v2/uzs-payment/bank/export',
      headers: { authorization: `Bearer ${await kit.token('admin_branch')}`, language: 'en-US' },
      payload: { type: 'text', filter: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/payments_\d{8}\.txt/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]?.split('\t')).toContain('Organisation');
    expect(lines.length - 1).toBe(own.length);
    const numbers = lines.slice(1).map((l) => l.split('\t')[0]);
    expect(numbers.sort()).toEqual(own.map((r) => r.number).sort());
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'uzs-payment.bank-export'));
    expect(audit?.username).toBe('admin_branch');
    expect(audit?.detail).toMatchObject({ type: 'text', rows: own.length });
    // The payer's INN column: only the branch's organisation.
    expect(new Set(lines.slice(1).map((l) => l.split('\t')[3]))).toEqual(new Set([SAMARQAND_INN]));

    const none = await h.app.inject({
      method: 'POST',
      url: '/api/v2/uzs-payment/bank/export',
      headers: { authorization: `Bearer ${await kit.token('admin_branch')}`, language: 'en-US' },
      payload: { type: 'excel', filter: { organization: MAIN_INN } },
    });
    expect(none.statusCode).toBe(422);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/v2/uzs-payment/bank/export',
      headers: { authorization: `Bearer ${await kit.token('head')}`, language: 'en-US' },
      payload: { type: 'excel', filter: {} },
    });
    expect(refused.statusCode).toBe(403);
  });
});
