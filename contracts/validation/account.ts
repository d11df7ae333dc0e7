/**
 * Account numbers (spec 1 §5, spec 2 §5): digits only, 25 or 27 of them. A budget recipient account
 * has exactly 27 ("the field must contain 27 characters") and a budget income account exactly 25.
 * A plain account that is short asks for the digits missing to the next allowed length. The field
 * shows a counter of the digits typed against the most it takes.
 */
import { allowedCharacters, checkField, exactLength, validate, type FieldOptions } from './generic.ts';
import { message, type ValidationMessage } from './messages.ts';

export const ACCOUNT_LENGTHS = [25, 27] as const;
export const BUDGET_RECIPIENT_ACCOUNT_LENGTH = 27;
export const BUDGET_INCOME_ACCOUNT_LENGTH = 25;

/** account: 25 or 27 digits; budgetRecipient: 27; budgetIncome: 25. */
export type AccountKind = 'account' | 'budgetRecipient' | 'budgetIncome';

export interface AccountOptions extends FieldOptions {
  /** Defaults to 'account'. */
  readonly kind?: AccountKind;
}

export function accountLengths(kind: AccountKind = 'account'): readonly number[] {
  if (kind === 'budgetRecipient') return [BUDGET_RECIPIENT_ACCOUNT_LENGTH];
  if (kind === 'budgetIncome') return [BUDGET_INCOME_ACCOUNT_LENGTH];
  return ACCOUNT_LENGTHS;
}

/** The most digits the field takes (its maxlength). */
export function accountMaxLength(kind: AccountKind = 'account'): number {
  return Math.max(...accountLengths(kind));
}

/** The field's counter: digits typed against the most it takes ("20 / 27"). */
export function accountCounter(text: string, kind: AccountKind = 'account'): { count: number; max: number } {
  return { count: text.replace(/\D/g, '').length, max: accountMaxLength(kind) };
}

const digitsOnly = allowedCharacters(/\d/);

function lengthProblem(digits: string, kind: AccountKind): ValidationMessage | null {
  const lengths = accountLengths(kind);
  if (lengths.includes(digits.length)) return null;
  if (kind !== 'account') return exactLength(accountMaxLength(kind))(digits);
  const next = lengths.find((length) => length > digits.length);
  return next === undefined
    ? message('length.max', { max: String(accountMaxLength(kind)) })
    : message('length.more', { count: String(next - digits.length) });
}

export function validateAccount(text: string, options?: AccountOptions): ValidationMessage | null {
  const kind = options?.kind ?? 'account';
  return checkField(text, options, (value) =>
    validate(value, [digitsOnly, (digits) => lengthProblem(digits, kind)]),
  );
}
