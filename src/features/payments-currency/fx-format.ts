/**
 * Currency amounts as people read them: grouped whole part, the currency's own places (JPY none,
 * USD two, KWD three — contracts/currency-codes.ts) and the letter code after it. The amount field
 * keeps what is typed within those places.
 */
import { currencyExponent } from '../../../contracts/currency-codes.ts';

const GROUP: Readonly<Record<string, string>> = { ru: '\u00a0', uz: '\u00a0', en: ',' };

/** "1250.5" USD → "1 250.50 USD" (ru, uz) or "1,250.50 USD" (en). */
export function formatFx(decimal: string, currency: string, language: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (match === null) return `${decimal} ${currency}`;
  const places = currencyExponent(currency);
  const whole = (match[2] ?? '0')
    .replace(/^0+(?=\d)/, '')
    .replace(/\B(?=(\d{3})+$)/g, GROUP[language] ?? '\u00a0');
  const fraction = (match[3] ?? '').padEnd(places, '0').slice(0, places);
  return `${match[1] ?? ''}${whole}${places > 0 ? `.${fraction}` : ''}\u00a0${currency}`;
}

/** What the amount field keeps of a typed text: digits, one dot, at most the currency's places. */
export function cleanAmountInput(text: string, currency: string): string {
  const places = currencyExponent(currency);
  const digits = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '').slice(0, 15);
  if (places === 0 || rest.length === 0) return trimmedWhole;
  return `${trimmedWhole}.${rest.join('').slice(0, places)}`;
}
