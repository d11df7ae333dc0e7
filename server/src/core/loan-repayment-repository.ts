/**
 * Loan repayments by soum payment order (issue 22; docs/decisions.md "Loan repayments"). The one
 * place where a soum payment meets an issued loan, so the soum payments module (which links a payment
 * to a loan and runs the processing job) never imports the credit-request module:
 *
 * - `loanOfOrganization`: the save of a soum payment checks that the loan it names is the payer
 *   organisation's own active soum loan (another organisation's loan is not found);
 * - `applyLoanRepayment`: when the bank pays such a payment to the loan repayment account (GL 16307),
 *   inside the same transaction, the amount is applied to the loan's instalments
 *   (contracts/loan-schedule.ts `allocateRepayment`) and recorded in `loan_repayments`, whose primary
 *   key (the payment id) makes a second application of the same payment a no-op.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { allocateRepayment } from '../../../contracts/loan-schedule.ts';
import type { Db } from '../db/client.ts';
import { loanRepayments, loanScheduleRows, loans } from '../db/schema/credit-requests.ts';
import { accounts } from '../db/schema/payments.ts';

/** The GL code of the bank's loan repayment account (kind clearing): where repayments are paid to. */
export const LOAN_REPAYMENT_GL = '16307';

/** True when `loanId` is an active soum loan of organisation `organizationId`. */
export async function loanOfOrganization(tx: Db, organizationId: number, loanId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        eq(loans.id, loanId),
        eq(loans.organizationId, organizationId),
        eq(loans.status, 'active'),
        eq(loans.currency, 'UZS'),
      ),
    );
  return row !== undefined;
}

export interface PaidPayment {
  readonly id: number;
  readonly organizationId: number;
  readonly loanId: number | null;
  readonly sum: bigint;
}

export type RepaymentOutcome =
  | { readonly applied: false }
  | {
      readonly applied: true;
      readonly interest: bigint;
      readonly principal: bigint;
      readonly unapplied: bigint;
    };

/**
 * Applies a paid soum payment to its loan, once. `creditedAccountId` is the account the bank credited
 * (a payment that did not reach the repayment account repays nothing). Runs in the caller's
 * transaction; the loan row is locked so two repayments of one loan apply one after the other.
 */
export async function applyLoanRepayment(
  tx: Db,
  payment: PaidPayment,
  creditedAccountId: number,
  at: Date,
): Promise<RepaymentOutcome> {
  if (payment.loanId === null) return { applied: false };
  const [target] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, creditedAccountId),
        eq(accounts.glCode, LOAN_REPAYMENT_GL),
        eq(accounts.kind, 'clearing'),
      ),
    );
  if (target === undefined) return { applied: false };
  const [loan] = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.id, payment.loanId), eq(loans.organizationId, payment.organizationId)))
    .for('update');
  if (loan === undefined) return { applied: false };
  const [seen] = await tx
    .select({ id: loanRepayments.paymentId })
    .from(loanRepayments)
    .where(eq(loanRepayments.paymentId, payment.id));
  if (seen !== undefined) return { applied: false };
  const rows = await tx
    .select()
    .from(loanScheduleRows)
    .where(and(eq(loanScheduleRows.loanId, loan.id), eq(loanScheduleRows.paid, false)))
    .orderBy(asc(loanScheduleRows.n));
  const allocation = allocateRepayment(rows, payment.sum);
  await tx.insert(loanRepayments).values({
    paymentId: payment.id,
    loanId: loan.id,
    amount: payment.sum,
    interest: allocation.interest,
    principal: allocation.principal,
    unapplied: allocation.unapplied,
    appliedAt: at,
  });
  for (const row of allocation.rows) {
    await tx
      .update(loanScheduleRows)
      .set({ paidInterest: row.paidInterest, paidPrincipal: row.paidPrincipal, paid: row.paid })
      .where(and(eq(loanScheduleRows.loanId, loan.id), eq(loanScheduleRows.n, row.n)));
  }
  // Every instalment covered: the loan is repaid.
  await tx
    .update(loans)
    .set({ status: 'closed' })
    .where(
      and(
        eq(loans.id, loan.id),
        sql`not exists (select 1 from ${loanScheduleRows} where ${loanScheduleRows.loanId} = ${loan.id} and not ${loanScheduleRows.paid})`,
      ),
    );
  return { applied: true, ...allocation };
}
