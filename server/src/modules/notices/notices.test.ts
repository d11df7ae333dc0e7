import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GuestNotice,
  LoginNotice,
  LoginNoticeRow,
  NoticeOrganization,
  UserNotice,
  UserNoticeRow,
} from '../../../../contracts/api/notices.ts';
import type { NotificationItem, NotificationsData } from '../../../../contracts/api/shell.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { loginNotices, notifications } from '../../db/schema/shell.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
let accountant: string;
let headOrg2: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin');
  accountant = await h.login('accountant');
  headOrg2 = await h.login('head_org2');
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(h.clock.now().getTime() + offsetMs).toISOString();

const loginBody = (tag: string, language: 'ru' | 'en' | 'uz' = 'ru', from = -HOUR, to = 2 * HOUR) => ({
  language,
  importance: 'critical' as const,
  title: `Notice ${tag}`,
  body: `<p>Text ${tag}</p>`,
  active_from: at(from),
  active_to: at(to),
});

async function createLogin(body: ReturnType<typeof loginBody>): Promise<LoginNotice> {
  const res = await h.call<LoginNotice>('POST', 'notify/create', { token: admin, body });
  expect(res.http, JSON.stringify(res.body)).toBe(200);
  return res.body.data as LoginNotice;
}

const guest = async (lang: 'ru' | 'en' | 'uz') =>
  ((await h.call<GuestNotice[]>('GET', 'page/login-notices', { lang })).body.data ?? []).map((n) => n.title);

const audits = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('notices before sign-in', () => {
  it('shows a guest the active notices in the language they chose, and only within the period', async () => {
    const now = await createLogin(loginBody('now-ru'));
    await createLogin(loginBody('now-en', 'en'));
    await createLogin(loginBody('later-ru', 'ru', 3 * HOUR, 5 * HOUR));
    await createLogin(loginBody('past-ru', 'ru', -5 * HOUR, -HOUR));

    const ru = await guest('ru');
    expect(ru).toContain('Notice now-ru');
    expect(ru).not.toContain('Notice now-en');
    expect(ru).not.toContain('Notice later-ru');
    expect(ru).not.toContain('Notice past-ru');
    expect(ru[0]).toBe('Notice now-ru'); // critical comes before the seed's warning
    expect(await guest('en')).toContain('Notice now-en');
    expect(await guest('en')).not.toContain('Notice now-ru');
    expect(await guest('uz')).toContain('Firibgarlardan ehtiyot boʻling');

    h.clock.advance(3 * HOUR);
    const later = await guest('ru');
    expect(later).toContain('Notice later-ru');
    expect(later).not.toContain(`Notice ${now.title.slice(7)}`);
    h.clock.advance(-3 * HOUR);
  });

  it('lets the admin edit and delete, auditing each change; the list says which are active', async () => {
    const before = {
      create: await audits('notice.login.create'),
      update: await audits('notice.login.update'),
    };
    const notice = await createLogin(loginBody('crud'));
    const updated = await h.call<LoginNotice>('PUT', `notify/update/${notice.id}`, {
      token: admin,
      body: { ...loginBody('crud-2', 'uz', 10 * HOUR, 20 * HOUR), importance: 'info' },
    });
    expect(updated.body.data).toMatchObject({
      id: notice.id,
      language: 'uz',
      importance: 'info',
      title: 'Notice crud-2',
    });
    expect(await audits('notice.login.create')).toBe(before.create + 1);
    expect(await audits('notice.login.update')).toBe(before.update + 1);

    const list = await h.call<Paged<LoginNoticeRow>>('POST', 'notify/list?pageSize=100', {
      token: admin,
      body: { language: 'uz' },
    });
    const row = list.body.data?.list.find((r) => r.id === notice.id);
    expect(row).toMatchObject({ isActive: false, isEdit: true, isDelete: true });
    const active = await h.call<Paged<LoginNoticeRow>>('POST', 'notify/list?pageSize=100', {
      token: admin,
      body: { active: true },
    });
    expect(active.body.data?.list.every((r) => r.isActive)).toBe(true);
    expect(active.body.data?.list.some((r) => r.id === notice.id)).toBe(false);

    expect((await h.call('DELETE', `notify/delete/${notice.id}`, { token: admin })).http).toBe(200);
    expect((await h.call('GET', `notify/view/${notice.id}`, { token: admin })).http).toBe(404);
    expect(await audits('notice.login.delete')).toBeGreaterThanOrEqual(1);
  });

  it('stores the text sanitised: scripts and handlers are gone before anyone reads it', async () => {
    const notice = await createLogin({
      ...loginBody('xss'),
      body: '<p onclick="steal()">Hello<script>alert(1)</script> <img src=x onerror=alert(2)><a href="javascript:x()">link</a></p>',
    });
    expect(notice.body).toBe('<p>Hello <a>link</a></p>');
    const [stored] = await h.db.select().from(loginNotices).where(eq(loginNotices.id, notice.id));
    expect(stored?.body).not.toMatch(/script|onerror|onclick|javascript/i);
    const shown = (await h.call<GuestNotice[]>('GET', 'page/login-notices', { lang: 'ru' })).body.data;
    expect(shown?.find((n) => n.id === notice.id)?.body).toBe('<p>Hello <a>link</a></p>');
  });

  it('refuses a period that ends before it starts and a text that is only markup, storing nothing', async () => {
    const count = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(loginNotices))[0]?.n;
    const before = await count();
    const backwards = await h.call('POST', 'notify/create', {
      token: admin,
      lang: 'en',
      body: loginBody('bad', 'ru', HOUR, -HOUR),
    });
    expect(backwards.http).toBe(422);
    expect(backwards.body.validation).toEqual([
      { attribute: 'active_to', message: 'The end of the period must be after its start.' },
    ]);
    const empty = await h.call('POST', 'notify/create', {
      token: admin,
      body: { ...loginBody('bad'), body: '<script>alert(1)</script>' },
    });
    expect(empty.http).toBe(422);
    expect(empty.body.validation?.[0]?.attribute).toBe('body');
    const unknown = await h.call('POST', 'notify/create', {
      token: admin,
      body: { ...loginBody('bad'), language: 'de' },
    });
    expect(unknown.http).toBe(400);
    expect(await count()).toBe(before);
  });
});

