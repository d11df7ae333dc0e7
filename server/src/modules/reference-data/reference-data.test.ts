import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Constraint } from '../../../../contracts/api/constraints.ts';
import type { CurrencyOption, DictEntry, DictRow } from '../../../../contracts/api/reference-data.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { paymentConstraints, referenceEntries } from '../../db/schema/reference-data.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let admin: string;
let adminBank: string;
let superUser: string;
let accountant: string;
beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  admin = await h.login('admin');
  adminBank = await h.login('admin_bank');
  superUser = await h.login('super_user');
  accountant = await h.login('accountant');
});
afterAll(() => h.close());

const write = (
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  body: unknown,
  lang: 'ru' | 'en' | 'uz' = 'en',
) => h.call<DictEntry>(method, path, { token, lang, body, headers: { 'idempotency-key': randomUUID() } });
const entries = async (kind: string) =>
  (await h.db.select().from(referenceEntries).where(eq(referenceEntries.kind, kind))).length;
const auditCount = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

const currency = (over: object = {}) => ({
  code: '051',
  letter: 'AMD',
  exponent: 2,
  name_ru: 'Армянский драм',
  name_en: 'Armenian dram',
  name_uz: 'Armaniston drami',
  active: true,
  ...over,
});

describe('reference dictionaries', () => {
  it('seeds every dictionary beyond one page', async () => {
    for (const [token, path] of [
      [admin, 'reference/account-type/list'],
      [adminBank, 'reference/currency/list'],
      [admin, 'reference/subject/list'],
      [admin, 'status/list'],
      [superUser, 'plan-account/list'],
    ] as const) {
      const res = await h.call<Paged<DictRow>>('POST', path, { token, body: {} });
      expect(res.http, path).toBe(200);
      expect(res.body.data?._meta.totalCount, path).toBeGreaterThan(20);
    }
  });

  it('adds a currency that becomes selectable, and deactivating it removes it', async () => {
    const options = async () =>
      (await h.call<CurrencyOption[]>('GET', 'reference/currency/options', { token: accountant, lang: 'uz' }))
        .body.data ?? [];
    expect((await options()).map((c) => c.letter)).not.toContain('AMD');
    const created = await write('POST', 'reference/currency/create', adminBank, currency({ letter: 'amd' }));
    expect(created.http).toBe(200);
    expect(created.body.data).toMatchObject({ code: '051', letter: 'AMD', exponent: 2 });
    expect(await options()).toContainEqual({
      code: '051',
      letter: 'AMD',
      exponent: 2,
      name: 'Armaniston drami',
    });
    expect(await auditCount('reference.create')).toBeGreaterThanOrEqual(1);
    const id = created.body.data!.id;
    const off = await write('PUT', `reference/currency/update/${id}`, admin, currency({ active: false }));
    expect(off.http).toBe(200);
    expect((await options()).map((c) => c.letter)).not.toContain('AMD');
    // A currency id is not found through another dictionary.
    expect((await h.call('GET', `reference/subject/view/${id}`, { token: admin })).http).toBe(404);
  });

  it('refuses bad and duplicate entries with 422 per field in the caller’s language, storing nothing', async () => {
    const before = await entries('currency');
    const refused = await auditCount('reference.refused');
    const bad = await write(
      'POST',
      'reference/currency/create',
      admin,
      currency({ code: '12', letter: 'US', exponent: 7, side: 'active' }),
    );
    expect(bad.http).toBe(422);
    expect(bad.body.validation?.map((p) => p.attribute).sort()).toEqual([
      'code',
      'exponent',
      'letter',
      'side',
    ]);
    const dup = await write(
      'POST',
      'reference/currency/create',
      admin,
      currency({ code: '840', letter: 'ZZZ' }),
      'ru',
    );
    expect(dup.http).toBe(422);
    expect(dup.body.validation).toEqual([{ attribute: 'code', message: 'Запись с этим кодом уже есть.' }]);
    const letter = await write(
      'POST',
      'reference/currency/create',
      admin,
      currency({ code: '999', letter: 'EUR' }),
    );
    expect(letter.body.validation).toEqual([
      { attribute: 'letter', message: 'A currency with this letter code already exists.' },
    ]);
    const status = await write('POST', 'status/create', admin, {
      code: '9',
      name_ru: 'x',
      name_en: 'x',
      name_uz: 'x',
      active: true,
      scope: 'uzs-payment',
      color: 'pink',
    });
    expect(status.body.validation?.map((p) => p.attribute).sort()).toEqual(['color']);
    expect(await entries('currency')).toBe(before);
    expect(await auditCount('reference.refused')).toBe(refused + 4);
  });

  it('keeps statuses per document family and serves their names to every signed-in user', async () => {
    const body = {
      code: '9',
      name_ru: 'Архив',
      name_en: 'Archived',
      name_uz: 'Arxivlangan',
      active: true,
      scope: 'uzs-payment',
      color: 'grey',
    };
    expect((await write('POST', 'status/create', admin, body)).http).toBe(200);
    expect((await write('POST', 'status/create', admin, { ...body, scope: 'salary' })).http).toBe(200);
    expect((await write('POST', 'status/create', admin, body)).http).toBe(422);
    const names = await h.call<{ scope: string; code: string; name: string }[]>('GET', 'status/options', {
      token: accountant,
      lang: 'en',
    });
    expect(names.body.data).toContainEqual({
      scope: 'uzs-payment',
      code: '9',
      color: 'grey',
      name: 'Archived',
    });
    const filtered = await h.call<Paged<DictRow>>('POST', 'status/list?pageSize=50', {
      token: admin,
      body: { scope: 'salary' },
    });
    expect(new Set(filtered.body.data?.list.map((r) => r.scope))).toEqual(new Set(['salary']));
  });

  it('searches the plan of accounts by code or name', async () => {
    const byCode = await h.call<Paged<DictRow>>('POST', 'plan-account/list', {
      token: superUser,
      body: { text: '20208' },
    });
    expect(byCode.body.data?.list.map((r) => r.code)).toEqual(['20208']);
    expect(byCode.body.data?.list[0]?.side).toBe('passive');
    const byName = await h.call<Paged<DictRow>>('POST', 'plan-account/list', {
      token: superUser,
      body: { text: 'касса' },
    });
    expect(byName.body.data?.list.map((r) => r.code)).toEqual(expect.arrayContaining(['10101']));
  });

  it('answers 403 to roles outside each dictionary, audited', async () => {
    const refused = await auditCount('access.refused');
    for (const [token, method, path] of [
      [accountant, 'POST', 'reference/account-type/list'],
      [superUser, 'POST', 'reference/subject/create'],
      [adminBank, 'POST', 'status/list'],
      [adminBank, 'POST', 'plan-account/list'],
      [admin, 'POST', 'plan-account/create'],
      [adminBank, 'POST', 'constraints/list'],
      [accountant, 'POST', 'constraints/create'],
    ] as const) {
      const res = await h.call(method, path, { token, body: {} });
      expect(res.http, path).toBe(403);
    }
    expect(await auditCount('access.refused')).toBe(refused + 7);
  });
});

