/**
 * Salary card orders on the real database: the seed, roles, organisation scope (404), the passport
 * and phone rules at their edges with nothing stored, idempotent replay, bulk sign and send refused
 * as a whole, the bank's job issuing cards (and surviving a restart: its state is the status),
 * pinning, the staff's card list, and a scan of every table and of the card list for card numbers.
 */
import { randomUUID, sign } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WAGE_ENDPOINTS,
  WAGE_STATUS,
  luhnValid,
  wageOrderProblems,
  wageSigningMessage,
  type CardListItem,
  type WageAccount,
  type WageCardType,
  type WageOrder,
  type WageOrderCreateBody,
  type WageOrderLog,
  type WageRows,
} from '../../../../contracts/api/wage.ts';
import type { DeviceRegisterOptions, DeviceRow } from '../../../../contracts/api/devices.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { passkeyChallengeHex } from '../../../../contracts/signing/signed-document.ts';
import { wageOrderSignatures } from '../../db/schema/cards.ts';
import { smsDemoOutbox } from '../../db/schema/sms.ts';
import { users } from '../../db/schema/users.ts';
import { SoftAuthenticator } from '../devices/soft-authenticator.ts';
import { digestChallenge } from '../devices/webauthn.ts';
import { newCardNumber } from '../../core/card-token.ts';
import { countAudit } from '../../plugins/audit-noise-repository.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { cardNumbersInDatabase } from '../../test/card-scan.ts';
import { privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { processWageOrders } from './processing.ts';

let h: Harness;
const tokens = new Map<string, string>();
let uzcard: WageAccount;
let humo: WageAccount;
let foreignContract: string;
const usedPans: string[] = [];

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

function passport(overrides: Partial<WageOrderCreateBody> = {}): WageOrderCreateBody {
  return {
    client_reference: randomUUID(),
    cardCode: 'UZCARD',
    parentContractId: uzcard.contract_id,
    documentSeries: 'ab',
    documentNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
    birthdate: '1990-05-17',
    phone: '998901234567',
    ...overrides,
  };
}

async function create(body: WageOrderCreateBody, user = 'accountant'): Promise<WageOrder> {
  const { http, body: answer } = await post<WageOrder>(user, 'wage/salary-card-orders-create', body);
  if (http !== 200 || answer.data === undefined) throw new Error(`create: ${http} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function view(id: number, user = 'accountant'): Promise<WageOrder> {
  const { http, body: answer } = await get<WageOrder>(user, `wage/salary-card-orders-view?id=${id}`);
  if (http !== 200 || answer.data === undefined) throw new Error(`view: ${http}`);
  return answer.data;
}

async function total(user = 'accountant'): Promise<number> {
  const { body: answer } = await post<Paged<WageOrder>>(user, 'wage/salary-card-orders-list?pageSize=1', {});
  return answer.data?._meta.totalCount ?? -1;
}

async function signBody(signer: string, ids: readonly number[]) {
  const rows = await Promise.all(ids.map((id) => view(id, signer)));
  const data = await wageSigningMessage(rows);
  const key = await privateKeyOf(h.db, signer);
  if (key == null) throw new Error(`no key for ${signer}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    sign_type: 'eds' as const,
    key_data: { data, version: '3.4.3', operation_ids: [...ids] },
  };
}

async function accountsOf(user: string, cardCode: string): Promise<readonly WageAccount[]> {
  const { body: answer } = await post<Paged<WageAccount>>(user, 'wage/accounts', { cardCode });
  return answer.data?.list ?? [];
}

const HOST = { host: 'bank.test' };
const RP = { rpId: 'bank.test', origin: 'http://bank.test' };

async function lastCode(username: string): Promise<string> {
  const [row] = await h.db
    .select({ text: smsDemoOutbox.text })
    .from(smsDemoOutbox)
    .innerJoin(users, eq(users.id, smsDemoOutbox.userId))
    .where(eq(users.username, username))
    .orderBy(desc(smsDemoOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
  if (code === undefined) throw new Error('no code');
  return code;
}

/** A passkey activated for `username` after a verified SMS code (devices.test.ts does the same). */
async function activated(username: string): Promise<SoftAuthenticator> {
  h.clock.advance(61_000);
  expect((await post(username, 'page/send-sms', { purpose: 'device-activation' })).http).toBe(200);
  const code = await lastCode(username);
  expect((await post(username, 'page/check-sms-code', { purpose: 'device-activation', code })).http).toBe(
    200,
  );
  const options = await post<DeviceRegisterOptions>(username, 'devices/register-options', {}, HOST);
  const auth = new SoftAuthenticator(RP);
  const answer = await post<DeviceRow>(
    username,
    'devices/register',
    { name: 'Phone', ...auth.create(options.body.data?.challenge ?? '') },
    HOST,
  );
  expect(answer.http).toBe(200);
  return auth;
}

beforeAll(async () => {
  h = await createHarness({ env: { WEBAUTHN_RP_ID: 'bank.test', WEBAUTHN_ORIGINS: 'http://bank.test' } });
  const [u] = await accountsOf('accountant', 'UZCARD');
  const [hu] = await accountsOf('accountant', 'HUMO');
  const [other] = await accountsOf('accountant_org2', 'HUMO');
  if (u === undefined || hu === undefined || other === undefined) throw new Error('no seeded contracts');
  uzcard = u;
  humo = hu;
  foreignContract = other.contract_id;
});
afterAll(async () => h.close());

describe('salary card orders (wage)', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of WAGE_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('seeds tiles, contracts and more than a page of orders in every status, one ready to pin', async () => {
    const tiles = await post<WageCardType[]>('accountant', 'wage/cards', {});
    expect(tiles.body.data?.map((t) => t.cardCode)).toEqual(['UZCARD', 'HUMO', 'VISA']);
    expect(uzcard.contract_id).toMatch(/^\d{27}$/);
    expect(uzcard.account.startsWith('23106')).toBe(true);
    expect(humo.account.startsWith('23108')).toBe(true);
    expect(await total()).toBeGreaterThan(20);
    for (const status of Object.values(WAGE_STATUS)) {
      const { body: one } = await post<Paged<WageOrder>>(
        'accountant',
        'wage/salary-card-orders-list?pageSize=1',
        {
          status,
        },
      );
      expect(one.data?._meta.totalCount, String(status)).toBeGreaterThan(0);
    }
    const { body: first } = await post<Paged<WageOrder>>('accountant', 'wage/salary-card-orders-list', {});
    expect(first.data?.list[0]?.status).toBe(WAGE_STATUS.ready);
    expect(first.data?.list[0]?.isPin).toBe(true);
    expect(first.data?.list.length).toBe(20);
  });

  it('judges passport and phone at their edges', () => {
    const today = '2026-11-27';
    const base = {
      documentSeries: 'AB',
      documentNumber: '1234567',
      birthdate: '1990-01-01',
      phone: '998901234567',
    };
    const attrs = (f: Partial<typeof base> & { pan?: string }) =>
      wageOrderProblems({ ...base, ...f }, today).map((p) => `${p.attribute}:${p.message.key}`);
    expect(attrs({})).toEqual([]);
    expect(attrs({ documentSeries: 'A' })).toEqual(['documentSeries:pattern']);
    expect(attrs({ documentSeries: 'ABC' })).toEqual(['documentSeries:pattern']);
    expect(attrs({ documentSeries: 'A1' })).toEqual(['documentSeries:pattern']);
    expect(attrs({ documentNumber: '123456' })).toEqual(['documentNumber:length.exact']);
    expect(attrs({ documentNumber: '12345678' })).toEqual(['documentNumber:length.exact']);
    expect(attrs({ documentNumber: '12345a7' })).toEqual(['documentNumber:pattern']);
    expect(attrs({ phone: '99890123456' })).toEqual(['phone:phone']);
    expect(attrs({ phone: '9989012345678' })).toEqual(['phone:phone']);
    expect(attrs({ phone: '997901234567' })).toEqual(['phone:phone']);
    expect(attrs({ birthdate: '2010-11-27' })).toEqual([]);
    expect(attrs({ birthdate: '2010-11-28' })).toEqual(['birthdate:number.min']);
    expect(attrs({ birthdate: '1990-02-30' })).toEqual(['birthdate:invalid']);
    expect(attrs({ birthdate: '' })).toEqual(['birthdate:required']);
    const pan = newCardNumber('8600');
    expect(luhnValid(pan)).toBe(true);
    expect(wageOrderProblems({ pan: pan.replace(/(\d{4})/g, '$1 ') }, today)).toEqual([]);
    expect(wageOrderProblems({ pan: pan.slice(0, 15) }, today)[0]?.message.key).toBe('length.exact');
    const broken = pan.slice(0, 15) + String((Number(pan[15]) + 1) % 10);
    expect(wageOrderProblems({ pan: broken }, today)[0]?.message.key).toBe('invalid');
  });

  it('refuses bad fields per field in the caller language with nothing stored, on record', async () => {
    const before = await total();
    const refusals = await countAudit(h.db, 'wage.refused');
    const bad = await post<null>(
      'accountant',
      'wage/salary-card-orders-create',
      passport({ documentSeries: 'A', documentNumber: '123456', phone: '99890123456' }),
    );
    expect(bad.http).toBe(422);
    expect(bad.body.validation?.map((v) => v.attribute).sort()).toEqual([
      'documentNumber',
      'documentSeries',
      'phone',
    ]);
    const wrongType = await post(
      'accountant',
      'wage/salary-card-orders-create',
      passport({ cardCode: 'HUMO' }),
    );
    expect(wrongType.http).toBe(422);
    expect(await total()).toBe(before);
    expect(await countAudit(h.db, 'wage.refused')).toBe(refusals + 2);
  });

  it('stores the series upper case and the phone as 998…', async () => {
    const order = await create(passport({ documentSeries: 'ka' }));
    expect(order.documentSeries).toBe('KA');
    expect(order.phone).toBe('998901234567');
    expect(order.status).toBe(WAGE_STATUS.created);
    expect(order.isUpdate && order.isDelete).toBe(true);
    expect(order.isSign).toBe(false);
  });

  it('lets passive_user read only; only preparers create; only signers sign', async () => {
    expect((await post('passive_user', 'wage/salary-card-orders-list', {})).http).toBe(200);
    for (const other of ['passive_user', 'accountant_sign', 'admin', 'contact_center'])
      expect((await post(other, 'wage/salary-card-orders-create', passport())).http, other).toBe(403);
    expect((await post('accountant', 'wage/card-list', {})).http).toBe(403);
    expect((await post('contact_center', 'wage/card-list', {})).http).toBe(200);
    const order = await create(passport());
    expect(
      (await post('accountant', 'wage/salary-card-orders-sign', await signBody('head', [order.id]))).http,
    ).toBe(403);
  });

  it("answers 404 for another organisation's order or contract, storing nothing", async () => {
    const mine = await create(passport());
    expect((await get('head_org2', `wage/salary-card-orders-view?id=${mine.id}`)).http).toBe(404);
    expect((await get('head_org2', `wage/salary-card-orders-logs?id=${mine.id}`)).http).toBe(404);
    const { client_reference: _, ...form } = passport();
    const edit = await post(
      'accountant_org2',
      'wage/salary-card-orders-update',
      { ...form, id: mine.id },
      {
        'if-match': '1',
      },
    );
    expect(edit.http).toBe(404);
    expect((await post('accountant_org2', 'wage/salary-card-orders-send', { ids: [mine.id] })).http).toBe(
      404,
    );
    const before = await total();
    const foreign = await post(
      'accountant',
      'wage/salary-card-orders-create',
      passport({ cardCode: 'HUMO', parentContractId: foreignContract }),
    );
    expect(foreign.http).toBe(404);
    expect(await total()).toBe(before);
    const cards = await post('accountant', 'wage/list', {
      cardCode: 'HUMO',
      account: humo.account,
      contractId: foreignContract,
    });
    expect(cards.http).toBe(404);
  });

  it('replays a repeated create once', async () => {
    const before = await total();
    const key = randomUUID();
    const payload = passport();
    const first = await post<WageOrder>('accountant', 'wage/salary-card-orders-create', payload, {
      'idempotency-key': key,
    });
    const again = await post<WageOrder>('accountant', 'wage/salary-card-orders-create', payload, {
      'idempotency-key': key,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const third = await post<WageOrder>('accountant', 'wage/salary-card-orders-create', payload);
    expect(third.body.data?.id).toBe(first.body.data?.id);
    expect(await total()).toBe(before + 1);
  });

  it('refuses bulk sign and send as a whole when one order does not allow it', async () => {
    const a = await create(passport());
    const b = await create(passport());
    const c = await create(passport());
    // c signed alone first: a bulk with it is refused, a and b stay Created.
    expect((await post('head', 'wage/salary-card-orders-sign', await signBody('head', [c.id]))).http).toBe(
      200,
    );
    const bulk = await post(
      'head',
      'wage/salary-card-orders-sign',
      await signBody('head', [a.id, b.id, c.id]),
    );
    expect(bulk.http).toBe(403);
    expect((await view(a.id)).status).toBe(WAGE_STATUS.created);
    expect((await view(b.id)).status).toBe(WAGE_STATUS.created);
    // Send with a still Created: refused, c stays Signed.
    const send = await post('accountant', 'wage/salary-card-orders-send', { ids: [a.id, c.id] });
    expect(send.http).toBe(403);
    expect((await view(c.id)).status).toBe(WAGE_STATUS.signed);
    const signed = await post<WageRows>(
      'head',
      'wage/salary-card-orders-sign',
      await signBody('head', [a.id, b.id]),
    );
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows.every((r) => r.status === WAGE_STATUS.signed && r.signed_by !== null)).toBe(
      true,
    );
    const sent = await post<WageRows>('accountant', 'wage/salary-card-orders-send', {
      ids: [a.id, b.id, c.id],
    });
    expect(sent.http).toBe(200);
    expect(sent.body.data?.rows.map((r) => r.status)).toEqual([3, 3, 3]);
  });

  it("signs with a passkey from the signer's activated phone, and refuses another user's", async () => {
    const head = await activated('head');
    const other = await activated('super_head');
    const order = await create(passport());
    const message = await wageSigningMessage([await view(order.id, 'head')]);
    const body = async (auth: SoftAuthenticator) => ({
      key_data: { data: message, operation_ids: [order.id] },
      assertion: auth.get(digestChallenge(await passkeyChallengeHex(message))),
    });
    const foreign = await post('head', 'wage/salary-card-orders-sign-passkey', await body(other), HOST);
    expect(foreign.http).not.toBe(200);
    expect((await view(order.id)).status).toBe(WAGE_STATUS.created);
    const signed = await post<WageRows>(
      'head',
      'wage/salary-card-orders-sign-passkey',
      await body(head),
      HOST,
    );
    expect(signed.http, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data?.rows[0]?.status).toBe(WAGE_STATUS.signed);
    const rows = await h.db
      .select()
      .from(wageOrderSignatures)
      .where(eq(wageOrderSignatures.orderId, order.id));
    expect(rows.map((r) => r.signerVersion)).toEqual(['webauthn']);
    expect(rows[0]?.keySerial.startsWith('passkey:')).toBe(true);
  });

  it('voids the signature on edit and refuses a stale version', async () => {
    const order = await create(passport());
    await post('head', 'wage/salary-card-orders-sign', await signBody('head', [order.id]));
    const { client_reference: _, ...form } = passport();
    const stale = await post(
      'accountant',
      'wage/salary-card-orders-update',
      { ...form, id: order.id },
      {
        'if-match': '7',
      },
    );
    expect(stale.http).toBe(412);
    const edited = await post<WageOrder>(
      'accountant',
      'wage/salary-card-orders-update',
      { ...form, id: order.id },
      {
        'if-match': '1',
      },
    );
    expect(edited.http).toBe(200);
    expect(edited.body.data?.status).toBe(WAGE_STATUS.created);
    expect(edited.body.data?.version).toBe(2);
    expect(edited.body.data?.signed_by).toBeNull();
  });

  it('issues cards in the bank job, pins one in three steps, keeps the change log; PANs never stored', async () => {
    const pan = newCardNumber('9860');
    usedPans.push(pan);
    const byCard = await create({
      client_reference: randomUUID(),
      cardCode: 'HUMO',
      parentContractId: humo.contract_id,
      pan: pan.replace(/(\d{4})/g, '$1 ').trim(),
    });
    expect(byCard.pan).toBe(`${pan.slice(0, 4)} ${pan.slice(4, 6)}** **** ${pan.slice(12)}`);
    const byPassport = await create(passport({ documentNumber: '7654321' }));
    const twin = await create(passport({ documentNumber: '7654321' }));
    const ids = [byCard.id, byPassport.id];
    await post('head', 'wage/salary-card-orders-sign', await signBody('head', ids));
    await post('accountant', 'wage/salary-card-orders-send', { ids });
    // The job's state is the orders' status only: a first tick that ends and a second one later.
    await processWageOrders(h.db, h.clock);
    await post('head', 'wage/salary-card-orders-sign', await signBody('head', [twin.id]));
    await post('accountant', 'wage/salary-card-orders-send', { ids: [twin.id] });
    const tick = await processWageOrders(h.db, h.clock);
    expect(tick.issued).toBe(0);
    expect(tick.rejected).toBeGreaterThanOrEqual(1);
    const refusedTwin = await view(twin.id);
    expect(refusedTwin.status).toBe(WAGE_STATUS.rejected);
    expect(refusedTwin.error_bank).toMatch(/already issued/);

    const ready = await view(byPassport.id);
    expect(ready.status).toBe(WAGE_STATUS.ready);
    expect(ready.isPin).toBe(true);
    expect(ready.pan).toMatch(/^8600 \d{2}\*\* \*{4} \d{4}$/);
    expect(ready.full_name).not.toBeNull();
    // A contract of another card type is refused; another organisation's contract is 404.
    const wrong = await post('accountant', 'wage/set', {
      id: ready.id,
      contractId: humo.contract_id,
      cardCode: 'UZCARD',
    });
    expect(wrong.http).toBe(422);
    const foreign = await post('accountant', 'wage/set', {
      id: ready.id,
      contractId: foreignContract,
      cardCode: 'HUMO',
    });
    expect(foreign.http).toBe(404);
    const pinned = await post<WageOrder>('accountant', 'wage/set', {
      id: ready.id,
      contractId: uzcard.contract_id,
      cardCode: 'UZCARD',
    });
    expect(pinned.http).toBe(200);
    expect(pinned.body.data?.status).toBe(WAGE_STATUS.pinned);
    expect(pinned.body.data?.isPin).toBe(false);
    const again = await post('accountant', 'wage/set', {
      id: ready.id,
      contractId: uzcard.contract_id,
      cardCode: 'UZCARD',
    });
    expect(again.http).toBe(403);

    const cards = await post<{ cards: { cardNumber: string; stateCode: string }[] }>(
      'accountant',
      'wage/list',
      {
        cardCode: 'UZCARD',
        account: uzcard.account,
        contractId: uzcard.contract_id,
      },
    );
    expect(cards.body.data?.cards.some((c) => c.cardNumber === ready.pan && c.stateCode === 'active')).toBe(
      true,
    );

    const logs = await get<WageOrderLog[]>('accountant', `wage/salary-card-orders-logs?id=${ready.id}`);
    expect(logs.body.data?.map((l) => l.action)).toEqual(['create', 'sign', 'send', 'issue', 'pin']);

    // The same card ordered again: the bank finds it already in a salary project.
    const dupCard = await create({
      client_reference: randomUUID(),
      cardCode: 'HUMO',
      parentContractId: humo.contract_id,
      pan,
    });
    await post('head', 'wage/salary-card-orders-sign', await signBody('head', [dupCard.id]));
    await post('accountant', 'wage/salary-card-orders-send', { ids: [dupCard.id] });
    await processWageOrders(h.db, h.clock);
    expect((await view(dupCard.id)).status).toBe(WAGE_STATUS.rejected);
  });

  it('lists cards for the staff with the filter rules and no card number in the rows', async () => {
    const bad = await post('contact_center', 'wage/card-list', { user: '99890123456' });
    expect(bad.http).toBe(422);
    const all = await post<Paged<CardListItem>>('admin', 'wage/card-list?pageSize=1', {});
    const count = all.body.data?._meta.totalCount ?? 0;
    expect(count).toBeGreaterThan(5);
    const everything = await post<Paged<CardListItem>>('admin', `wage/card-list?pageSize=${count}`, {});
    expect(everything.body.data?.list).toHaveLength(count);
    expect(new Set(everything.body.data?.list.map((r) => r.organization)).size).toBeGreaterThan(1);
    const text = JSON.stringify(everything.body);
    for (const pan of usedPans) expect(text).not.toContain(pan);
    expect(text).not.toMatch(/(?<![0-9A-Za-z])\d{16}(?![0-9A-Za-z])/);
    const week = await post<Paged<CardListItem>>('contact_center', 'wage/card-list', {
      from: h.bankDay(7),
      to: h.bankDay(0),
    });
    expect(week.body.data?._meta.totalCount).toBeGreaterThan(20);
    const blocked = await post<Paged<CardListItem>>('admin', 'wage/card-list', { status: 'blocked' });
    expect(blocked.body.data?._meta.totalCount).toBeGreaterThan(0);
    const byInn = await post<Paged<CardListItem>>('admin', 'wage/card-list', { organization: '302398451' });
    expect(byInn.body.data?.list.every((r) => r.organization_inn === '302398451')).toBe(true);
    const phone = everything.body.data?.list.find((r) => r.phone !== '')?.phone ?? '';
    const byPhone = await post<Paged<CardListItem>>('admin', 'wage/card-list', { user: phone });
    expect(byPhone.body.data?.list.map((r) => r.phone)).toContain(phone);
    expect(byPhone.body.data?.list.every((r) => r.phone === phone)).toBe(true);
    const active = await post<Paged<CardListItem>>('admin', 'wage/card-list', { status: 'active' });
    expect(active.body.data?.list.every((r) => r.status === 'active')).toBe(true);
  });

  it('keeps no card number in clear in any table', async () => {
    expect(usedPans.length).toBeGreaterThan(0);
    expect(await cardNumbersInDatabase(h.db, usedPans)).toEqual([]);
  });
});
