/**
 * The debtor's payment of a claim, checked before sending with the server's rules (the contract's
 * amount rule, then: never more than what remains; a claim without partial payment only in full).
 * Amounts are compared in minor units, never as numbers.
 */
import { UZS_CURRENCY } from '../../../contracts/api/uzs-payment.ts';
import { fromMinor, toMinor } from '../../../contracts/money.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';
import { messageOfIssue, zAmount } from '../../../contracts/validation/zod.ts';

export type PaymentSumProblem =
  | { readonly kind: 'rule'; readonly problem: ValidationMessage }
  | { readonly kind: 'tooBig' }
  | { readonly kind: 'full' };

export type PaymentSumCheck =
  { readonly ok: true; readonly sum: string } | ({ readonly ok: false } & PaymentSumProblem);

export function checkPaymentSum(text: string, remaining: string, partial: boolean): PaymentSumCheck {
  const parsed = zAmount({ currency: UZS_CURRENCY }).safeParse(text);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem = (issue ? messageOfIssue(issue) : null) ?? { key: 'invalid' };
    return { ok: false, kind: 'rule', problem };
  }
  const minor = toMinor(parsed.data);
  const left = toMinor(remaining);
  if (minor > left) return { ok: false, kind: 'tooBig' };
  if (!partial && minor !== left) return { ok: false, kind: 'full' };
  return { ok: true, sum: fromMinor(minor) };
}
