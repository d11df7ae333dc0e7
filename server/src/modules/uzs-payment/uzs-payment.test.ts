import { fromMinor } from '../../../../contracts/money.ts';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UZS_STATUS,
  type UzsActionResult,
  type UzsDashboardCounts,
  type UzsPaymentConflict,
  type UzsReferenceUsed,
  type UzsPaymentLog,
  type UzsPaymentRow,
} from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { accounts, payments } from '../../db/schema/payments.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { processPayments } from './processing.ts';
import { createKit, type Kit } from './testing.ts';

let h: Harness;
let kit: Kit;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  // Settle the seeded Submitted and Passed payments, so balances move only with each test's own.
  await processPayments(h.db, h.clock);
  await processPayments(h.db, h.clock);
});
afterAll(async () => h.close());

async function paymentCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(payments);
  return row?.n ?? 0;
}

describe('the state machine, one signature', () => {
  it('goes Created → Entered → Signed → Submitted → Passed → Paid with the ledger', async () => {
    const created = await kit.create('accountant', await kit.body('main', { sum: '2500000.00' }));
    expect(created).toMatchObject({
      status_id: UZS_STATUS.created,
      version: 1,
      isEdit: true,
      isDelete: true,
    });
    expect(created).toMatchObject({
      isApprove: true,
      isSign: false,
      isSend: false,
      required_signatures: ['A'],
    });

    const asHead = await kit.view('head', created.id);
    expect(asHead).toMatchObject({ isEdit: true, isApprove: false, isDelete: false, isSign: false });

    const approve = await kit.post<UzsActionResult>(
      'accountant',
      'uzs-payment/auth-approve',
      { id: created.id },
      { 'if-match': '1' },
    );
    expect(approve.http).toBe(200);
    expect(approve.body.data?.rows[0]).toMatchObject({
      status_id: UZS_STATUS.entered,
      isEdit: false,
      isRecallApprove: true,
    });

    const headRow = await kit.view('head', created.id);
    expect(headRow).toMatchObject({ isSign: true, IsSignSend: true, isSend: false });
    const signed = await kit.sign('head', [created.id]);
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows[0]).toMatchObject({
      status_id: UZS_STATUS.signed,
      isSend: true,
      isSign: false,
    });

    const view = await kit.view('accountant', created.id);
    expect(view.signatures).toHaveLength(1);
    expect(view.signatures[0]).toMatchObject({ letter: 'A', version: 1, signer_version: '3.4.3' });

    const before = await kit.account(created.account);
    const sent = await kit.post<UzsActionResult>('head', 'uzs-payment/send', { payment_ids: [created.id] });
    expect(sent.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.submitted);

    await processPayments(h.db, h.clock);
    expect((await kit.view('accountant', created.id)).status_id).toBe(UZS_STATUS.passed);
    expect((await kit.account(created.account)).balance).toBe(before.balance - 250_000_000n);

    await processPayments(h.db, h.clock);
    expect((await kit.view('accountant', created.id)).status_id).toBe(UZS_STATUS.paid);

    const logs = await kit.get<UzsPaymentLog[]>('accountant', `uzs-payment/logs?id=${created.id}`);
    expect(logs.body.data?.map((l) => l.action)).toEqual([
      'create',
      'approve',
      'sign',
      'send',
      'passed',
      'paid',
    ]);
    const [audited] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'uzs-payment.sign'));
    expect(audited?.n).toBeGreaterThan(0);
  });
});

