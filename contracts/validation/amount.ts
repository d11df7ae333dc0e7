/**
 * Amount fields (spec 1 §5, spec 2 §5). The typed text keeps only digits and one dot (none when
 * dots are switched off), at most two decimals and no leading zeros, and is regrouped by thousands
 * on every key press with the caret kept after the same digit. The maximum length (25 by default)
 * counts the text as shown, separators included; the rules measure an amount by the shortest text
 * that shows it, so whatever the field let through also passes the server. An amount leaves the
 * field as an exact decimal string with two places ("1500000.00", money.ts): no floating point.
 * Default rules: required, then the currency minimum (1 UZS, 0.01 USD, none for other currencies);
 * a field may override the minimum, supply its own rules, or switch them off with `rules: []`.
 */
import { fromMinor, isMoneyString, toMinor } from '../money.ts';
import { validate, type Rule } from './generic.ts';
import type { TextEdit } from './mask.ts';
import { message, type ValidationMessage } from './messages.ts';

export const AMOUNT_MAX_LENGTH = 25;
export const AMOUNT_DECIMALS = 2;
/** Minimums by currency letter code (any case); other currencies have none. */
export const AMOUNT_MINIMUMS: Readonly<Record<string, string>> = { UZS: '1.00', USD: '0.01' };

/** One character between groups of thousands; never a digit or the dot. */
export type GroupSeparator = ' ' | '\u00a0' | '\u202f' | ',' | "'";

export interface AmountInputOptions {
  /** Whether the dot (and so decimals) may be typed. Defaults to true. */
  readonly allowDot?: boolean;
  /** Of the text as shown, separators included. Defaults to AMOUNT_MAX_LENGTH. */
  readonly maxLength?: number;
  /** Defaults to a space. */
  readonly groupSeparator?: GroupSeparator;
}

/** A rule on the amount as an exact decimal string with two places, or null for an empty field. */
export type AmountRule = Rule<string | null>;

export interface AmountRuleOptions {
  /** Letter code (UZS, USD, …); picks the minimum and goes into its message. */
  readonly currency?: string;
  /** Overrides the currency minimum (a decimal string); null means no minimum. */
  readonly min?: string | null;
  /** Replaces the default rules; `[]` switches the rules off. */
  readonly rules?: readonly AmountRule[];
}

export type AmountOptions = AmountInputOptions & AmountRuleOptions;

const DEFAULT_SEPARATOR: GroupSeparator = ' ';

function groupWhole(whole: string, separator: string): string {
  return whole.replace(/\B(?=(?:\d{3})+$)/g, separator);
}

/** A non-negative decimal string with at most two places: what the wire carries. */
export function isAmountDecimal(value: string): boolean {
  return isMoneyString(value) && !value.startsWith('-');
}

/** The text an amount field shows for an amount: grouped, with decimals only when not zero. */
export function formatAmount(
  decimal: string,
  options: Pick<AmountInputOptions, 'groupSeparator'> = {},
): string {
  if (!isAmountDecimal(decimal)) throw new RangeError(`not an amount: ${decimal}`);
  const [whole = '0', fraction = '00'] = fromMinor(toMinor(decimal)).split('.');
  const shown = groupWhole(whole, options.groupSeparator ?? DEFAULT_SEPARATOR);
  return fraction === '00' ? shown : `${shown}.${fraction}`;
}

/**
 * The exact decimal string (two places) of a field's text, or null when it is empty or not an
 * amount. Group separators are ignored wherever they stand; a trailing dot is allowed while typing.
 */
export function amountToDecimalString(
  text: string,
  options: Pick<AmountInputOptions, 'groupSeparator'> = {},
): string | null {
  const plain = text
    .trim()
    .split(options.groupSeparator ?? DEFAULT_SEPARATOR)
    .join('');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const value = fraction === '' ? whole : `${whole}.${fraction}`;
  return isMoneyString(value) ? fromMinor(toMinor(value)) : null;
}

/** Length of the shortest text that shows the amount (trailing zero decimals left out). */
function shownLength(decimal: string): number {
  const [whole = '', fraction = ''] = decimal.split('.');
  const decimals = fraction.replace(/0+$/, '');
  return groupWhole(whole, DEFAULT_SEPARATOR).length + (decimals === '' ? 0 : decimals.length + 1);
}