const userBody = (tag: string, organization_id: number | null = null) => ({
  organization_id,
  title_ru: `Уведомление ${tag}`,
  title_en: `Notice ${tag}`,
  title_uz: `Bildirishnoma ${tag}`,
  body_ru: `<p>Текст <b>${tag}</b><script>alert(1)</script></p>`,
  body_en: `<p>Text <b>${tag}</b></p>`,
  body_uz: `<p>Matn <b>${tag}</b></p>`,
});

const inbox = async (token: string, lang: 'ru' | 'en' = 'ru') =>
  (await h.call<NotificationsData>('GET', 'notification/all', { token, lang })).body.data?.items ?? [];

describe('notices after sign-in', () => {
  it('reaches every user when for everyone, and opens sanitised at notifications/view', async () => {
    const created = await h.call<UserNotice>('POST', 'notification/create', {
      token: admin,
      body: userBody('all'),
    });
    expect(created.http).toBe(200);
    const notice = created.body.data as UserNotice;
    expect(notice).toMatchObject({ organization_id: null, format: 'html', read_count: 0 });
    expect(notice.body_ru).toBe('<p>Текст <b>all</b></p>');

    const mine = (await inbox(accountant, 'en')).find((i) => i.id === notice.id);
    expect(mine).toMatchObject({ title: 'Notice all', format: 'html', isRead: false });
    expect((await inbox(headOrg2)).some((i) => i.id === notice.id)).toBe(true);
    const opened = await h.call<NotificationItem>('GET', `notification/view/${notice.id}`, {
      token: accountant,
    });
    expect(opened.body.data).toMatchObject({ body: '<p>Текст <b>all</b></p>', isRead: true });
    const view = await h.call<UserNotice>('GET', `notification/admin-view/${notice.id}`, { token: admin });
    expect(view.body.data?.read_count).toBe(1);
  });

  it('reaches only the organisation it is addressed to', async () => {
    const orgs = (await h.call<NoticeOrganization[]>('GET', 'notification/organizations', { token: admin }))
      .body.data as NoticeOrganization[];
    const samarqand = orgs.find((o) => o.name.includes('Samarqand')) as NoticeOrganization;
    const created = await h.call<UserNotice>('POST', 'notification/create', {
      token: admin,
      body: userBody('org2', samarqand.id),
    });
    const id = created.body.data?.id as number;
    expect(created.body.data?.organization_name).toBe(samarqand.name);
    expect((await inbox(headOrg2)).some((i) => i.id === id)).toBe(true);
    expect((await inbox(accountant)).some((i) => i.id === id)).toBe(false);
    expect((await h.call('GET', `notification/view/${id}`, { token: accountant })).http).toBe(404);

    const filtered = await h.call<Paged<UserNoticeRow>>('POST', 'notification/list', {
      token: admin,
      body: { organization_id: samarqand.id },
    });
    expect(filtered.body.data?.list.map((r) => r.id)).toContain(id);
    expect(filtered.body.data?.list.every((r) => r.organization_id === samarqand.id)).toBe(true);
  });

  it('edits and deletes an admin notice, audited; the system’s own text notices are not edited', async () => {
    const created = await h.call<UserNotice>('POST', 'notification/create', {
      token: admin,
      body: userBody('edit'),
    });
    const id = created.body.data?.id as number;
    const updated = await h.call<UserNotice>('PUT', `notification/update/${id}`, {
      token: admin,
      body: userBody('edited'),
    });
    expect(updated.body.data?.title_en).toBe('Notice edited');
    expect(await audits('notice.user.update')).toBeGreaterThanOrEqual(1);

    await h.call('GET', `notification/view/${id}`, { token: accountant });
    expect((await h.call('DELETE', `notification/delete/${id}`, { token: admin })).http).toBe(200);
    expect((await inbox(accountant)).some((i) => i.id === id)).toBe(false);
    expect(await audits('notice.user.delete')).toBeGreaterThanOrEqual(1);

    const [system] = await h.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.format, 'text'), sql`${notifications.userId} is null`));
    const list = await h.call<Paged<UserNoticeRow>>('POST', 'notification/list?pageSize=100', {
      token: admin,
      body: {},
    });
    expect(list.body.data?.list.find((r) => r.id === system?.id)).toMatchObject({ isEdit: false });
    expect(
      (await h.call('PUT', `notification/update/${system?.id}`, { token: admin, body: userBody('x') })).http,
    ).toBe(403);
  });

  it('refuses an organisation that does not exist (422) and stores nothing', async () => {
    const before = (await h.db.select().from(notifications)).length;
    const res = await h.call('POST', 'notification/create', { token: admin, body: userBody('x', 999_999) });
    expect(res.http).toBe(422);
    expect(res.body.validation?.[0]?.attribute).toBe('organization_id');
    expect((await h.db.select().from(notifications)).length).toBe(before);
  });
});

