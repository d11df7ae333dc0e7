/**
 * The generic rules of spec 1 §5 and spec 2 §5: required, required fields of a form, minimum and
 * maximum number and length, "enter n more characters", exact length, pattern, invalid characters
 * and email. A rule answers a message key with its bounds as params (texts need not show them), or
 * null. A blank value passes every rule but `required`, so a field composes `required` with the
 * others. Lengths count characters (code points); numbers are compared as exact decimals.
 */
import { message, type ValidationMessage } from './messages.ts';

export type Rule<T = string> = (value: T) => ValidationMessage | null;

export interface FieldOptions {
  /** The field must be filled in (it is marked with an asterisk). Defaults to false. */
  readonly required?: boolean;
}

/** The first message of the rules, in their order, or null when every rule passes. */
export function validate<T>(value: T, rules: readonly Rule<T>[]): ValidationMessage | null {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Checks a filled-in value; a blank one answers `required` or passes, as the field says. */
export function checkField(
  value: string,
  options: FieldOptions | undefined,
  check: (value: string) => ValidationMessage | null,
): ValidationMessage | null {
  if (isBlank(value)) return options?.required ? message('required') : null;
  return check(value);
}

export const required: Rule<string | null | undefined> = (value) =>
  isBlank(value) ? message('required') : null;

/** The form-level message: some required field is still blank. */
export function requiredAll(values: readonly (string | null | undefined)[]): ValidationMessage | null {
  return values.some(isBlank) ? message('requiredAll') : null;
}

function characterCount(value: string): number {
  return [...value].length;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Compares two decimal numbers written as strings, exactly (no floating point). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = [DECIMAL.exec(a.trim()), DECIMAL.exec(b.trim())];
  if (!x || !y) throw new RangeError(`not a decimal number: ${x ? b : a}`);
  const scale = Math.max((x[3] ?? '').length, (y[3] ?? '').length);
  const scaled = (m: RegExpExecArray): bigint => {
    const magnitude = BigInt((m[2] ?? '0') + (m[3] ?? '').padEnd(scale, '0'));
    return m[1] === '-' ? -magnitude : magnitude;
  };
  const [p, q] = [scaled(x), scaled(y)];
  return p < q ? -1 : p > q ? 1 : 0;
}

function isDecimal(value: string): boolean {
  return DECIMAL.test(value.trim());
}

export function minNumber(min: string): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    if (!isDecimal(value)) return message('invalid');
    return compareDecimals(value, min) < 0 ? message('number.min', { min }) : null;
  };
}

export function maxNumber(max: string): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    if (!isDecimal(value)) return message('invalid');
    return compareDecimals(value, max) > 0 ? message('number.max', { max }) : null;
  };
}

export function minLength(min: number): Rule {
  return (value) =>
    !isBlank(value) && characterCount(value) < min ? message('length.min', { min: String(min) }) : null;
}

export function maxLength(max: number): Rule {
  return (value) =>
    !isBlank(value) && characterCount(value) > max ? message('length.max', { max: String(max) }) : null;
}

/** "Enter n more characters" while the value is shorter than `length`. */
export function moreCharacters(length: number): Rule {
  return (value) => {
    const missing = length - characterCount(value);
    return !isBlank(value) && missing > 0 ? message('length.more', { count: String(missing) }) : null;
  };
}

/** "The field must contain n characters" (27 for a budget recipient account). */
export function exactLength(length: number): Rule {
  return (value) =>
    !isBlank(value) && characterCount(value) !== length
      ? message('length.exact', { length: String(length) })
      : null;
}

/** The whole value must match the pattern. */
export function matches(pattern: RegExp): Rule {
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return (value) => (!isBlank(value) && !whole.test(value) ? message('pattern') : null);
}

/**
 * Every character must match `allowed`, a pattern for one character (e.g. /[\p{L}\d .,-]/u); the
 * message lists the offending characters once each.
 */
export function allowedCharacters(allowed: RegExp): Rule {
  const one = new RegExp(`^(?:${allowed.source})$`, allowed.flags.replace(/[gy]/g, ''));
  return (value) => {
    const bad = [...new Set([...value].filter((c) => !one.test(c)))];
    return !isBlank(value) && bad.length > 0
      ? message('invalidCharacters', { characters: bad.join('') })
      : null;
  };
}

/** Exactly `length` digits: other characters, too few ("enter n more") or too many. */
export function digitsOfLength(length: number): Rule {
  const onlyDigits = allowedCharacters(/\d/);
  return (value) => validate(value, [onlyDigits, moreCharacters(length), maxLength(length)]);
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const email: Rule = (value) =>
  !isBlank(value) && !EMAIL.test(value.trim()) ? message('email') : null;
