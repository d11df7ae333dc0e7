/**
 * zod 4 schemas for the server, built on the very rule functions the fields use, so a value is
 * judged by one piece of code on both sides. Each takes the wire form (amounts as decimal strings,
 * dates YYYY-MM-DD, phones 998 + nine digits, card numbers with spaces stripped), is required (wrap in
 * `.optional()` for an absent field), reports the same message keys as issue messages with their
 * params in the issue's `params`, and outputs the normalised value. A missing value is `required`,
 * a value of another type `invalid`. `messageOfIssue` turns an issue back into key and params.
 */
import { z } from 'zod';
import { fromMinor, toMinor } from '../money.ts';
import { validateAccount, type AccountKind } from './account.ts';
import { isAmountDecimal, validateAmount, type AmountOptions } from './amount.ts';
import { cardNumberDigits, validateCardExpiry, validateCardNumber } from './card.ts';
import { isIsoDate, isIsoDateTime, validateDateRange } from './date.ts';
import { checkField, validate, type Rule } from './generic.ts';
import { validateInn, validateMfo, validatePassportNumber, validatePassportSeries } from './identifiers.ts';
import { onlyDigits } from './mask.ts';
import { isMessageKey, message, type ValidationMessage } from './messages.ts';
import { isStoredPhone } from './phone.ts';

const REQUIRED = { required: true } as const;

function wireString() {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
  });
}

/** A string judged by `check` and, when it passes, turned into `output`. */
function ruled<T>(check: (value: string) => ValidationMessage | null, output: (value: string) => T) {
  return wireString().transform((value, ctx) => {
    const problem = check(value);
    if (problem === null) return output(value);
    ctx.addIssue({
      code: 'custom',
      message: problem.key,
      input: value,
      ...('params' in problem ? { params: problem.params } : {}),
    });
    return z.NEVER;
  });
}

const unchanged = (value: string): string => value;

/**
 * The largest amount a request may carry: 15 whole digits. Amounts are stored as bigint minor units
 * (at most 2^63 − 1, about 9.2 × 10^16 in major units); this leaves room for totals of many amounts,
 * and a larger value is refused (400/422) instead of failing in the database.
 */
export const AMOUNT_MAX_WHOLE_DIGITS = 15;

function withinColumn(value: string): boolean {
  const whole = value.split('.')[0] ?? '';
  return whole.replace(/^0+(?=\d)/, '').length <= AMOUNT_MAX_WHOLE_DIGITS;
}

/** A decimal string with at most two places; outputs it with exactly two ("1500000.00"). */
export function zAmount(options: AmountOptions = {}) {
  return ruled(
    (value) => {
      if (value.trim() === '') return message('required');
      if (!isAmountDecimal(value)) return message('invalid');
      return validateAmount(value, options) ?? (withinColumn(value) ? null : message('invalid'));
    },
    (value) => fromMinor(toMinor(value)),
  );
}

/** A real date, YYYY-MM-DD. */
export function zDate() {
  return ruled(
    (value) => checkField(value, REQUIRED, (v) => (isIsoDate(v) ? null : message('invalid'))),
    unchanged,
  );
}

/** A real date and 24-hour time, YYYY-MM-DDTHH:mm. */
export function zDateTime() {
  return ruled(
    (value) => checkField(value, REQUIRED, (v) => (isIsoDateTime(v) ? null : message('invalid'))),
    unchanged,
  );
}

/** `{ from, to }` with from ≤ to; the order problem is reported on `to`. */
export function zDateRange() {
  return z.strictObject({ from: zDate(), to: zDate() }).superRefine((range, ctx) => {
    const problem = validateDateRange(range.from, range.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, path: ['to'], input: range });
  });
}

/** 998 plus nine digits. */
export function zPhone() {
  return ruled(
    (value) => checkField(value, REQUIRED, (v) => (isStoredPhone(v) ? null : message('phone'))),
    unchanged,
  );
}

export function zAccount(kind: AccountKind = 'account') {
  return ruled((value) => validateAccount(value, { ...REQUIRED, kind }), unchanged);
}

export function zInn() {
  return ruled((value) => validateInn(value, REQUIRED), unchanged);
}

export function zMfo() {
  return ruled((value) => validateMfo(value, REQUIRED), unchanged);
}

/** Two Latin letters; outputs them upper-case. */
export function zPassportSeries() {
  return ruled(
    (value) => validatePassportSeries(value, REQUIRED),
    (value) => value.toUpperCase(),
  );
}

export function zPassportNumber() {
  return ruled((value) => validatePassportNumber(value, REQUIRED), unchanged);
}

/** 16 digits (spaces are stripped); outputs the digits. */
export function zCardNumber() {
  return ruled((value) => validateCardNumber(value, REQUIRED), cardNumberDigits);
}

/** A card token (the server's HMAC of a number, lowercase hex) as the server answers it. */
export const CARD_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * A 16-digit card number as typed, or the token of a card the server already answered (a form
 * that edits a document sends its card back unchanged without ever having seen the number).
 */
export function zCardNumberOrToken() {
  return ruled(
    (value) => (CARD_TOKEN_PATTERN.test(value) ? null : validateCardNumber(value, REQUIRED)),
    (value) => (CARD_TOKEN_PATTERN.test(value) ? value : cardNumberDigits(value)),
  );
}

/** MMYY (or MM/YY) not before the month of `today()` (YYYY-MM-DD); outputs MMYY. */
export function zCardExpiry(today: () => string) {
  return ruled((value) => validateCardExpiry(value, { ...REQUIRED, today: today() }), onlyDigits);
}

/** A string judged by generic rules (generic.ts), e.g. `zText([required, maxLength(200)])`. */
export function zText(rules: readonly Rule[]) {
  return ruled((value) => validate(value, rules), unchanged);
}

/** The message key and params an issue of these schemas carries; null for zod's own issues. */
export function messageOfIssue(issue: z.core.$ZodIssue): ValidationMessage | null {
  if (!isMessageKey(issue.message)) return null;
  const params = issue.code === 'custom' ? issue.params : undefined;
  return (
    params === undefined ? { key: issue.message } : { key: issue.message, params }
  ) as ValidationMessage;
}
