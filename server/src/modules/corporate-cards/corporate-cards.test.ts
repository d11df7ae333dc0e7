/**
 * Corporate card orders on the real database: roles of both route families and bank staff's
 * read-only reach, organisation scope (404), the rules at their edges (embossed name, account
 * ownership, currency) with nothing stored and the refusal on record, idempotent replay, signing
 * required before send, the bank job issuing a card kept only as token and mask, and a scan of the
 * database and the answers for any 16-digit card number.
 */
import { randomUUID, sign } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ENDPOINTS,
  CARD_ORDER_STATUS,
  cardSigningMessage,
  embossedNameProblem,
  maskCardNumber,
  type CardOptions,
  type CardOrder,
  type CardOrderCreateBody,
  type CardRows,
  type IssuedCard,
} from '../../../../contracts/api/corporate-cards.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { protectCard } from '../../core/card-token.ts';
import { countAudit } from '../../plugins/audit-noise-repository.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { processCardOrders } from './processing.ts';
import { liveSignatures } from './repository.ts';

let h: Harness;
const tokens = new Map<string, string>();
const MAIN = { inn: '301245678', mfo: '00873' };
const ORG2 = { inn: '302398451', mfo: '00421' };
const CARD_ACCOUNT = `22618000${MAIN.inn}004${MAIN.mfo}`;
const MAIN_UZS = `20208000${MAIN.inn}001${MAIN.mfo}`;
const MAIN_USD = `20208840${MAIN.inn}010${MAIN.mfo}`;
const ORG2_UZS = `20208000${ORG2.inn}001${ORG2.mfo}`;
/** A standalone run of 16 digits (an account number's 25 digits do not count). */
const PAN_RE = /(^|[^0-9])[0-9]{16}([^0-9]|$)/;

async function token(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known !== undefined) return known;
  const fresh = await h.login(username);
  tokens.set(username, fresh);
  return fresh;
}

async function post<T>(user: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return h.call<T>('POST', path, {
    token: await token(user),
    lang: 'en',
    body,
    headers: { 'idempotency-key': randomUUID(), ...headers },
  });
}

async function get<T>(user: string, path: string): Promise<CallResult<T>> {
  return h.call<T>('GET', path, { token: await token(user), lang: 'en' });
}

function body(overrides: Partial<CardOrderCreateBody> = {}): CardOrderCreateBody {
  return {
    client_reference: randomUUID(),
    account: CARD_ACCOUNT,
    product_code: 'UZCARD_CORP',
    holder_name: 'Karimov Jasur Bahodirovich',
    embossed_name: 'JASUR KARIMOV',
    phone: '998901234567',
    ...overrides,
  };
}

async function create(overrides: Partial<CardOrderCreateBody> = {}, user = 'accountant'): Promise<CardOrder> {
  const { http, body: answer } = await post<CardOrder>(user, 'corporate-card/create', body(overrides));
  if (http !== 200 || answer.data === undefined) throw new Error(`create: ${http} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function view(id: number, user = 'accountant'): Promise<CardOrder> {
  const { http, body: answer } = await get<CardOrder>(user, `corporate-card/view?id=${id}`);
  if (http !== 200 || answer.data === undefined) throw new Error(`view: ${http}`);
  return answer.data;
}

async function total(user = 'accountant'): Promise<number> {
  const { body: answer } = await post<Paged<CardOrder>>(user, 'corporate-card/list?pageSize=1', {});
  return answer.data?._meta.totalCount ?? -1;
}

async function signBody(signer: string, ids: readonly number[]) {
  const rows = await Promise.all(ids.map((id) => view(id, signer)));
  const data = await cardSigningMessage(rows);
  const key = await privateKeyOf(h.db, signer);
  if (key == null) throw new Error(`no key for ${signer}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    key_data: { data, version: '3.4.3', ids: [...ids] },
  };
}

