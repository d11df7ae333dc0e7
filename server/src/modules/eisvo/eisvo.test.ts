import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SECTION_NAMES,
  type BasisItem,
  type ContractDetail,
  type ContractRow,
  type LookupItem,
  type OverdueDebtRow,
  type SectionRow,
  type Verification,
} from '../../../../contracts/api/eisvo.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { eisvoContracts, eisvoVerifications } from '../../db/schema/eisvo.ts';
import { DEMO_CONTRACTS, demoIdn } from '../../db/seed/eisvo-data.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let accountant: string;
let headOrg2: string;
let curHeadBank: string;
let passive: string;
let admin: string;

const idnOf = (key: string) => {
  const index = DEMO_CONTRACTS.findIndex((c) => c.key === key);
  const contract = DEMO_CONTRACTS[index];
  if (!contract) throw new Error(key);
  return demoIdn(contract, index + 1);
};
const MAIN = idnOf('main-de-machines');
const MAIN_YOUNG = idnOf('main-tr-dyes');
const SAMARQAND = idnOf('samarqand-kz-fruit');

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login('accountant');
  headOrg2 = await h.login('head_org2');
  curHeadBank = await h.login('cur_head_bank');
  passive = await h.login('passive_user');
  admin = await h.login('admin');
});
afterAll(() => h.close());

const list = (token: string, filter: object = {}, query = '') =>
  h.call<Paged<ContractRow>>('POST', `eisvo/contract/list${query}`, { token, body: filter });
const section = (token: string, name: string, idn: string, query = '') =>
  h.call<Paged<SectionRow>>('POST', `eisvo/${name}/list${query}`, { token, body: { contract_idn: idn } });
