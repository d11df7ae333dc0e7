import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../../contracts/api/accounts.ts';
import type {
  ApplicationBody,
  StatementApplication,
} from '../../../../contracts/api/statement-applications.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { statementApplications } from '../../db/schema/statement-applications.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { tashkentDate } from '../../time-format.ts';

let h: Harness;
let accountant: string;
let other: string;
let account: AccountRow;
let otherAccount: AccountRow;

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login('accountant');
  other = await h.login('accountant_org2');
  const list = async (token: string) =>
    (await h.call<AccountRow[]>('POST', 'account/list', { token, body: {} })).body.data ?? [];
  const pick = (rows: AccountRow[]) => {
    const row = rows.find((r) => r.currency === 'UZS' && r.kind === 'current' && r.state === 'open');
    if (row === undefined) throw new Error('no demo account');
    return row;
  };
  account = pick(await list(accountant));
  otherAccount = pick(await list(other));
});
afterAll(() => h.close());

function body(change: Partial<ApplicationBody> = {}): ApplicationBody {
  return {
    account: account.number,
    mfo: account.mfo,
    date_from: h.bankDay(30),
    date_to: h.bankDay(1),
    purpose: 'tax',
    purpose_note: '',
    language: 'ru',
    delivery: 'branch',
    email: '',
    copies: 2,
    ...change,
  };
}

function create(payload: unknown, token = accountant, key: string = crypto.randomUUID()) {
  return h.call<StatementApplication>('POST', 'account/statement-application/create', {
    token,
    body: payload,
    headers: { 'idempotency-key': key },
  });
}

const stored = async () =>
  Number((await h.db.select({ n: sql<number>`count(*)` }).from(statementApplications))[0]?.n);

/** The characters a PDF's ToUnicode maps name (its streams inflated first). */
function pdfCharacters(pdf: Buffer): Set<number> {
  const raw = pdf.toString('latin1');
  const texts: string[] = [raw];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      texts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (fonts are, images may not be)
    }
  }
  const chars = new Set<number>();
  for (const text of texts)
    for (const m of text.matchAll(/<([0-9a-f]{4})>/gi)) chars.add(parseInt(m[1] ?? '0', 16));
  return chars;
}

describe('statement applications', () => {
  it('stores a valid application as submitted, audited, and lists it for the account', async () => {
    const before = await stored();
    const res = await create(
      body({ delivery: 'email', email: ' buh@corp.uz ', purpose: 'other', purpose_note: 'Аудит 2026' }),
    );
    expect(res.http).toBe(200);
    const app = res.body.data;
    expect(app).toMatchObject({
      account: account.number,
      status: 'submitted',
      delivery: 'email',
      email: 'buh@corp.uz',
      purpose_note: 'Аудит 2026',
      copies: 2,
      submitted_by: expect.any(String),
    });
    expect(app?.number).toMatch(/^ZV-\d{6}$/);
    expect(await stored()).toBe(before + 1);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'statement-application.create'));
    expect(audit.some((a) => a.detail.applicationId === app?.id)).toBe(true);
    const list = await h.call<StatementApplication[]>('POST', 'account/statement-application/list', {
      token: accountant,
      body: { account: account.number, mfo: account.mfo },
    });
    expect(list.body.data?.[0]?.id).toBe(app?.id);
  });

  it('stores one application for a repeated Idempotency-Key', async () => {
    const before = await stored();
    const key = crypto.randomUUID();
    const first = await create(body(), accountant, key);
    const second = await create(body(), accountant, key);
    expect(second.body.data?.id).toBe(first.body.data?.id);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses bad periods and delivery with per-field 422s and stores nothing', async () => {
    const before = await stored();
    const refused = async (change: Partial<ApplicationBody>) => {
      const res = await create(body(change));
      expect(res.http).toBe(422);
      return Object.fromEntries((res.body.validation ?? []).map((v) => [v.attribute, v.message]));
    };
    expect(await refused({ date_from: h.bankDay(1), date_to: h.bankDay(5) })).toEqual({
      date_to: 'Дата «по» не может быть раньше даты «с».',
    });
    expect(Object.keys(await refused({ date_to: h.bankDay(-1) }))).toEqual(['date_to']);
    const opened = account.opening_date;
    const dayBefore = tashkentDate(new Date(Date.parse(`${opened}T12:00:00+05:00`) - 86_400_000));
    expect(Object.keys(await refused({ date_from: dayBefore }))).toEqual(['date_from']);
    expect(await refused({ delivery: 'email', email: '' })).toEqual({
      email: 'Укажите адрес электронной почты.',
    });
    expect(Object.keys(await refused({ delivery: 'email', email: 'not-an-address' }))).toEqual(['email']);
    expect(Object.keys(await refused({ purpose: 'other', purpose_note: ' ' }))).toEqual(['purpose_note']);
    expect((await create({ ...body(), copies: 9 })).http).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('answers 404 for another organisation’s account and application, and lists own only', async () => {
    const before = await stored();
    const foreign = await create(body({ account: otherAccount.number, mfo: otherAccount.mfo }));
    expect(foreign.http).toBe(404);
    expect(await stored()).toBe(before);
    const mine = (await create(body())).body.data;
    const theirs = (await create(body({ account: otherAccount.number, mfo: otherAccount.mfo }), other)).body
      .data;
    expect(theirs?.id).toBeGreaterThan(0);
    const list = await h.call<StatementApplication[]>('POST', 'account/statement-application/list', {
      token: other,
      body: { account: account.number, mfo: account.mfo },
    });
    expect(list.http).toBe(404);
    const own = await h.call<StatementApplication[]>('POST', 'account/statement-application/list', {
      token: other,
      body: { account: otherAccount.number, mfo: otherAccount.mfo },
    });
    expect(own.body.data?.map((a) => a.id)).toEqual([theirs?.id]);
    const file = await h.app.inject({
      method: 'POST',
      url: '/api/v2/account/statement-application/file',
      headers: { authorization: `Bearer ${other}` },
      payload: { id: mine?.id },
    });
    expect(file.statusCode).toBe(404);
  });

  it('refuses roles outside the account readers', async () => {
    const admin = await h.login('admin');
    expect((await create(body(), admin)).http).toBe(403);
    const multi = await h.login('multiclient');
    expect((await create(body(), multi)).http).toBe(200);
  });

  it('prints the application as a PDF whose text holds the Cyrillic form', async () => {
    const app = (await create(body())).body.data;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v2/account/statement-application/file',
      headers: { authorization: `Bearer ${accountant}`, language: 'ru' },
      payload: { id: app?.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`statement_application_${app?.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const chars = pdfCharacters(res.rawPayload);
    for (const char of 'ЗаявлениеВыпискаРуководительГлавныйбухгалтер') {
      expect(chars, char).toContain(char.codePointAt(0));
    }
  });
});
