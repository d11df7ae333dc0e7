import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElkEvents, StatsUsage } from '../../../../contracts/api/statistics.ts';
import {
  SURVEY_UPLOAD_COLUMNS,
  type NpsBranchRow,
  type NpsProductRow,
  type NpsSummary,
  type RatingRow,
  type SurveyPending,
  type SurveyProduct,
} from '../../../../contracts/api/surveys.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { surveyResponses, surveyUploads } from '../../db/schema/surveys.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { elasticLogStore } from '../statistics/log-store.ts';

let h: Harness;
let kit: Kit;
beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(() => h.close());

const range = () => ({ date_from: h.bankDay(170), date_to: h.bankDay(0) });
const responses = async () => (await h.db.select({ n: count() }).from(surveyResponses))[0]?.n ?? 0;
const audits = async (action: string) =>
  (await h.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n ?? 0;

async function xlsx(rows: readonly (readonly (string | number)[])[]): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('nps');
  sheet.addRow([...SURVEY_UPLOAD_COLUMNS]);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

describe('the client survey', () => {
  it('is offered after a sent payment, answered once per period, then no longer offered', async () => {
    const pending = await kit.get('accountant', 'survey/pending');
    expect(pending.http).toBe(200);
    const offer = pending.body.data as SurveyPending;
    expect(offer).toMatchObject({ pending: true, minutes: 3 });
    expect(offer.products.length).toBeGreaterThan(3);
    expect(offer.products.every((p) => p.active)).toBe(true);

    const before = await responses();
    // A score out of 1..10 and an unknown product: 422, nothing stored.
    // Out of the schema: 400 (the router's strict schemas), nothing stored.
    const bad = await kit.post('accountant', 'survey/answer', { score: 11, credit_type: 'credit' });
    expect(bad.http).toBe(400);
    const unknown = await kit.post('accountant', 'survey/answer', {
      score: 9,
      credit_type: 'credit',
      product_ids: [offer.products[0]?.id ?? 1, 999_999],
    });
    expect(unknown.http, JSON.stringify(unknown.body)).toBe(422);
    expect(unknown.body.validation?.[0]?.attribute).toBe('product_ids.1');
    expect(await responses()).toBe(before);

    const key = randomUUID();
    const body = {
      score: 9,
      comment: '  Быстрые платежи ',
      product_ids: [offer.products[0]?.id ?? 1],
      credit_type: 'non_credit',
    };
    const first = await kit.post('accountant', 'survey/answer', body, { 'idempotency-key': key });
    expect(first.http).toBe(200);
    // The same key replays the answer; nothing is stored twice.
    const replay = await kit.post('accountant', 'survey/answer', body, { 'idempotency-key': key });
    expect(replay.body.data).toEqual(first.body.data);
    expect(await responses()).toBe(before + 1);

    expect(((await kit.get('accountant', 'survey/pending')).body.data as SurveyPending).pending).toBe(false);
    const second = await kit.post('accountant', 'survey/answer', { ...body, score: 3 });
    expect(second.http).toBe(422);
    expect(await responses()).toBe(before + 1);
    expect(await audits('survey.answer')).toBe(1);
    expect(await audits('survey.refused')).toBe(2);

    const stored = (
      await h.db
        .select()
        .from(surveyResponses)
        .where(eq(surveyResponses.id, (first.body.data as { id: number }).id))
    )[0];
    expect(stored).toMatchObject({
      score: 9,
      comment: 'Быстрые платежи',
      source: 'app',
      creditType: 'non_credit',
    });
  });

  it('is not offered again in the period once declined', async () => {
    expect(((await kit.get('head', 'survey/pending')).body.data as SurveyPending).pending).toBe(true);
    expect((await kit.post('head', 'survey/decline', undefined)).http).toBe(200);
    expect(((await kit.get('head', 'survey/pending')).body.data as SurveyPending).pending).toBe(false);
    expect((await kit.post('head', 'survey/answer', { score: 10, credit_type: 'credit' })).http).toBe(422);
  });

  it('is for client roles only', async () => {
    expect((await kit.get('admin', 'survey/pending')).http).toBe(403);
    expect((await kit.post('admin', 'survey/answer', { score: 9, credit_type: 'credit' })).http).toBe(403);
  });
});

describe('ratings and NPS', () => {
  it('lists answers for admin, user_head_office and msb_user, not for others', async () => {
    for (const role of ['admin', 'user_head_office', 'msb_user']) {
      const res = await kit.post(role, 'rating/list?pageSize=20', range());
      expect(res.http, role).toBe(200);
      const page = res.body.data as Paged<RatingRow>;
      expect(page._meta.totalCount).toBeGreaterThan(40);
    }
    expect((await kit.post('accountant', 'rating/list', range())).http).toBe(403);
    expect((await kit.post('super_user', 'rating/list', range())).http).toBe(403);
  });

  it('filters by category and opens one answer; an unknown id answers 404', async () => {
    const res = await kit.post('admin', 'rating/list?pageSize=50', { ...range(), category: 'detractor' });
    const rows = (res.body.data as Paged<RatingRow>).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.score <= 6 && r.category === 'detractor')).toBe(true);
    const one = await kit.get('msb_user', `rating/view/${rows[0]?.id ?? 0}`);
    expect(one.body.data).toMatchObject({ id: rows[0]?.id, score: rows[0]?.score });
    expect((await kit.get('admin', 'rating/view/999999')).http).toBe(404);
    const order = await kit.post('admin', 'rating/list', { date_from: h.bankDay(0), date_to: h.bankDay(3) });
    expect(order.http).toBe(400);
    expect(order.body.validation?.[0]?.attribute).toBe('date_to');
  });

  it('computes NPS from the counts, and gives none for a period without answers', async () => {
    const res = await kit.post('admin', 'nps/summary', range());
    const s = res.body.data as NpsSummary;
    expect(s.distribution.reduce((a, b) => a + b, 0)).toBe(s.total);
    expect(s.total).toBe(s.promoters + s.passives + s.detractors);
    expect(s.nps).toBe(Math.round(((s.promoters - s.detractors) * 1000) / s.total) / 10);
    const empty = await kit.post('admin', 'nps/summary', { date_from: '2020-01-01', date_to: '2020-01-31' });
    expect(empty.body.data).toMatchObject({ total: 0, nps: null });
    const tooLong = await kit.post('admin', 'nps/summary', {
      date_from: '2020-01-01',
      date_to: '2022-01-31',
    });
    expect(tooLong.http).toBe(422);
  });

  it('gives NPS by branch to admin only, and by product to the readers', async () => {
    const branches = await kit.post('admin', 'nps/branch', range());
    const rows = branches.body.data as NpsBranchRow[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect((await kit.post('user_head_office', 'nps/branch', range())).http).toBe(403);
    const products = await kit.post('user_head_office', 'nps/products', range());
    expect((products.body.data as NpsProductRow[]).length).toBeGreaterThanOrEqual(8);
  });

  it('lets the readers add and edit a product, refusing a duplicate code', async () => {
    const body = { code: 'leasing', name_ru: 'Лизинг', name_en: 'Leasing', name_uz: 'Lizing', active: true };
    const created = await kit.post('msb_user', 'nps/product/create', body);
    expect(created.http).toBe(200);
    const id = (created.body.data as SurveyProduct).id;
    expect((await kit.post('admin', 'nps/product/create', body)).http).toBe(422);
    const view = await kit.post('admin', `nps/product/view/${id}`, range());
    expect(view.body.data).toMatchObject({ code: 'leasing', summary: { total: 0, nps: null } });
    expect((await kit.post('admin', 'nps/product/view/999999', range())).http).toBe(404);
    const token = await kit.token('admin');
    const updated = await h.call('PUT', `nps/product/update/${id}`, {
      token,
      body: { ...body, active: false },
    });
    expect(updated.body.data).toMatchObject({ active: false });
    expect((await kit.post('accountant', 'nps/product/create', { ...body, code: 'x-y' })).http).toBe(403);
  });
});

