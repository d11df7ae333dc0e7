import { randomUUID, sign } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FX_DEAL_ENDPOINTS,
  FX_DEAL_SIGNING_HEADER,
  FX_SIGNED_FIELDS,
  FX_STATUS,
  fxSignableContent,
  type FxDeal,
  type FxFormData,
  type FxSaveBody,
  type FxView,
} from '../../../../contracts/api/fx-deal.ts';
import { fromCurrencyMinor, toCurrencyMinor } from '../../../../contracts/currency-codes.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { fxDeals } from '../../db/schema/fx-deals.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { signingKeys, users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let form: FxFormData;
const MAIN = '301245678';

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  const answer = await kit.get<FxFormData>('accountant', 'exchange-sum/form-data');
  if (answer.body.data === undefined) throw new Error('no form data');
  form = answer.body.data;
});
afterAll(async () => h.close());

function usdRate(): bigint {
  const usd = form.currencies.find((c) => c.code === 'USD');
  if (usd === undefined) throw new Error('no USD rate');
  return toMinor(usd.client_sell);
}

async function body(overrides: Partial<FxSaveBody> = {}): Promise<FxSaveBody> {
  const soum = await kit.accountOf(MAIN, '001');
  const usd = form.fx_accounts.find((a) => a.currency === 'USD');
  if (usd === undefined) throw new Error('no USD account');
  return {
    client_reference: randomUUID(),
    type: 'buy',
    currency: 'USD',
    amount: '1500.00',
    rate_limit: fromMinor(usdRate() + 5_000n),
    purpose: 'Toʻquv dastgohlari importi, shartnoma № 14',
    soum_account: soum,
    soum_mfo: '00873',
    fx_account: usd.account,
    fx_mfo: usd.mfo,
    ...overrides,
  };
}

async function create(overrides: Partial<FxSaveBody> = {}, username = 'accountant'): Promise<FxDeal> {
  const { http, body: answer } = await kit.post<FxDeal>(username, 'exchange-sum/save', await body(overrides));
  if (http !== 200 || answer.data === undefined)
    throw new Error(`save failed: ${http} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function view(username: string, id: number): Promise<FxView> {
  const { http, body: answer } = await kit.get<FxView>(username, `exchange-sum/view?id=${id}`);
  if (http !== 200 || answer.data === undefined) throw new Error(`view failed: ${http}`);
  return answer.data;
}

async function signBody(username: string, ids: readonly number[]) {
  const deals = await Promise.all(ids.map(async (id) => (await view(username, id)).deal));
  const data = await signingMessageFor(
    FX_DEAL_SIGNING_HEADER,
    FX_SIGNED_FIELDS,
    deals.map(fxSignableContent),
  );
  const [key] = await h.db
    .select({ privateKey: signingKeys.privateKey })
    .from(signingKeys)
    .innerJoin(users, eq(users.id, signingKeys.userId))
    .where(eq(users.username, username));
  if (key?.privateKey == null) throw new Error(`no key for ${username}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key.privateKey).toString('base64'),
    sign_type: 'eds',
    key_data: { data, version: '3.4.3', deal_ids: [...ids] },
  };
}

async function act<T = FxDeal>(username: string, path: string, payload: unknown, version?: number) {
  return kit.post<T>(
    username,
    `exchange-sum/${path}`,
    payload,
    version === undefined ? {} : { 'if-match': String(version) },
  );
}

async function ok<T = FxDeal>(
  username: string,
  path: string,
  payload: unknown,
  version?: number,
): Promise<T> {
  const { http, body: answer } = await act<T>(username, path, payload, version);
  if (http !== 200 || answer.data === undefined)
    throw new Error(`${path} failed: ${http} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function balance(number: string): Promise<bigint> {
  const [row] = await h.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.number, number));
  if (row === undefined) throw new Error(`no account ${number}`);
  return row.balance;
}

/** Every ledger transaction written since `afterId` debits exactly what it credits. */
async function balancedSince(afterId: number): Promise<number> {
  const rows = await h.db
    .select({
      transactionId: ledgerEntries.transactionId,
      debit: sql<string>`sum(${ledgerEntries.debit})`,
      credit: sql<string>`sum(${ledgerEntries.credit})`,
    })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.id} > ${afterId}`)
    .groupBy(ledgerEntries.transactionId);
  for (const r of rows) expect(BigInt(r.debit)).toBe(BigInt(r.credit));
  return rows.length;
}

