/**
 * ISO 4217 numeric codes of the currencies the bank's systems send (EISVO contracts carry `840`),
 * shown to people by their letter code (the project's rule: currencies by letter code). A code not
 * listed is shown as it came.
 */
const LETTER_CODES: Readonly<Record<string, string>> = {
  '036': 'AUD',
  '124': 'CAD',
  '156': 'CNY',
  '344': 'HKD',
  '356': 'INR',
  '392': 'JPY',
  '398': 'KZT',
  '410': 'KRW',
  '417': 'KGS',
  '643': 'RUB',
  '702': 'SGD',
  '756': 'CHF',
  '784': 'AED',
  '826': 'GBP',
  '840': 'USD',
  '860': 'UZS',
  '933': 'BYN',
  '934': 'TMT',
  '944': 'AZN',
  '949': 'TRY',
  '972': 'TJS',
  '978': 'EUR',
  '980': 'UAH',
  '981': 'GEL',
  '985': 'PLN',
};

/** `840` → `USD`; a letter code or an unknown code is returned unchanged. */
export function currencyLetterCode(code: string | null | undefined): string {
  if (code === null || code === undefined) return '';
  const trimmed = code.trim();
  return LETTER_CODES[trimmed.padStart(3, '0')] ?? trimmed;
}

/**
 * ISO 4217 minor-unit exponents that are not 2 (the digits after the decimal point of an amount in
 * that currency). Every other currency of the bank has 2.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  JPY: 0,
  KRW: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
};

/** The ISO 4217 exponent of a currency (letter or numeric code): JPY 0, KWD 3, USD 2 … */
export function currencyExponent(code: string): number {
  return EXPONENTS[currencyLetterCode(code)] ?? 2;
}