interface Kept {
  readonly char: string;
  /** Stood before the caret in the typed text. */
  readonly beforeCaret: boolean;
}

function shownTextLength(kept: readonly Kept[]): number {
  const dot = kept.findIndex((k) => k.char === '.');
  const whole = dot < 0 ? kept.length : dot;
  return kept.length + Math.max(0, Math.ceil(whole / 3) - 1);
}

/**
 * Reformats the text of an amount field after a key press or paste and maps the caret so that it
 * stays after the same digit. Anything but digits and one dot is dropped; when a second dot is
 * typed, the one already there stays; decimals beyond two, leading zeros and characters beyond the
 * maximum length go; a leading dot gets a zero before it.
 */
export function reformatAmount(text: string, caret: number, options: AmountInputOptions = {}): TextEdit {
  const allowDot = options.allowDot ?? true;
  const maxLength = options.maxLength ?? AMOUNT_MAX_LENGTH;
  const dots = allowDot ? [...text].filter((c) => c === '.').length : 0;
  const kept: Kept[] = [];
  let dotKept = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    const beforeCaret = i < caret;
    if (/\d/.test(char)) {
      kept.push({ char, beforeCaret });
    } else if (char === '.' && allowDot && !dotKept && !(dots > 1 && i === caret - 1)) {
      dotKept = true;
      kept.push({ char, beforeCaret });
    }
  }
  const dot = kept.findIndex((k) => k.char === '.');
  if (dot >= 0) kept.splice(dot + 1 + AMOUNT_DECIMALS);
  const first = kept[0];
  if (first?.char === '.') kept.unshift({ char: '0', beforeCaret: first.beforeCaret });
  while (kept.length > 1 && kept[0]?.char === '0' && kept[1]?.char !== '.') kept.shift();
  while (shownTextLength(kept) > maxLength) kept.pop();

  const dotAt = kept.findIndex((k) => k.char === '.');
  const whole = dotAt < 0 ? kept.length : dotAt;
  const separator = options.groupSeparator ?? DEFAULT_SEPARATOR;
  let out = '';
  let newCaret = 0;
  kept.forEach((k, i) => {
    if (i > 0 && i < whole && (whole - i) % 3 === 0) out += separator;
    out += k.char;
    if (k.beforeCaret) newCaret = out.length;
  });
  return { text: out, caret: newCaret };
}

/** The currency's minimum as a decimal string, or null when it has none. */
export function amountMinimum(currency?: string): string | null {
  return currency === undefined ? null : (AMOUNT_MINIMUMS[currency.toUpperCase()] ?? null);
}

/** Fill in the field. */
export const requiredAmount: AmountRule = (decimal) => (decimal === null ? message('required') : null);

/** At least `min`; the message carries the minimum without zero decimals ("1", "0.01"). */
export function minimumAmount(min: string, currency?: string): AmountRule {
  const floor = toMinor(min);
  const params = { min: fromMinor(floor).replace(/\.00$/, ''), currency: currency?.toUpperCase() ?? '' };
  return (decimal) => (decimal !== null && toMinor(decimal) < floor ? message('amount.min', params) : null);
}

/** Required, then the minimum: the field's own `min`, else the currency's. */
export function defaultAmountRules(options: Pick<AmountRuleOptions, 'currency' | 'min'> = {}): AmountRule[] {
  const min = options.min === undefined ? amountMinimum(options.currency) : options.min;
  return min === null ? [requiredAmount] : [requiredAmount, minimumAmount(min, options.currency)];
}

/**
 * Checks a field's text: not an amount (or decimals where dots are off) is `invalid`, too long is
 * `length.max`; then the field's rules (by default required and the minimum) run on the exact
 * decimal string. The server runs the same check on the decimal string it receives.
 */
export function validateAmount(text: string, options: AmountOptions = {}): ValidationMessage | null {
  const rules = options.rules ?? defaultAmountRules(options);
  if (text.trim() === '') return validate(null, rules);
  const decimal = amountToDecimalString(text, options);
  if (decimal === null || (options.allowDot === false && !decimal.endsWith('.00'))) return message('invalid');
  const max = options.maxLength ?? AMOUNT_MAX_LENGTH;
  if (shownLength(decimal) > max) return message('length.max', { max: String(max) });
  return validate(decimal, rules);
}