async function lastLedgerId(): Promise<number> {
  const [row] = await h.db
    .select({ id: sql<number>`coalesce(max(${ledgerEntries.id}), 0)` })
    .from(ledgerEntries);
  return Number(row?.id ?? 0);
}

async function signedAndSent(overrides: Partial<FxSaveBody> = {}): Promise<FxDeal> {
  const deal = await create(overrides);
  const [signed] = await ok<FxDeal[]>('head', 'sign', await signBody('head', [deal.id]));
  expect(signed?.status_id).toBe(FX_STATUS.signed);
  return ok('accountant', 'send', { id: deal.id }, deal.version);
}

describe('currency buy/sell requests', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of FX_DEAL_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('converts amounts by the ISO 4217 exponent', () => {
    expect(toCurrencyMinor('1500.5', 'USD')).toBe(150_050n);
    expect(toCurrencyMinor('150000', 'JPY')).toBe(150_000n);
    expect(toCurrencyMinor('1.5', 'JPY')).toBeNull();
    expect(toCurrencyMinor('1.125', 'KWD')).toBe(1_125n);
    expect(fromCurrencyMinor(150_050n, 'USD')).toBe('1500.50');
    expect(fromCurrencyMinor(15_000n, 'JPY')).toBe('15000');
  });

  it('lists the seeded requests in every status, more than a page', async () => {
    const { body: answer } = await kit.post<Paged<FxDeal>>(
      'accountant',
      'exchange-sum/list?page=1&pageSize=20',
      {},
    );
    expect(answer.data?._meta.totalCount).toBeGreaterThan(20);
    const statuses = new Set<number>();
    for (let page = 1; page <= (answer.data?._meta.pageCount ?? 0); page += 1) {
      const next = await kit.post<Paged<FxDeal>>(
        'accountant',
        `exchange-sum/list?page=${page}&pageSize=20`,
        {},
      );
      for (const d of next.body.data?.list ?? []) statuses.add(d.status_id);
    }
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reserves the soum equivalent at the maximum rate on signing and releases it on rejection', async () => {
    const before = await lastLedgerId();
    const input = await body();
    const soumBefore = await balance(input.soum_account);
    const deal = await create();
    expect(deal.status_id).toBe(FX_STATUS.created);
    expect(deal.isSign).toBe(false); // the preparer never signs (four-eyes)
    const reserve = toMinor(deal.soum_equivalent);
    const [signed] = await ok<FxDeal[]>('head', 'sign', await signBody('head', [deal.id]));
    expect(signed?.reserved).toBe(deal.soum_equivalent);
    expect(await balance(input.soum_account)).toBe(soumBefore - reserve);
    const sent = await ok('accountant', 'send', { id: deal.id }, deal.version);
    expect(sent.status_id).toBe(FX_STATUS.sent);
    expect(sent.isExecute).toBe(false);
    const officerView = await view('cur_manager', deal.id);
    expect(officerView.deal.isAccept).toBe(true);
    expect(officerView.deal.isSign).toBe(false);
    const rejected = await ok(
      'cur_manager',
      'reject',
      { id: deal.id, reason: 'Kontrakt muddati tugagan' },
      deal.version,
    );
    expect(rejected.status_id).toBe(FX_STATUS.rejected);
    expect(rejected.reserved).toBe('0.00');
    expect(await balance(input.soum_account)).toBe(soumBefore);
    expect(await balancedSince(before)).toBe(2);
    const logs = (await view('accountant', deal.id)).logs.map((l) => l.action);
    expect(logs).toEqual(['create', 'sign', 'reserve', 'send', 'release', 'reject']);
  });

  it('executes a buy at a better rate: the difference returns and the currency is credited', async () => {
    const before = await lastLedgerId();
    const input = await body();
    const soumBefore = await balance(input.soum_account);
    const usdBefore = await balance(input.fx_account);
    const deal = await signedAndSent();
    const accepted = await ok('cur_head_acc', 'accept', { id: deal.id }, deal.version);
    expect(accepted.isExecute).toBe(true);
    const limit = toMinor(deal.rate_limit);
    const tooHigh = await act(
      'cur_head_acc',
      'execute',
      { id: deal.id, rate: fromMinor(limit + 1n) },
      deal.version,
    );
    expect(tooHigh.http).toBe(422);
    expect(tooHigh.body.validation?.[0]?.attribute).toBe('rate');
    const rate = limit - 10_000n;
    const executed = await ok(
      'cur_head_acc',
      'execute',
      { id: deal.id, rate: fromMinor(rate) },
      deal.version,
    );
    expect(executed.status_id).toBe(FX_STATUS.executed);
    const spent = toMinor(executed.exec_soum ?? '');
    expect(spent).toBe((150_000n * rate) / 100n);
    expect(toMinor(executed.returned_soum ?? '')).toBe(toMinor(deal.soum_equivalent) - spent);
    expect(await balance(input.soum_account)).toBe(soumBefore - spent);
    expect(await balance(input.fx_account)).toBe(usdBefore + 150_000n);
    // reserve, then execution: soum legs and currency legs, each transaction balanced
    expect(await balancedSince(before)).toBe(3);
    const refused = await h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'fx-deal.refused'), sql`${auditLog.detail}->>'id' = ${String(deal.id)}`),
      );
    expect(refused.length).toBe(1);
  });

  it('executes a sell no lower than the minimum rate', async () => {
    const input = await body({
      type: 'sell',
      amount: '200.00',
      rate_limit: fromMinor(usdRate() - 20_000n),
      purpose: 'Eksport tushumi',
    });
    const soumBefore = await balance(input.soum_account);
    const usdBefore = await balance(input.fx_account);
    const deal = await signedAndSent({ ...input, client_reference: randomUUID() });
    await ok('cur_manager', 'accept', { id: deal.id }, deal.version);
    const low = await act(
      'cur_manager',
      'execute',
      { id: deal.id, rate: fromMinor(toMinor(deal.rate_limit) - 1n) },
      deal.version,
    );
    expect(low.http).toBe(422);
    const rate = toMinor(deal.rate_limit) + 3_000n;
    const done = await ok('cur_manager', 'execute', { id: deal.id, rate: fromMinor(rate) }, deal.version);
    expect(await balance(input.fx_account)).toBe(usdBefore - 20_000n);
    expect(await balance(input.soum_account)).toBe(soumBefore + toMinor(done.exec_soum ?? ''));
  });

  it('a return releases the reservation; an edit voids the signature and bumps the version', async () => {
    const input = await body();
    const soumBefore = await balance(input.soum_account);
    const deal = await signedAndSent();
    const returned = await ok(
      'currency_moderator',
      'return',
      { id: deal.id, reason: 'Kontrakt nusxasi yoʻq' },
      deal.version,
    );
    expect(returned.status_id).toBe(FX_STATUS.returned);
    expect(returned.isEdit).toBe(false); // the officer views it only
    expect(await balance(input.soum_account)).toBe(soumBefore);
    const edited = await ok(
      'accountant',
      'save',
      { ...(await body()), id: deal.id, amount: '1000.00' },
      deal.version,
    );
    expect(edited.version).toBe(deal.version + 1);
    expect(edited.status_id).toBe(FX_STATUS.created);
    expect(edited.signed_by).toBeNull();
    // a signature over the old version no longer applies
    const stale = await signBody('head', [deal.id]);
    const staleData = stale.key_data.data.replace(
      `${deal.id}:${edited.version}:`,
      `${deal.id}:${deal.version}:`,
    );
    const refused = await act('head', 'sign', { ...stale, key_data: { ...stale.key_data, data: staleData } });
    expect(refused.http).toBe(412);
  });

  it('roles: a client cannot execute, an officer cannot sign for a client, a viewer only views', async () => {
    const deal = await signedAndSent();
    expect((await act('head', 'execute', { id: deal.id, rate: '1.00' }, deal.version)).http).toBe(403);
    expect((await act('cur_manager', 'sign', await signBody('head', [deal.id]))).http).toBe(403);
    const passive = await view('currency_passive', deal.id);
    expect(passive.deal.isAccept).toBe(false);
    expect((await act('currency_passive', 'accept', { id: deal.id }, deal.version)).http).toBe(403);
    // the bank sees no drafts
    const draft = await create();
    expect((await kit.get('cur_manager', `exchange-sum/view?id=${draft.id}`)).http).toBe(404);
    expect((await act('moderator', 'accept', { id: deal.id }, deal.version)).http).toBe(403);
  });

  it('never hands out a number twice, also after a draft is deleted', async () => {
    const first = await create();
    const second = await create();
    expect((await act('accountant', 'delete', { id: first.id }, first.version)).http).toBe(200);
    const third = await create();
    expect(Number(third.number)).toBe(Number(second.number) + 1);
  });

  it('another organisation’s request answers 404', async () => {
    const deal = await create();
    expect((await kit.get('head_org2', `exchange-sum/view?id=${deal.id}`)).http).toBe(404);
    expect((await act('accountant_org2', 'delete', { id: deal.id }, deal.version)).http).toBe(404);
    expect((await act('accountant_org2', 'copy', { id: deal.id, client_reference: randomUUID() })).http).toBe(
      404,
    );
  });

  it('replays a repeated call once and refuses bad input storing nothing', async () => {
    const payload = await body();
    const key = randomUUID();
    const first = await kit.post<FxDeal>('accountant', 'exchange-sum/save', payload, {
      'idempotency-key': key,
    });
    const again = await kit.post<FxDeal>('accountant', 'exchange-sum/save', payload, {
      'idempotency-key': key,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const [count] = await h.db.select({ n: sql<number>`count(*)::int` }).from(fxDeals);
    const bad = await kit.post('accountant', 'exchange-sum/save', {
      ...(await body()),
      amount: '10.123',
      rate_limit: '1.00',
      fx_account: await kit.accountOf(MAIN, '001'),
    });
    expect(bad.http).toBe(422);
    expect(bad.body.validation?.map((v) => v.attribute).sort()).toEqual([
      'amount',
      'fx_account',
      'rate_limit',
    ]);
    const [after] = await h.db.select({ n: sql<number>`count(*)::int` }).from(fxDeals);
    expect(after?.n).toBe(count?.n);
    const copy = await ok('accountant', 'copy', { id: first.body.data?.id, client_reference: randomUUID() });
    expect(copy.status_id).toBe(FX_STATUS.created);
    expect(copy.amount).toBe(payload.amount);
    expect(copy.id).not.toBe(first.body.data?.id);
  });

  it('bank lists show every organisation’s sent requests and no drafts', async () => {
    const { body: answer } = await kit.post<Paged<FxDeal>>(
      'moderator',
      'exchange-sum/list?page=1&pageSize=100',
      {},
    );
    const list = answer.data?.list ?? [];
    expect(list.every((d) => d.status_id >= FX_STATUS.sent)).toBe(true);
    expect(new Set(list.map((d) => d.organization_id)).size).toBeGreaterThan(1);
    const ids = list.map((d) => d.id);
    const rows = await h.db.select({ id: fxDeals.id }).from(fxDeals).where(inArray(fxDeals.id, ids));
    expect(rows.length).toBe(ids.length);
  });
});
