/**
 * Utility payments on the real database: the seed, roles, organisation scope, the supplier's
 * field declaration refusing per field with nothing stored (one failing field per supplier type),
 * idempotent replay, edit voiding the signature, sign → send → the bank's job moving the money
 * once (balanced legs), templates, and the administrator's groups.
 */
import { randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MUNIS_ENDPOINTS,
  MUNIS_STATUS,
  munisSigningMessage,
  type MunisCatalog,
  type MunisCreateBody,
  type MunisGroup,
  type MunisPayment,
  type MunisRows,
  type MunisTemplate,
} from '../../../../contracts/api/munis.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { countAudit } from '../../plugins/audit-noise-repository.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { accountByNumber, privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { demoFieldValues } from '../../db/seed/munis-data.ts';
import { processMunisPayments } from './processing.ts';
import { legsOf, liveSignatures } from './repository.ts';

let h: Harness;
const tokens = new Map<string, string>();
const SOUM = '20208000301245678001' + '00873';
let catalog: MunisCatalog;

async function token(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known !== undefined) return known;
  const fresh = await h.login(username);
  tokens.set(username, fresh);
  return fresh;
}

async function post<T>(user: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return h.call('POST', path, {
    token: await token(user),
    lang: 'en',
    body,
    headers: { 'idempotency-key': randomUUID(), ...headers },
  }) as Promise<CallResult<T>>;
}

async function get<T>(user: string, path: string): Promise<CallResult<T>> {
  return h.call('GET', path, { token: await token(user), lang: 'en' });
}

function supplier(category: string) {
  const found = catalog.suppliers.find((s) => s.category === category);
  if (found === undefined) throw new Error(`no ${category} supplier`);
  return found;
}

function body(category = 'electricity', overrides: Partial<MunisCreateBody> = {}): MunisCreateBody {
  const s = supplier(category);
  return {
    client_reference: randomUUID(),
    supplier_id: s.id,
    settlement_id: s.settlements[0]?.id ?? 0,
    debit_account: SOUM,
    amount: '125000.50',
    purpose: 'Elektr energiyasi uchun toʻlov',
    fields: demoFieldValues(s.fields, 3),
    ...overrides,
  };
}

async function create(overrides: Partial<MunisCreateBody> = {}, category = 'electricity') {
  const { http, body: answer } = await post<MunisPayment>(
    'accountant',
    'munis/create',
    body(category, overrides),
  );
  if (http !== 200 || answer.data === undefined) throw new Error(`create: ${http} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function view(id: number, user = 'accountant'): Promise<MunisPayment> {
  const { http, body: answer } = await get<MunisPayment>(user, `munis/view?id=${id}`);
  if (http !== 200 || answer.data === undefined) throw new Error(`view: ${http}`);
  return answer.data;
}

async function total(): Promise<number> {
  const { body: answer } = await post<Paged<MunisPayment>>('accountant', 'munis/list?pageSize=1', {});
  return answer.data?._meta.totalCount ?? -1;
}

async function signBody(signer: string, ids: readonly number[]) {
  const rows = await Promise.all(ids.map((id) => view(id, signer)));
  const data = await munisSigningMessage(rows);
  const key = await privateKeyOf(h.db, signer);
  if (key == null) throw new Error(`no key for ${signer}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    key_data: { data, version: '3.4.3', ids: [...ids] },
  };
}

beforeAll(async () => {
  h = await createHarness();
  const answer = await get<MunisCatalog>('accountant', 'munis/catalog');
  if (answer.body.data === undefined) throw new Error('no catalog');
  catalog = answer.body.data;
});
afterAll(async () => h.close());

