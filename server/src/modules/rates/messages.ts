/** Server messages of currency rates, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const ratesMessages = {
  'rates.unknownCurrency': {
    ru: 'Нет курса этой валюты.',
    en: 'There is no rate for this currency.',
    uz: 'Bu valyuta kursi yoʻq.',
  },
  'rates.none': {
    ru: 'Курсы ещё не установлены.',
    en: 'No rates are set yet.',
    uz: 'Kurslar hali oʻrnatilmagan.',
  },
} as const satisfies Record<string, Texts>;