describe('the state machine, two signatures', () => {
  it('needs B before A; an A signer cannot sign an Entered two-signature payment', async () => {
    const row = await kit.create('accountant', await kit.body('main', { second_signature: true }));
    expect(row.required_signatures).toEqual(['B', 'A']);
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });

    expect((await kit.view('head', row.id)).isSign).toBe(false);
    const early = await kit.sign('head', [row.id]);
    expect(early.http).toBe(403);
    expect(early.body.data).toEqual({ ids: [row.id] });

    expect((await kit.view('accountant_sign', row.id)).isSign).toBe(true);
    expect((await kit.view('accountant_sign', row.id)).IsSignSend).toBe(false);
    const b = await kit.sign('accountant_sign', [row.id]);
    expect(b.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.signedB);
    expect((await kit.sign('accountant_sign', [row.id])).http).toBe(403);

    const a = await kit.sign('super_head', [row.id]);
    expect(a.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.signed);
    expect((await kit.view('accountant', row.id)).signatures.map((s) => s.letter)).toEqual(['B', 'A']);
  });

  it('recall voids the signatures and bumps the version', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    const signed = await kit.toSigned('accountant', ['head'], row.id);
    const recall = await kit.post<UzsActionResult>(
      'accountant',
      'uzs-payment/recall-approve-status',
      { id: row.id },
      { 'if-match': String(signed.version) },
    );
    expect(recall.http).toBe(200);
    expect(recall.body.data?.rows[0]).toMatchObject({
      status_id: UZS_STATUS.created,
      version: 2,
      isEdit: true,
    });
    expect((await kit.view('accountant', row.id)).signatures).toEqual([]);
  });
});

describe('a signer returns a payment to its preparer', () => {
  const returnIt = (username: string, id: number, reason: unknown, version?: number) =>
    kit.post<UzsActionResult>(
      username,
      'uzs-payment/return',
      { id, reason },
      version === undefined ? {} : { 'if-match': String(version) },
    );

  it('the head returns an Entered payment with a reason: Created, version + 1, the reason in its log', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    const entered = await kit.view('head', row.id);
    expect(entered).toMatchObject({ status_id: UZS_STATUS.entered, isSign: true, isReturn: true });
    expect((await kit.view('accountant', row.id)).isReturn).toBe(false);

    const back = await returnIt('head', row.id, '  Не тот получатель  ', entered.version);
    expect(back.http).toBe(200);
    expect(back.body.data?.rows[0]).toMatchObject({
      status_id: UZS_STATUS.created,
      version: entered.version + 1,
      isReturn: false,
      isSign: false,
    });
    expect(await kit.view('accountant', row.id)).toMatchObject({
      status_id: UZS_STATUS.created,
      isEdit: true,
      isApprove: true,
    });
    const logs = await kit.get<UzsPaymentLog[]>('accountant', `uzs-payment/logs?id=${row.id}`);
    const last = logs.body.data?.at(-1);
    expect(last).toMatchObject({
      action: 'return',
      comment: 'Не тот получатель',
      status_id: UZS_STATUS.created,
      version: entered.version + 1,
    });
    expect(last?.user_full_name).toBeTruthy();
    const [audited] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'uzs-payment.return'));
    expect(audited?.n).toBeGreaterThan(0);
  });

  it('an A signer returns a Signed (B) payment: the B signature is voided', async () => {
    const row = await kit.create('accountant', await kit.body('main', { second_signature: true }));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    // Entered awaits B: the head may neither sign nor return it yet.
    const entered = await kit.view('head', row.id);
    expect(entered.isReturn).toBe(false);
    expect((await returnIt('head', row.id, 'Рано', entered.version)).http).toBe(403);
    await kit.sign('accountant_sign', [row.id]);
    const signedB = await kit.view('head', row.id);
    expect(signedB).toMatchObject({ status_id: UZS_STATUS.signedB, isReturn: true });
    expect((await kit.view('accountant_sign', row.id)).isReturn).toBe(false);
    expect((await returnIt('accountant_sign', row.id, 'Передумал', signedB.version)).http).toBe(403);

    const back = await returnIt('head', row.id, 'Сумма не та', signedB.version);
    expect(back.http).toBe(200);
    expect(back.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.created);
    expect((await kit.view('accountant', row.id)).signatures).toEqual([]);
  });

  it('refuses a preparer (router), a Signed or Created payment and the preparer under four-eyes (403)', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    expect((await returnIt('head', row.id, 'Нет', 1)).http).toBe(403);
    const signed = await kit.toSigned('accountant', ['head'], row.id);
    expect((await returnIt('accountant', row.id, 'Нет', signed.version)).http).toBe(403);
    expect((await returnIt('head', row.id, 'Нет', signed.version)).http).toBe(403);
    expect((await kit.view('head', row.id)).status_id).toBe(UZS_STATUS.signed);

    const own = await kit.create('super_head', await kit.body('main'));
    await kit.post('super_head', 'uzs-payment/many-approve', { ids: [own.id] });
    const entered = await kit.view('super_head', own.id);
    expect(entered.isReturn).toBe(false);
    expect((await returnIt('super_head', own.id, 'Нет', entered.version)).http).toBe(403);
  });

  it('needs a reason (400, the contract’s schema), If-Match (428) and the current version (412)', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    const { version } = await kit.view('head', row.id);
    expect((await returnIt('head', row.id, '   ', version)).http).toBe(400);
    expect((await returnIt('head', row.id, undefined, version)).http).toBe(400);
    expect((await returnIt('head', row.id, 'x'.repeat(501), version)).http).toBe(400);
    expect((await returnIt('head', row.id, 'Причина')).http).toBe(428);
    const stale = await kit.post<UzsPaymentConflict>(
      'head',
      'uzs-payment/return',
      { id: row.id, reason: 'Причина' },
      { 'if-match': String(version - 1) },
    );
    expect(stale.http).toBe(412);
    expect(stale.body.data?.rows[0]).toMatchObject({ id: row.id, version });
    expect((await kit.view('head', row.id)).status_id).toBe(UZS_STATUS.entered);
  });

  it('answers 404 for another organisation’s payment', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    const { version } = await kit.view('head', row.id);
    expect((await returnIt('head_org2', row.id, 'Чужой', version)).http).toBe(404);
    expect((await kit.view('head', row.id)).status_id).toBe(UZS_STATUS.entered);
  });
});