describe('payment constraints', () => {
  const constraint = (over: object = {}) => ({
    name: 'Test cap',
    document: 'uzs-payment',
    payment_type: 1,
    legal_form: 'legal_entity',
    max_sum: '1000000.00',
    active: true,
    ...over,
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = (await h.db.select().from(paymentConstraints)).length;
    for (const body of [
      constraint({ max_sum: '0' }),
      constraint({ payment_type: 9 }),
      constraint({ legal_form: 'x' }),
    ]) {
      expect((await h.call('POST', 'constraints/create', { token: admin, body })).http).toBe(400);
    }
    expect((await h.db.select().from(paymentConstraints)).length).toBe(before);
  });

  it('applies a new constraint to the next payment save, with the cap in the message, and lifts it when deactivated', async () => {
    const body = await kit.body('main', { sum: '1250000.00' });
    // Below every seeded cap: accepted.
    const first = await kit.post('accountant', 'uzs-payment/save', {
      ...body,
      client_reference: randomUUID(),
    });
    expect(first.http).toBe(200);

    const created = await h.call<Constraint>('POST', 'constraints/create', {
      token: admin,
      body: constraint(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(created.http).toBe(200);
    expect(created.body.data).toMatchObject({ max_sum: '1000000.00', active: true });
    const id = created.body.data!.id;

    const stored = (await h.db.select().from(paymentConstraints)).length;
    const refused = await kit.post('accountant', 'uzs-payment/save', {
      ...body,
      client_reference: randomUUID(),
    });
    expect(refused.http).toBe(422);
    expect(refused.body.validation).toEqual([
      { attribute: 'sum', message: 'The amount exceeds the limit “Test cap”: at most 1 000 000.00 soum.' },
    ]);
    expect((await h.db.select().from(paymentConstraints)).length).toBe(stored);

    // At the cap is allowed; another type is not capped by it.
    expect(
      (
        await kit.post('accountant', 'uzs-payment/save', {
          ...body,
          sum: '1000000.00',
          client_reference: randomUUID(),
        })
      ).http,
    ).toBe(200);

    // Editing an existing payment above the cap is refused too.
    const row = first.body.data as { id: number; version: number };
    const edit = await kit.post(
      'accountant',
      'uzs-payment/save',
      { ...body, id: row.id, sum: '2000000.00' },
      { 'if-match': String(row.version) },
    );
    expect(edit.http).toBe(422);

    await h.call('PUT', `constraints/update/${id}`, { token: admin, body: constraint({ active: false }) });
    expect(
      (await kit.post('accountant', 'uzs-payment/save', { ...body, client_reference: randomUUID() })).http,
    ).toBe(200);
    const view = await h.call('GET', `constraints/view/${id}`, { token: admin });
    expect(view.body.data).toMatchObject({ active: false, isEdit: true });
    expect(
      (
        await h.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'constraints.update')))
      ).length,
    ).toBeGreaterThanOrEqual(1);
  });
});
