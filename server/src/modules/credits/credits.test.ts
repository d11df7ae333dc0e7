import { sign } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OVERDRAFT_STATUS,
  overdraftSigningMessage,
  type CreditDepositInfo,
  type CreditDepositItem,
  type CreditGraph,
  type CreditStatementRow,
  type OverdraftAccount,
  type OverdraftRow,
} from '../../../../contracts/api/credits.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { UZS_STATUS, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { overdraftApplications } from '../../db/schema/credits.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { processPayments } from '../uzs-payment/processing.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
const MAIN_INN = '301245678';

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  await processPayments(h.db, h.clock);
  await processPayments(h.db, h.clock);
});
afterAll(async () => h.close());

async function all(username: string, page = 1) {
  return kit.get<Paged<CreditDepositItem>>(username, `credit-deposit/all?page=${page}&pageSize=20`);
}

async function applicationCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(overdraftApplications);
  return row?.n ?? 0;
}

async function signBody(signer: string, rows: readonly OverdraftRow[]) {
  const data = await overdraftSigningMessage(
    rows.map((r) => ({
      id: r.id,
      version: r.version,
      number: r.number,
      account: r.account,
      mfo: r.mfo,
      amount: r.amount,
      currency: r.currency,
      term_months: r.term_months,
    })),
  );
  const key = await privateKeyOf(h.db, signer);
  if (key == null) throw new Error('no key');
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    sign_type: 'eds',
    key_data: { data, version: '3.4.3', ids: rows.map((r) => r.id) },
  };
}

describe('credits and deposits', () => {
  it('lists the organisation’s credits and deposits over more than one page', async () => {
    const first = await all('accountant');
    expect(first.http).toBe(200);
    const meta = first.body.data?._meta;
    expect(meta?.totalCount).toBeGreaterThan(20);
    expect(meta?.pageCount).toBeGreaterThan(1);
    const second = await all('accountant', 2);
    const items = [...(first.body.data?.list ?? []), ...(second.body.data?.list ?? [])];
    expect(items.some((i) => i.type === 'deposit')).toBe(true);
    expect(items.some((i) => i.type === 'credit' && i.overdue !== '0.00')).toBe(true);
    expect(new Set(items.map((i) => i.organization_name)).size).toBe(1);
  });

  it('answers a credit’s schedule whose principal totals the amount, with overdue periods', async () => {
    const items = [
      ...((await all('accountant')).body.data?.list ?? []),
      ...((await all('accountant', 2)).body.data?.list ?? []),
    ];
    const credits = items.filter((i) => i.type === 'credit');
    let overdueSeen = false;
    for (const c of credits) {
      const graph = await kit.post<CreditGraph>('accountant', 'credit-deposit/graph?page=1&pageSize=500', {
        number: c.number,
      });
      expect(graph.http).toBe(200);
      const g = graph.body.data;
      expect(g?.totals.principal).toBe(c.amount);
      expect(g?.chart).toHaveLength(g?._meta.totalCount ?? -1);
      if (g?.list.some((r) => r.state === 'overdue')) overdueSeen = true;
      const info = await kit.post<CreditDepositInfo>('accountant', 'credit-deposit/info', {
        number: c.number,
      });
      expect(info.body.data?.type).toBe('credit');
      if (info.body.data?.type === 'credit') {
        const unpaid = g?.list.filter((r) => r.state === 'overdue') ?? [];
        const sum = unpaid.reduce((s, r) => s + toMinor(r.principal), 0n);
        expect(toMinor(info.body.data.overdue_principal)).toBe(sum);
        expect(info.body.data.overdue_days > 0).toBe(unpaid.length > 0);
      }
    }
    expect(overdueSeen).toBe(true);
  });

  it('pages a schedule and keeps the totals of the whole schedule', async () => {
    const c = (await all('accountant')).body.data?.list.find((i) => i.type === 'credit');
    const page = await kit.post<CreditGraph>('accountant', 'credit-deposit/graph?page=1&pageSize=3', {
      number: c?.number,
    });
    expect(page.body.data?.list).toHaveLength(3);
    expect(page.body.data?.totals.principal).toBe(c?.amount);
  });

  it('statements come from the ledger of the contract’s account', async () => {
    const items = (await all('accountant')).body.data?.list ?? [];
    const deposit = items.find((i) => i.type === 'deposit' && i.currency === 'UZS');
    const info = await kit.post<CreditDepositInfo>('accountant', 'credit-deposit/info', {
      number: deposit?.number,
    });
    expect(info.body.data?.type).toBe('deposit');
    const stmt = await kit.post<Paged<CreditStatementRow>>('accountant', 'credit-deposit/statement?page=1', {
      number: deposit?.number,
    });
    expect(stmt.http).toBe(200);
    const rows = stmt.body.data?.list ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.number === deposit?.number)).toBe(true);
    const out = rows.reduce((s, r) => s + toMinor(r.debit), 0n);
    expect(toMinor(deposit?.amount ?? '0') - out).toBe(toMinor(deposit?.balance ?? '0'));
    const everything = await kit.post<Paged<CreditStatementRow>>(
      'accountant',
      'credit-deposit/statement?page=1',
      {},
    );
    expect(everything.body.data?._meta.totalCount).toBeGreaterThan(rows.length);
  });

  it('another organisation’s contract answers 404; bank roles are refused; bad input 400', async () => {
    const other = (await all('head_org2')).body.data?.list[0];
    expect(other).toBeDefined();
    for (const path of ['credit-deposit/info', 'credit-deposit/graph', 'credit-deposit/statement']) {
      expect((await kit.post('accountant', path, { number: other?.number })).http).toBe(404);
    }
    expect((await kit.post('accountant', 'credit-deposit/info', { number: 'KR-NONE' })).http).toBe(404);
    expect((await all('admin')).http).toBe(403);
    expect((await all('credit_go')).http).toBe(403);
    expect((await kit.post('accountant', 'credit-deposit/info', { number: '' })).http).toBe(400);
    // multiclient reads its organisations' contracts
    const multi = await kit.get<Paged<CreditDepositItem>>(
      'multiclient',
      'credit-deposit/all?page=1&pageSize=500',
    );
    expect(new Set(multi.body.data?.list.map((i) => i.organization_name)).size).toBeGreaterThan(1);
  });
});

