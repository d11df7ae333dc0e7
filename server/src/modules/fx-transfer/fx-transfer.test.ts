/**
 * Transfers between own foreign-currency accounts on the real database: roles, organisation scope,
 * refusals with nothing stored (and on record), idempotent replay, the conversion window on a fixed
 * clock, the value date by the cut-off, edit voiding the signature, and sign → send → execute with
 * balanced ledger legs, or reject.
 */
import { randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FX_ENDPOINTS,
  FX_SIGNING_HEADER,
  FX_STATUS,
  fxSigningMessage,
  type FxCreateBody,
  type FxPreview,
  type FxRows,
  type FxTransfer,
} from '../../../../contracts/api/fx-transfer.ts';
import { bankMinuteOfDay } from '../../../../contracts/bank-calendar.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { countAudit } from '../../plugins/audit-noise-repository.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { accountByNumber, privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { processFxTransfers } from './processing.ts';
import { legsOf, liveSignatures } from './repository.ts';

let h: Harness;
let tokens = new Map<string, string>();
const MAIN = { inn: '301245678', mfo: '00873' };
const ORG2 = { inn: '302398451', mfo: '00421' };
const acc = (org: { inn: string; mfo: string }, numeric: string, seq: string) =>
  `20208${numeric}${org.inn}${seq}${org.mfo}`;
const USD = acc(MAIN, '840', '010');
const USD2 = acc(MAIN, '840', '021');
const EUR = acc(MAIN, '978', '022');
const RUB = acc(MAIN, '643', '023');
const ORG2_USD = acc(ORG2, '840', '010');
const MINUTE = 60_000;

async function token(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known !== undefined) return known;
  const fresh = await h.login(username);
  tokens.set(username, fresh);
  return fresh;
}

