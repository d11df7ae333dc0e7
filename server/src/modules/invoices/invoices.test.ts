import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoicePrefill } from '../../../../contracts/api/invoices.ts';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { tashkentDate } from '../../time-format.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { payments } from '../../db/schema/payments.ts';
import { invoices } from '../../db/schema/services.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let mainAccount: string;
let due: string;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  mainAccount = await kit.accountOf('301245678', '001');
  due = tashkentDate(new Date(h.clock.now().getTime() + 14 * 24 * 60 * 60 * 1000));
});
afterAll(async () => h.close());

async function invoiceCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(invoices);
  return row?.n ?? 0;
}

const issueBody = (overrides: Record<string, unknown> = {}) => ({
  client_inn: '302398451',
  account: mainAccount,
  amount: '4800000.00',
  purpose: 'Gazlama partiyasi, yuk xati № 512',
  due_date: due,
  ...overrides,
});

async function issue(body = issueBody()): Promise<Invoice> {
  const answer = await kit.post<Invoice>('accountant', 'invoices/issue', body);
  expect(answer.http).toBe(200);
  if (!answer.body.data) throw new Error('no invoice');
  return answer.body.data;
}

const version = (v: number) => ({ 'if-match': String(v) });

describe('invoices', () => {
  it('lists both sides a page at a time, with every status between them', async () => {
    const statuses = new Set<string>();
    for (const side of ['c', 'd']) {
      const first = await kit.get<Paged<Invoice>>('accountant', `invoices/list?side=${side}&pageSize=20`);
      expect(first.http).toBe(200);
      expect(first.body.data?.list).toHaveLength(20);
      expect(first.body.data?._meta.totalCount).toBeGreaterThan(20);
      const all = await kit.get<Paged<Invoice>>('accountant', `invoices/list?side=${side}&pageSize=100`);
      for (const i of all.body.data?.list ?? []) statuses.add(i.status);
    }
    expect(statuses).toEqual(new Set(['issued', 'overdue', 'paying', 'paid', 'cancelled']));
    const paying = await kit.get<Paged<Invoice>>('accountant', 'invoices/list?side=c&status=paying');
    expect(paying.body.data?.list.every((i) => i.status === 'paying' && i.payment_id !== null)).toBe(true);
  });

  it('issues once per Idempotency-Key, audited, and the payer sees it', async () => {
    const before = await invoiceCount();
    const key = randomUUID();
    const headers = { 'idempotency-key': key };
    const first = await kit.post<Invoice>('accountant', 'invoices/issue', issueBody(), headers);
    const again = await kit.post<Invoice>('accountant', 'invoices/issue', issueBody(), headers);
    expect(first.http).toBe(200);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(await invoiceCount()).toBe(before + 1);
    const made = first.body.data;
    expect(made).toMatchObject({ status: 'issued', amount: '4800000.00', is_cancel: true, is_pay: false });
    const seen = await kit.get<Invoice>('head_org2', `invoices/view?id=${String(made?.id)}`);
    expect(seen.body.data).toMatchObject({ is_pay: true, is_cancel: false, client: { inn: '302398451' } });
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.issue'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses bad input per field and stores nothing; non-dealers and read-only roles get 403', async () => {
    const before = await invoiceCount();
    const bad = await kit.post<null>(
      'accountant',
      'invoices/issue',
      issueBody({ client_inn: '301245678', amount: '0', due_date: '2020-01-01' }),
    );
    expect(bad.http).toBe(422);
    const fields = (bad.body.validation ?? []).map((v: { attribute: string }) => v.attribute).sort();
    expect(fields).toEqual(['amount', 'client_inn', 'due_date']);
    const unknown = await kit.post<null>(
      'accountant',
      'invoices/issue',
      issueBody({ client_inn: '999999999' }),
    );
    expect(unknown.http).toBe(422);
    expect((await kit.post('head_org2', 'invoices/issue', issueBody())).http).toBe(403);
    expect((await kit.post('passive_user', 'invoices/issue', issueBody())).http).toBe(403);
    expect(await invoiceCount()).toBe(before);
    const refused = await h.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.refused'));
    expect(refused.length).toBeGreaterThan(0);
  });

  it('answers 404 to an organisation that is neither side, and keeps the report to admin', async () => {
    const toBuxoro = await issue(issueBody({ client_inn: '304687312' }));
    expect((await kit.get('head_org2', `invoices/view?id=${String(toBuxoro.id)}`)).http).toBe(404);
    expect((await kit.post('head_org2', 'invoices/pay', { id: toBuxoro.id }, version(1))).http).toBe(404);
    expect((await kit.get('admin', 'invoices/list?side=c')).http).toBe(403);
    expect((await kit.get('accountant', 'invoices/report')).http).toBe(403);
    const report = await kit.get<Paged<Invoice>>('admin', 'invoices/report?inn=304687312&pageSize=100');
    expect(report.http).toBe(200);
    const rows = report.body.data?.list ?? [];
    expect(rows.some((i) => i.id === toBuxoro.id)).toBe(true);
    expect(rows.every((i) => i.client.inn === '304687312' || i.dealer.inn === '304687312')).toBe(true);
  });

  it('pays once even if tapped twice: one reference, one payment, then paid when executed', async () => {
    // The main organisation pays an invoice the Fargʻona dealer issued to it.
    const open = await kit.get<Paged<Invoice>>('accountant', 'invoices/list?side=c&status=issued');
    const invoice = open.body.data?.list[0];
    if (!invoice) throw new Error('no issued invoice');
    const tap = () => kit.post<InvoicePrefill>('accountant', 'invoices/pay', { id: invoice.id }, version(1));
    const [one, two] = [await tap(), await tap()];
    expect(one.http).toBe(200);
    expect(two.body.data?.client_reference).toBe(one.body.data?.client_reference);
    expect(one.body.data).toMatchObject({
      r_account: invoice.dealer.account,
      r_inn: '303512907',
      sum: invoice.amount,
      payment_id: null,
    });
    const prefill = one.body.data;
    if (!prefill) throw new Error('no prefill');
    const body = await kit.body('main', {
      client_reference: prefill.client_reference,
      r_account: prefill.r_account,
      r_mfo: prefill.r_mfo,
      r_inn: prefill.r_inn,
      r_name: prefill.r_name,
      sum: prefill.sum,
      code: prefill.code,
      description: prefill.description,
    });
    const saved = await kit.create('accountant', body);
    const replay = await kit.create('accountant', body);
    expect(replay.id).toBe(saved.id);
    const paying = await kit.get<Invoice>('accountant', `invoices/view?id=${String(invoice.id)}`);
    expect(paying.body.data).toMatchObject({ status: 'paying', payment_id: saved.id });
    // A third tap while paying answers the payment already made.
    expect((await tap()).body.data?.payment_id).toBe(saved.id);
    // Only its issuer could cancel it, and not once a payment is on its way.
    expect((await kit.post('accountant', 'invoices/cancel', { id: invoice.id }, version(1))).http).toBe(403);
    await h.db.update(payments).set({ statusId: UZS_STATUS.paid }).where(eq(payments.id, saved.id));
    const paid = await kit.get<Invoice>('accountant', `invoices/view?id=${String(invoice.id)}`);
    expect(paid.body.data).toMatchObject({ status: 'paid', is_cancel: false });
    expect((await tap()).http).toBe(409);
  });

  it('cancels an unpaid invoice with its version, only by the issuer', async () => {
    const invoice = await issue();
    expect((await kit.post('head_org2', 'invoices/cancel', { id: invoice.id }, version(1))).http).toBe(403);
    expect((await kit.post('accountant', 'invoices/cancel', { id: invoice.id }, version(7))).http).toBe(412);
    const done = await kit.post<Invoice>('accountant', 'invoices/cancel', { id: invoice.id }, version(1));
    expect(done.body.data).toMatchObject({ status: 'cancelled', version: 2, is_cancel: false });
    expect((await kit.post('accountant', 'invoices/cancel', { id: invoice.id }, version(2))).http).toBe(409);
    expect((await kit.post('head_org2', 'invoices/pay', { id: invoice.id }, version(2))).http).toBe(409);
  });
});