describe('refused actions per role', () => {
  it('refuses by role at the router (403)', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    const cases: [string, string, unknown][] = [
      ['passive_user', 'uzs-payment/save', await kit.body('main')],
      ['admin_bank', 'uzs-payment/save', await kit.body('main', { id: row.id })],
      ['accountant_sign', 'uzs-payment/many-approve', { ids: [row.id] }],
      ['head', 'uzs-payment/delete', { ids: [row.id] }],
      ['head', 'uzs-payment/many-copy', { ids: [row.id] }],
      ['passive_user', 'uzs-payment/send', { payment_ids: [row.id] }],
      ['accountant', 'uzs-payment/sign', await kit.signBody('head', [row.id])],
      ['accountant', 'uzs-payment/m-client/payment-auth', { id: row.id }],
      ['head', 'uzs-payment/m-client/payment-list', {}],
    ];
    for (const [user, path, body] of cases) {
      const { http } = await kit.post(user, path, body);
      expect({ user, path, http }).toEqual({ user, path, http: 403 });
    }
    expect((await kit.view('accountant', row.id)).status_id).toBe(UZS_STATUS.created);
  });

  it('refuses by state (403 with the ids) and leaves everything unchanged', async () => {
    const created = await kit.create('accountant', await kit.body('main'));
    const entered = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [entered.id] });

    const head = await kit.post('head', 'uzs-payment/save', await kit.body('main'));
    expect(head.http).toBe(403); // head edits, never creates

    const editEntered = await kit.post(
      'accountant',
      'uzs-payment/save',
      { ...(await kit.body('main')), id: entered.id },
      { 'if-match': '1' },
    );
    expect(editEntered.http).toBe(403);
    const deleteEntered = await kit.post<unknown>('accountant', 'uzs-payment/delete', {
      ids: [created.id, entered.id],
    });
    expect(deleteEntered.http).toBe(403);
    expect(deleteEntered.body.data).toEqual({ ids: [entered.id] });
    const send = await kit.post('accountant', 'uzs-payment/send', { payment_ids: [entered.id] });
    expect(send.http).toBe(403);
    const signCreated = await kit.sign('head', [created.id]);
    expect(signCreated.http).toBe(403);
    const approveTwice = await kit.post('accountant', 'uzs-payment/many-approve', { ids: [entered.id] });
    expect(approveTwice.http).toBe(403);
    const recallCreated = await kit.post(
      'accountant',
      'uzs-payment/recall-approve-status',
      { id: created.id },
      { 'if-match': '1' },
    );
    expect(recallCreated.http).toBe(403);
    const authMain = await kit.post(
      'multiclient',
      'uzs-payment/m-client/payment-auth',
      { id: entered.id },
      { 'if-match': '1' },
    );
    expect(authMain.http).toBe(403);

    expect((await kit.view('accountant', created.id)).status_id).toBe(UZS_STATUS.created);
    expect((await kit.view('accountant', entered.id)).status_id).toBe(UZS_STATUS.entered);
  });

  it('passive_user and bank staff only view: every action flag is false', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    for (const user of ['passive_user', 'admin_bank']) {
      const view = await kit.view(user, row.id);
      expect(view).toMatchObject({
        isView: true,
        isExport: true,
        isEdit: false,
        isDelete: false,
        isApprove: false,
      });
      expect(view).toMatchObject({ isSign: false, isSend: false, isCopy: false, isCreate: false });
    }
    const list = await kit.post<Paged<UzsPaymentRow>>('passive_user', 'uzs-payment/list', {});
    expect(list.body.data?.list.length).toBeGreaterThan(0);
  });

  it('admin_bank never changes a client payment', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    const { http } = await kit.post(
      'admin_bank',
      'uzs-payment/save',
      { ...(await kit.body('main')), id: row.id },
      { 'if-match': '1' },
    );
    expect(http).toBe(403);
  });
});