describe('who may manage notices', () => {
  it('refuses every other role with 403, audits the refusal and changes nothing', async () => {
    const adminBank = await h.login('admin_bank');
    const refusedBefore = await audits('access.refused');
    const calls = [
      ['POST', 'notify/list', {}],
      ['GET', 'notify/view/1', undefined],
      ['POST', 'notify/create', loginBody('x')],
      ['PUT', 'notify/update/1', loginBody('x')],
      ['DELETE', 'notify/delete/1', undefined],
      ['POST', 'notification/list', {}],
      ['GET', 'notification/admin-view/1', undefined],
      ['POST', 'notification/create', userBody('x')],
      ['PUT', 'notification/update/1', userBody('x')],
      ['DELETE', 'notification/delete/1', undefined],
      ['GET', 'notification/organizations', undefined],
    ] as const;
    const rows = async () =>
      (await h.db.select().from(loginNotices)).length + (await h.db.select().from(notifications)).length;
    const before = await rows();
    for (const token of [accountant, adminBank]) {
      for (const [method, path, body] of calls) {
        const res = await h.call(method, path, { token, body });
        expect(res.http, `${method} ${path}`).toBe(403);
      }
    }
    expect(await rows()).toBe(before);
    expect(await audits('access.refused')).toBe(refusedBefore + 2 * calls.length);
    expect((await h.call('POST', 'notify/list', { body: {} })).http).toBe(401);
  });
});
