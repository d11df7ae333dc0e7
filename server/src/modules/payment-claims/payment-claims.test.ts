import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_ENDPOINTS,
  CLAIM_STATUS,
  type Claim,
  type ClaimCreateBody,
  type ClaimPaymentResult,
} from '../../../../contracts/api/payment-claims.ts';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { processPayments } from '../uzs-payment/processing.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
const MAIN = '301245678';
const SAMARQAND = '302398451';

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

async function claimBody(overrides: Partial<ClaimCreateBody> = {}): Promise<ClaimCreateBody> {
  return {
    client_reference: randomUUID(),
    number: '12',
    date: '2026-11-20',
    account: await kit.accountOf(MAIN, '001'),
    mfo: '00873',
    debtor_account: await kit.accountOf(SAMARQAND, '001'),
    debtor_mfo: '00421',
    debtor_inn: SAMARQAND,
    debtor_name: 'AJ «Samarqand Don Mahsulotlari»',
    amount: '3000000.00',
    code: '00101',
    description: 'Yetkazib berilgan tovarlar uchun, shartnoma № 77',
    partial: true,
    ...overrides,
  };
}

async function create(overrides: Partial<ClaimCreateBody> = {}): Promise<Claim> {
  const { http, body } = await kit.post<Claim>(
    'accountant',
    'payments-required/create',
    await claimBody(overrides),
  );
  if (http !== 200 || body.data === undefined)
    throw new Error(`create failed: ${http} ${JSON.stringify(body)}`);
  return body.data;
}