describe('organisation scope', () => {
  it('answers 404 for another organisation’s payment on every call', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    const other = 'head_org2';
    expect((await kit.get(other, `uzs-payment/view?id=${row.id}`)).http).toBe(404);
    expect((await kit.get(other, `uzs-payment/logs?id=${row.id}`)).http).toBe(404);
    expect((await kit.post(other, 'uzs-payment/payments-detail', { ids: [row.id] })).http).toBe(404);
    expect((await kit.post(other, 'uzs-payment/send', { payment_ids: [row.id] })).http).toBe(404);
    expect(
      (await kit.post(other, 'uzs-payment/sign', await kit.signBody('head', [row.id], other))).http,
    ).toBe(404);
    expect((await kit.post('accountant_org2', 'uzs-payment/delete', { ids: [row.id] })).http).toBe(404);
    expect((await kit.post('accountant_org2', 'uzs-payment/many-copy', { ids: [row.id] })).http).toBe(404);
    expect(
      (
        await kit.post(
          'accountant_org2',
          'uzs-payment/recall-approve-status',
          { id: row.id },
          { 'if-match': '1' },
        )
      ).http,
    ).toBe(404);
    expect(
      (
        await kit.post('accountant_org2', 'uzs-payment/template/create', {
          template_name: 'x',
          payment_id: row.id,
        })
      ).http,
    ).toBe(404);
    const list = await kit.post<Paged<UzsPaymentRow>>(other, 'uzs-payment/list', {});
    expect(list.body.data?.list.some((r) => r.id === row.id)).toBe(false);
  });

  it('refuses an account of another organisation in save (422)', async () => {
    const foreign = await kit.body('samarqand');
    const { http, body } = await kit.post('accountant', 'uzs-payment/save', {
      ...(await kit.body('main')),
      account: foreign.account,
      mfo: foreign.mfo,
    });
    expect(http).toBe(422);
    expect(body.validation).toEqual([
      { attribute: 'account', message: expect.stringContaining('not one of') },
    ]);
  });
});

