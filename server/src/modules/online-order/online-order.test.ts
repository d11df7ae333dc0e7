/**
 * Online account orders on the real database: client roles, organisation scope (404), the
 * currency rule of each account type with nothing stored and the refusal on record, idempotent
 * replay, signing required before send, edit voiding the signature, and the bank job opening the
 * account exactly once (it then shows in /accounts), or refusing past the per-kind limit.
 */
import { randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../../contracts/api/accounts.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import {
  ACCOUNT_ORDER_ENDPOINTS,
  ACCOUNT_ORDER_STATUS,
  accountOrderSigningMessage,
  accountTypeTakes,
  type AccountOrder,
  type AccountOrderCreateBody,
  type AccountOrderRows,
} from '../../../../contracts/api/online-order.ts';
import { registrationSteps } from '../../db/schema/registration-account.ts';
import { countAudit } from '../../plugins/audit-noise-repository.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { nextSequence, processAccountOrders } from './processing.ts';
import { countAccounts, liveSignatures } from './repository.ts';

let h: Harness;
const tokens = new Map<string, string>();

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

function body(overrides: Partial<AccountOrderCreateBody> = {}): AccountOrderCreateBody {
  return {
    client_reference: randomUUID(),
    currency: 'EUR',
    account_type: 'current',
    purpose: 'Yevropalik xaridorlar bilan hisob-kitoblar uchun',
    ...overrides,
  };
}

async function create(
  overrides: Partial<AccountOrderCreateBody> = {},
  user = 'accountant',
): Promise<AccountOrder> {
  const { http, body: answer } = await post<AccountOrder>(
    user,
    'online-order/account/create',
    body(overrides),
  );
  if (http !== 200 || answer.data === undefined) throw new Error(`create: ${http} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function view(id: number, user = 'accountant'): Promise<AccountOrder> {
  const { http, body: answer } = await get<AccountOrder>(user, `online-order/account/view?id=${id}`);
  if (http !== 200 || answer.data === undefined) throw new Error(`view: ${http}`);
  return answer.data;
}

async function total(user = 'accountant'): Promise<number> {
  const { body: answer } = await post<Paged<AccountOrder>>(user, 'online-order/account/list?pageSize=1', {});
  return answer.data?._meta.totalCount ?? -1;
}

async function signBody(signer: string, ids: readonly number[]) {
  const rows = await Promise.all(ids.map((id) => view(id, signer)));
  const data = await accountOrderSigningMessage(rows);
  const key = await privateKeyOf(h.db, signer);
  if (key == null) throw new Error(`no key for ${signer}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    key_data: { data, version: '3.4.3', ids: [...ids] },
  };
}

async function signAndSend(id: number): Promise<void> {
  const signed = await post<AccountOrderRows>(
    'head',
    'online-order/account/sign',
    await signBody('head', [id]),
  );
  expect(signed.http, JSON.stringify(signed.body)).toBe(200);
  const row = await view(id, 'head');
  const sent = await post('head', 'online-order/account/send', { id }, { 'if-match': String(row.version) });
  expect(sent.http, JSON.stringify(sent.body)).toBe(200);
}

beforeAll(async () => {
  h = await createHarness();
  // The demo configures registration steps (registration of accounts), which hold sent orders for
  // the contact centre; these tests are about the order itself and the job without them.
  await h.db.update(registrationSteps).set({ active: false });
});
afterAll(async () => h.close());

describe('online account orders', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of ACCOUNT_ORDER_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('takes each currency only in the account types that open in it', () => {
    expect(accountTypeTakes('current', 'USD')).toBe(true);
    expect(accountTypeTakes('current', 'CNY')).toBe(true);
    expect(accountTypeTakes('corp_card', 'UZS')).toBe(true);
    expect(accountTypeTakes('corp_card', 'USD')).toBe(false);
    expect(accountTypeTakes('deposit', 'UZS')).toBe(false);
    expect(nextSequence(['20208000301245678001008730', '2020800030124567800200873'])).toBe('003');
  });

  it('lists the seeded orders in every status, more than a page', async () => {
    const { body: answer } = await post<Paged<AccountOrder>>(
      'accountant',
      'online-order/account/list?pageSize=20',
      {},
    );
    expect(answer.data?._meta.totalCount).toBeGreaterThan(20);
    for (const id of Object.values(ACCOUNT_ORDER_STATUS)) {
      const one = await post<Paged<AccountOrder>>('accountant', 'online-order/account/list?pageSize=1', {
        status_id: id,
      });
      expect(one.body.data?._meta.totalCount, String(id)).toBeGreaterThan(0);
    }
    const opened = await post<Paged<AccountOrder>>('accountant', 'online-order/account/list?pageSize=50', {
      status_id: ACCOUNT_ORDER_STATUS.opened,
    });
    expect(opened.body.data?.list.every((o) => o.account_number !== null)).toBe(true);
  });

  it('lets client roles read, preparers create, and nobody else', async () => {
    for (const viewer of ['passive_user', 'accountant_sign', 'client', 'head'])
      expect((await post(viewer, 'online-order/account/list', {})).http, viewer).toBe(200);
    for (const outsider of ['admin', 'contact_center', 'msb_user', 'multiclient'])
      expect((await post(outsider, 'online-order/account/list', {})).http, outsider).toBe(403);
    for (const other of ['passive_user', 'accountant_sign', 'admin_bank'])
      expect((await post(other, 'online-order/account/create', body())).http, other).toBe(403);
    const created = await create();
    expect(created).toMatchObject({ status_id: ACCOUNT_ORDER_STATUS.created, isEdit: true, isSign: false });
    expect(await view(created.id, 'head')).toMatchObject({ isSign: true });
    expect(await view(created.id, 'passive_user')).toMatchObject({
      isSign: false,
      isEdit: false,
      isDelete: false,
    });
  });

  it("answers 404 for another organisation's order", async () => {
    const mine = await create();
    expect((await get('head_org2', `online-order/account/view?id=${mine.id}`)).http).toBe(404);
    const edit = await post(
      'accountant_org2',
      'online-order/account/edit',
      { id: mine.id, currency: 'USD', account_type: 'current', purpose: 'Boshqa maqsad' },
      { 'if-match': '1' },
    );
    expect(edit.http).toBe(404);
    const del = await post(
      'accountant_org2',
      'online-order/account/delete',
      { id: mine.id },
      { 'if-match': '1' },
    );
    expect(del.http).toBe(404);
    expect((await view(mine.id)).currency).toBe('EUR');
  });

  it('refuses a currency the type does not take and an empty purpose with 422, nothing stored, on record', async () => {
    const before = await total();
    const refusals = await countAudit(h.db, 'account-order.refused');
    const usdCard = await post(
      'accountant',
      'online-order/account/create',
      body({ account_type: 'corp_card', currency: 'USD' }),
    );
    expect(usdCard.http).toBe(422);
    expect(JSON.stringify(usdCard.body)).toContain('currency');
    const purpose = await post('accountant', 'online-order/account/create', body({ purpose: '  ' }));
    expect(purpose.http).toBe(422);
    const unknown = await post(
      'accountant',
      'online-order/account/create',
      body({ currency: 'JPY' as 'USD' }),
    );
    expect(unknown.http).toBe(400);
    expect(await total()).toBe(before);
    expect(await countAudit(h.db, 'account-order.refused')).toBe(refusals + 2);
    expect((await create({ account_type: 'corp_card', currency: 'UZS' })).account_type_name).toBe(
      'Corporate card account',
    );
  });

  it('replays a create with the same key or client reference once', async () => {
    const before = await total();
    const key = randomUUID();
    const same = body();
    const first = await post<AccountOrder>('accountant', 'online-order/account/create', same, {
      'idempotency-key': key,
    });
    const again = await post<AccountOrder>('accountant', 'online-order/account/create', same, {
      'idempotency-key': key,
    });
    const byReference = await post<AccountOrder>('accountant', 'online-order/account/create', same);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(byReference.body.data?.id).toBe(first.body.data?.id);
    expect(await total()).toBe(before + 1);
  });

  it('needs a signature before send; an edit voids it; the bank opens the account exactly once', async () => {
    const order = await create({ currency: 'CNY' });
    expect(
      (await post('accountant', 'online-order/account/send', { id: order.id }, { 'if-match': '1' })).http,
    ).toBe(403);
    expect((await post('head', 'online-order/account/sign', await signBody('head', [order.id]))).http).toBe(
      200,
    );
    const edited = await post<AccountOrder>(
      'accountant',
      'online-order/account/edit',
      {
        id: order.id,
        currency: 'CNY',
        account_type: 'current',
        purpose: 'Xitoylik yetkazib beruvchilar bilan hisob-kitob',
      },
      { 'if-match': '1' },
    );
    expect(edited.body.data).toMatchObject({ status_id: ACCOUNT_ORDER_STATUS.created, version: 2 });
    expect(await liveSignatures(h.db, order.id)).toHaveLength(0);
    await signAndSend(order.id);
    const [a, b] = await Promise.all([
      processAccountOrders(h.db, h.clock),
      processAccountOrders(h.db, h.clock),
    ]);
    expect((a?.opened ?? 0) + (b?.opened ?? 0)).toBeGreaterThanOrEqual(1);
    await processAccountOrders(h.db, h.clock);
    const opened = await view(order.id);
    expect(opened.status_id).toBe(ACCOUNT_ORDER_STATUS.opened);
    expect(opened.account_number).toMatch(/^20208156301245678\d{3}00873$/);
    expect(await countAccounts(h.db, opened.account_number ?? '')).toBe(1);
    const accounts = await post<AccountRow[]>('accountant', 'account/list', {});
    expect(JSON.stringify(accounts.body)).toContain(opened.account_number ?? 'none');
    expect(
      (
        await post(
          'accountant',
          'online-order/account/delete',
          { id: order.id },
          { 'if-match': String(opened.version) },
        )
      ).http,
    ).toBe(403);
  });

  it('rejects an order past the per-kind limit without opening an account', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await create({ currency: 'RUB' })).id);
    for (const id of ids) await signAndSend(id);
    await processAccountOrders(h.db, h.clock);
    const rows = await Promise.all(ids.map((id) => view(id)));
    expect(rows.filter((r) => r.status_id === ACCOUNT_ORDER_STATUS.rejected).length).toBeGreaterThan(0);
    for (const r of rows.filter((x) => x.status_id === ACCOUNT_ORDER_STATUS.rejected))
      expect(r.account_number).toBeNull();
  });
});
