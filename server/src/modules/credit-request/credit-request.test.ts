import { randomUUID, sign } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditSigningMessage,
  type CreditRequest,
  type CreditRequestBody,
  type CreditRequestView,
  type LoanPaymentPrefill,
  type LoanView,
} from '../../../../contracts/api/credit-request.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { creditRequests, loans } from '../../db/schema/credit-requests.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { canCredit } from './state-machine.ts';

let h: Harness;
const tokens = new Map<string, string>();
let mainAccount: string;
let otherAccount: string;
let year: number;

async function token(user: string) {
  const known = tokens.get(user);
  if (known !== undefined) return known;
  const fresh = await h.login(user);
  tokens.set(user, fresh);
  return fresh;
}

async function post<T>(user: string, path: string, body: unknown, version?: number, key = randomUUID()) {
  return h.call<T>('POST', path, {
    token: await token(user),
    lang: 'en',
    body,
    headers: { 'idempotency-key': key, ...(version === undefined ? {} : { 'if-match': String(version) }) },
  });
}

async function view(user: string, id: number): Promise<CallResult<CreditRequestView>> {
  return h.call<CreditRequestView>('GET', `credit-request/view?id=${id}`, {
    token: await token(user),
    lang: 'en',
  });
}

function body(change: Partial<CreditRequestBody> = {}): CreditRequestBody {
  return {
    account: mainAccount,
    purpose_type: 'vehicle',
    purpose: 'Isuzu yuk avtomobili',
    amount: '850.00',
    asset_price: '1000.00',
    own_funds: '150.00',
    vehicle_brand: 'Isuzu NPR',
    vehicle_year: year - 5,
    term_months: 24,
    grace_months: 3,
    rate: '22.5',
    collateral_type: 'vehicle',
    collateral_description: 'Avtomobil garovi',
    collateral_value: '1200.00',
    turnover_12m: '500000.00',
    branch_mfo: '00873',
    phone: '998901234567',
    ...change,
  };
}

