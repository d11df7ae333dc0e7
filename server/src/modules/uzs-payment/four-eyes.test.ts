/**
 * Four-eyes on soum payments (issue 19 point 9, docs/decisions.md "Four-eyes"): under dual control
 * whoever created or last edited a payment cannot sign it — one payment, a batch, the list flags and
 * counters — while another signer can; a sole proprietor acts alone. The phone (passkey) path is in
 * devices/devices.test.ts, the setting itself in organizations/organizations.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  UZS_STATUS,
  type UzsActionResult,
  type UzsDashboardCounts,
  type UzsPaymentRow,
} from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { paymentSignatures } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from './testing.ts';

const MAIN_INN = '301245678';

let h: Harness;
let kit: Kit;
let mainId: number;

async function orgId(inn: string): Promise<number> {
  const [row] = await h.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.inn, inn));
  if (row === undefined) throw new Error(`no organisation ${inn}`);
  return row.id;
}

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  mainId = await orgId(MAIN_INN);
});
afterAll(async () => h.close());
// Every test starts from the seeded main organisation: a legal entity with dual control on.
afterEach(async () => {
  await h.db
    .update(organizations)
    .set({ legalForm: 'legal_entity', dualControl: true })
    .where(eq(organizations.id, mainId));
});

/** A payment of the main organisation made and approved by `preparer` (Entered). */
async function entered(preparer: string, sum = '1250000.00'): Promise<UzsPaymentRow> {
  const row = await kit.create(preparer, await kit.body('main', { sum }));
  const approved = await kit.post(preparer, 'uzs-payment/many-approve', { ids: [row.id] });
  expect(approved.http).toBe(200);
  return row;
}

async function signatures(paymentId: number) {
  return h.db.select().from(paymentSignatures).where(eq(paymentSignatures.paymentId, paymentId));
}

async function refusalsOf(username: string) {
  return h.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'uzs-payment.four-eyes-refused'), eq(auditLog.username, username)));
}

describe('dual control on (a legal entity, the default)', () => {
  it('the client who prepared a payment cannot sign it; another signer can', async () => {
    const row = await entered('client');
    const asPreparer = await kit.view('client', row.id);
    expect(asPreparer).toMatchObject({ isSign: false, IsSignSend: false, isApprove: false });

    const refused = await kit.sign('client', [row.id]);
    expect(refused.http).toBe(403);
    expect(refused.body.data).toEqual({ ids: [row.id] });
    expect(refused.body.message).toMatch(/another person must sign it \(dual control\)/);
    expect(await signatures(row.id)).toHaveLength(0);
    expect((await kit.view('client', row.id)).status_id).toBe(UZS_STATUS.entered);
    const audited = await refusalsOf('client');
    expect(audited.map((a) => a.detail)).toContainEqual({ paymentIds: [row.id], signType: 'eds' });

    expect((await kit.view('head', row.id)).isSign).toBe(true);
    const signed = await kit.sign('head', [row.id]);
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.signed);
    // The preparer may still send what someone else signed.
    expect((await kit.post('client', 'uzs-payment/send', { payment_ids: [row.id] })).http).toBe(200);
  });

  it('answers in the caller’s language (ru, uz)', async () => {
    const row = await entered('client');
    const body = await kit.signBody('client', [row.id]);
    const token = await kit.token('client');
    for (const [lang, text] of [
      ['ru', /двойной контроль/],
      ['uz', /ikki tomonlama nazorat/],
    ] as const) {
      const answer = await h.call('POST', 'uzs-payment/sign', {
        token,
        lang,
        body,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(answer.http).toBe(403);
      expect(answer.body.message).toMatch(text);
    }
  });

  it('whoever last edited the payment cannot sign it either', async () => {
    const created = await kit.create('accountant', await kit.body('main', { sum: '310000.00' }));
    // The head edits it (head may edit in Created), the accountant approves it.
    const edited = await kit.post<UzsPaymentRow>(
      'head',
      'uzs-payment/save',
      { ...(await kit.body('main', { sum: '390000.00' })), id: created.id },
      { 'if-match': String(created.version) },
    );
    expect(edited.http).toBe(200);
    expect((await kit.post('accountant', 'uzs-payment/many-approve', { ids: [created.id] })).http).toBe(200);

    expect((await kit.view('head', created.id)).isSign).toBe(false);
    const refused = await kit.sign('head', [created.id]);
    expect(refused.http).toBe(403);
    expect(refused.body.data).toEqual({ ids: [created.id] });

    const signed = await kit.sign('super_head', [created.id]);
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.signed);
  });

  it('a batch holding one own payment signs nothing and names that payment', async () => {
    const own = await entered('client', '111000.00');
    const other = await entered('accountant', '222000.00');
    const refused = await kit.sign('client', [own.id, other.id]);
    expect(refused.http).toBe(403);
    expect(refused.body.data).toEqual({ ids: [own.id] });
    expect(await signatures(other.id)).toHaveLength(0);

    // Without the own payment the same signer signs the rest.
    const signed = await kit.sign('client', [other.id]);
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.signed);
  });

  it('the "awaiting my signature" list and the home counter leave out own payments', async () => {
    const own = await entered('client', '123000.00');
    const other = await entered('accountant', '124000.00');
    const listed = await kit.post<Paged<UzsPaymentRow>>('client', 'uzs-payment/list?page=1&pageSize=100', {
      awaiting: 'sign',
    });
    const ids = (listed.body.data?.list ?? []).map((r) => r.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(own.id);
    const counts = await kit.get<UzsDashboardCounts>('client', 'dashboard/payments-for-sign-counts');
    expect(counts.body.data?.to_sign).toBe(listed.body.data?._meta.totalCount);
  });

  it('a copy is prepared by whoever copied it', async () => {
    const source = await entered('accountant', '125000.00');
    const copied = await kit.post<UzsActionResult>('client', 'uzs-payment/many-copy', { ids: [source.id] });
    const copy = copied.body.data?.rows[0];
    if (copy === undefined) throw new Error('no copy');
    expect((await kit.post('client', 'uzs-payment/many-approve', { ids: [copy.id] })).http).toBe(200);
    expect((await kit.sign('client', [copy.id])).http).toBe(403);
    expect((await kit.sign('head', [copy.id])).http).toBe(200);
  });
});

describe('dual control off (a sole proprietor)', () => {
  it('the same person creates, approves, signs and sends alone', async () => {
    await h.db
      .update(organizations)
      .set({ legalForm: 'sole_proprietor', dualControl: false })
      .where(eq(organizations.id, mainId));
    const row = await entered('client');
    expect((await kit.view('client', row.id)).isSign).toBe(true);
    const signed = await kit.sign('client', [row.id]);
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.signed);
    expect((await kit.post('client', 'uzs-payment/send', { payment_ids: [row.id] })).http).toBe(200);
  });
});