describe('idempotency and client references', () => {
  it('the same Idempotency-Key twice makes one payment; a different body with it → 422', async () => {
    const key = randomUUID();
    const body = await kit.body('main');
    const before = await paymentCount();
    const first = await kit.post<UzsPaymentRow>('accountant', 'uzs-payment/save', body, {
      'idempotency-key': key,
    });
    const second = await kit.post<UzsPaymentRow>('accountant', 'uzs-payment/save', body, {
      'idempotency-key': key,
    });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data?.id).toBe(first.body.data?.id);
    expect(await paymentCount()).toBe(before + 1);
    const changed = await kit.post(
      'accountant',
      'uzs-payment/save',
      { ...body, sum: '7.00' },
      { 'idempotency-key': key },
    );
    expect(changed.http).toBe(422);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('the same client_reference under two keys makes one payment', async () => {
    const body = await kit.body('main');
    const before = await paymentCount();
    const first = await kit.create('accountant', body);
    const again = await kit.create('accountant', body);
    const byAnother = await kit.create('accountant_simple', body);
    expect(again.id).toBe(first.id);
    expect(byAnother.id).toBe(first.id);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('the same client_reference with other fields is a 422 naming the saved payment, which keeps its fields', async () => {
    // The first save's answer was lost and the user corrected the form: the correction must not be
    // answered with the old payment as if it had been saved (issue 17 point 4).
    const body = await kit.body('main', { sum: '1500.00' });
    const first = await kit.create('accountant', body);
    const before = await paymentCount();
    const corrected = await kit.post<UzsReferenceUsed>('accountant', 'uzs-payment/save', {
      ...body,
      sum: '1700.00',
    });
    expect(corrected.http).toBe(422);
    expect(corrected.body.data).toEqual({ id: first.id, version: 1 });
    expect(await paymentCount()).toBe(before);
    const edited = await kit.post<UzsPaymentRow>(
      'accountant',
      'uzs-payment/save',
      { ...body, sum: '1700.00', id: first.id },
      { 'if-match': '1' },
    );
    expect(edited.body.data).toMatchObject({ id: first.id, version: 2, sum: '1700.00' });
    expect(await paymentCount()).toBe(before);
  });

  it('a required key is required', async () => {
    const { http } = await h.call('POST', 'uzs-payment/save', {
      token: await kit.token('accountant'),
      body: await kit.body('main'),
    });
    expect(http).toBe(400);
  });
});

describe('versions and signatures', () => {
  it('an edit needs If-Match: none → 428, stale → 412 with the current row', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    const body = { ...(await kit.body('main', { sum: '99.00' })), id: row.id };
    expect((await kit.post('accountant', 'uzs-payment/save', body)).http).toBe(428);
    const edited = await kit.post<UzsPaymentRow>('head', 'uzs-payment/save', body, { 'if-match': '1' });
    expect(edited.body.data).toMatchObject({ version: 2, sum: '99.00' });
    const stale = await kit.post<UzsPaymentConflict>(
      'accountant',
      'uzs-payment/save',
      { ...body, sum: '5.00' },
      { 'if-match': '1' },
    );
    expect(stale.http).toBe(412);
    expect(stale.body.data?.rows[0]).toMatchObject({ id: row.id, version: 2, sum: '99.00' });
  });

  it('a queued action on a payment that changed meanwhile → 412 before any other check', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    await kit.post(
      'head',
      'uzs-payment/save',
      { ...(await kit.body('main', { sum: '3.00' })), id: row.id },
      { 'if-match': '1' },
    );
    const approve = await kit.post<UzsPaymentConflict>(
      'accountant',
      'uzs-payment/auth-approve',
      { id: row.id },
      { 'if-match': '1' },
    );
    expect(approve.http).toBe(412);
    expect(approve.body.data?.rows[0]).toMatchObject({ version: 2, sum: '3.00' });
    // The head edited it, so under dual control another A signer signs (docs/decisions.md "Four-eyes").
    const signed = await kit.toSigned('accountant', ['super_head'], row.id);
    const send = await kit.post<UzsPaymentConflict>('head', 'uzs-payment/send', {
      payment_ids: [row.id],
      versions: [1],
    });
    expect(send.http).toBe(412);
    expect(
      (await kit.post('head', 'uzs-payment/send', { payment_ids: [row.id], versions: [signed.version] }))
        .http,
    ).toBe(200);
  });

  it('a signature over an older version → 412, nothing signed', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    const oldSignature = await kit.signBody('head', [row.id]);
    const signed = await kit.view('accountant', row.id);
    await kit.post(
      'accountant',
      'uzs-payment/recall-approve-status',
      { id: row.id },
      { 'if-match': String(signed.version) },
    );
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    const { http, body } = await kit.post<UzsPaymentConflict>('head', 'uzs-payment/sign', oldSignature);
    expect(http).toBe(412);
    expect(body.data?.rows[0]?.version).toBe(2);
    expect((await kit.view('head', row.id)).status_id).toBe(UZS_STATUS.entered);
  });

  it('a signature by a key that is not the caller’s is refused (422), nothing signed', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [row.id] });
    const forged = await kit.signBody('head', [row.id], 'super_head');
    const { http, body } = await kit.post('head', 'uzs-payment/sign', forged);
    expect(http).toBe(422);
    expect(body.validation?.[0]?.attribute).toBe('sign_cipher');
    expect((await kit.view('head', row.id)).status_id).toBe(UZS_STATUS.entered);
  });

  it('refuses a message that does not name the payments (422)', async () => {
    const row = await kit.create('accountant', await kit.body('main'));
    const good = (await kit.signBody('head', [row.id])) as { key_data: { payment_ids: number[] } };
    const { http } = await kit.post('head', 'uzs-payment/sign', {
      ...good,
      key_data: { ...good.key_data, payment_ids: [row.id + 1000] },
    });
    expect(http).toBe(422);
  });

  it('bulk signing is all-or-nothing: one unsignable payment refuses the batch', async () => {
    const a = await kit.create('accountant', await kit.body('main'));
    const b = await kit.create('accountant', await kit.body('main'));
    await kit.post('accountant', 'uzs-payment/many-approve', { ids: [a.id] });
    const { http, body } = await kit.sign('head', [a.id, b.id]);
    expect(http).toBe(403);
    expect(body.data).toEqual({ ids: [b.id] });
    expect((await kit.view('head', a.id)).status_id).toBe(UZS_STATUS.entered);
  });
});

