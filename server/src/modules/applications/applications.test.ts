import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '../../../../contracts/api/applications.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { clientApplications } from '../../db/schema/client-applications.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let accountant: string;
let passive: string;
let centre: string;
let adminBank: string;
beforeAll(async () => {
  h = await createHarness();
  [accountant, passive, centre, adminBank] = await Promise.all([
    h.login('accountant'),
    h.login('passive_user'),
    h.login('contact_center'),
    h.login('admin_bank'),
  ]);
});
afterAll(() => h.close());

/** A tiny valid PDF: the file store decides the type by its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const body = (subject = 'Hisobraqam ochish') => ({
  category: 'accounts',
  subject,
  text: 'Qo‘shimcha hisobraqam ochishni so‘raymiz, iltimos.',
  files: [{ name: 'ariza.pdf', content: PDF }],
});
const count = async () => (await h.db.select().from(clientApplications)).length;

describe('applications to the bank', () => {
  it('lists the organisation’s seeded applications in every status, more than a page', async () => {
    const list = await h.call<Paged<Application>>('POST', 'application/list', {
      token: accountant,
      body: {},
    });
    expect(list.http).toBe(200);
    expect(list.body.data?._meta.totalCount).toBeGreaterThan(20);
    const statuses = new Set(list.body.data?.list.map((a) => a.status));
    expect([...statuses].sort()).toEqual(['answered', 'in_progress', 'new', 'rejected']);
    expect(list.body.data?.list.every((a) => !a.isAnswer)).toBe(true);
    const all = await h.call<Paged<Application>>('POST', 'application/list', { token: centre, body: {} });
    expect(all.body.data?._meta.totalCount).toBeGreaterThan(list.body.data?._meta.totalCount ?? 0);
  });

  it('files an application with an attachment, idempotently, and the contact centre answers it', async () => {
    const before = await count();
    const key = crypto.randomUUID();
    const created = await h.call<Application>('POST', 'application/create', {
      token: accountant,
      body: body(),
      headers: { 'Idempotency-Key': key },
    });
    expect(created.http).toBe(200);
    const app = created.body.data as Application;
    expect(app).toMatchObject({ status: 'new', category: 'accounts', answer: null });
    expect(app.files).toHaveLength(1);
    const replay = await h.call<Application>('POST', 'application/create', {
      token: accountant,
      body: body(),
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.body.data?.id).toBe(app.id);
    expect(await count()).toBe(before + 1);

    // The file itself answers as bytes; a file not attached to the application is not found.
    const stray = await h.call('GET', `application/file/${app.id}/00000000-0000-0000-0000-000000000000`, {
      token: accountant,
    });
    expect(stray.http).toBe(404);

    const forCentre = await h.call<Application>('GET', `application/view/${app.id}`, { token: centre });
    expect(forCentre.body.data?.isAnswer).toBe(true);
    const noText = await h.call('POST', `application/answer/${app.id}`, {
      token: centre,
      lang: 'en',
      body: { status: 'answered' },
    });
    expect(noText.http).toBe(422);
    expect(noText.body.validation).toEqual([
      { attribute: 'answer', message: 'Write the answer to the client.' },
    ]);
    const taken = await h.call<Application>('POST', `application/answer/${app.id}`, {
      token: centre,
      body: { status: 'in_progress' },
    });
    expect(taken.body.data?.status).toBe('in_progress');
    const answered = await h.call<Application>('POST', `application/answer/${app.id}`, {
      token: centre,
      body: { status: 'answered', answer: 'Hisobraqam ochildi.' },
    });
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      answer: 'Hisobraqam ochildi.',
      isAnswer: false,
    });
    const again = await h.call('POST', `application/answer/${app.id}`, {
      token: centre,
      body: { status: 'rejected', answer: 'x' },
    });
    expect(again.http).toBe(422);
    expect(again.body.validation?.[0]?.attribute).toBe('status');
    const seen = await h.call<Application>('GET', `application/view/${app.id}`, { token: accountant });
    expect(seen.body.data).toMatchObject({ status: 'answered', answered_by: expect.any(String) });
  });

  it('refuses roles (403), another organisation’s application (404) and bad input (400/422, nothing stored)', async () => {
    expect((await h.call('POST', 'application/create', { token: passive, body: body() })).http).toBe(403);
    expect((await h.call('POST', 'application/list', { token: adminBank, body: {} })).http).toBe(403);
    expect(
      (await h.call('POST', 'application/answer/1', { token: accountant, body: { status: 'in_progress' } }))
        .http,
    ).toBe(403);
    const [foreign] = await h.db
      .select()
      .from(clientApplications)
      .where(eq(clientApplications.subject, 'Korporativ karta limitini oshirish'));
    const others = await h.db.select().from(clientApplications);
    const samarqand = others.find((a) => a.organizationId !== foreign?.organizationId);
    expect((await h.call('GET', `application/view/${samarqand!.id}`, { token: accountant })).http).toBe(404);

    const before = await count();
    const short = await h.call('POST', 'application/create', {
      token: accountant,
      body: { ...body('ab'), text: 'short' },
    });
    // Shape rules answer 400 with the fields (the router's schema check); nothing is stored.
    expect(short.http).toBe(400);
    expect(short.body.validation?.map((v) => v.attribute).sort()).toEqual(['subject', 'text']);
    const fake = await h.call('POST', 'application/create', {
      token: accountant,
      body: {
        ...body(),
        files: [{ name: 'virus.pdf', content: Buffer.from('<script>').toString('base64') }],
      },
    });
    expect(fake.http).toBe(422);
    expect(fake.body.validation?.[0]?.attribute).toBe('files.0');
    expect(await count()).toBe(before);
  });
});