describe('overdraft', () => {
  it('shows every status to the organisation and the bank’s queue only sent and decided ones', async () => {
    const list = await kit.get<Paged<OverdraftRow>>('accountant', 'overdraft/list?page=1&pageSize=20');
    expect(list.body.data?._meta.pageCount).toBeGreaterThan(1);
    const bank = await kit.get<Paged<OverdraftRow>>('credit_go', 'overdraft/bank-list?page=1&pageSize=500');
    const statuses = new Set(bank.body.data?.list.map((r) => r.status));
    expect(statuses.has(OVERDRAFT_STATUS.created) || statuses.has(OVERDRAFT_STATUS.signed)).toBe(false);
    expect(statuses.has(OVERDRAFT_STATUS.sent)).toBe(true);
    expect((await kit.get('multiclient', 'overdraft/list')).http).toBe(403);
  });

  it('refuses bad input per field and stores nothing', async () => {
    const before = await applicationCount();
    const account = await kit.accountOf(MAIN_INN, '001');
    const cases: [unknown, string][] = [
      [{ account, amount: '0.00', term_months: 6 }, 'amount'],
      [{ account, amount: '20000000000.00', term_months: 6 }, 'amount'],
      [{ account: await kit.accountOf('302398451', '001'), amount: '1000.00', term_months: 6 }, 'account'],
      [{ account: await kit.accountOf(MAIN_INN, '002'), amount: '1000.00', term_months: 6 }, 'account'],
    ];
    for (const [body, field] of cases) {
      const answer = await kit.post('accountant', 'overdraft/create', body);
      expect(answer.http, field).toBe(422);
      expect(answer.body.validation?.[0]?.attribute).toBe(field);
    }
    expect(
      (await kit.post('accountant', 'overdraft/create', { account, amount: '10.00', term_months: 13 })).http,
    ).toBe(400);
    expect(
      (await kit.post('passive_user', 'overdraft/create', { account, amount: '10.00', term_months: 3 })).http,
    ).toBe(403);
    expect(await applicationCount()).toBe(before);
  });

  it('created → signed → sent → approved: the limit counts in the available balance and soum payments may use it', async () => {
    const number = await kit.accountOf(MAIN_INN, '001');
    const accountBefore = await kit.account(number);
    const created = await kit.post<OverdraftRow>('accountant', 'overdraft/create', {
      account: number,
      amount: '500000000.00',
      term_months: 6,
    });
    expect(created.http).toBe(200);
    const row = created.body.data as OverdraftRow;
    expect(row).toMatchObject({ status: OVERDRAFT_STATUS.created, isSign: false, isDelete: true });
    const again = await kit.post('accountant', 'overdraft/create', {
      account: number,
      amount: '1.00',
      term_months: 1,
    });
    expect(again.http).toBe(422);

    // another organisation's user cannot see or act on it
    expect((await kit.get('head_org2', `overdraft/view?id=${row.id}`)).http).toBe(404);
    expect((await kit.post('head_org2', 'overdraft/send', { id: row.id }, { 'if-match': '1' })).http).toBe(
      404,
    );

    const asHead = await kit.get<OverdraftRow>('head', `overdraft/view?id=${row.id}`);
    expect(asHead.body.data?.isSign).toBe(true);
    // a signature over other content does not verify; nothing changes
    const bad = await signBody('head', [{ ...row, amount: '1.00' }]);
    expect((await kit.post('head', 'overdraft/sign', bad)).http).toBe(422);
    const signed = await kit.post<OverdraftRow[]>('head', 'overdraft/sign', await signBody('head', [row]));
    expect(signed.http).toBe(200);
    const s = signed.body.data?.[0] as OverdraftRow;
    expect(s).toMatchObject({ status: OVERDRAFT_STATUS.signed, isSend: true, version: 2 });

    expect((await kit.post('head', 'overdraft/send', { id: row.id }, { 'if-match': '1' })).http).toBe(412);
    expect((await kit.post('head', 'overdraft/send', { id: row.id })).http).toBe(428);
    const sent = await kit.post<OverdraftRow>('head', 'overdraft/send', { id: row.id }, { 'if-match': '2' });
    expect(sent.body.data?.status).toBe(OVERDRAFT_STATUS.sent);
    expect(
      (await kit.post('accountant', 'overdraft/approve', { id: row.id }, { 'if-match': '3' })).http,
    ).toBe(403);

    const bankView = await kit.get<OverdraftRow>('credit_go', `overdraft/view?id=${row.id}`);
    expect(bankView.body.data).toMatchObject({ isApprove: true, isRefuse: true });
    const approved = await kit.post<OverdraftRow>(
      'credit_go',
      'overdraft/approve',
      { id: row.id },
      { 'if-match': '3' },
    );
    expect(approved.http).toBe(200);
    expect(approved.body.data?.status).toBe(OVERDRAFT_STATUS.approved);
    expect(approved.body.data?.valid_to).not.toBeNull();
    // approving twice is refused (and audited)
    expect((await kit.post('credit_go', 'overdraft/approve', { id: row.id }, { 'if-match': '4' })).http).toBe(
      409,
    );
    const [refusals] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'overdraft.refused'));
    expect(refusals?.n).toBeGreaterThan(0);

    const accounts = await kit.get<OverdraftAccount[]>('accountant', 'overdraft/accounts');
    const shown = accounts.body.data?.find((a) => a.account === number);
    expect(shown?.overdraft_limit).toBe('500000000.00');
    const after = await kit.account(number);
    expect(after.overdraftLimit).toBe(500_000_000_00n);
    expect(toMinor(shown?.available_balance ?? '0')).toBe(after.balance - after.reserved + 500_000_000_00n);

    // A soum payment above the balance but within balance + limit passes; the balance goes below zero.
    const available = accountBefore.balance - accountBefore.reserved;
    const sum = available + 100_000_000_00n;
    const payment = await kit.create(
      'accountant',
      await kit.body('main', { sum: (Number(sum) / 100).toFixed(2) }),
    );
    await kit.toSigned('accountant', ['head'], payment.id);
    const send = await kit.post<{ rows: UzsPaymentRow[] }>('head', 'uzs-payment/send', {
      payment_ids: [payment.id],
    });
    expect(send.http).toBe(200);
    await processPayments(h.db, h.clock);
    const done = await kit.view('accountant', payment.id);
    expect(done.status_id).toBe(UZS_STATUS.passed);
    expect((await kit.account(number)).balance < 0n).toBe(true);

    // Beyond balance + limit the payment is denied.
    const over = await kit.create('accountant', await kit.body('main', { sum: '450000000.00' }));
    await kit.toSigned('accountant', ['head'], over.id);
    await kit.post('head', 'uzs-payment/send', { payment_ids: [over.id] });
    await processPayments(h.db, h.clock);
    expect((await kit.view('accountant', over.id)).status_id).toBe(UZS_STATUS.denied);
  });

  it('the bank refuses with a reason; a created application may be deleted', async () => {
    const sent = (
      await kit.get<Paged<OverdraftRow>>('credit_go', 'overdraft/bank-list?page=1&pageSize=500')
    ).body.data?.list.find((r) => r.status === OVERDRAFT_STATUS.sent);
    expect(sent).toBeDefined();
    const v = String(sent?.version);
    expect(
      (await kit.post('credit_go', 'overdraft/refuse', { id: sent?.id, reason: ' ' }, { 'if-match': v }))
        .http,
    ).toBe(400);
    const refused = await kit.post<OverdraftRow>(
      'credit_go',
      'overdraft/refuse',
      { id: sent?.id, reason: 'Aylanma yetarli emas' },
      { 'if-match': v },
    );
    expect(refused.body.data).toMatchObject({
      status: OVERDRAFT_STATUS.refused,
      refuse_reason: 'Aylanma yetarli emas',
    });

    const created = (
      await kit.get<Paged<OverdraftRow>>('accountant', 'overdraft/list?page=1&pageSize=500')
    ).body.data?.list.find((r) => r.status === OVERDRAFT_STATUS.created);
    expect(created?.isDelete).toBe(true);
    const before = await applicationCount();
    const gone = await kit.post(
      'accountant',
      'overdraft/delete',
      { id: created?.id },
      { 'if-match': String(created?.version) },
    );
    expect(gone.http).toBe(200);
    expect(await applicationCount()).toBe(before - 1);
  });

  it('stores one application for a repeated Idempotency-Key and refuses a call without one', async () => {
    // After the test above deleted its created application, the main organisation's 002 is free.
    const account = await kit.accountOf(MAIN_INN, '002');
    const body = { account, amount: '1000000.00', term_months: 2 };
    const before = await applicationCount();
    const key = { 'idempotency-key': '1c9a7e52-6b3d-4a1f-8e2c-5d4b3a2f1e0d' };
    const made = await kit.post<OverdraftRow>('accountant', 'overdraft/create', body, key);
    const again = await kit.post<OverdraftRow>('accountant', 'overdraft/create', body, key);
    expect(made.http).toBe(200);
    expect(again.http).toBe(200);
    expect(again.body.data?.id).toBe(made.body.data?.id);
    expect(await applicationCount()).toBe(before + 1);
    const token = await kit.token('accountant');
    const bare = await h.call('POST', 'overdraft/create', { token, lang: 'en', body });
    expect(bare.http).toBe(400);
    expect(await applicationCount()).toBe(before + 1);
  });
});