/** Every text column (but hashes) of the card tables, the audit log and the idempotency store holding a 16-digit run. */
async function panHits(): Promise<string[]> {
  const columns = (await h.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'jsonb', 'json')
      and (table_name like 'corporate_card_order%' or table_name in ('audit_log', 'idempotency_keys'))
      -- SHA-256 hex (the card token, digests, request fingerprints) may hold 16 decimal digits by chance.
      and column_name not in ('card_token', 'digest', 'fingerprint')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const hits: string[] = [];
  for (const c of columns.rows) {
    const found = (await h.db.execute(
      sql.raw(
        `select count(*)::int as n from "${c.table_name}" where "${c.column_name}"::text ~ '(^|[^0-9])[0-9]{16}([^0-9]|$)'`,
      ),
    )) as unknown as { rows: { n: number }[] };
    if ((found.rows[0]?.n ?? 0) > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  return hits;
}

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('corporate card orders', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of CARD_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('judges the embossed name at its edges and masks a card number 4-2-4', () => {
    expect(embossedNameProblem('JASUR KARIMOV')).toBeNull();
    expect(embossedNameProblem('AB')).toBeNull();
    expect(embossedNameProblem('A'.repeat(26))).toBeNull();
    expect(embossedNameProblem('A')).toBe('length');
    expect(embossedNameProblem('A'.repeat(27))).toBe('length');
    expect(embossedNameProblem('Jasur Karimov')).toBe('latin');
    expect(embossedNameProblem('ЖАСУР КАРИМОВ')).toBe('latin');
    expect(embossedNameProblem('JASUR  KARIMOV')).toBe('latin');
    expect(embossedNameProblem(' JASUR')).toBe('latin');
    expect(embossedNameProblem("O'ZBEK")).toBe('latin');
    expect(embossedNameProblem('ANNA-MARIA LEE')).toBeNull();
    expect(embossedNameProblem('  ')).toBe('required');
    expect(maskCardNumber('8600490212345678')).toBe('8600 49** **** 5678');
    expect(() => maskCardNumber('860049021234567')).toThrow();
  });

  it('lists the seeded orders in every status, more than a page, masked numbers only', async () => {
    const { body: answer } = await post<Paged<CardOrder>>(
      'accountant',
      'corporate-card/list?pageSize=20',
      {},
    );
    expect(answer.data?._meta.totalCount).toBeGreaterThan(20);
    const statuses = await get<{ id: number; name: string }[]>('accountant', 'corporate-card/status-list');
    expect(statuses.body.data).toHaveLength(5);
    for (const s of statuses.body.data ?? []) {
      const one = await post<Paged<CardOrder>>('accountant', 'corporate-card/list?pageSize=1', {
        status_id: s.id,
      });
      expect(one.body.data?._meta.totalCount, s.name).toBeGreaterThan(0);
    }
    const issued = await get<IssuedCard[]>('accountant', 'corporate-card/cards');
    expect(issued.body.data?.length).toBeGreaterThan(0);
    for (const c of issued.body.data ?? []) expect(c.card_number).toMatch(/^\d{4} \d{2}\*\* \*\*\*\* \d{4}$/);
    expect(PAN_RE.test(JSON.stringify(issued.body))).toBe(false);
  });

  it('lets the route roles read; bank staff see every organisation read-only; only preparers create', async () => {
    for (const viewer of [
      'head',
      'passive_user',
      'accountant_sign',
      'client',
      'msb_user',
      'contact_center',
      'universal_manager',
    ])
      expect((await post(viewer, 'corporate-card/list', {})).http, viewer).toBe(200);
    for (const outsider of ['admin', 'admin_bank', 'multiclient', 'cur_head_bank'])
      expect((await post(outsider, 'corporate-card/list', {})).http, outsider).toBe(403);
    const bank = await post<Paged<CardOrder>>('contact_center', 'corporate-card/list?pageSize=200', {});
    const orgs = new Set(bank.body.data?.list.map((r) => r.organization_id));
    expect(orgs.size).toBeGreaterThan(1);
    expect(bank.body.data?.list.every((r) => !r.isUpdate && !r.isDelete && !r.isSign && !r.isSend)).toBe(
      true,
    );
    for (const other of [
      'passive_user',
      'accountant_sign',
      'contact_center',
      'msb_user',
      'universal_manager',
    ])
      expect((await post(other, 'corporate-card/create', body())).http, other).toBe(403);
    const created = await create();
    expect(created).toMatchObject({ status_id: CARD_ORDER_STATUS.created, isUpdate: true, isSign: false });
    expect(await view(created.id, 'head')).toMatchObject({ isSign: true, isUpdate: true });
    expect(await view(created.id, 'msb_user')).toMatchObject({ isSign: false, isUpdate: false });
  });

  it("answers 404 for another organisation's order or account, storing nothing", async () => {
    const mine = await create();
    expect((await get('head_org2', `corporate-card/view?id=${mine.id}`)).http).toBe(404);
    expect((await get('head_org2', `corporate-card/logs?id=${mine.id}`)).http).toBe(404);
    const update = await post(
      'accountant_org2',
      'corporate-card/update',
      { ...body({ account: ORG2_UZS }), client_reference: undefined, id: mine.id },
      { 'if-match': '1' },
    );
    expect([404, 400]).toContain(update.http);
    const before = await total();
    const refusals = await countAudit(h.db, 'corporate-card.refused');
    const foreign = await post('accountant', 'corporate-card/create', body({ account: ORG2_UZS }));
    expect(foreign.http).toBe(404);
    expect(await total()).toBe(before);
    expect(await countAudit(h.db, 'corporate-card.refused')).toBe(refusals + 1);
  });

  it('refuses a bad embossed name, phone and a currency other than the card’s with 422, nothing stored', async () => {
    const before = await total();
    const latin = await post('accountant', 'corporate-card/create', body({ embossed_name: 'Jasur Karimov' }));
    expect(latin.http).toBe(422);
    expect(JSON.stringify(latin.body)).toContain('embossed_name');
    const long = await post('accountant', 'corporate-card/create', body({ embossed_name: 'A'.repeat(27) }));
    expect(long.http).toBe(422);
    const phone = await post('accountant', 'corporate-card/create', body({ phone: '99890123456' }));
    expect(phone.http).toBe(422);
    const currency = await post(
      'accountant',
      'corporate-card/create',
      body({ product_code: 'VISA_BUSINESS' }),
    );
    expect(currency.http).toBe(422);
    expect(JSON.stringify(currency.body)).toContain('USD');
    const usdUzcard = await post('accountant', 'corporate-card/create', body({ account: MAIN_USD }));
    expect(usdUzcard.http).toBe(422);
    expect(await total()).toBe(before);
    const edge = await create({
      embossed_name: 'A'.repeat(26),
      account: MAIN_USD,
      product_code: 'VISA_BUSINESS',
    });
    expect(edge).toMatchObject({ currency: 'USD', embossed_name: 'A'.repeat(26) });
    const options = await get<CardOptions>('accountant', 'corporate-card/options');
    expect(options.body.data?.accounts.some((a) => a.number === MAIN_UZS)).toBe(true);
  });

  it('replays a create with the same idempotency key or client reference once', async () => {
    const before = await total();
    const key = randomUUID();
    const same = body();
    const first = await post<CardOrder>('accountant', 'corporate-card/create', same, {
      'idempotency-key': key,
    });
    const again = await post<CardOrder>('accountant', 'corporate-card/create', same, {
      'idempotency-key': key,
    });
    const byReference = await post<CardOrder>('accountant', 'corporate-card/create', same);
    expect(first.http).toBe(200);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(byReference.body.data?.id).toBe(first.body.data?.id);
    expect(await total()).toBe(before + 1);
  });

  it('needs a signature before send; an update voids it; the bank issues a masked card, no number stored', async () => {
    const order = await create({ phone: '998935550011' });
    const early = await post('accountant', 'corporate-card/send', { id: order.id }, { 'if-match': '1' });
    expect(early.http).toBe(403);
    const signed = await post<CardRows>('head', 'corporate-card/sign', await signBody('head', [order.id]));
    expect(signed.http, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data?.rows[0]?.status_id).toBe(CARD_ORDER_STATUS.signed);
    const edited = await post<CardOrder>(
      'accountant',
      'corporate-card/update',
      {
        id: order.id,
        account: CARD_ACCOUNT,
        product_code: 'HUMO_BUSINESS',
        holder_name: order.holder_name,
        embossed_name: 'JASUR KARIMOV',
        phone: order.phone,
      },
      { 'if-match': String(order.version) },
    );
    expect(edited.http).toBe(200);
    expect(edited.body.data).toMatchObject({ status_id: CARD_ORDER_STATUS.created, version: 2 });
    expect(await liveSignatures(h.db, order.id)).toHaveLength(0);
    const stale = await post('head', 'corporate-card/send', { id: order.id }, { 'if-match': '1' });
    expect([403, 412]).toContain(stale.http);
    expect((await post('head', 'corporate-card/sign', await signBody('head', [order.id]))).http).toBe(200);
    const sent = await post<CardOrder>(
      'accountant_sign',
      'corporate-card/send',
      { id: order.id },
      { 'if-match': '2' },
    );
    expect(sent.http).toBe(200);
    expect(sent.body.data?.application_id).toMatch(/^CC-\d{4}-\d{7}$/);
    await processCardOrders(h.db, h.clock);
    const issued = await view(order.id);
    expect(issued.status_id).toBe(CARD_ORDER_STATUS.issued);
    expect(issued.card_number).toMatch(/^9860 18\*\* \*\*\*\* \d{4}$/);
    expect(issued.contract_id).not.toBeNull();
    const logs = await get<{ action: string }[]>('accountant', `corporate-card/logs?id=${order.id}`);
    expect(logs.body.data?.map((l) => l.action)).toEqual([
      'create',
      'sign',
      'update',
      'sign',
      'send',
      'issued',
    ]);
    // A second order of the same holder and product is refused by the bank.
    const twin = await create({ phone: '998935550011', product_code: 'HUMO_BUSINESS' });
    await post('head', 'corporate-card/sign', await signBody('head', [twin.id]));
    await post('head', 'corporate-card/send', { id: twin.id }, { 'if-match': '1' });
    await processCardOrders(h.db, h.clock);
    expect(await view(twin.id)).toMatchObject({ status_id: CARD_ORDER_STATUS.rejected });
    expect((await view(twin.id)).reject_reason).toMatch(/already has a card/);
  });

  it('keeps no 16-digit card number in the card tables, the audit log, the idempotency store or any answer', async () => {
    expect(await panHits()).toEqual([]);
    const list = await post<Paged<CardOrder>>('contact_center', 'corporate-card/list?pageSize=500', {});
    expect(PAN_RE.test(JSON.stringify(list.body))).toBe(false);
    const token = protectCard('8600490212345678');
    expect(token.token).toMatch(/^[0-9a-f]{64}$/);
    expect(token.token).not.toContain('8600490212345678');
  });
});
