/**
 * SWIFT identifiers of a foreign payment (spec 2 §3): BIC (ISO 9362: 4 letters bank, 2 letters
 * country, 2 letters/digits location, optional 3 letters/digits branch) and IBAN (ISO 13616: the
 * country's fixed length and the mod-97 check digits). Isomorphic: the form and the server judge
 * a value with these very functions.
 */

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Whether `value` (upper case, no spaces) is a well-formed BIC8 or BIC11. */
export function isBic(value: string): boolean {
  return BIC.test(value);
}

/** The country (ISO 3166 alpha-2) of a BIC: its 5th and 6th characters. */
export function bicCountry(bic: string): string {
  return bic.slice(4, 6);
}

/** IBAN lengths of the countries that use IBAN (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** Whether accounts in `country` (alpha-2) are IBANs. */
export function usesIban(country: string): boolean {
  return Object.hasOwn(IBAN_LENGTHS, country);
}

/** An IBAN as typed ("DE89 3704 …") without spaces, upper case. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the IBAN moved (first four characters to the end, letters as 10–35). */
function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/** Whether `value` (compact) is a valid IBAN: known country, its length, check digits mod 97 = 1. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const length = IBAN_LENGTHS[value.slice(0, 2)];
  return length === value.length && mod97(value) === 1;
}
