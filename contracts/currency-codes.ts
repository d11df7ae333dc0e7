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
 * ISO 4217 minor-unit exponents of the currencies whose exponent is not 2 (JPY 0, KWD 3 …): an
 * amount in minor units is `major × 10^exponent`. Every other currency (USD, EUR, UZS …) has 2.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Decimal places of a currency's minor unit (letter or numeric code): JPY 0, USD 2, KWD 3. */
export function currencyExponent(code: string): number {
  return EXPONENTS[currencyLetterCode(code).toUpperCase()] ?? 2;
}

const UNITS = /^(\d{1,18})(?:\.(\d{1,3}))?$/;

/**
 * A decimal amount ("1250.5", "1000", "12.345") in minor units of `currency`; null when it is not a
 * non-negative decimal or has more places than the currency's exponent allows.
 */
export function toCurrencyMinor(value: string, currency: string): bigint | null {
  const match = UNITS.exec(value.trim());
  if (match === null) return null;
  const exponent = currencyExponent(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
}

/** Minor units of `currency` as a decimal string with exactly its exponent's places ("1000", "12.345"). */
export function fromCurrencyMinor(minor: bigint, currency: string): string {
  const exponent = currencyExponent(currency);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (exponent === 0) return `${negative ? '-' : ''}${abs}`;
  const scale = 10n ** BigInt(exponent);
  const fraction = (abs % scale).toString().padStart(exponent, '0');
  return `${negative ? '-' : ''}${abs / scale}.${fraction}`;
}