async function create(change: Partial<CreditRequestBody> = {}, user = 'accountant') {
  const res = await post<CreditRequest>(user, 'credit-request/save', body(change));
  if (res.http !== 200 || res.body.data === undefined)
    throw new Error(`save ${res.http} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function signBody(user: string, request: CreditRequest) {
  const data = await creditSigningMessage(request);
  const key = await privateKeyOf(h.db, user);
  if (key == null) throw new Error(`no key for ${user}`);
  return {
    id: request.id,
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    sign_type: 'eds',
    key_data: { data, version: '3.4.3' },
  };
}

async function signAndSend(user: string, request: CreditRequest): Promise<CreditRequest> {
  const signed = await post<CreditRequest>(user, 'credit-request/sign', await signBody(user, request));
  expect(signed.http).toBe(200);
  const sent = await post<CreditRequest>(
    user,
    'credit-request/send',
    { id: request.id },
    signed.body.data?.version,
  );
  expect(sent.http).toBe(200);
  return sent.body.data as CreditRequest;
}

const stored = async () => Number((await h.db.select({ n: count() }).from(creditRequests))[0]?.n);

beforeAll(async () => {
  h = await createHarness();
  year = Number(h.bankDay(0).slice(0, 4));
  const list = await h.call<{ number: string; currency: string; kind: string; state: string }[]>(
    'POST',
    'account/list',
    {
      token: await token('accountant'),
      body: {},
    },
  );
  const row = (list.body.data ?? []).find(
    (r) => r.currency === 'UZS' && r.kind === 'current' && r.state === 'open',
  );
  if (row === undefined) throw new Error('no demo account');
  mainAccount = row.number;
  const others = await h.call<{ number: string; currency: string; kind: string }[]>('POST', 'account/list', {
    token: await token('accountant_org2'),
    body: {},
  });
  otherAccount =
    (others.body.data ?? []).find((r) => r.currency === 'UZS' && r.kind === 'current')?.number ?? '';
});
afterAll(() => h.close());

describe('credit request rules', () => {
  it('accepts exactly 15 % own funds and a vehicle exactly 5 years old', async () => {
    const r = await create();
    expect(r).toMatchObject({ status: 'draft', own_funds: '150.00', vehicle_year: year - 5, version: 1 });
    expect(r.flags).toMatchObject({ isEdit: true, isSign: true, isSend: false, isApprove: false });
  });

  it('refuses 14.99 % own funds, a 6-year-old vehicle and a grace not shorter than the term — nothing stored', async () => {
    const before = await stored();
    const res = await post<CreditRequest>(
      'accountant',
      'credit-request/save',
      body({ own_funds: '149.99', amount: '850.00', vehicle_year: year - 6, grace_months: 24 }),
    );
    expect(res.http).toBe(422);
    const fields = (res.body.validation ?? []).map((v) => v.attribute).sort();
    expect(fields).toEqual(['grace_months', 'own_funds', 'vehicle_year']);
    expect(res.body.validation?.find((v) => v.attribute === 'own_funds')?.message).toMatch(/15%/);
    expect(await stored()).toBe(before);
  });

  it('refuses a vehicle of next year and an amount above the price less own funds', async () => {
    const res = await post(
      'accountant',
      'credit-request/save',
      body({ vehicle_year: year + 1, amount: '850.01' }),
    );
    expect(res.http).toBe(422);
    expect((res.body.validation ?? []).map((v) => v.attribute).sort()).toEqual(['amount', 'vehicle_year']);
  });

  it('refuses another organisation’s account and malformed input, storing nothing', async () => {
    const before = await stored();
    const other = await post('accountant', 'credit-request/save', body({ account: otherAccount }));
    expect(other.http).toBe(422);
    expect(other.body.validation?.[0]?.attribute).toBe('account');
    const bad = await post('accountant', 'credit-request/save', { ...body(), amount: 'lots', extra: 1 });
    expect(bad.http).toBe(400);
    expect(await stored()).toBe(before);
    const audited = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'credit-request.refused'));
    expect(Number(audited[0]?.n)).toBeGreaterThan(0);
  });

  it('a working-capital request needs no asset price', async () => {
    const r = await create({
      purpose_type: 'working_capital',
      asset_price: null,
      own_funds: null,
      vehicle_brand: null,
      vehicle_year: null,
      amount: '90000.00',
    });
    expect(r).toMatchObject({ asset_price: null, own_funds: null, vehicle_year: null });
  });

  it('replays an idempotent save without a second row', async () => {
    const key = randomUUID();
    const before = await stored();
    const a = await post<CreditRequest>('accountant', 'credit-request/save', body(), undefined, key);
    const b = await post<CreditRequest>('accountant', 'credit-request/save', body(), undefined, key);
    expect(b.body.data?.id).toBe(a.body.data?.id);
    expect(await stored()).toBe(before + 1);
  });
});

describe('state machine', () => {
  it('allows each action only from its statuses and to its roles', () => {
    expect(canCredit('sign', 'draft', 'accountant')).toBe(true);
    expect(canCredit('sign', 'draft', 'credit_go')).toBe(false);
    expect(canCredit('sign', 'draft', 'passive_user')).toBe(false);
    expect(canCredit('approve', 'review', 'credit_go')).toBe(true);
    expect(canCredit('approve', 'review', 'head')).toBe(false);
    expect(canCredit('approve', 'draft', 'credit_go')).toBe(false);
    expect(canCredit('edit', 'documents', 'accountant')).toBe(true);
    expect(canCredit('edit', 'sent', 'accountant')).toBe(false);
    expect(canCredit('send', 'draft', 'accountant')).toBe(false);
    expect(canCredit('refuse', 'approved', 'credit_go')).toBe(false);
  });

  it('sign, send, review, documents, edit voids the signature, re-sign, approve: loan with schedule and balanced disbursement', async () => {
    const r = await create();
    // The bank does not see a draft.
    expect((await view('credit_go', r.id)).http).toBe(404);
    // An edit after signing voids the signature.
    const signed = await post<CreditRequest>(
      'accountant',
      'credit-request/sign',
      await signBody('accountant', r),
    );
    expect(signed.body.data).toMatchObject({ status: 'signed', signed_by: expect.any(String) });
    const edited = await post<CreditRequest>(
      'accountant',
      'credit-request/save',
      { ...body({ purpose: 'Isuzu NPR 75' }), id: r.id },
      1,
    );
    expect(edited.body.data).toMatchObject({ status: 'draft', version: 2, signed_by: null });
    // A signature over the old version is refused.
    const stale = await post('accountant', 'credit-request/sign', await signBody('accountant', r));
    expect(stale.http).toBe(412);
    const sent = await signAndSend('accountant', edited.body.data as CreditRequest);
    expect(sent.status).toBe('sent');
    // A client cannot approve; the officer cannot sign nor edit.
    expect(
      (
        await post(
          'accountant',
          'credit-request/approve',
          {
            id: r.id,
            amount: '850.00',
            rate: '22',
            term_months: 24,
            grace_months: 0,
            schedule_kind: 'annuity',
          },
          2,
        )
      ).http,
    ).toBe(403);
    expect((await post('credit_go', 'credit-request/sign', await signBody('credit_go', sent))).http).toBe(
      403,
    );
    expect((await post('credit_go', 'credit-request/save', { ...body(), id: r.id }, 2)).http).toBe(403);
    // Review, then documents requested, the client edits and sends again.
    const review = await post<CreditRequest>('credit_go', 'credit-request/review', { id: r.id }, 2);
    expect(review.body.data?.status).toBe('review');
    expect((await post('credit_go', 'credit-request/review', { id: r.id }, 1)).http).toBe(412);
    const docs = await post<CreditRequest>(
      'credit_go',
      'credit-request/request-documents',
      { id: r.id, comment: 'Garov baholash hisoboti kerak' },
      2,
    );
    expect(docs.body.data).toMatchObject({
      status: 'documents',
      bank_comment: 'Garov baholash hisoboti kerak',
      flags: { isApprove: false, isEdit: false, isRefuse: false },
    });
    const again = await post<CreditRequest>(
      'accountant',
      'credit-request/save',
      { ...body({ collateral_description: 'Avtomobil garovi, baholash hisoboti ilova qilindi' }), id: r.id },
      2,
    );
    expect(again.body.data).toMatchObject({ status: 'draft', version: 3 });
    await signAndSend('accountant', again.body.data as CreditRequest);

    const clientAccount = (await h.db.select().from(accounts).where(eq(accounts.number, mainAccount)))[0];
    const approved = await post<CreditRequest>(
      'credit_go',
      'credit-request/approve',
      {
        id: r.id,
        amount: '800.00',
        rate: '21.75',
        term_months: 24,
        grace_months: 2,
        schedule_kind: 'annuity',
      },
      3,
    );
    expect(approved.http).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      approved_amount: '800.00',
      approved_rate: '21.75',
      loan_id: expect.any(Number),
    });
    const after = (await h.db.select().from(accounts).where(eq(accounts.number, mainAccount)))[0];
    expect((after?.balance ?? 0n) - (clientAccount?.balance ?? 0n)).toBe(80_000n);

    // Ledger: the disbursement's legs balance.
    const [loan] = await h.db.select().from(loans).where(eq(loans.requestId, r.id));
    const legs = await h.db
      .select({
        debit: sql<string>`sum(${ledgerEntries.debit})`,
        credit: sql<string>`sum(${ledgerEntries.credit})`,
        n: count(),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, loan?.transactionId ?? ''));
    expect(legs[0]).toMatchObject({ debit: '80000', credit: '80000', n: 2 });

    // The timeline shows every step.
    const timeline = (await view('accountant', r.id)).body.data?.events.map((e) => e.action);
    expect(timeline).toEqual([
      'create',
      'sign',
      'edit',
      'sign',
      'send',
      'review',
      'documents',
      'edit',
      'sign',
      'send',
      'approve',
    ]);

    // The loan with its schedule.
    const loanView = await h.call<LoanView>('GET', `loan-issuance/view?id=${loan?.id}`, {
      token: await token('accountant'),
      lang: 'en',
    });
    expect(loanView.http).toBe(200);
    expect(loanView.body.data?.schedule).toHaveLength(24);
    expect(loanView.body.data?.totals.pr_amount).toBe('800.00');
    expect(loanView.body.data?.schedule.at(-1)?.balance).toBe('0.00');
    const prefill = await h.call<LoanPaymentPrefill>('GET', `loan-issuance/payment?loan_id=${loan?.id}`, {
      token: await token('accountant'),
      lang: 'en',
    });
    expect(prefill.body.data).toMatchObject({
      account: mainAccount,
      instalment: 1,
      sum: loanView.body.data?.schedule[0]?.total_amount,
      r_mfo: '00873',
    });
    // Another organisation sees neither.
    expect((await view('accountant_org2', r.id)).http).toBe(404);
    const foreign = await h.call('GET', `loan-issuance/view?id=${loan?.id}`, {
      token: await token('accountant_org2'),
      lang: 'en',
    });
    expect(foreign.http).toBe(404);
    // Approving twice is refused.
    expect(
      (
        await post(
          'credit_go',
          'credit-request/approve',
          {
            id: r.id,
            amount: '800.00',
            rate: '21.75',
            term_months: 24,
            grace_months: 2,
            schedule_kind: 'annuity',
          },
          3,
        )
      ).http,
    ).toBe(403);
  });

  it('refuses with a reason; the client sees it', async () => {
    const r = await signAndSend('head', await create({}, 'head'));
    const refused = await post<CreditRequest>(
      'credit_go',
      'credit-request/refuse',
      { id: r.id, reason: 'Garov yetarli emas' },
      r.version,
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', bank_comment: 'Garov yetarli emas' });
    const seen = await view('head', r.id);
    expect(seen.body.data?.events.at(-1)).toMatchObject({ action: 'refuse', comment: 'Garov yetarli emas' });
    expect(seen.body.data?.flags.isEdit).toBe(false);
  });

  it('approval terms are checked: grace shorter than the term', async () => {
    const r = await signAndSend('accountant', await create());
    const res = await post(
      'credit_go',
      'credit-request/approve',
      { id: r.id, amount: '800.00', rate: '20', term_months: 6, grace_months: 6, schedule_kind: 'equal' },
      r.version,
    );
    expect(res.http).toBe(422);
    expect((await view('credit_go', r.id)).body.data?.status).toBe('sent');
    expect(toMinor('800.00')).toBe(80_000n);
  });
});

describe('lists', () => {
  it('the seeded lists span pages with every status; the officer sees only sent ones', async () => {
    const mine = await h.call<{ list: CreditRequest[]; _meta: { totalCount: number } }>(
      'POST',
      'credit-request/list?pageSize=100',
      {
        token: await token('accountant'),
        body: {},
      },
    );
    const statuses = new Set(mine.body.data?.list.map((r) => r.status));
    expect(statuses.size).toBe(7);
    expect(mine.body.data?._meta.totalCount).toBeGreaterThan(20);
    const bank = await h.call<{ list: CreditRequest[] }>('POST', 'credit-request/list?pageSize=100', {
      token: await token('credit_go'),
      body: {},
    });
    expect(bank.body.data?.list.some((r) => r.status === 'draft' || r.status === 'signed')).toBe(false);
    const loansList = await h.call<{ list: unknown[]; _meta: { totalCount: number } }>(
      'POST',
      'loan-issuance/list',
      { token: await token('accountant'), body: {} },
    );
    expect(loansList.body.data?._meta.totalCount).toBeGreaterThan(20);
    // passive_user reads but cannot prepare; credit_go cannot open loan issuance.
    expect((await post('passive_user', 'credit-request/save', body())).http).toBe(403);
    expect(
      (await h.call('POST', 'loan-issuance/list', { token: await token('credit_go'), body: {} })).http,
    ).toBe(403);
  });
});
