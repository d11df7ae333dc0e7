/**
 * The payment form's values (what the draft stores) and their way to the save call: checked by
 * the contract's own rules (uzsPaymentRules, the server's too), normalised by them, and sent with
 * the client_reference made once per new payment.
 */
import {
  uzsTypeUses,
  type UzsPaymentRow,
  type UzsPaymentSaveBody,
  type UzsTemplate,
} from '../../../contracts/api/uzs-payment.ts';
import { uzsPaymentRules } from '../../../contracts/api/uzs-payment-rules.ts';
import { messageOfIssue } from '../../../contracts/validation/zod.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';

export type FormType = 1 | 2 | 3 | 4;

export interface PaymentFormValues {
  readonly client_reference: string;
  readonly type: FormType;
  readonly number: string;
  readonly date: string;
  readonly account: string;
  readonly mfo: string;
  readonly r_account: string;
  readonly r_mfo: string;
  readonly r_inn: string;
  readonly r_name: string;
  readonly r_account_25: string;
  readonly r_account_27: string;
  readonly r_inn_27: string;
  /** Type 4: a typed 16-digit number, or the token of the card the payment/template already has. */
  readonly corp_card: string;
  /** The mask of that card, shown instead of the token (never sent; issue 23). */
  readonly corp_card_mask?: string;
  readonly sum: string;
  readonly code: string;
  readonly description: string;
  readonly second_signature: boolean;
}

export function emptyValues(clientReference: string): PaymentFormValues {
  return {
    client_reference: clientReference,
    type: 1,
    number: '',
    date: '',
    account: '',
    mfo: '',
    r_account: '',
    r_mfo: '',
    r_inn: '',
    r_name: '',
    r_account_25: '',
    r_account_27: '',
    r_inn_27: '',
    corp_card: '',
    sum: '',
    code: '',
    description: '',
    second_signature: false,
  };
}

const text = (value: string | null | undefined): string => value ?? '';

/** A payment (edit) or template (new payment from it) as form values. */
export function valuesFrom(
  source: Pick<
    UzsPaymentRow | UzsTemplate,
    | 'type'
    | 'account'
    | 'mfo'
    | 'r_account'
    | 'r_mfo'
    | 'r_inn'
    | 'r_name'
    | 'r_account_25'
    | 'r_account_27'
    | 'r_inn_27'
    | 'corp_card'
    | 'card_pan'
    | 'code'
    | 'description'
    | 'second_signature'
  > & { readonly sum: string | null; readonly number?: string; readonly date?: string },
  base: PaymentFormValues,
): PaymentFormValues {
  return {
    ...base,
    type: (source.type === 5 ? 1 : source.type) as FormType,
    number: source.number ?? base.number,
    date: source.date ?? base.date,
    account: source.account,
    mfo: source.mfo,
    r_account: source.r_account,
    r_mfo: source.r_mfo,
    r_inn: text(source.r_inn),
    r_name: source.r_name,
    r_account_25: text(source.r_account_25),
    r_account_27: text(source.r_account_27),
    r_inn_27: text(source.r_inn_27),
    corp_card: text(source.corp_card),
    corp_card_mask: text(source.card_pan),
    sum: text(source.sum),
    code: source.code,
    description: source.description,
    second_signature: source.second_signature,
  };
}

export type FormProblems = Partial<Record<keyof PaymentFormValues, ValidationMessage>>;

export type CheckResult =
  | { readonly ok: true; readonly body: UzsPaymentSaveBody }
  | { readonly ok: false; readonly problems: FormProblems };

/** Judges the values by the contract's rules; on success the save body (new or edit of `id`). */
export function checkValues(values: PaymentFormValues, id: number | null): CheckResult {
  const { client_reference, corp_card_mask: _mask, ...fields } = values;
  const result = uzsPaymentRules.safeParse(fields);
  if (!result.success) {
    const problems: FormProblems = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof PaymentFormValues | undefined;
      const problem = messageOfIssue(issue);
      if (field && problem && !problems[field]) problems[field] = problem;
    }
    return { ok: false, problems };
  }
  const v = result.data;
  const body: UzsPaymentSaveBody = {
    ...(id === null ? {} : { id }),
    client_reference,
    type: v.type,
    number: v.number,
    date: v.date,
    account: v.account,
    mfo: v.mfo,
    r_account: v.r_account,
    r_mfo: v.r_mfo,
    r_inn: v.r_inn,
    r_name: v.r_name,
    r_account_25: uzsTypeUses(v.type, 'r_account_25') ? v.r_account_25 : null,
    r_account_27: uzsTypeUses(v.type, 'r_account_27') ? v.r_account_27 : null,
    r_inn_27: uzsTypeUses(v.type, 'r_inn_27') ? v.r_inn_27 : null,
    corp_card: uzsTypeUses(v.type, 'corp_card') ? v.corp_card : null,
    sum: v.sum,
    code: v.code,
    description: v.description,
    second_signature: v.second_signature,
  };
  return { ok: true, body };
}