describe('upload of survey results', () => {
  it('stores a good file whole and refuses a file with one bad row whole', async () => {
    const before = await responses();
    const uploads = (await h.db.select({ n: count() }).from(surveyUploads))[0]?.n ?? 0;
    const day = h.bankDay(2).split('-').reverse().join('.');
    const good = await xlsx([
      ['301245678', day, 10, 'Отлично', 'credit', 'payments, mobile'],
      ['302398451', day, 7, '', 'non_credit', ''],
      ['301245678', h.bankDay(1), 4, 'Долго', 'non_credit', 'qr'],
    ]);
    const ok = await kit.post('admin', 'nps/upload', { file_name: 'results.xlsx', content_base64: good });
    expect(ok.http, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ total: 3 });
    expect(await responses()).toBe(before + 3);

    const bad = await xlsx([
      ['301245678', day, 9, '', 'credit', ''],
      ['301245678', day, 11, '', 'credit', ''],
      ['301245678', day, 8, '', 'loan', ''],
      ['999999999', day, 8, '', 'credit', 'no-such-product'],
    ]);
    const refused = await kit.post('admin', 'nps/upload', { file_name: 'results.xlsx', content_base64: bad });
    expect(refused.http, JSON.stringify(refused.body)).toBe(422);
    const attributes = refused.body.validation?.map((v) => v.attribute) ?? [];
    expect(attributes).toEqual(
      expect.arrayContaining(['rows.3.score', 'rows.4.credit_type', 'rows.5.inn', 'rows.5.products']),
    );
    expect(refused.body.validation?.[0]?.message).toMatch(/^Row 3:/);
    expect(await responses()).toBe(before + 3);
    expect((await h.db.select({ n: count() }).from(surveyUploads))[0]?.n).toBe(uploads + 1);

    const notXlsx = await kit.post('admin', 'nps/upload', {
      file_name: 'results.xlsx',
      content_base64: Buffer.from('inn;date').toString('base64'),
    });
    expect(notXlsx.http).toBe(422);
    expect(
      (await kit.post('user_head_office', 'nps/upload', { file_name: 'a.xlsx', content_base64: good })).http,
    ).toBe(403);
  });
});

