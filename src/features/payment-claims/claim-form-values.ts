/**
 * The claim form's values and their way to the create and edit calls: checked by the contract's
 * own rules (claimRules, the server's too) and normalised by them; a new claim carries the
 * client_reference made once when its form opened, so a retried or queued create never doubles it.
 */
import {
  claimRules,
  type Claim,
  type ClaimCreateBody,
  type ClaimValues,
} from '../../../contracts/api/payment-claims.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';
import { messageOfIssue } from '../../../contracts/validation/zod.ts';

export interface ClaimFormValues {
  readonly number: string;
  readonly date: string;
  readonly account: string;
  readonly mfo: string;
  readonly debtor_account: string;
  readonly debtor_mfo: string;
  readonly debtor_inn: string;
  readonly debtor_name: string;
  readonly amount: string;
  readonly code: string;
  readonly description: string;
  readonly partial: boolean;
}

export type ClaimFormProblems = Partial<Record<keyof ClaimFormValues, ValidationMessage>>;

export type ClaimCheck =
  | { readonly ok: true; readonly values: ClaimValues }
  | { readonly ok: false; readonly problems: ClaimFormProblems };

export function emptyClaimValues(today: string): ClaimFormValues {
  return {
    number: '',
    date: today,
    account: '',
    mfo: '',
    debtor_account: '',
    debtor_mfo: '',
    debtor_inn: '',
    debtor_name: '',
    amount: '',
    code: '',
    description: '',
    partial: true,
  };
}

export function claimValuesOf(claim: Claim): ClaimFormValues {
  return {
    number: claim.number,
    date: claim.date,
    account: claim.account,
    mfo: claim.mfo,
    debtor_account: claim.debtor_account,
    debtor_mfo: claim.debtor_mfo,
    debtor_inn: claim.debtor_inn,
    debtor_name: claim.debtor_name,
    amount: claim.amount,
    code: claim.code,
    description: claim.description,
    partial: claim.partial,
  };
}

export function checkClaimValues(values: ClaimFormValues): ClaimCheck {
  const result = claimRules.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const problems: ClaimFormProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ClaimFormValues | undefined;
    const problem = messageOfIssue(issue);
    if (field && problem && !problems[field]) problems[field] = problem;
  }
  return { ok: false, problems };
}

export function createBodyOf(values: ClaimValues, clientReference: string): ClaimCreateBody {
  return { client_reference: clientReference, ...values };
}