describe('payment claims', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of CLAIM_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('is outgoing for the creditor, incoming for the debtor, 404 for anyone else', async () => {
    const claim = await create();
    expect(claim).toMatchObject({
      direction: 'outgoing',
      status_id: CLAIM_STATUS.active,
      amount_remaining: '3000000.00',
    });
    expect(claim).toMatchObject({ isEdit: true, isRecall: true, isPay: false, isIgnore: false });
    const incoming = await kit.post<Paged<Claim>>('accountant_org2', 'payments-required/list', {
      direction: 'incoming',
    });
    const seen = incoming.body.data?.list.find((c) => c.id === claim.id);
    expect(seen).toMatchObject({
      direction: 'incoming',
      isPay: true,
      isIgnore: true,
      isEdit: false,
      isRecall: false,
    });
    expect((await kit.get('head_org3', `payments-required/view?id=${claim.id}`)).http).toBe(404);
    const again = await kit.post<Claim>(
      'accountant',
      'payments-required/create',
      await claimBody({ client_reference: claim.client_reference }),
    );
    expect(again.body.data?.id).toBe(claim.id);
  });

  it('is paid in parts through ordinary payments that count once the bank passed them', async () => {
    const claim = await create();
    const debtorAccount = await kit.accountOf(SAMARQAND, '001');
    const paid = await kit.post<ClaimPaymentResult>('accountant_org2', 'payments-required/payment', {
      id: claim.id,
      account: debtorAccount,
      mfo: '00421',
      sum: '1000000.00',
    });
    expect(paid.http).toBe(200);
    expect(paid.body.data?.claim).toMatchObject({
      amount_in_payment: '1000000.00',
      amount_remaining: '2000000.00',
    });
    const paymentId = paid.body.data?.payment_id ?? 0;
    const payment = await kit.view('accountant_org2', paymentId);
    expect(payment).toMatchObject({
      status_id: UZS_STATUS.created,
      r_account: claim.account,
      sum: '1000000.00',
    });

    const tooMuch = await kit.post('accountant_org2', 'payments-required/payment', {
      id: claim.id,
      account: debtorAccount,
      mfo: '00421',
      sum: '2000000.01',
    });
    expect(tooMuch.http).toBe(422);

    await kit.toSigned('accountant_org2', ['sign_org2', 'head_org2'], paymentId);
    await kit.post('head_org2', 'uzs-payment/send', { payment_ids: [paymentId] });
    await processPayments(h.db, h.clock);
    const after = await kit.get<Claim>('accountant', `payments-required/view?id=${claim.id}`);
    expect(after.body.data).toMatchObject({
      status_id: CLAIM_STATUS.partiallyPaid,
      amount_paid: '1000000.00',
      amount_in_payment: '0.00',
      amount_remaining: '2000000.00',
      isEdit: false,
    });
  });

  it('a claim without partial payment is paid only in full', async () => {
    const claim = await create({ partial: false, amount: '500.00' });
    const account = await kit.accountOf(SAMARQAND, '001');
    const part = await kit.post('accountant_org2', 'payments-required/payment', {
      id: claim.id,
      account,
      mfo: '00421',
      sum: '100.00',
    });
    expect(part.http).toBe(422);
    const full = await kit.post<ClaimPaymentResult>('accountant_org2', 'payments-required/payment', {
      id: claim.id,
      account,
      mfo: '00421',
      sum: '500.00',
    });
    expect(full.body.data?.claim).toMatchObject({ amount_remaining: '0.00', isPay: false });
  });

  it('the creditor recalls and the debtor refuses what remains; nothing else changes afterwards', async () => {
    const recalled = await create();
    const recall = await kit.post<Claim>(
      'accountant',
      'payments-required/recall',
      { id: recalled.id },
      { 'if-match': '1' },
    );
    expect(recall.body.data).toMatchObject({
      status_id: CLAIM_STATUS.recalled,
      amount_recalled: '3000000.00',
      amount_remaining: '0.00',
    });
    const account = await kit.accountOf(SAMARQAND, '001');
    expect(
      (
        await kit.post('accountant_org2', 'payments-required/payment', {
          id: recalled.id,
          account,
          mfo: '00421',
          sum: '1.00',
        })
      ).http,
    ).toBe(403);

    const ignored = await create();
    expect(
      (
        await kit.post(
          'accountant',
          'payments-required/ignore',
          { id: ignored.id, reason: 'x' },
          { 'if-match': '1' },
        )
      ).http,
    ).toBe(403);
    const ignore = await kit.post<Claim>(
      'accountant_org2',
      'payments-required/ignore',
      { id: ignored.id, reason: 'Tovar yetkazilmagan' },
      { 'if-match': '1' },
    );
    expect(ignore.body.data).toMatchObject({
      status_id: CLAIM_STATUS.ignored,
      amount_ignored: '3000000.00',
      ignore_reason: 'Tovar yetkazilmagan',
    });
    expect(
      (await kit.post('accountant', 'payments-required/recall', { id: ignored.id }, { 'if-match': '2' }))
        .http,
    ).toBe(403);
  });

  it('edits with If-Match until something happened to the claim', async () => {
    const claim = await create();
    const edit = { ...(await claimBody()), id: claim.id, amount: '4000000.00' };
    const { client_reference: _ref, ...body } = edit;
    expect((await kit.post('accountant', 'payments-required/edit', body)).http).toBe(428);
    const edited = await kit.post<Claim>('accountant', 'payments-required/edit', body, { 'if-match': '1' });
    expect(edited.body.data).toMatchObject({ version: 2, amount: '4000000.00' });
    expect((await kit.post('accountant', 'payments-required/edit', body, { 'if-match': '1' })).http).toBe(
      412,
    );
    expect(
      (await kit.post('accountant_org2', 'payments-required/edit', body, { 'if-match': '2' })).http,
    ).toBe(403);
  });

  it('refuses bad input with 422 and saves nothing', async () => {
    const before = await kit.post<Paged<Claim>>('accountant', 'payments-required/list', {
      direction: 'outgoing',
    });
    const wrongInn = await kit.post(
      'accountant',
      'payments-required/create',
      await claimBody({ debtor_inn: '309999999' }),
    );
    expect(wrongInn.http).toBe(422);
    expect(wrongInn.body.validation?.map((v) => v.attribute)).toEqual(['debtor_inn']);
    const unknown = await kit.post(
      'accountant',
      'payments-required/create',
      await claimBody({ debtor_account: '2020800030567123400100450', debtor_mfo: '00450', amount: '0.10' }),
    );
    expect(unknown.body.validation?.map((v) => v.attribute).sort()).toEqual(['amount']);
    const unknownAccount = await kit.post(
      'accountant',
      'payments-required/create',
      await claimBody({ debtor_account: '2020800030567123400100450', debtor_mfo: '00450' }),
    );
    expect(unknownAccount.body.validation?.map((v) => v.attribute)).toEqual(['debtor_account']);
    const after = await kit.post<Paged<Claim>>('accountant', 'payments-required/list', {
      direction: 'outgoing',
    });
    expect(after.body.data?._meta.totalCount).toBe(before.body.data?._meta.totalCount);
    expect((await kit.post('head', 'payments-required/create', await claimBody())).http).toBe(403);
  });

  it('filters by status and names statuses in the request language', async () => {
    const recalled = await kit.post<Paged<Claim>>('accountant', 'payments-required/list', {
      direction: 'outgoing',
      status_id: CLAIM_STATUS.recalled,
    });
    expect(recalled.body.data?.list.length).toBeGreaterThan(0);
    expect(
      recalled.body.data?.list.every(
        (c) => c.status_id === CLAIM_STATUS.recalled && c.statusName === 'Recalled',
      ),
    ).toBe(true);
    const statuses = await kit.get<{ id: number; name: string }[]>(
      'accountant',
      'payments-required/status-list',
    );
    expect(statuses.body.data?.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