const save = (token: string, body: object, key: string | null = randomUUID()) =>
  h.call<{ success: boolean; changed: number }>('POST', 'eisvo/contract/update', {
    token,
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const comment = async (idn: string, field: string) => {
  const [contract] = await h.db.select().from(eisvoContracts).where(eq(eisvoContracts.idn, idn));
  const [row] = await h.db
    .select()
    .from(eisvoVerifications)
    .where(and(eq(eisvoVerifications.contractId, contract?.id ?? 0), eq(eisvoVerifications.field, field)));
  return row?.comment;
};

describe('eisvo contracts: access', () => {
  it('lists only the contracts of the session’s organisation', async () => {
    const own = await list(accountant);
    expect(own.http).toBe(200);
    const idns = own.body.data?.list.map((c) => c.idn) ?? [];
    expect(idns).toContain(MAIN);
    expect(idns).not.toContain(SAMARQAND);
    expect(own.body.data?._meta.totalCount).toBe(
      DEMO_CONTRACTS.filter((c) => c.organization === 'main').length,
    );
    const other = await list(headOrg2);
    expect(other.body.data?.list.map((c) => c.idn)).toEqual([SAMARQAND, idnOf('samarqand-it-line')]);
    // Staff without the right and without an organisation see none.
    expect((await list(admin)).body.data?._meta.totalCount).toBe(0);
  });

  it('answers 404 for another organisation’s idn on every call, and for an unknown idn', async () => {
    for (const idn of [SAMARQAND, '0'.repeat(27)]) {
      expect((await h.call('GET', `eisvo/contract/detail/${idn}`, { token: accountant })).http).toBe(404);
      expect((await h.call('GET', `eisvo/contract/verification/${idn}`, { token: accountant })).http).toBe(
        404,
      );
      expect((await h.call('GET', `eisvo/contract/basis-list/${idn}`, { token: accountant })).http).toBe(404);
      expect((await section(accountant, 'contract-payments', idn)).http).toBe(404);
      const refused = await save(accountant, { contract_idn: idn, comments: { docno: 'x' } });
      expect(refused.http).toBe(404);
    }
    expect((await h.call('GET', 'eisvo/contract/detail/12345', { token: accountant })).http).toBe(400);
    expect((await h.call('GET', `eisvo/contract/detail/${MAIN}`)).http).toBe(401);
  });

  it('lets cur_head_bank list every contract and open any by idn', async () => {
    const all = await list(curHeadBank, {}, '?pageSize=50');
    expect(all.body.data?._meta.totalCount).toBe(DEMO_CONTRACTS.length);
    const detail = await h.call<ContractDetail>('GET', `eisvo/contract/detail/${SAMARQAND}`, {
      token: curHeadBank,
    });
    expect(detail.http).toBe(200);
    expect(detail.body.data).toMatchObject({
      idn: SAMARQAND,
      contractorForName: 'TOO «Almaty Food Trade»',
      amount1: '780000.00',
      receivableOverdue1: '45200.00',
    });
    const byPrefix = await list(curHeadBank, { idn: SAMARQAND.slice(0, 14) });
    expect(byPrefix.body.data?.list.every((c) => c.idn.startsWith(SAMARQAND.slice(0, 14)))).toBe(true);
    expect((await list(curHeadBank, { idn: SAMARQAND })).body.data?.list).toHaveLength(1);
  });

  it('refuses a contract-id filter with letters or more than 27 digits', async () => {
    expect((await list(accountant, { idn: '12a' })).http).toBe(400);
    expect((await list(accountant, { idn: '1'.repeat(28) })).http).toBe(400);
    expect((await list(accountant, {}, '?sort=idn')).http).toBe(422);
  });

  it('filters by status, type and country', async () => {
    const done = await list(accountant, { cntrStatus: '2' });
    expect(done.body.data?.list.map((c) => c.idn)).toEqual([idnOf('main-ru-knitwear')]);
    const exports = await list(curHeadBank, { cntrType: '02', country: '156' });
    expect(exports.body.data?.list.map((c) => c.idn)).toEqual([idnOf('main-cn-yarn')]);
  });
});

describe('eisvo contracts: sub-screens', () => {
  it('answers every sub-screen with its fields; some are empty', async () => {
    for (const name of SECTION_NAMES) {
      const res = await section(accountant, name, MAIN);
      expect(res.http, name).toBe(200);
      expect(res.body.data?.list.length, name).toBeGreaterThan(0);
    }
    const empty = await section(accountant, 'contract-penalties', MAIN_YOUNG);
    expect(empty.body.data).toEqual({ list: [], _meta: { currentPage: 1, pageCount: 1, totalCount: 0 } });
    const goods = await section(accountant, 'contract-goods', MAIN);
    expect(goods.body.data?.list[0]).toMatchObject({
      itemsName: 'Кругловязальная машина MV4 3.2',
      cost: '268000.00',
    });
  });

  it('pages payments by 20, sorts them by date both ways, and exports all with pageSize = total', async () => {
    const first = await section(accountant, 'contract-payments', MAIN, '?page=1&pageSize=20');
    expect(first.body.data?._meta).toEqual({ currentPage: 1, pageCount: 2, totalCount: 26 });
    const second = await section(accountant, 'contract-payments', MAIN, '?page=2&pageSize=20');
    expect(second.body.data?.list).toHaveLength(6);
    const ids = new Set(
      [...(first.body.data?.list ?? []), ...(second.body.data?.list ?? [])].map((r) => r.id),
    );
    expect(ids.size).toBe(26);

    const all = await section(accountant, 'contract-payments', MAIN, '?page=1&pageSize=26&sort=docDate');
    const dates = all.body.data?.list.map((r) => r.docDate ?? '') ?? [];
    expect(dates).toHaveLength(26);
    expect(dates).toEqual([...dates].sort());
    const desc = await section(accountant, 'contract-payments', MAIN, '?pageSize=26&sort=-docDate');
    expect(desc.body.data?.list.map((r) => r.docDate)).toEqual([...dates].reverse());
    expect(all.body.data?.list[0]?.amount).toMatch(/^\d+\.\d{2}$/);

    expect((await section(accountant, 'contract-payments', MAIN, '?sort=amount')).http).toBe(422);
    expect((await section(accountant, 'contract-goods', MAIN, '?sort=docDate')).http).toBe(422);
    expect((await section(accountant, 'contract-payments', MAIN, '?pageSize=0')).http).toBe(400);
  });
});

describe('eisvo contracts: verification', () => {
  it('answers 22 rows with basis keys and the basis texts', async () => {
    const res = await h.call<Verification>('GET', `eisvo/contract/verification/${MAIN}`, {
      token: accountant,
    });
    expect(res.body.data?.items).toHaveLength(22);
    expect(res.body.data?.items[0]).toMatchObject({
      order_num: 1,
      field: 'docno',
      cntr: 'TTI-DE-2026/07',
      basis: 'b1',
    });
    expect(res.body.data?.isEdit).toBe(true);
    const basis = await h.call<{ items: BasisItem[] }>('GET', `eisvo/contract/basis-list/${MAIN}`, {
      token: accountant,
    });
    expect(basis.body.data?.items.map((b) => b.key)).toContain('b1');
    const passiveView = await h.call<Verification>('GET', `eisvo/contract/verification/${MAIN}`, {
      token: passive,
    });
    expect(passiveView.body.data?.isEdit).toBe(false);
  });

  it('saves comments once per Idempotency-Key and refuses the key with another body', async () => {
    const key = randomUUID();
    const body = {
      contract_idn: MAIN,
      comments: { place: 'Место не совпадает с EISVO', tncode: ' Код сверен ' },
    };
    const first = await save(accountant, body, key);
    expect(first.http).toBe(200);
    expect(first.body.data).toEqual({ success: true, changed: 2 });
    expect(await comment(MAIN, 'place')).toBe('Место не совпадает с EISVO');
    expect(await comment(MAIN, 'tncode')).toBe('Код сверен');
    const audits = async () =>
      (await h.db.select().from(auditLog).where(eq(auditLog.action, 'eisvo.comments'))).length;
    const before = await audits();

    const replay = await save(accountant, body, key);
    expect(replay.http).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data).toEqual({ success: true, changed: 2 });
    expect(await audits()).toBe(before);

    const other = await save(accountant, { contract_idn: MAIN, comments: { place: 'другое' } }, key);
    expect(other.http).toBe(422);
    expect(await comment(MAIN, 'place')).toBe('Место не совпадает с EISVO');

    expect((await save(accountant, body, null)).http).toBe(400);
  });

  it('validates comments and changes nothing on refusal', async () => {
    const was = await comment(MAIN, 'docno');
    const bad = [
      { contract_idn: MAIN, comments: { unknown_field: 'x' } },
      { contract_idn: MAIN, comments: { docno: 'я'.repeat(2001) } },
      { contract_idn: MAIN, comments: { docno: 5 } },
      { contract_idn: '123', comments: { docno: 'x' } },
      { contract_idn: MAIN, comments: { docno: 'x' }, extra: 1 },
    ];
    for (const body of bad) {
      const res = await save(accountant, body);
      expect(res.http, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.validation?.length).toBeGreaterThan(0);
    }
    const empty = await save(accountant, { contract_idn: MAIN, comments: {} });
    expect(empty.http).toBe(422);
    expect(empty.body.validation?.[0]?.attribute).toBe('comments');
    expect(await comment(MAIN, 'docno')).toBe(was);
    // Read-only roles see the table but cannot write.
    expect((await save(passive, { contract_idn: MAIN, comments: { docno: 'x' } })).http).toBe(403);
    expect(await comment(MAIN, 'docno')).toBe(was);
  });

  it('lets the bank role comment on any organisation’s contract', async () => {
    const res = await save(curHeadBank, { contract_idn: SAMARQAND, comments: { amount: 'Сумма сверена' } });
    expect(res.body.data?.changed).toBe(1);
    expect(await comment(SAMARQAND, 'amount')).toBe('Сумма сверена');
  });
});

describe('eisvo lookups and overdue debt', () => {
  it('answers the lookups in the request’s language', async () => {
    const statuses = await h.call<LookupItem[]>('GET', 'eisvo/lookup/statuses', {
      token: accountant,
      lang: 'en',
    });
    expect(statuses.body.data).toContainEqual({ value: '1', label: 'Active' });
    const types = await h.call<LookupItem[]>('GET', 'eisvo/lookup/contract-types', {
      token: accountant,
      lang: 'uz',
    });
    expect(types.body.data?.[0]).toEqual({ value: '01', label: 'Tovarlar importi' });
    expect((await h.call('GET', 'eisvo/lookup/countries', { token: accountant })).http).toBe(200);
    expect((await h.call('GET', 'eisvo/lookup/contract-bases', { token: accountant })).http).toBe(200);
    expect((await h.call('GET', 'eisvo/lookup/planets', { token: accountant })).http).toBe(400);
  });

  it('lists every organisation’s contracts with overdue debt for cur_head_bank', async () => {
    const res = await h.call<Paged<OverdueDebtRow>>('POST', 'eisvo/overdue-debt/list', {
      token: curHeadBank,
      body: {},
    });
    expect(res.http).toBe(200);
    const expected = DEMO_CONTRACTS.filter((c) =>
      [c.receivableOverdue1, c.payableOverdue1, c.receivableOverdue2, c.payableOverdue2].some(
        (v) => v !== '0.00',
      ),
    ).length;
    expect(res.body.data?._meta.totalCount).toBe(expected);
  });

  it('shows a client only its own organisation’s overdue contracts, and staff without one none', async () => {
    const overdue = (c: (typeof DEMO_CONTRACTS)[number]) =>
      [c.receivableOverdue1, c.payableOverdue1, c.receivableOverdue2, c.payableOverdue2].some(
        (v) => v !== '0.00',
      );
    const own = await h.call<Paged<OverdueDebtRow>>('POST', 'eisvo/overdue-debt/list', {
      token: accountant,
      body: {},
    });
    expect(own.http).toBe(200);
    const mine = DEMO_CONTRACTS.filter((c) => c.organization === 'main' && overdue(c));
    expect(mine.length).toBeGreaterThan(0);
    expect(DEMO_CONTRACTS.filter(overdue).length).toBeGreaterThan(mine.length);
    expect(own.body.data?._meta.totalCount).toBe(mine.length);
    expect(own.body.data?.list.map((r) => r.idn).sort()).toEqual(mine.map((c) => idnOf(c.key)).sort());
    const none = await h.call<Paged<OverdueDebtRow>>('POST', 'eisvo/overdue-debt/list', {
      token: admin,
      body: {},
    });
    expect(none.http).toBe(200);
    expect(none.body.data?._meta.totalCount).toBe(0);
  });
});
