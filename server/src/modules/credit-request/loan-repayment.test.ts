/**
 * Loan repayments by soum payment order (core/loan-repayment-repository.ts): a payment made from
 * /loan-issuance/payment/:loan_id carries the loan's id; when the bank pays it to the loan repayment
 * account, the loan's instalments count it — interest first, then principal, once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan, LoanPaymentPrefill, LoanView } from '../../../../contracts/api/credit-request.ts';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { applyLoanRepayment } from '../../core/loan-repayment-repository.ts';
import { loanRepayments } from '../../db/schema/credit-requests.ts';
import { payments } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { processPayments } from '../uzs-payment/processing.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let loan: Loan;

async function loanView(id: number): Promise<LoanView> {
  const res = await kit.get<LoanView>('accountant', `loan-issuance/view?id=${id}`);
  if (res.body.data === undefined) throw new Error(`view ${res.http}`);
  return res.body.data;
}

async function prefill(id: number): Promise<LoanPaymentPrefill> {
  const res = await kit.get<LoanPaymentPrefill>('accountant', `loan-issuance/payment?loan_id=${id}`);
  if (res.body.data === undefined) throw new Error(`prefill ${res.http}`);
  return res.body.data;
}

/** A repayment of `sum` saved as the form does, handed to the bank (test shortcut past signing). */
async function repay(sum: bigint, loanId: number | null = loan.id, change: Record<string, string> = {}) {
  const p = await prefill(loan.id);
  const saved = await kit.create(
    'accountant',
    await kit.body('main', {
      account: p.account,
      r_account: p.r_account,
      r_mfo: p.r_mfo,
      r_inn: p.r_inn,
      r_name: p.r_name,
      code: p.code,
      description: p.description,
      sum: fromMinor(sum),
      loan_id: loanId,
      ...change,
    }),
  );
  await h.db.update(payments).set({ statusId: UZS_STATUS.submitted }).where(eq(payments.id, saved.id));
  // One tick passes it, the next pays it (and applies it).
  await processPayments(h.db, h.clock);
  await processPayments(h.db, h.clock);
  return saved.id;
}

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  const list = await kit.post<{ list: Loan[] }>('accountant', 'loan-issuance/list?page=1&pageSize=50', {
    status: 'active',
  });
  const active = (list.body.data?.list ?? [])
    .filter((l) => l.currency === 'UZS' && l.next_amount !== null)
    .sort((a, b) => a.id - b.id);
  if (active[0] === undefined) throw new Error('no active seeded loan');
  loan = active[0];
});
afterAll(() => h.close());

describe('loan repayments', () => {
  it('applies a partial repayment interest first, then the rest and an overpayment to the next instalment, once', async () => {
    const before = await loanView(loan.id);
    const first = before.schedule.find((s) => !s.paid);
    if (first === undefined) throw new Error('nothing due');
    const interest = toMinor(first.in_amount);
    const principal = toMinor(first.pr_amount);
    expect(principal).toBeGreaterThan(1n);

    // Interest and one minor unit of principal.
    const a = await repay(interest + 1n);
    const partly = await loanView(loan.id);
    const row = partly.schedule.find((s) => s.n === first.n);
    expect(row).toMatchObject({ paid: false, state: 'partly_paid', paid_amount: fromMinor(interest + 1n) });
    expect(toMinor(partly.principal_left)).toBe(toMinor(before.principal_left) - 1n);
    expect((await prefill(loan.id)).sum).toBe(fromMinor(principal - 1n));

    // Re-running the job, or applying the same payment again, changes nothing.
    await processPayments(h.db, h.clock);
    const [paymentA] = await h.db.select().from(payments).where(eq(payments.id, a));
    expect(paymentA?.statusId).toBe(UZS_STATUS.paid);
    if (paymentA === undefined) throw new Error('payment lost');
    const repaymentAccount = (await kit.account(paymentA.rAccount)).id;
    const again = await h.db.transaction((tx) =>
      applyLoanRepayment(tx, paymentA, repaymentAccount, h.clock.now()),
    );
    expect(again.applied).toBe(false);
    expect((await loanView(loan.id)).schedule.find((s) => s.n === first.n)?.paid_amount).toBe(
      fromMinor(interest + 1n),
    );

    // The rest of the instalment and 1.00 more: the next instalment's interest gets it.
    const b = await repay(principal - 1n + 100n);
    const after = await loanView(loan.id);
    expect(after.schedule.find((s) => s.n === first.n)).toMatchObject({ paid: true, state: 'paid' });
    const next = after.schedule.find((s) => s.n === first.n + 1);
    expect(next?.state).toBe('partly_paid');
    expect(next?.paid_amount).toBe('1.00');
    expect(toMinor(after.principal_left)).toBe(
      toMinor(before.principal_left) -
        principal -
        (toMinor(next?.in_amount ?? '0') >= 100n ? 0n : 100n - toMinor(next?.in_amount ?? '0')),
    );
    const recorded = await h.db.select().from(loanRepayments).where(eq(loanRepayments.loanId, loan.id));
    expect(recorded.map((r) => r.paymentId).sort((x, y) => x - y)).toEqual([a, b]);
    expect(recorded.every((r) => r.unapplied === 0n)).toBe(true);
  });

  it('a linked payment to another recipient repays nothing', async () => {
    const before = await loanView(loan.id);
    const id = await repay(500n, loan.id, { r_account: '2020800030567123400100450', r_mfo: '00450' });
    expect((await h.db.select().from(payments).where(eq(payments.id, id)))[0]?.statusId).toBe(
      UZS_STATUS.paid,
    );
    expect(await h.db.select().from(loanRepayments).where(eq(loanRepayments.paymentId, id))).toEqual([]);
    expect((await loanView(loan.id)).principal_left).toBe(before.principal_left);
  });

  it('refuses another organisation’s loan (404), storing nothing', async () => {
    const body = await kit.body('samarqand', { loan_id: loan.id });
    const res = await kit.post('accountant_org2', 'uzs-payment/save', body);
    expect(res.http).toBe(404);
    // The same payment without the foreign loan is fine: the loan was what made it not found.
    expect((await kit.post('accountant_org2', 'uzs-payment/save', { ...body, loan_id: null })).http).toBe(
      200,
    );
    const stored = await h.db
      .select()
      .from(payments)
      .where(eq(payments.clientReference, body.client_reference));
    expect(stored.map((p) => p.loanId)).toEqual([null]);
  });
});
