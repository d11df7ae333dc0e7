/** How a request's amounts read: the currency's own decimal places, group separators, letter code after. */
import { currencyExponent, type FxDeal } from '../../../contracts/api/fx-deal.ts';
import type { Language } from '../../../contracts/envelope.ts';
import { formatMoney, GROUP_SEPARATORS } from '../../ui/format.ts';

export function formatCurrencyAmount(amount: string, currency: string, language: Language): string {
  if (currencyExponent(currency) === 2) return formatMoney(amount, currency, language);
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATORS[language]);
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`}\u00a0${currency}`;
}

/** Where a request opens for its editing (by type). */
export function formPath(deal: Pick<FxDeal, 'id' | 'type'>, mode: 'edit' | 'copy'): string {
  return `/exchange-sum/${deal.type}-${mode}/${deal.id}`;
}

export function detailPath(deal: Pick<FxDeal, 'id'>): string {
  return `/exchange-sum/detail/${deal.id}`;
}