describe('statistics', () => {
  it('counts usage and payments by channel from the real tables for super_user and admin', async () => {
    const body = { date_from: h.bankDay(30), date_to: h.bankDay(0) };
    const res = await kit.post('super_user', 'stats/usage', body);
    expect(res.http).toBe(200);
    const s = res.body.data as StatsUsage;
    expect(s.active_users).toBeGreaterThan(0);
    expect(s.logins).toBeGreaterThan(0);
    expect(s.daily).toHaveLength(31);
    expect(s.channels.reduce((a, c) => a + c.count, 0)).toBe(s.payments);
    expect(s.daily.reduce((a, d) => a + d.payments, 0)).toBe(s.payments);
    expect((await kit.post('admin', 'stats/usage', body)).http).toBe(200);
    expect((await kit.post('msb_user', 'stats/usage', body)).http).toBe(403);
  });

  it('reads events from the audit log for admin and msb_user', async () => {
    const body = { date_from: h.bankDay(6), date_to: h.bankDay(0) };
    const res = await kit.post('msb_user', 'elk-stats/events', body);
    const e = res.body.data as ElkEvents;
    expect(e.source).toBe('postgres');
    expect(e.total).toBeGreaterThan(0);
    expect(e.actions.some((a) => a.action === 'login.success')).toBe(true);
    expect(e.daily.reduce((a, d) => a + d.count, 0)).toBe(e.total);
    expect((await kit.post('super_user', 'elk-stats/events', body)).http).toBe(403);
  });

  it('reads the same events from OpenSearch/Elasticsearch through the adapter', async () => {
    let seen: { url?: string; body?: { aggs?: unknown } } = {};
    const server: Server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        seen = { url: req.url, body: JSON.parse(text) as { aggs?: unknown } };
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            hits: { total: { value: 7 } },
            aggregations: {
              actions: {
                buckets: [
                  { key: 'login.success', doc_count: 5 },
                  { key: 'logout', doc_count: 2 },
                ],
              },
              daily: { buckets: [{ key_as_string: '2026-11-02', key: 0, doc_count: 7 }] },
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const store = elasticLogStore({ url: `http://127.0.0.1:${port}`, index: 'corpbank-audit-*' });
      const range = {
        start: new Date('2026-11-01T00:00:00+05:00'),
        end: new Date('2026-11-03T00:00:00+05:00'),
      };
      const events = await store.events(range, ['2026-11-01', '2026-11-02']);
      expect(events).toEqual({
        source: 'elk',
        total: 7,
        actions: [
          { action: 'login.success', count: 5 },
          { action: 'logout', count: 2 },
        ],
        daily: [
          { day: '2026-11-01', count: 0 },
          { day: '2026-11-02', count: 7 },
        ],
      });
      expect(seen.url).toBe('/corpbank-audit-*/_search');
      expect(seen.body?.aggs).toBeDefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const down = elasticLogStore({ url: 'http://127.0.0.1:1', index: 'x' });
    await expect(down.events({ start: new Date(), end: new Date() }, [])).rejects.toMatchObject({
      http: 503,
    });
  });
});
