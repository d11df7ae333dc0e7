import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FX_STATUS,
  type FxActionResult,
  type FxGpi,
  type FxPaymentRow,
  type FxStatusItem,
} from '../../../../contracts/api/currency-payment.ts';
import type { SwiftRow } from '../../../../contracts/api/swift.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { isOperatingDay, nextOperatingDay } from '../../../../contracts/api/currency-payment.ts';
import { bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import { currencyValueDate, valueDateFrom } from '../../core/operating-day.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { DEMO_BANK_HOLIDAYS } from '../../db/seed/bank-holidays.ts';
import { bankHolidays } from '../../db/schema/reference.ts';
import { currencyPayments } from '../../db/schema/currency-payments.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { parseMt103 } from '../accounts/mt103.ts';
import { processCurrencyPayments } from './processing.ts';
import { move, nostroOf } from './processing-repository.ts';
import { createFxKit, type FxKit } from './testing.ts';

let h: Harness;
let kit: FxKit;
/** The accountant's list as seeded, before any processing tick moves a payment on. */
let seededFirstPage: CallResult<Paged<FxPaymentRow>>;
let seededAll: CallResult<Paged<FxPaymentRow>>;

const HOUR = 3_600_000;

beforeAll(async () => {
  h = await createHarness();
  kit = createFxKit(h);
  seededFirstPage = await kit.post<Paged<FxPaymentRow>>(
    'accountant',
    'currency-payment/list?pageSize=20',
    {},
  );
  seededAll = await kit.post<Paged<FxPaymentRow>>('accountant', 'currency-payment/list?pageSize=500', {});
  // Settle the seeded Sent and Executed payments, so each test's own are what moves.
  for (let i = 0; i < 4; i += 1) await processCurrencyPayments(h.db, h.clock);
});
afterAll(async () => h.close());

async function paymentCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(currencyPayments);
  return row?.n ?? 0;
}

async function balanceOf(number: string): Promise<bigint> {
  const [row] = await h.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.number, number));
  return row?.balance ?? -1n;
}

/** Moves the clock to the next moment at `hour`:`minute` Tashkent on a weekday (Mon–Thu). */
function moveClockTo(hour: number, minute = 0): void {
  for (let i = 0; i < 14 * 24 * 4; i += 1) {
    const wall = new Date(h.clock.now().getTime() + 5 * HOUR);
    const day = wall.getUTCDay();
    if (day >= 1 && day <= 4 && wall.getUTCHours() === hour && wall.getUTCMinutes() === minute) return;
    h.clock.advance(15 * 60_000 - (h.clock.now().getTime() % (15 * 60_000)) || 15 * 60_000);
    kit.forget();
  }
  throw new Error('no such moment');
}

async function toSent(preparer: string, signers: readonly string[], overrides = {}): Promise<FxPaymentRow> {
  const created = await kit.create(preparer, await kit.body(preparer, overrides));
  for (const signer of signers) {
    const signed = await kit.sign(signer, [created.id]);
    if (signed.http !== 200)
      throw new Error(`sign by ${signer}: ${signed.http} ${JSON.stringify(signed.body)}`);
  }
  const sent = await kit.post<FxActionResult>(preparer, 'currency-payment/send', {
    payment_ids: [created.id],
  });
  const row = sent.body.data?.rows[0];
  if (sent.http !== 200 || row === undefined) throw new Error(`send: ${sent.http}`);
  return row;
}