describe('validation', () => {
  it('answers 422 with an entry per field and saves nothing', async () => {
    const before = await paymentCount();
    const { http, body } = await kit.post(
      'accountant',
      'uzs-payment/save',
      await kit.body('main', { sum: '0.50', r_inn: '12', r_mfo: '99999', code: '00501', description: ' ' }),
    );
    expect(http).toBe(422);
    expect(body.validation?.map((v) => v.attribute).sort()).toEqual(['description', 'r_inn', 'sum']);
    expect(body.validation?.find((v) => v.attribute === 'sum')?.message).toBe(
      'The minimum amount is 1 soum.',
    );
    const references = await kit.post(
      'accountant',
      'uzs-payment/save',
      await kit.body('main', { r_mfo: '99999', code: '00501' }),
    );
    expect(references.http).toBe(422);
    expect(references.body.validation?.map((v) => v.attribute).sort()).toEqual(['code', 'r_mfo']);
    const budget = await kit.post(
      'accountant',
      'uzs-payment/save',
      await kit.body('main', { type: 2, code: '00504', r_account_27: '1'.repeat(27), r_inn_27: '201122349' }),
    );
    expect(budget.http).toBe(422);
    expect(budget.body.validation?.map((v) => v.attribute)).toEqual(['r_account_27']);
    const shape = await kit.post('accountant', 'uzs-payment/save', {
      ...(await kit.body('main')),
      status_id: 4,
    });
    expect(shape.http).toBe(400);
    expect(await paymentCount()).toBe(before);
  });

  it('accepts a budget payment to a known budget recipient', async () => {
    const row = await kit.create(
      'accountant',
      await kit.body('main', {
        type: 2,
        code: '00504',
        r_account: '2340200030010000101000014',
        r_mfo: '00014',
        r_inn: null,
        r_name: 'Mirobod tumani davlat soliq inspeksiyasi',
        r_account_27: '400110860262947094100079001',
        r_inn_27: '201122349',
      }),
    );
    expect(row).toMatchObject({
      type: 2,
      r_account_27: '400110860262947094100079001',
      r_bank: expect.stringContaining('G‘aznachilik'),
    });
  });
});

