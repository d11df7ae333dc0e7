/**
 * Identifiers (spec 2 §5, spec 3 §9): inn 9 digits, mfo 5 digits, passport number 7 digits and
 * passport series 2 Latin letters, which are sent upper-case. Digits-only fields are typed through
 * `reformatDigits` (mask.ts) with the lengths here; a short value asks for the characters missing.
 */
import {
  allowedCharacters,
  checkField,
  digitsOfLength,
  maxLength,
  moreCharacters,
  validate,
  type FieldOptions,
} from './generic.ts';
import type { ValidationMessage } from './messages.ts';

export const INN_LENGTH = 9;
export const MFO_LENGTH = 5;
export const PASSPORT_SERIES_LENGTH = 2;
export const PASSPORT_NUMBER_LENGTH = 7;

const innDigits = digitsOfLength(INN_LENGTH);
const mfoDigits = digitsOfLength(MFO_LENGTH);
const passportNumberDigits = digitsOfLength(PASSPORT_NUMBER_LENGTH);
const seriesLetters = [
  allowedCharacters(/[A-Za-z]/),
  moreCharacters(PASSPORT_SERIES_LENGTH),
  maxLength(PASSPORT_SERIES_LENGTH),
];

export function validateInn(text: string, options?: FieldOptions): ValidationMessage | null {
  return checkField(text, options, innDigits);
}

export function validateMfo(text: string, options?: FieldOptions): ValidationMessage | null {
  return checkField(text, options, mfoDigits);
}

export function validatePassportNumber(text: string, options?: FieldOptions): ValidationMessage | null {
  return checkField(text, options, passportNumberDigits);
}

/** The series as the field shows and sends it: Latin letters only, upper-case, at most two. */
export function normalizePassportSeries(text: string): string {
  return text
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, PASSPORT_SERIES_LENGTH);
}

export function validatePassportSeries(text: string, options?: FieldOptions): ValidationMessage | null {
  return checkField(text, options, (value) => validate(value, seriesLetters));
}
