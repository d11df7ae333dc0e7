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
 * ISO 4217 minor-unit exponents of the currencies whose exponent is not 2 (JPY and KRW have none,
 * the Gulf dinars three). Amounts in a currency are integer minor units by this exponent on the
 * server and decimal strings with exactly that many places on the wire.
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

/** The number of decimal places of `code` (by letter or numeric code); 2 unless ISO 4217 says otherwise. */
export function currencyExponent(code: string): number {
  return EXPONENTS[currencyLetterCode(code)] ?? 2;
}

/** "1500.5" in USD → 150050n; null when the text is not an amount with at most the currency's places. */
export function toMinorOf(value: string, code: string): bigint | null {
  const places = currencyExponent(code);
  const match = /^(\d{1,18})(?:\.(\d+))?$/.exec(value.trim());
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > places) return null;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
}

/** 150050n in USD → "1500.50"; 15000n in JPY → "15000". */
export function fromMinorOf(minor: bigint, code: string): string {
  const places = currencyExponent(code);
  if (places === 0) return minor.toString();
  const scale = 10n ** BigInt(places);
  const abs = minor < 0n ? -minor : minor;
  const text = `${abs / scale}.${(abs % scale).toString().padStart(places, '0')}`;
  return minor < 0n ? `-${text}` : text;
}