async function post<T>(
  username: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult<T>> {
  return h.call('POST', path, {
    token: await token(username),
    lang: 'en',
    body,
    headers: { 'idempotency-key': randomUUID(), ...headers },
  });
}

async function get<T>(username: string, path: string): Promise<CallResult<T>> {
  return h.call('GET', path, { token: await token(username), lang: 'en' });
}

/** Moves the clock forward to the next hh:mm Tashkent; sessions are signed in again. */
function moveTo(hour: number, minute = 0): void {
  const target = hour * 60 + minute;
  const current = bankMinuteOfDay(h.clock.now());
  const ahead = (target - current + 24 * 60) % (24 * 60);
  const seconds = h.clock.now().getUTCSeconds() * 1000 + h.clock.now().getUTCMilliseconds();
  h.clock.advance(ahead * MINUTE - seconds);
  tokens = new Map();
}

function body(overrides: Partial<FxCreateBody> = {}): FxCreateBody {
  return {
    client_reference: randomUUID(),
    debit_account: USD,
    credit_account: USD2,
    amount: '150.25',
    purpose: 'Hisobvaraqlar oʻrtasida mablagʻlarni qayta taqsimlash',
    ...overrides,
  };
}

async function create(overrides: Partial<FxCreateBody> = {}, user = 'accountant'): Promise<FxTransfer> {
  const { http, body: answer } = await post<FxTransfer>(user, 'skv-na-skv/create', body(overrides));
  if (http !== 200 || answer.data === undefined) throw new Error(`create: ${http} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function view(id: number, user = 'accountant'): Promise<FxTransfer> {
  const { http, body: answer } = await get<FxTransfer>(user, `skv-na-skv/view?id=${id}`);
  if (http !== 200 || answer.data === undefined) throw new Error(`view: ${http}`);
  return answer.data;
}

async function total(user = 'accountant'): Promise<number> {
  const { body: answer } = await post<Paged<FxTransfer>>(user, 'skv-na-skv/list?pageSize=1', {});
  return answer.data?._meta.totalCount ?? -1;
}

async function signBody(signer: string, ids: readonly number[]) {
  const rows = await Promise.all(ids.map((id) => view(id, signer)));
  const data = await fxSigningMessage(rows);
  const key = await privateKeyOf(h.db, signer);
  if (key == null) throw new Error(`no key for ${signer}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    key_data: { data, version: '3.4.3', ids: [...ids] },
  };
}

async function signAndSend(id: number): Promise<FxTransfer> {
  const signed = await post<FxRows>('head', 'skv-na-skv/sign', await signBody('head', [id]));
  expect(signed.http, JSON.stringify(signed.body)).toBe(200);
  const row = await view(id, 'head');
  const sent = await post<FxTransfer>('head', 'skv-na-skv/send', { id }, { 'if-match': String(row.version) });
  expect(sent.http, JSON.stringify(sent.body)).toBe(200);
  return sent.body.data as FxTransfer;
}

async function balance(number: string): Promise<bigint> {
  const row = await accountByNumber(h.db, number);
  if (row === undefined) throw new Error(`no account ${number}`);
  return row.balance;
}

beforeAll(async () => {
  h = await createHarness();
  moveTo(10, 0);
  // Transfers execute on an operating day only: a run on a Saturday works on Monday.
  await h.openOperatingDay();
});
afterAll(async () => h.close());

describe('fx transfers (skv-na-skv)', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of FX_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('lists the seeded transfers in every status, more than a page', async () => {
    const { body: answer } = await post<Paged<FxTransfer>>('accountant', 'skv-na-skv/list?pageSize=20', {});
    expect(answer.data?._meta.totalCount).toBeGreaterThan(20);
    const statuses = await get<{ id: number; name: string }[]>('accountant', 'skv-na-skv/status-list');
    for (const s of statuses.body.data ?? []) {
      const { body: one } = await post<Paged<FxTransfer>>('accountant', 'skv-na-skv/list?pageSize=1', {
        status_id: s.id,
      });
      expect(one.data?._meta.totalCount, s.name).toBeGreaterThan(0);
    }
    const rows = answer.data?.list ?? [];
    expect(rows.every((r) => r.organization_id === rows[0]?.organization_id)).toBe(true);
    expect(rows.some((r) => r.kind === 'conversion')).toBe(true);
  });

  it('lets the roles of the route read, only preparers create, only signers sign', async () => {
    for (const viewer of ['admin_bank', 'super_user', 'cur_head_bank', 'multiclient', 'passive_user']) {
      const { http } = await post<Paged<FxTransfer>>(viewer, 'skv-na-skv/list', {});
      expect(http, viewer).toBe(200);
    }
    const bank = await post<Paged<FxTransfer>>('cur_head_bank', 'skv-na-skv/list?pageSize=200', {});
    const orgs = new Set(bank.body.data?.list.map((r) => r.organization_id));
    expect(orgs.size).toBeGreaterThan(1);
    expect(bank.body.data?.list.every((r) => !r.isEdit && !r.isSign && !r.isSend)).toBe(true);
    for (const other of [
      'passive_user',
      'accountant_sign',
      'admin_bank',
      'cur_head_bank',
      'currency_moderator',
    ]) {
      const { http } = await post(other, 'skv-na-skv/create', body());
      expect(http, other).toBe(403);
    }
    const created = await create();
    expect(created).toMatchObject({
      status_id: FX_STATUS.created,
      isEdit: true,
      isSign: false,
      isSend: false,
    });
    expect(await view(created.id, 'head')).toMatchObject({ isSign: true, isEdit: true });
    const byAccountant = await post('accountant', 'skv-na-skv/sign', await signBody('head', [created.id]));
    expect(byAccountant.http).toBe(403);
  });

  it("answers 404 for another organisation's transfer or account, storing nothing", async () => {
    const mine = await create();
    expect((await get('head_org2', `skv-na-skv/view?id=${mine.id}`)).http).toBe(404);
    expect((await get('head_org2', `skv-na-skv/logs?id=${mine.id}`)).http).toBe(404);
    const edit = await post(
      'accountant_org2',
      'skv-na-skv/edit',
      { id: mine.id, debit_account: ORG2_USD, credit_account: ORG2_USD, amount: '1', purpose: 'x' },
      { 'if-match': '1' },
    );
    expect(edit.http).toBe(404);
    const before = await total();
    const refusalsBefore = await countAudit(h.db, 'fx-transfer.refused');
    const foreign = await post('accountant', 'skv-na-skv/create', body({ credit_account: ORG2_USD }));
    expect(foreign.http).toBe(404);
    expect(await total()).toBe(before);
    expect(await countAudit(h.db, 'fx-transfer.refused')).toBe(refusalsBefore + 1);
  });

  it('refuses bad input per field with nothing stored', async () => {
    const before = await total();
    const cases: [Partial<FxCreateBody>, string][] = [
      [{ credit_account: USD }, 'credit_account'],
      [{ credit_account: acc(MAIN, '999', '001') }, 'none'],
      [{ amount: '10.123' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ purpose: '   ' }, 'purpose'],
    ];
    for (const [override, field] of cases) {
      const answer = await post<unknown>('accountant', 'skv-na-skv/create', body(override));
      if (field === 'none') {
        expect(answer.http).toBe(404);
        continue;
      }
      expect(answer.http, JSON.stringify(override)).toBe(422);
      expect(answer.body.validation?.map((v) => v.attribute)).toContain(field);
    }
    // A soum account is not a foreign-currency one.
    const uzs = await post(
      'accountant',
      'skv-na-skv/create',
      body({ credit_account: '20208000301245678001' + '00873' }),
    );
    expect(uzs.http).toBe(422);
    expect(uzs.body.validation?.[0]?.message).toBe('Choose a foreign-currency account.');
    expect(await total()).toBe(before);
  });

  it('replays a repeated create once', async () => {
    const before = await total();
    const key = randomUUID();
    const payload = body();
    const first = await post<FxTransfer>('accountant', 'skv-na-skv/create', payload, {
      'idempotency-key': key,
    });
    const again = await post<FxTransfer>('accountant', 'skv-na-skv/create', payload, {
      'idempotency-key': key,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data?.id).toBe(first.body.data?.id);
    // The same document sent again under a new key (a lost answer): the same transfer.
    const third = await post<FxTransfer>('accountant', 'skv-na-skv/create', payload);
    expect(third.body.data?.id).toBe(first.body.data?.id);
    expect(await total()).toBe(before + 1);
  });

  it('voids the signature on edit (version + 1) and needs If-Match', async () => {
    const created = await create();
    const signed = await post<FxRows>('head', 'skv-na-skv/sign', await signBody('head', [created.id]));
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows[0]).toMatchObject({ status_id: FX_STATUS.signed, isSend: true });
    expect(await liveSignatures(h.db, created.id)).toHaveLength(1);
    const edit = {
      id: created.id,
      debit_account: USD,
      credit_account: USD2,
      amount: '99.00',
      purpose: 'Yangi maqsad',
    };
    expect((await post('accountant', 'skv-na-skv/edit', edit)).http).toBe(428);
    expect((await post('accountant', 'skv-na-skv/edit', edit, { 'if-match': '5' })).http).toBe(412);
    const edited = await post<FxTransfer>('accountant', 'skv-na-skv/edit', edit, { 'if-match': '1' });
    expect(edited.http).toBe(200);
    expect(edited.body.data).toMatchObject({ version: 2, status_id: FX_STATUS.created, amount: '99.00' });
    expect(await liveSignatures(h.db, created.id)).toHaveLength(0);
    // A signature over the old version no longer applies.
    const stale = await signBody('head', [created.id]);
    const tampered = {
      ...stale,
      key_data: { ...stale.key_data, data: stale.key_data.data.replace(':2:', ':1:') },
    };
    expect((await post('head', 'skv-na-skv/sign', tampered)).http).toBe(412);
    const wrongHeader = {
      ...stale,
      key_data: {
        ...stale.key_data,
        data: stale.key_data.data.replace(FX_SIGNING_HEADER, 'CORPBANK-PAYMENTS-V1'),
      },
    };
    expect((await post('head', 'skv-na-skv/sign', wrongHeader)).http).toBe(422);
    const logs = await get<{ action: string }[]>('accountant', `skv-na-skv/logs?id=${created.id}`);
    expect(logs.body.data?.map((l) => l.action)).toEqual(['create', 'sign', 'edit']);
  });

  it('executes a same-currency transfer with one balanced ledger transaction', async () => {
    await processFxTransfers(h.db, h.clock); // whatever the seed left due
    const [from, to] = [await balance(USD), await balance(USD2)];
    const created = await create({ amount: '1000.50' });
    const sent = await signAndSend(created.id);
    expect(sent).toMatchObject({ status_id: FX_STATUS.sent, isSend: false, isEdit: false });
    expect(sent.value_date).toBeTruthy();
    await processFxTransfers(h.db, h.clock);
    const done = await view(created.id);
    expect(done).toMatchObject({ status_id: FX_STATUS.executed, credit_amount: '1000.50' });
    expect(await balance(USD)).toBe(from - 100_050n);
    expect(await balance(USD2)).toBe(to + 100_050n);
    const legs = await legsOf(h.db, created.id);
    expect(legs).toHaveLength(2);
    expect(legs.reduce((s, l) => s + l.debit, 0n)).toBe(legs.reduce((s, l) => s + l.credit, 0n));
  });

  it('converts at the previewed rate through the bank position, each currency balanced', async () => {
    const fields = { debit_account: USD, credit_account: EUR, amount: '2500.00', purpose: 'Konvertatsiya' };
    const preview = await post<FxPreview>('accountant', 'skv-na-skv/preview', fields);
    expect(preview.http).toBe(200);
    expect(preview.body.data).toMatchObject({ kind: 'conversion', accepted_now: true });
    const [usd, eur] = [await balance(USD), await balance(EUR)];
    const created = await create(fields);
    expect(created.kind).toBe('conversion');
    expect(created.credit_amount).toBeNull();
    await signAndSend(created.id);
    await processFxTransfers(h.db, h.clock);
    const done = await view(created.id);
    expect(done).toMatchObject({
      status_id: FX_STATUS.executed,
      credit_amount: preview.body.data?.credit_amount,
      rate: preview.body.data?.rate,
    });
    expect(await balance(USD)).toBe(usd - 250_000n);
    const credited = BigInt((preview.body.data?.credit_amount ?? '0').replace('.', ''));
    expect(await balance(EUR)).toBe(eur + credited);
    const legs = await legsOf(h.db, created.id);
    expect(legs).toHaveLength(4);
    for (const currency of ['USD', 'EUR']) {
      const own = legs.filter((l) => l.currency === currency);
      expect(new Set(own.map((l) => l.transactionId)).size).toBe(1);
      expect(own.reduce((s, l) => s + l.debit, 0n)).toBe(own.reduce((s, l) => s + l.credit, 0n));
    }
  });

  it('rejects with a reason when the funds are not there at execution, moving nothing', async () => {
    const available = await balance(RUB);
    const whole = available / 100n + 1n;
    const created = await create({ debit_account: RUB, credit_account: USD, amount: `${whole}.00` });
    await signAndSend(created.id);
    await processFxTransfers(h.db, h.clock);
    const done = await view(created.id);
    expect(done).toMatchObject({
      status_id: FX_STATUS.rejected,
      reject_reason: 'Insufficient funds on the debit account.',
    });
    expect(await balance(RUB)).toBe(available);
    expect(await legsOf(h.db, created.id)).toHaveLength(0);
  });

  it('two processors never execute one transfer twice; its state lives only in the database', async () => {
    await processFxTransfers(h.db, h.clock);
    const before = await balance(USD);
    const created = await create({ amount: '3.00' });
    await signAndSend(created.id);
    const [a, b] = await Promise.all([processFxTransfers(h.db, h.clock), processFxTransfers(h.db, h.clock)]);
    expect(a.executed + b.executed).toBe(1);
    expect(await processFxTransfers(h.db, h.clock)).toEqual({ executed: 0, rejected: 0 });
    expect(await legsOf(h.db, created.id)).toHaveLength(2);
    expect(await balance(USD)).toBe(before - 300n);
  });

  it("refuses another organisation's signer (404) and a replayed send changes nothing", async () => {
    const created = await create();
    const foreign = await post('head_org2', 'skv-na-skv/sign', await signBody('head', [created.id]));
    expect(foreign.http).toBe(404);
    const signed = await post<FxRows>('head', 'skv-na-skv/sign', await signBody('head', [created.id]));
    expect(signed.http).toBe(200);
    const key = randomUUID();
    const headers = { 'idempotency-key': key, 'if-match': '1' };
    const first = await post<FxTransfer>('head', 'skv-na-skv/send', { id: created.id }, headers);
    const again = await post<FxTransfer>('head', 'skv-na-skv/send', { id: created.id }, headers);
    expect(first.http).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data?.status_id).toBe(FX_STATUS.sent);
    const logs = await get<{ action: string }[]>('head', `skv-na-skv/logs?id=${created.id}`);
    expect(logs.body.data?.filter((l) => l.action === 'send')).toHaveLength(1);
    // Sent: no more edits or deletes.
    const late = await post('accountant', 'skv-na-skv/delete', { id: created.id }, { 'if-match': '1' });
    expect(late.http).toBe(403);
  });

  it('gives the next day as value date after the 16:00 cut-off and executes nothing early', async () => {
    moveTo(16, 30);
    const created = await create();
    const sent = await signAndSend(created.id);
    expect(sent.value_date).not.toBeNull();
    expect(sent.value_date && sent.value_date > created.date).toBe(true);
    await processFxTransfers(h.db, h.clock);
    expect((await view(created.id)).status_id).toBe(FX_STATUS.sent);
  });

  it('accepts a conversion from 9:00 until 17:00 only, storing nothing outside', async () => {
    moveTo(17, 0);
    const before = await total();
    const refused = await post<unknown>(
      'accountant',
      'skv-na-skv/create',
      body({ credit_account: EUR, amount: '10.00' }),
    );
    expect(refused.http).toBe(422);
    expect(refused.body.message).toBe(
      'Conversions are accepted from 9:00 to 17:00 Tashkent time. Nothing was saved.',
    );
    expect(await total()).toBe(before);
    const preview = await post<FxPreview>('accountant', 'skv-na-skv/preview', {
      debit_account: USD,
      credit_account: EUR,
      amount: '10.00',
      purpose: 'x',
    });
    expect(preview.body.data?.accepted_now).toBe(false);
    // A same-currency transfer is not a conversion: accepted at any hour.
    await create();
    moveTo(8, 59);
    expect((await post('accountant', 'skv-na-skv/create', body({ credit_account: EUR }))).http).toBe(422);
    moveTo(9, 0);
    expect((await post('accountant', 'skv-na-skv/create', body({ credit_account: EUR }))).http).toBe(200);
  });
});
