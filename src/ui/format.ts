/**
 * Money and numbers for reading, per language (ru, en, uz): group separators, two decimals, the
 * currency after the number. The digits come from the contracts' exact decimal rules, never a
 * float. Dates are dd.mm.yyyy in every language (lib/dates.ts).
 */
import { formatAmount, isAmountDecimal, type GroupSeparator } from '../../contracts/validation/amount.ts';
import type { Language } from '../../contracts/envelope.ts';
import { fromMinor, isMoneyString, toMinor } from '../../contracts/money.ts';

/** BCP 47 tags for Intl (month and weekday names). */
export const LOCALE_TAGS: Readonly<Record<Language, string>> = { ru: 'ru-RU', en: 'en-US', uz: 'uz-Latn-UZ' };

/** A no-break space keeps a number on one line in ru and uz; English groups with commas. */
export const GROUP_SEPARATORS: Readonly<Record<Language, GroupSeparator>> = {
  ru: '\u00a0',
  en: ',',
  uz: '\u00a0',
};

/** "1 500 000.00 UZS"; a negative amount keeps its sign; anything not an amount is shown as it came. */
export function formatMoney(decimal: string, currency: string | null, language: Language): string {
  if (!isMoneyString(decimal)) return decimal;
  const exact = fromMinor(toMinor(decimal));
  const negative = exact.startsWith('-');
  const magnitude = negative ? exact.slice(1) : exact;
  if (!isAmountDecimal(magnitude)) return decimal;
  const grouped = formatAmount(magnitude, { groupSeparator: GROUP_SEPARATORS[language] });
  const twoPlaces = grouped.includes('.') ? grouped : `${grouped}.00`;
  const number = `${negative ? '−' : ''}${twoPlaces}`;
  return currency ? `${number}\u00a0${currency.toUpperCase()}` : number;
}