describe('bank processing', () => {
  it('denies for insufficient funds, with the reason, and leaves the balance', async () => {
    const low = await kit.accountOf('301245678', '003');
    // One tiyin more than the account holds, whatever the demo history brought in.
    const held = (await kit.account(low)).balance;
    const row = await kit.create(
      'accountant',
      await kit.body('main', { account: low, sum: fromMinor(held + 1n) }),
    );
    await kit.toSigned('accountant', ['head'], row.id);
    await kit.post('accountant', 'uzs-payment/send', { payment_ids: [row.id] });
    const before = await kit.account(low);
    await processPayments(h.db, h.clock);
    const after = await kit.view('accountant', row.id);
    expect(after).toMatchObject({
      status_id: UZS_STATUS.denied,
      error_bank: 'Insufficient funds in the account',
    });
    expect((await kit.account(low)).balance).toBe(before.balance);
  });

  it('denies a payment whose account was closed after it was signed', async () => {
    const second = await kit.accountOf('301245678', '002');
    const row = await kit.create('accountant', await kit.body('main', { account: second, sum: '10.00' }));
    await kit.toSigned('accountant', ['head'], row.id);
    await kit.post('accountant', 'uzs-payment/send', { payment_ids: [row.id] });
    await h.db.update(accounts).set({ state: 'closed' }).where(eq(accounts.number, second));
    try {
      await processPayments(h.db, h.clock);
      expect(await kit.view('accountant', row.id)).toMatchObject({
        status_id: UZS_STATUS.denied,
        error_bank: 'The payer’s account is closed',
      });
    } finally {
      await h.db.update(accounts).set({ state: 'open' }).where(eq(accounts.number, second));
    }
  });
});

