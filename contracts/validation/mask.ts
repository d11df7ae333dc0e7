/**
 * Digit masks for typed fields (phone, dates, card number and expiry, identifiers). In a mask `#`
 * takes one digit and any other character is a literal the mask writes itself; what was typed
 * keeps only its digits. A literal is written only once a digit follows it, so Backspace always
 * removes a digit. The caret stays after the same digit it followed before reformatting.
 */
export interface TextEdit {
  readonly text: string;
  readonly caret: number;
}

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

function slotCount(mask: string): number {
  return [...mask].filter((m) => m === '#').length;
}

/** Lays digits into the mask; digits beyond its slots are dropped. */
export function applyMask(digits: string, mask: string): string {
  let text = '';
  let literals = '';
  let next = 0;
  for (const m of mask) {
    if (next >= digits.length) break;
    if (m === '#') {
      text += literals + digits.charAt(next);
      literals = '';
      next += 1;
    } else {
      literals += m;
    }
  }
  return text;
}

/** The position just after the `count`-th digit of the text (0 when count is 0). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text.charAt(i))) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return text.length;
}

/** Masks already extracted digits; `digitsBeforeCaret` says which digit the caret followed. */
export function maskDigits(digits: string, digitsBeforeCaret: number, mask: string): TextEdit {
  const kept = digits.slice(0, slotCount(mask));
  const text = applyMask(kept, mask);
  return { text, caret: caretAfterDigits(text, Math.min(digitsBeforeCaret, kept.length)) };
}

/** Reformats typed or pasted text into the mask and maps the caret. */
export function reformatMasked(text: string, caret: number, mask: string): TextEdit {
  return maskDigits(onlyDigits(text), onlyDigits(text.slice(0, caret)).length, mask);
}

/** Reformats a digits-only field of at most `maxLength` digits (inn, mfo, account numbers). */
export function reformatDigits(text: string, caret: number, maxLength: number): TextEdit {
  return reformatMasked(text, caret, '#'.repeat(maxLength));
}
