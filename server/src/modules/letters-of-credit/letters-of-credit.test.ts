import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LcRow, LcView } from '../../../../contracts/api/letters-of-credit.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { lettersOfCredit } from '../../db/schema/letters-of-credit.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { closeExpiredLetters } from './closure.ts';
import * as repo from './repository.ts';
import { lcBody, lcSignBody } from './testing.ts';

let h: Harness;
let kit: Kit;
let usd: string;
let seededClosed: number[] = [];
const DAY_MS = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  usd = await kit.accountOf('301245678', '010');
  // Seeded letters already due for closure are closed first, so each test sees only its own.
  seededClosed = await closeExpiredLetters(h.db, h.clock);
});
afterAll(async () => h.close());

async function lcCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(lettersOfCredit);
  return row?.n ?? 0;
}

async function create(overrides = {}): Promise<LcRow> {
  const answer = await kit.post<LcRow>(
    'accountant',
    'letters-of-credit/save',
    lcBody(usd, h.bankDay(), overrides),
  );
  if (answer.http !== 200 || answer.body.data === undefined) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

async function view(username: string, id: number) {
  return kit.get<LcView>(username, `letters-of-credit/view/${id}`);
}

async function act(username: string, row: { id: number; version: number }, action: string, extra = {}) {
  return kit.post<LcRow>(
    username,
    'letters-of-credit/action',
    { id: row.id, action, ...extra },
    { 'if-match': String(row.version) },
  );
}

async function signAs(username: string, id: number) {
  const seen = await view(username, id);
  if (seen.body.data === undefined) throw new Error('view failed');
  return kit.post<LcRow[]>(
    username,
    'letters-of-credit/sign',
    await lcSignBody(h.db, username, [seen.body.data]),
  );
}

async function balanced(transactionId: string): Promise<void> {
  const legs = await repo.legsOf(h.db, transactionId);
  expect(legs).toHaveLength(2);
  const debit = legs.reduce((s, l) => s + l.debit, 0n);
  const credit = legs.reduce((s, l) => s + l.credit, 0n);
  expect(debit).toBe(credit);
}

describe('letters of credit', () => {
  it('are seeded in every status, more than a page for the main organisation, one expired for the job', async () => {
    expect(seededClosed.length).toBeGreaterThanOrEqual(1);
    const list = await kit.get<Paged<LcRow>>('accountant', 'letters-of-credit/list?pageSize=100');
    const rows = list.body.data?.list ?? [];
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set([
        'created',
        'signed',
        'sent',
        'rejected',
        'issued',
        'amended',
        'documents_presented',
        'paid',
        'closed',
      ]),
    );
  });

  it('goes created → signed → sent → issued → documents → paid → closed with balanced cover legs', async () => {
    const before = (await kit.account(usd)).balance;
    const created = await create();
    expect(created).toMatchObject({ status: 'created', version: 1, isEdit: true, isSign: false });
    expect((await view('head', created.id)).body.data).toMatchObject({ isSign: true });
    expect((await signAs('accountant', created.id)).http).toBe(403);

    const signed = await signAs('head', created.id);
    expect(signed.http).toBe(200);
    expect(signed.body.data?.[0]).toMatchObject({
      status: 'signed',
      isSend: true,
      signed_by: expect.any(String),
    });

    const issueEarly = await act('cur_head_dep', created, 'issue');
    expect(issueEarly.http).toBe(403);
    const sent = await act('accountant', created, 'send');
    expect(sent.body.data).toMatchObject({ status: 'sent', isEdit: false });

    const issued = await act('cur_head_dep', created, 'issue');
    expect(issued.http).toBe(200);
    expect(issued.body.data).toMatchObject({ status: 'issued', cover_amount: '12500.00' });
    expect((await kit.account(usd)).balance).toBe(before - 12_500_00n);

    const docs = await act('cur_head_dep', created, 'documents');
    expect(docs.body.data?.status).toBe('documents_presented');
    const paid = await act('cur_head_dep', created, 'pay');
    expect(paid.body.data).toMatchObject({ status: 'paid', cover_amount: '0.00' });
    const closed = await act('cur_head_dep', created, 'close');
    expect(closed.body.data?.status).toBe('closed');

    const transactions = await repo.transactionsOf(h.db, created.id);
    expect(transactions).toHaveLength(2);
    for (const id of transactions) await balanced(id);
    const logs = (await view('accountant', created.id)).body.data?.logs.map((l) => l.action);
    expect(logs).toEqual(['create', 'sign', 'send', 'issue', 'documents', 'pay', 'close']);
  });

  it('an edit voids the signature and needs the version seen', async () => {
    const created = await create();
    await signAs('head', created.id);
    const stale = await kit.post<LcRow>(
      'accountant',
      'letters-of-credit/save',
      { id: created.id, ...lcBody(usd, h.bankDay(), { amount: '13000.00' }) },
      { 'if-match': '7' },
    );
    expect(stale.http).toBe(412);
    const edited = await kit.post<LcRow>(
      'accountant',
      'letters-of-credit/save',
      { id: created.id, ...lcBody(usd, h.bankDay(), { amount: '13000.00' }) },
      { 'if-match': '1' },
    );
    expect(edited.body.data).toMatchObject({
      status: 'created',
      version: 2,
      signed_by: '',
      amount: '13000.00',
    });
    // A signature over the old version no longer applies.
    const old = await kit.post<LcRow[]>(
      'head',
      'letters-of-credit/sign',
      await lcSignBody(h.db, 'head', [{ ...created, version: 1 }]),
    );
    expect(old.http).toBe(409);
  });

  it('refuses bad input per field with nothing stored, and audits the refusal', async () => {
    const before = await lcCount();
    const today = h.bankDay();
    const answer = await kit.post<LcRow>(
      'accountant',
      'letters-of-credit/save',
      lcBody(usd, today, {
        expiry_date: today,
        confirmation: 'confirm',
        payment_terms: 'deferred',
        port_of_discharge: 'ningbo',
      }),
    );
    expect(answer.http).toBe(422);
    const fields = answer.body.validation?.map((v) => v.attribute).sort();
    expect(fields).toEqual([
      'confirming_bank_name',
      'confirming_bank_swift',
      'deferred_days',
      'expiry_date',
      'latest_shipment_date',
      'port_of_discharge',
    ]);
    const wrongCurrency = await kit.post<LcRow>(
      'accountant',
      'letters-of-credit/save',
      lcBody(usd, today, { currency: 'EUR' }),
    );
    expect(wrongCurrency.http).toBe(422);
    const badSwift = await kit.post<LcRow>(
      'accountant',
      'letters-of-credit/save',
      lcBody(usd, today, { advising_bank_swift: 'nope' }),
    );
    expect(badSwift.http).toBe(400);
    expect(await lcCount()).toBe(before);
    const refusals = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'letter-of-credit.refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps organisations apart and roles to their actions', async () => {
    const created = await create();
    expect((await view('head_org2', created.id)).http).toBe(404);
    expect((await act('head_org2', created, 'send')).http).toBe(404);
    expect((await view('cur_head_dep', created.id)).http).toBe(200);
    expect((await act('accountant', created, 'issue')).http).toBe(403);
    const list = await kit.get<Paged<LcRow>>('head_org2', 'letters-of-credit/list?pageSize=100');
    expect(list.body.data?.list.some((r) => r.id === created.id)).toBe(false);
    const file = await h.app.inject({
      method: 'GET',
      url: `/api/v2/letters-of-credit/file/${created.id}`,
      headers: { authorization: `Bearer ${await kit.token('accountant')}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('the closure job returns the cover 3 days after expiry, once, even when run twice', async () => {
    const created = await create({ amount: '1000.00' });
    await signAs('head', created.id);
    await act('head', created, 'send');
    await act('cur_head_dep', created, 'issue');
    const afterIssue = (await kit.account(usd)).balance;
    // Expiry is 90 days out: at expiry + 2 days nothing happens, at + 3 it closes.
    h.clock.advance(92 * DAY_MS);
    expect(await closeExpiredLetters(h.db, h.clock)).not.toContain(created.id);
    h.clock.advance(1 * DAY_MS);
    const [first, second] = await Promise.all([
      closeExpiredLetters(h.db, h.clock),
      closeExpiredLetters(h.db, h.clock),
    ]);
    expect([...first, ...second].filter((id) => id === created.id)).toHaveLength(1);
    expect(await closeExpiredLetters(h.db, h.clock)).toEqual([]);
    const row = await repo.findLc(h.db, null, created.id);
    expect(row?.lc).toMatchObject({ status: 'closed', coverAmount: 0n });
    // Seeded letters of the same account may close in the same run: read this letter's own return.
    expect((await kit.account(usd)).balance).toBeGreaterThanOrEqual(afterIssue + 1000_00n);
    const transactions = await repo.transactionsOf(h.db, created.id);
    expect(transactions).toHaveLength(2);
    const returned = await repo.legsOf(h.db, transactions[1] ?? '');
    const client = await kit.account(usd);
    expect(returned.find((l) => l.credit > 0n)).toMatchObject({ accountId: client.id, credit: 1000_00n });
    for (const id of transactions) await balanced(id);
    const [totals] = await h.db
      .select({ d: sum(ledgerEntries.debit), c: sum(ledgerEntries.credit) })
      .from(ledgerEntries);
    expect(totals?.d).toBe(totals?.c);
    h.clock.advance(-93 * DAY_MS);
  });
});
