/**
 * Phones (spec 1 §5, spec 2 §5): typed after a fixed +998 in the mask (##)###-##-##, stored as 998
 * plus nine digits (12 characters). A pasted number that still carries 998 loses it. An incomplete
 * or malformed number is "wrong phone number".
 */
import { checkField, type FieldOptions } from './generic.ts';
import { applyMask, maskDigits, onlyDigits, type TextEdit } from './mask.ts';
import { message, type ValidationMessage } from './messages.ts';

export const PHONE_PREFIX = '998';
export const PHONE_LOCAL_LENGTH = 9;
export const PHONE_MASK = '(##)###-##-##';
export const STORED_PHONE_LENGTH = PHONE_PREFIX.length + PHONE_LOCAL_LENGTH;

const STORED_PHONE = new RegExp(`^${PHONE_PREFIX}\\d{${PHONE_LOCAL_LENGTH}}$`);

export function isStoredPhone(value: string): boolean {
  return STORED_PHONE.test(value);
}

/** The local digits of typed or pasted text: a leading 998 goes when more than nine digits came. */
function localDigits(digits: string): { digits: string; dropped: number } {
  return digits.length > PHONE_LOCAL_LENGTH && digits.startsWith(PHONE_PREFIX)
    ? { digits: digits.slice(PHONE_PREFIX.length), dropped: PHONE_PREFIX.length }
    : { digits, dropped: 0 };
}

/** Reformats typed or pasted text into (##)###-##-##, keeping the caret after the same digit. */
export function reformatPhone(text: string, caret: number): TextEdit {
  const local = localDigits(onlyDigits(text));
  const before = Math.max(0, onlyDigits(text.slice(0, caret)).length - local.dropped);
  return maskDigits(local.digits, before, PHONE_MASK);
}

/** The stored form (998 + nine digits) of a typed phone, or null when it is not a whole number. */
export function phoneTextToStored(text: string): string | null {
  const plain = text.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(plain)) return null;
  const local = localDigits(plain).digits;
  return local.length === PHONE_LOCAL_LENGTH ? PHONE_PREFIX + local : null;
}

/** The field's text for a stored phone: its first three characters dropped, the rest masked. */
export function storedPhoneToText(stored: string): string {
  return applyMask(onlyDigits(stored.slice(PHONE_PREFIX.length)), PHONE_MASK);
}

/** A stored phone for reading: +998 (90)123-45-67; anything else is shown as it came. */
export function formatStoredPhone(stored: string): string {
  return isStoredPhone(stored) ? `+${PHONE_PREFIX} ${storedPhoneToText(stored)}` : stored;
}

export function validatePhone(text: string, options?: FieldOptions): ValidationMessage | null {
  return checkField(text, options, (value) => (phoneTextToStored(value) === null ? message('phone') : null));
}
