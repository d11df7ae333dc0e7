/**
 * Payment cards (spec 1 §9, spec 2 §5). A card number is 16 digits typed in groups of four; the
 * spaces are stripped before it is checked or sent. On screen a number is masked: the first 4 and
 * next 2 digits and the last 4 stay, everything between becomes `*`, so no more than those ten
 * digits ever show. An expiry is 4 digits MMYY shown as MM/YY and must not be before the month of
 * the reference date (a card is valid through the end of its expiry month).
 */
import { checkField, digitsOfLength, type FieldOptions } from './generic.ts';
import { reformatMasked, type TextEdit } from './mask.ts';
import { message, type ValidationMessage } from './messages.ts';

export const CARD_NUMBER_LENGTH = 16;
export const CARD_NUMBER_MASK = '#### #### #### ####';
export const CARD_EXPIRY_MASK = '##/##';

const SHOWN_START = 6;
const SHOWN_END = 4;

/** The card number with its spaces stripped. */
export function cardNumberDigits(text: string): string {
  return text.replace(/\s/g, '');
}

/** Reformats typed or pasted text into groups of four, keeping the caret after the same digit. */
export function reformatCardNumber(text: string, caret: number): TextEdit {
  return reformatMasked(text, caret, CARD_NUMBER_MASK);
}

const sixteenDigits = digitsOfLength(CARD_NUMBER_LENGTH);

export function validateCardNumber(text: string, options?: FieldOptions): ValidationMessage | null {
  return checkField(text, options, (value) => sixteenDigits(cardNumberDigits(value)));
}

/**
 * A card number for display: 8600 12** **** 3456. Works on a full or an already masked number and
 * on any length; a number shorter than the ten shown characters is hidden entirely.
 */
export function maskCardNumber(number: string): string {
  const chars = [...cardNumberDigits(number)];
  const masked =
    chars.length < SHOWN_START + SHOWN_END
      ? chars.map(() => '*')
      : chars.map((c, i) => (i < SHOWN_START || i >= chars.length - SHOWN_END ? c : '*'));
  return (masked.join('').match(/.{1,4}/g) ?? []).join(' ');
}

/** Reformats typed digits into MM/YY, keeping the caret after the same digit. */
export function reformatCardExpiry(text: string, caret: number): TextEdit {
  return reformatMasked(text, caret, CARD_EXPIRY_MASK);
}

/** MM/YY (or MMYY) → the 4 digits MMYY that are sent, or null when it is not a month and year. */
export function cardExpiryToWire(text: string): string | null {
  const m = /^(\d{2})\/?(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [, month = '', year = ''] = m;
  return Number(month) >= 1 && Number(month) <= 12 ? month + year : null;
}

/** Four digits MMYY shown as MM/YY; anything else is shown as it came. */
export function formatCardExpiry(wire: string): string {
  return /^\d{4}$/.test(wire) ? `${wire.slice(0, 2)}/${wire.slice(2)}` : wire;
}

export interface CardExpiryOptions extends FieldOptions {
  /** The reference date, YYYY-MM-DD (today on the client, the server's clock on the server). */
  readonly today: string;
}

/** Not a month and two-digit year is `invalid`; a month before the reference month is `card.expired`. */
export function validateCardExpiry(text: string, options: CardExpiryOptions): ValidationMessage | null {
  return checkField(text, options, (value) => {
    const wire = cardExpiryToWire(value);
    if (wire === null) return message('invalid');
    const expiry = `20${wire.slice(2)}-${wire.slice(0, 2)}`;
    return expiry < options.today.slice(0, 7) ? message('card.expired') : null;
  });
}