describe('utility payments (munis)', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of MUNIS_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('seeds the catalogue and more than a page of payments in every status', async () => {
    expect(catalog.groups.length).toBeGreaterThan(1);
    expect(new Set(catalog.suppliers.map((s) => s.category)).size).toBeGreaterThanOrEqual(7);
    expect(catalog.suppliers.every((s) => s.settlements.length > 0 && s.fields.length > 0)).toBe(true);
    const { body: answer } = await post<Paged<MunisPayment>>('accountant', 'munis/list?pageSize=20', {});
    expect(answer.data?._meta.totalCount).toBeGreaterThan(20);
    for (const status of Object.values(MUNIS_STATUS)) {
      const { body: one } = await post<Paged<MunisPayment>>('accountant', 'munis/list?pageSize=1', {
        status_id: status,
      });
      expect(one.data?._meta.totalCount, String(status)).toBeGreaterThan(0);
    }
    const templates = await get<MunisTemplate[]>('accountant', 'munis/templates');
    expect(templates.body.data?.length).toBeGreaterThan(0);
  });

  it('lets passive_user read only; only preparers create; only signers sign', async () => {
    expect((await post('passive_user', 'munis/list', {})).http).toBe(200);
    for (const other of ['passive_user', 'accountant_sign', 'admin_bank', 'admin']) {
      expect((await post(other, 'munis/create', body())).http, other).toBe(403);
    }
    const created = await create();
    expect(created).toMatchObject({ status_id: MUNIS_STATUS.created, isEdit: true, isSign: false });
    expect(await view(created.id, 'head')).toMatchObject({ isSign: true });
    expect(await view(created.id, 'passive_user')).toMatchObject({
      isSign: false,
      isEdit: false,
      isSend: false,
    });
    expect((await post('accountant', 'munis/sign', await signBody('head', [created.id]))).http).toBe(403);
  });

  it("answers 404 for another organisation's payment or account, storing nothing, on record", async () => {
    const mine = await create();
    expect((await get('head_org2', `munis/view?id=${mine.id}`)).http).toBe(404);
    const { client_reference: _, ...form } = body();
    const edit2 = await post('accountant_org2', 'munis/edit', { ...form, id: mine.id }, { 'if-match': '1' });
    expect(edit2.http).toBe(404);
    const before = await total();
    const refusals = await countAudit(h.db, 'munis.refused');
    const foreign = await post(
      'accountant',
      'munis/create',
      body('electricity', {
        debit_account: '20208000302398451001' + '00421',
      }),
    );
    expect(foreign.http).toBe(404);
    expect(await total()).toBe(before);
    expect(await countAudit(h.db, 'munis.refused')).toBe(refusals + 1);
  });

  it('judges each supplier type by its own declaration: one failing field each, nothing stored', async () => {
    const before = await total();
    const cases: [string, string, string][] = [
      ['electricity', 'subscriber_id', '12345'],
      ['gas', 'reading_current', '12,5'],
      ['water', 'cadastral', '10-01-03'],
      ['waste', 'cadastral', ''],
      ['heating', 'contract', 'x'.repeat(31)],
      ['telecom', 'account_id', '12a456'],
      ['budget', 'budget_account', '4001108602'],
    ];
    for (const [category, field, value] of cases) {
      const s = supplier(category);
      const answer = await post(
        'accountant',
        'munis/create',
        body(category, {
          fields: { ...demoFieldValues(s.fields, 3), [field]: value },
        }),
      );
      expect(answer.http, category).toBe(422);
      expect(
        answer.body.validation?.map((v) => v.attribute),
        category,
      ).toEqual([`fields.${field}`]);
    }
    const extra = await post(
      'accountant',
      'munis/create',
      body('electricity', {
        fields: { ...demoFieldValues(supplier('electricity').fields, 3), cadastral: '10:01:03:01:02:0045' },
      }),
    );
    expect(extra.body.validation?.map((v) => v.attribute)).toEqual(['fields.cadastral']);
    const generic = await post(
      'accountant',
      'munis/create',
      body('electricity', { amount: '0', purpose: ' ' }),
    );
    expect(generic.body.validation?.map((v) => v.attribute)).toEqual(['amount', 'purpose']);
    const exact = await post(
      'accountant',
      'munis/create',
      body('budget', {
        fields: { ...demoFieldValues(supplier('budget').fields, 3), budget_account: '4001' },
      }),
    );
    expect(exact.body.validation?.[0]?.message).toMatch(/27/);
    expect(await total()).toBe(before);
  });

  it('replays a repeated create once', async () => {
    const before = await total();
    const key = randomUUID();
    const payload = body();
    const first = await post<MunisPayment>('accountant', 'munis/create', payload, { 'idempotency-key': key });
    const again = await post<MunisPayment>('accountant', 'munis/create', payload, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const third = await post<MunisPayment>('accountant', 'munis/create', payload);
    expect(third.body.data?.id).toBe(first.body.data?.id);
    expect(await total()).toBe(before + 1);
  });

  it('voids the signature on edit and refuses a stale version', async () => {
    const created = await create();
    const signed = await post<MunisRows>('head', 'munis/sign', await signBody('head', [created.id]));
    expect(signed.http, JSON.stringify(signed.body)).toBe(200);
    expect(await liveSignatures(h.db, created.id)).toHaveLength(1);
    const { client_reference: _, ...form } = body();
    const stale = await post('accountant', 'munis/edit', { ...form, id: created.id }, { 'if-match': '7' });
    expect(stale.http).toBe(412);
    const edited = await post<MunisPayment>(
      'accountant',
      'munis/edit',
      { ...form, id: created.id, amount: '99000' },
      { 'if-match': String(created.version) },
    );
    expect(edited.http).toBe(200);
    expect(edited.body.data).toMatchObject({
      status_id: MUNIS_STATUS.created,
      version: 2,
      amount: '99000.00',
    });
    expect(await liveSignatures(h.db, created.id)).toHaveLength(0);
    // Sending an unsigned payment is refused.
    const send = await post('head', 'munis/send', { id: created.id }, { 'if-match': '2' });
    expect(send.http).toBe(403);
  });

  it('moves the money once when the bank processes a sent payment (balanced legs)', async () => {
    await processMunisPayments(h.db, h.clock); // the seeded Sent ones first
    const created = await create({ amount: '150000.25' });
    expect((await post('head', 'munis/sign', await signBody('head', [created.id]))).http).toBe(200);
    const sent = await post<MunisPayment>('head', 'munis/send', { id: created.id }, { 'if-match': '1' });
    expect(sent.body.data?.status_id).toBe(MUNIS_STATUS.sent);
    const before = (await accountByNumber(h.db, SOUM))?.balance ?? 0n;
    const first = await processMunisPayments(h.db, h.clock);
    const second = await processMunisPayments(h.db, h.clock);
    expect(first.executed).toBe(1);
    expect(second).toEqual({ executed: 0, rejected: 0 });
    expect((await accountByNumber(h.db, SOUM))?.balance).toBe(before - 15_000_025n);
    const legs = await legsOf(h.db, created.id);
    expect(legs).toHaveLength(2);
    expect(legs.reduce((s, l) => s + l.debit, 0n)).toBe(legs.reduce((s, l) => s + l.credit, 0n));
    expect((await view(created.id)).status_id).toBe(MUNIS_STATUS.executed);
  });

  it('keeps a template without the monthly readings and opens it for its supplier and settlement', async () => {
    const created = await create();
    const saved = await post<MunisTemplate>('accountant', 'munis/generate-template', {
      payment_id: created.id,
    });
    expect(saved.http).toBe(200);
    expect(saved.body.data?.fields).not.toHaveProperty('reading_current');
    expect(saved.body.data?.fields).toHaveProperty('subscriber_id');
    const found = await get<MunisTemplate>(
      'accountant',
      `munis/template?supplier_id=${created.supplier_id}&settlement_id=${created.settlement_id}`,
    );
    expect(found.body.data?.id).toBe(saved.body.data?.id);
    expect((await post('accountant_org2', 'munis/generate-template', { payment_id: created.id })).http).toBe(
      404,
    );
    expect((await post('passive_user', 'munis/generate-template', { payment_id: created.id })).http).toBe(
      403,
    );
  });

  it('lets admin and admin_bank list the groups, only admin save one', async () => {
    expect((await post<MunisCatalog>('admin_bank', 'munis/munis-group-list', {})).http).toBe(200);
    expect((await post('accountant', 'munis/munis-group-list', {})).http).toBe(403);
    const ids = [supplier('telecom').id];
    const save = {
      name_ru: 'Интернет',
      name_en: 'Internet',
      name_uz: 'Internet',
      sort: 9,
      supplier_ids: ids,
    };
    expect((await post('admin_bank', 'munis/munis-group-save', save)).http).toBe(403);
    const bad = await post('admin', 'munis/munis-group-save', { ...save, name_uz: ' ' });
    expect(bad.http).toBe(422);
    const saved = await post<MunisGroup>('admin', 'munis/munis-group-save', save);
    expect(saved.http).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Internet', supplier_ids: ids });
    const list = await post<MunisCatalog>('admin', 'munis/munis-group-list', {});
    expect(list.body.data?.suppliers.find((s) => s.id === ids[0])?.group_id).toBe(saved.body.data?.id);
  });
});
