/** Phones are stored as 998 plus nine digits and typed in the mask (##)###-##-## (spec 1 §5). */
export const PHONE_PREFIX = '998';
const LOCAL_DIGITS = 9;

/** The nine local digits of whatever was typed or pasted (a leading +998 is dropped). */
export function localDigits(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > LOCAL_DIGITS && digits.startsWith(PHONE_PREFIX))
    digits = digits.slice(PHONE_PREFIX.length);
  return digits.slice(0, LOCAL_DIGITS);
}

/** Formats local digits progressively as (##)###-##-##. */
export function formatLocal(digits: string): string {
  const d = digits.slice(0, LOCAL_DIGITS);
  if (d === '') return '';
  let out = `(${d.slice(0, 2)}`;
  if (d.length >= 2) out += ')';
  if (d.length > 2) out += d.slice(2, 5);
  if (d.length > 5) out += `-${d.slice(5, 7)}`;
  if (d.length > 7) out += `-${d.slice(7, 9)}`;
  return out;
}

/** The stored value: 998 + nine digits, or '' while incomplete. */
export function toStoredPhone(digits: string): string {
  return digits.length === LOCAL_DIGITS ? PHONE_PREFIX + digits : '';
}

/** A stored phone for reading: +998 (90)123-45-67; anything else is shown as it came. */
export function formatStoredPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  if (!isCompletePhone(digits)) return stored;
  return `+${PHONE_PREFIX} ${formatLocal(digits.slice(PHONE_PREFIX.length))}`;
}

export function isCompletePhone(stored: string): boolean {
  return new RegExp(`^${PHONE_PREFIX}\\d{${LOCAL_DIGITS}}$`).test(stored);
}
