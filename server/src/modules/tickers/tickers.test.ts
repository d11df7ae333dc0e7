import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../../../../contracts/api/shell.ts';
import type { Ticker, TickerRow, TickerStatusItem } from '../../../../contracts/api/tickers.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { announcements } from '../../db/schema/shell.ts';
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

const body = (tag: string, status: 0 | 1 = 1) => ({
  status,
  message_ru: `Тикер ${tag}`,
  message_en: `Ticker ${tag}`,
  message_uz: `Tiker ${tag}`,
});

async function create(tag: string, status: 0 | 1 = 1): Promise<Ticker> {
  const res = await h.call<Ticker>('POST', 'top-messages/create', { token: admin, body: body(tag, status) });
  expect(res.http).toBe(200);
  return res.body.data as Ticker;
}

const rowCount = async () => (await h.db.select().from(announcements)).length;
const auditCount = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('tickers (top-messages)', () => {
  it('lets the admin create, view, update and delete, auditing each change', async () => {
    const created = await create('crud');
    expect(created).toMatchObject({ status: 1, message_ru: 'Тикер crud', message_uz: 'Tiker crud' });
    expect(await auditCount('ticker.create')).toBeGreaterThanOrEqual(1);

    const viewed = await h.call<Ticker>('GET', `top-messages/view/${created.id}`, { token: admin });
    expect(viewed.body.data).toEqual(created);

    const updated = await h.call<Ticker>('PUT', `top-messages/update/${created.id}`, {
      token: admin,
      body: { ...body('crud-2'), status: 0 },
    });
    expect(updated.body.data).toMatchObject({ id: created.id, status: 0, message_en: 'Ticker crud-2' });
    expect(await auditCount('ticker.update')).toBe(1);

    const deleted = await h.call('DELETE', `top-messages/delete/${created.id}`, { token: admin });
    expect(deleted.http).toBe(200);
    expect((await h.call('GET', `top-messages/view/${created.id}`, { token: admin })).http).toBe(404);
    expect((await h.call('DELETE', `top-messages/delete/${created.id}`, { token: admin })).http).toBe(404);
    expect(await auditCount('ticker.delete')).toBe(1);
  });

  it('shows a ticker created active in every user’s strip, and hides it when switched off', async () => {
    const ticker = await create('strip');
    const strip = async () =>
      ((await h.call<Announcement[]>('GET', 'page/tickers', { token: accountant })).body.data ?? []).map(
        (a) => a.id,
      );
    expect(await strip()).toContain(ticker.id);
    await h.call('PUT', `top-messages/update/${ticker.id}`, { token: admin, body: body('strip', 0) });
    expect(await strip()).not.toContain(ticker.id);
  });

  it('refuses every other role with 403 and changes nothing', async () => {
    const before = await rowCount();
    for (const [method, path] of [
      ['POST', 'top-messages/list'],
      ['POST', 'top-messages/create'],
      ['GET', 'top-messages/view/1'],
      ['PUT', 'top-messages/update/1'],
      ['DELETE', 'top-messages/delete/1'],
      ['GET', 'top-messages/status-list'],
    ] as const) {
      const res = await h.call(method, path, {
        token: accountant,
        body: method === 'GET' ? undefined : body('x'),
      });
      expect(res.http, `${method} ${path}`).toBe(403);
    }
    expect(await rowCount()).toBe(before);
    expect((await h.call('POST', 'top-messages/list', { body: {} })).http).toBe(401);
  });

  it('refuses blank, too long, unknown-status and unknown-field bodies with 400 and changes nothing', async () => {
    const target = await create('valid');
    const before = await rowCount();
    const audits = await auditCount('ticker.update');
    const bad = [
      { ...body('a'), message_en: '   ' },
      { ...body('a'), message_uz: 'я'.repeat(501) },
      { ...body('a'), status: 2 },
      { ...body('a'), extra: 1 },
      { status: 1, message_ru: 'только русский' },
    ];
    for (const payload of bad) {
      const created = await h.call('POST', 'top-messages/create', { token: admin, body: payload });
      expect(created.http).toBe(400);
      expect(created.body.validation?.length).toBeGreaterThan(0);
      const updated = await h.call('PUT', `top-messages/update/${target.id}`, {
        token: admin,
        body: payload,
      });
      expect(updated.http).toBe(400);
    }
    const blank = await h.call('POST', 'top-messages/create', {
      token: admin,
      lang: 'en',
      body: { ...body('a'), message_ru: '  ' },
    });
    expect(blank.body.validation).toEqual([{ attribute: 'message_ru', message: 'Fill in the field.' }]);
    expect(await rowCount()).toBe(before);
    expect(await auditCount('ticker.update')).toBe(audits);
    expect(
      (await h.call<Ticker>('GET', `top-messages/view/${target.id}`, { token: admin })).body.data,
    ).toEqual(target);
  });

  it('trims the messages it stores', async () => {
    const res = await h.call<Ticker>('POST', 'top-messages/create', {
      token: admin,
      body: { ...body('trim'), message_ru: '  Пробелы  ' },
    });
    expect(res.body.data?.message_ru).toBe('Пробелы');
  });

  it('pages, sorts and filters by status and text, with flags for the caller', async () => {
    const tag = `page-${Date.now()}`;
    for (let i = 0; i < 5; i += 1) await create(`${tag}-${i}`, i % 2 === 0 ? 1 : 0);
    const list = (query: string, filter: object) =>
      h.call<Paged<TickerRow>>('POST', `top-messages/list${query}`, { token: admin, body: filter });

    const first = await list('?page=1&pageSize=2&sort=id', { text: tag });
    expect(first.body.data?._meta).toEqual({ currentPage: 1, pageCount: 3, totalCount: 5 });
    const ids = first.body.data?.list.map((r) => r.id) ?? [];
    expect(ids[0]).toBeLessThan(ids[1] ?? 0);
    const third = await list('?page=3&pageSize=2&sort=id', { text: tag });
    expect(third.body.data?.list).toHaveLength(1);
    expect(third.body.data?.list[0]?.message_ru).toBe(`Тикер ${tag}-4`);

    const desc = await list('?pageSize=10&sort=-id', { text: tag.toUpperCase() });
    expect(desc.body.data?.list.map((r) => r.message_en)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Ticker ${tag}-${i}`),
    );
    const active = await list('?pageSize=10', { text: tag, status: 1 });
    expect(active.body.data?.list.map((r) => r.status)).toEqual([1, 1, 1]);
    expect(active.body.data?.list[0]).toMatchObject({ isView: true, isEdit: true, isDelete: true });

    expect((await list('?sort=message', {})).http).toBe(422);
    expect((await list('?pageSize=0', {})).http).toBe(400);
    expect((await list('', { text: '%' })).body.data?._meta.totalCount).toBe(0);
  });

  it('lists the statuses in the request’s language', async () => {
    const res = await h.call<TickerStatusItem[]>('GET', 'top-messages/status-list', {
      token: admin,
      lang: 'uz',
    });
    expect(res.body.data).toEqual([
      { value: 1, label: 'Faol' },
      { value: 0, label: 'Nofaol' },
    ]);
  });
});