describe('currency payments: rules', () => {
  // Read before the settling ticks: a tick moves seeded Executed payments on to Credited, and after
  // a clock move the seeded Sent ones too (the outcome depended on the weekday).
  it('lists the seeded payments of the organisation over more than one page, every status present', async () => {
    const page = seededFirstPage;
    expect(page.body.data?._meta.pageCount).toBeGreaterThan(1);
    const all = seededAll;
    const statuses = new Set(all.body.data?.list.map((r) => r.status_id));
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      if (id === 2) continue; // main signs A only; Signed (B) is seeded for Samarqand
      expect(statuses.has(id)).toBe(true);
    }
    const ids = all.body.data?.list.map((r) => r.id) ?? [];
    const rows = await h.db
      .select({ n: count() })
      .from(currencyPayments)
      .where(inArray(currencyPayments.id, ids));
    expect(rows[0]?.n).toBe(ids.length);
  });

  it('answers the statuses from a server list, in the caller’s language', async () => {
    const { body } = await kit.get<FxStatusItem[]>('accountant', 'currency-payment/status-list');
    expect(body.data?.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.data?.[5]?.name).toBe('Credited');
  });

  it('refuses a bad BIC and a bad IBAN per field, storing nothing', async () => {
    const before = await paymentCount();
    const bad = await kit.post('accountant', 'currency-payment/save', {
      ...(await kit.body('accountant')),
      beneficiary_bank_bic: 'COBA1EFF',
      correspondent_bank_bic: 'CHAS',
    });
    expect(bad.http).toBe(422);
    const attrs = bad.body.validation?.map((v) => v.attribute);
    expect(attrs).toEqual(expect.arrayContaining(['beneficiary_bank_bic', 'correspondent_bank_bic']));

    const iban = await kit.post('accountant', 'currency-payment/save', {
      ...(await kit.body('accountant')),
      // DE IBAN with one digit changed: the mod-97 check fails.
      beneficiary_account: 'DE89370400440532013001',
    });
    expect(iban.http).toBe(422);
    expect(iban.body.validation).toEqual([
      expect.objectContaining({ attribute: 'beneficiary_account', message: expect.stringContaining('IBAN') }),
    ]);

    // A US bank does not use IBAN: a plain account number passes.
    const us = await kit.post<FxPaymentRow>('accountant', 'currency-payment/save', {
      ...(await kit.body('accountant')),
      beneficiary_account: '000123456789',
      beneficiary_bank_bic: 'CITIUS33',
      partner_country: 'US',
    });
    expect(us.http).toBe(200);

    const places = await kit.post('accountant', 'currency-payment/save', {
      ...(await kit.body('accountant')),
      amount: '10.125',
    });
    expect(places.http).toBe(422);
    expect(places.body.validation?.[0]).toMatchObject({ attribute: 'amount' });
    expect(await paymentCount()).toBe(before + 1);
    const [refusals] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'currency-payment.refused'));
    expect(refusals?.n).toBeGreaterThanOrEqual(3);
  });

  it('lets only the roles of the area act: passive_user and cur_head_bank read, never write', async () => {
    const body = await kit.body('accountant');
    expect((await kit.post('passive_user', 'currency-payment/save', body)).http).toBe(403);
    expect((await kit.post('cur_head_bank', 'currency-payment/save', body)).http).toBe(403);
    expect((await kit.post('admin', 'currency-payment/list', {})).http).toBe(403);
    const head = await kit.post('head', 'currency-payment/save', body);
    expect(head.http).toBe(403);

    const mine = await kit.create('accountant', await kit.body('accountant'));
    const bank = await kit.post<Paged<FxPaymentRow>>(
      'cur_head_bank',
      'currency-payment/list?pageSize=100',
      {},
    );
    expect(bank.http).toBe(200);
    const orgs = new Set(bank.body.data?.list.map((r) => r.organization_id));
    expect(orgs.size).toBeGreaterThan(1);
    const asBank = await kit.view('cur_head_bank', mine.id);
    expect(asBank).toMatchObject({ isEdit: false, isSign: false, isSend: false, isDelete: false });
  });

  it('answers 404 for another organisation’s payment, in reads and in changes', async () => {
    const mine = await kit.create('accountant', await kit.body('accountant'));
    expect((await kit.get('head_org2', `currency-payment/view?id=${mine.id}`)).http).toBe(404);
    const del = await kit.post('accountant_org2', 'currency-payment/delete', { ids: [mine.id] });
    expect(del.http).toBe(404);
    const edit = await kit.post(
      'accountant_org2',
      'currency-payment/save',
      { ...(await kit.body('accountant_org2')), id: mine.id },
      { 'if-match': '1' },
    );
    expect(edit.http).toBe(404);
    expect((await kit.view('accountant', mine.id)).status_id).toBe(FX_STATUS.created);
  });

  it('replays a repeated save once: same Idempotency-Key, or same client_reference', async () => {
    const body = await kit.body('accountant');
    const before = await paymentCount();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await kit.post<FxPaymentRow>('accountant', 'currency-payment/save', body, key);
    const again = await kit.post<FxPaymentRow>('accountant', 'currency-payment/save', body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const sameRef = await kit.post<FxPaymentRow>('accountant', 'currency-payment/save', body);
    expect(sameRef.body.data?.id).toBe(first.body.data?.id);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('voids the signature on an edit (version + 1) and refuses the old signature', async () => {
    // Samarqand must sign B, then A.
    const created = await kit.create('accountant_org2', await kit.body('accountant_org2'));
    expect(created.required_signatures).toEqual(['B', 'A']);
    expect((await kit.view('head_org2', created.id)).isSign).toBe(false);
    const oldSignature = await kit.signBody('sign_org2', [created.id]);
    const b = await kit.post<FxActionResult>('sign_org2', 'currency-payment/sign', oldSignature);
    expect(b.http).toBe(200);
    expect(b.body.data?.rows[0]).toMatchObject({ status_id: FX_STATUS.signedB, signed_letters: ['B'] });

    const edited = await kit.post<FxPaymentRow>(
      'accountant_org2',
      'currency-payment/save',
      { ...(await kit.body('accountant_org2')), id: created.id, amount: '900.00' },
      { 'if-match': '1' },
    );
    expect(edited.http).toBe(200);
    expect(edited.body.data).toMatchObject({
      status_id: FX_STATUS.created,
      version: 2,
      signed_letters: [],
      amount: '900.00',
    });

    const stale = await kit.post('sign_org2', 'currency-payment/sign', oldSignature);
    expect(stale.http).toBe(412);
    const staleEdit = await kit.post(
      'accountant_org2',
      'currency-payment/save',
      { ...(await kit.body('accountant_org2')), id: created.id },
      { 'if-match': '1' },
    );
    expect(staleEdit.http).toBe(412);
    // Sent without a signature: refused.
    const unsigned = await kit.post('accountant_org2', 'currency-payment/send', {
      payment_ids: [created.id],
    });
    expect(unsigned.http).toBe(403);
  });

  it('keeps four-eyes: the preparer may not sign their own payment', async () => {
    const own = await kit.create('client', await kit.body('client'));
    const signed = await kit.sign('client', [own.id]);
    expect(signed.http).toBe(403);
  });
});

describe('currency payments: cut-off, execution, tracker, ledger', () => {
  it('fixes the value date by the 16:00 Tashkent cut-off', async () => {
    moveClockTo(15, 45);
    const early = await toSent('accountant', ['head']);
    const today = h.bankDay();
    // The seeded holidays (a Mon–Thu may be one) count like weekends.
    const holidays = DEMO_BANK_HOLIDAYS.map((d) => d.day);
    expect(early.value_date).toBe(
      isOperatingDay(today, holidays) ? today : nextOperatingDay(today, holidays),
    );
    moveClockTo(16, 0);
    const late = await toSent('accountant', ['head']);
    expect(late.value_date).toBe(nextOperatingDay(h.bankDay(), holidays));
  });

  it('skips the bank holidays of the reference data and the weekend (fixed clock)', async () => {
    // Thursday 30 Sep 2027 after 16:00 Tashkent: Friday 1 Oct is a seeded holiday → Monday 4 Oct.
    expect(await currencyValueDate(h.db, new Date('2027-09-30T11:30:00Z'))).toBe('2027-10-04');
    expect(await currencyValueDate(h.db, new Date('2027-09-30T10:59:00Z'))).toBe('2027-09-30');
    // On the holiday itself, before the cut-off: the next operating day.
    expect(await currencyValueDate(h.db, new Date('2027-10-01T05:00:00Z'))).toBe('2027-10-04');
    // Monday 7 Dec 2026 after 16:00: Tuesday 8 Dec (Constitution Day) is skipped.
    expect(await currencyValueDate(h.db, new Date('2026-12-07T11:01:00Z'))).toBe('2026-12-09');
    // Transfers between own accounts count from the operating day they are sent on, the same way.
    expect(await valueDateFrom(h.db, new Date('2027-09-30T11:30:00Z'), '2027-09-30')).toBe('2027-10-04');

    // Through the API: tomorrow declared a holiday, a payment sent after 16:00 is valued after it.
    moveClockTo(16, 30);
    const today = h.bankDay();
    const tomorrow = bankDaysBefore(today, -1);
    await h.db
      .insert(bankHolidays)
      .values({ day: tomorrow, nameRu: 'Выходной', nameUz: 'Dam olish kuni', nameEn: 'Day off' })
      .onConflictDoNothing();
    const holidays = [...DEMO_BANK_HOLIDAYS.map((d) => d.day), tomorrow];
    const sent = await toSent('accountant', ['head']);
    expect(sent.value_date).toBe(nextOperatingDay(today, holidays));
    expect(sent.value_date).not.toBe(tomorrow);
    expect(sent.value_date).not.toBe(nextOperatingDay(today, []));
  });

  it('signs, sends, executes with a UETR, an MT103 and balanced ledger legs, then credits through the chain', async () => {
    for (let i = 0; i < 3; i += 1) await processCurrencyPayments(h.db, h.clock);
    const body = await kit.body('accountant', { amount: '2000.00' });
    const before = await balanceOf(body.account);
    const sent = await toSent('accountant', ['head'], { amount: '2000.00' });
    expect(sent).toMatchObject({ status_id: FX_STATUS.sent, isEdit: false, isSend: false });

    const tick = await processCurrencyPayments(h.db, h.clock);
    expect(tick.executed).toBeGreaterThanOrEqual(1);
    const executed = await kit.view('accountant', sent.id);
    expect(executed).toMatchObject({ status_id: FX_STATUS.executed, isTracker: true, isMt103: true });
    expect(executed.uetr).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balanceOf(body.account)).toBe(before - 200_000n);

    // The ledger: every transaction's debits equal its credits.
    const unbalanced = await h.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.debit}) <> sum(${ledgerEntries.credit})`);
    expect(unbalanced).toHaveLength(0);
    // And the payer's balance is its opening balance plus its credits less its debits.
    const [payer] = await h.db.select().from(accounts).where(eq(accounts.number, body.account));
    const [sums] = await h.db
      .select({
        debit: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
        credit: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, payer?.id ?? 0));
    expect(payer?.balance).toBe(
      (payer?.openingBalance ?? 0n) + BigInt(sums?.credit ?? 0) - BigInt(sums?.debit ?? 0),
    );

    // /swift-format shows it.
    const swift = await kit.post<SwiftRow[]>('accountant', 'export/swift-list', {
      date_from: executed.value_date,
      date_to: executed.value_date,
    });
    expect(
      swift.body.data?.some((r) => r.reference === executed.reference && r.amount_32a === '2000.00'),
    ).toBe(true);

    const tracking = async () =>
      (await kit.get<FxGpi>('accountant', `currency-payment/gpi?id=${sent.id}&reference=${executed.uetr}`))
        .body.data;
    expect((await tracking())?.state).toBe('in_process');
    await processCurrencyPayments(h.db, h.clock);
    expect((await tracking())?.steps.map((s) => s.kind)).toEqual(['sent', 'correspondent']);
    await processCurrencyPayments(h.db, h.clock);
    const done = await tracking();
    expect(done).toMatchObject({ state: 'completed', credited_amount: '1975.00' });
    expect(done?.steps.map((s) => [s.kind, s.status])).toEqual([
      ['sent', 'ACSP'],
      ['correspondent', 'ACSP'],
      ['credited', 'ACCC'],
    ]);
    expect(done?.steps[1]?.fee).toBe('25.00');
    expect((await kit.view('accountant', sent.id)).status_id).toBe(FX_STATUS.credited);

    // Another organisation cannot track it; a wrong reference is not found.
    expect(
      (await kit.get('head_org2', `currency-payment/gpi?id=${sent.id}&reference=${executed.uetr}`)).http,
    ).toBe(404);
    expect((await kit.get('accountant', `currency-payment/gpi?id=${sent.id}&reference=nope`)).http).toBe(404);
  });

  it('rejects at a sanctioned beneficiary bank and returns the money; holds a large payment without a contract', async () => {
    const body = await kit.body('accountant');
    const before = await balanceOf(body.account);
    const rejected = await toSent('accountant', ['head'], {
      beneficiary_bank_bic: 'BMJIIRTH',
      beneficiary_account: '0102030405',
      partner_country: 'AE',
    });
    await processCurrencyPayments(h.db, h.clock);
    await processCurrencyPayments(h.db, h.clock);
    const view = await kit.view('accountant', rejected.id);
    expect(view.status_id).toBe(FX_STATUS.rejected);
    expect(view.error_bank).toContain('rejected');
    expect(await balanceOf(body.account)).toBe(before);

    // Other areas' demo seeds spend from this USD account too: an incoming 60 000.00 (two balanced
    // legs from the nostro) so the hold rule, not the funds check, decides.
    const [payer] = await h.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.number, body.account));
    const nostro = await nostroOf(h.db, 'USD');
    if (payer === undefined || nostro === null) throw new Error('no USD payer or nostro in the seed');
    await move(h.db, nostro, payer.id, 6_000_000n, h.clock.now(), {
      docNumber: 'TOPUP',
      counterpartyName: 'Top-up',
      counterpartyAccount: '',
      counterpartyBic: '',
      purpose: 'Test top-up',
    });
    const held = await toSent('accountant', ['head'], { amount: '60000.00' });
    await processCurrencyPayments(h.db, h.clock);
    await processCurrencyPayments(h.db, h.clock);
    const heldView = await kit.view('accountant', held.id);
    expect({ status: heldView.status_id, error: heldView.error_bank }).toEqual({
      status: FX_STATUS.onHold,
      error: null,
    });
    const gpi = await kit.get<FxGpi>(
      'accountant',
      `currency-payment/gpi?id=${held.id}&reference=${heldView.uetr}`,
    );
    expect(gpi.body.data?.state).toBe('on_hold');
  });

  it('rejects a payment over the balance without moving money', async () => {
    const sent = await toSent('accountant', ['head'], { amount: '9999999.00' });
    await processCurrencyPayments(h.db, h.clock);
    const view = await kit.view('accountant', sent.id);
    expect(view).toMatchObject({ status_id: FX_STATUS.rejected, uetr: null, isMt103: false });
    expect(view.error_bank).toBe('Insufficient funds in the account');
  });

  it('downloads the MT103 of an executed payment; its fields parse back to the payment', async () => {
    const sent = await toSent('accountant', ['head'], { amount: '3150.75', charges: 'OUR' });
    await processCurrencyPayments(h.db, h.clock);
    const view = await kit.view('accountant', sent.id);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/v2/currency-payment/mt103',
      headers: {
        authorization: `Bearer ${await h.login('accountant')}`,
        'idempotency-key': crypto.randomUUID(),
      },
      payload: { id: sent.id },
    });
    expect(response.statusCode).toBe(200);
    const fields = parseMt103(response.body);
    const valueDate = (view.value_date ?? '').slice(2).replace(/-/g, '');
    expect(fields['20']).toBe(view.reference);
    expect(fields['23B']).toBe('CRED');
    expect(fields['32A']).toBe(`${valueDate}USD3150,75`);
    expect(fields['50K']?.split('\n')[0]).toBe(`/${view.account}`);
    expect(fields['56A']).toBe('CHASUS33');
    expect(fields['57A']).toBe('COBADEFFXXX');
    expect(fields['59']?.split('\n')).toEqual([
      '/DE89370400440532013000',
      'RHEIN SPINNEREI GMBH',
      'HAFENSTRASSE 12, DUISBURG',
    ]);
    expect(fields['70']?.replace(/\n/g, '')).toBe('SPARE PARTS FOR SPINNING MACHINES, INV 2026-118');
    expect(fields['71A']).toBe('OUR');
  });
});