describe('multiclient', () => {
  it('a child organisation’s Signed payment needs the multiclient’s authorisation before it is sent', async () => {
    const row = await kit.create('accountant_branch', await kit.body('mainBranch', { sum: '100.00' }));
    const signed = await kit.toSigned('accountant_branch', ['head_branch'], row.id);
    expect(signed).toMatchObject({ status_id: UZS_STATUS.signed, isSend: false });
    expect((await kit.post('head_branch', 'uzs-payment/send', { payment_ids: [row.id] })).http).toBe(403);

    const list = await kit.post<Paged<UzsPaymentRow>>('multiclient', 'uzs-payment/m-client/payment-list', {
      awaiting: 'auth',
    });
    const mine = list.body.data?.list.find((r) => r.id === row.id);
    expect(mine).toMatchObject({ isAuth: true, isMulticlientAccept: true, isDecline: true, isSend: false });
    const counts = await kit.get<UzsDashboardCounts>('multiclient', 'dashboard/payments-for-sign-counts');
    expect(counts.body.data?.to_auth).toBeGreaterThan(0);

    const auth = await kit.post(
      'multiclient',
      'uzs-payment/m-client/payment-auth',
      { id: row.id },
      { 'if-match': String(signed.version) },
    );
    expect(auth.http).toBe(200);
    expect((await kit.view('head_branch', row.id)).isSend).toBe(true);
    expect((await kit.post('head_branch', 'uzs-payment/send', { payment_ids: [row.id] })).http).toBe(200);
  });

  it('declines with a reason → Denied', async () => {
    const row = await kit.create('accountant_branch', await kit.body('mainBranch', { sum: '100.00' }));
    const signed = await kit.toSigned('accountant_branch', ['head_branch'], row.id);
    const decline = await kit.post<UzsActionResult>(
      'multiclient',
      'uzs-payment/m-client/payment-decline',
      { id: row.id, decline_reason: 'Hujjatlar yo‘q' },
      { 'if-match': String(signed.version) },
    );
    expect(decline.body.data?.rows[0]).toMatchObject({
      status_id: UZS_STATUS.denied,
      reject_reason: 'Hujjatlar yo‘q',
    });
  });

  it('super_user lists across organisations; multiclient not beyond its own', async () => {
    const all = await kit.post<Paged<UzsPaymentRow>>(
      'super_user',
      'uzs-payment/m-client/payment-list',
      {},
      {},
    );
    const orgs = new Set(all.body.data?.list.map((r) => r.organization_id));
    expect(all.body.data?._meta.totalCount).toBeGreaterThan(100);
    expect(orgs.size).toBeGreaterThan(1);
    const mine = await kit.post<Paged<UzsPaymentRow>>('multiclient', 'uzs-payment/m-client/payment-list', {
      sort: undefined,
    });
    const buxoro = await kit.post<Paged<UzsPaymentRow>>('head_org4', 'uzs-payment/list', {});
    const buxoroIds = new Set(buxoro.body.data?.list.map((r) => r.organization_id));
    expect(mine.body.data?.list.some((r) => buxoroIds.has(r.organization_id))).toBe(false);
  });

  it('answers the same total on every page and past the last one (issue 18: it comes with the page)', async () => {
    type Page = Paged<UzsPaymentRow>;
    const first = (await kit.post<Page>('accountant', 'uzs-payment/list?pageSize=5', {})).body.data;
    const total = first?._meta.totalCount ?? 0;
    expect(total).toBeGreaterThan(5);
    const counts = await kit.post<{ total: number }>('accountant', 'uzs-payment/get-count-payments', {});
    expect(counts.body.data?.total).toBe(total);
    const second = (await kit.post<Page>('accountant', 'uzs-payment/list?page=2&pageSize=5', {})).body.data;
    expect(second?._meta.totalCount).toBe(total);
    const firstIds = new Set(first?.list.map((r) => r.id));
    expect(second?.list.some((r) => firstIds.has(r.id))).toBe(false);
    const beyond = Math.ceil(total / 5) + 1;
    const past = await kit.post<Page>('accountant', `uzs-payment/list?page=${beyond}&pageSize=5`, {});
    expect(past.body.data?.list).toEqual([]);
    expect(past.body.data?._meta.totalCount).toBe(total);
    const none = await kit.post<Page>('accountant', 'uzs-payment/list', { recipient: 'nobody by this name' });
    expect(none.body.data?._meta.totalCount).toBe(0);
  });
});

describe('the home counters', () => {
  it('counts what the caller can act on, as the awaiting filter lists it', async () => {
    const counts = await kit.get<UzsDashboardCounts>('head', 'dashboard/payments-for-sign-counts');
    const toSign = await kit.post<Paged<UzsPaymentRow>>('head', 'uzs-payment/list?pageSize=500', {
      awaiting: 'sign',
    });
    expect(counts.body.data?.to_sign).toBeGreaterThan(0);
    expect(toSign.body.data?._meta.totalCount).toBe(counts.body.data?.to_sign);
    expect(toSign.body.data?.list.every((r) => r.isSign)).toBe(true);
    const toSend = await kit.post<Paged<UzsPaymentRow>>('head', 'uzs-payment/list?pageSize=500', {
      awaiting: 'send',
    });
    expect(toSend.body.data?._meta.totalCount).toBe(counts.body.data?.to_send);
    expect(toSend.body.data?.list.every((r) => r.isSend)).toBe(true);
  });
});
