/** Server messages of the kartoteka, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const kartotekaMessages = {
  'kartoteka.accountPair': {
    ru: 'Укажите счёт вместе с МФО банка.',
    en: 'Give the account together with its bank code (MFO).',
    uz: 'Hisobvaraqni bank MFO kodi bilan birga koʻrsating.',
  },
  'kartoteka.reason.currency_purchase': {
    ru: 'Покупка иностранной валюты (22613)',
    en: 'Foreign currency purchase (22613)',
    uz: 'Chet el valyutasini sotib olish (22613)',
  },
  'kartoteka.reason.court_order': {
    ru: 'Арест по решению суда',
    en: 'Court order',
    uz: 'Sud qarori boʻyicha xatlov',
  },
  'kartoteka.reason.tax_order': {
    ru: 'Приостановление налоговым органом',
    en: 'Tax authority hold',
    uz: 'Soliq organi tomonidan toʻxtatish',
  },
  'kartoteka.reason.guarantee': {
    ru: 'Обеспечение гарантии',
    en: 'Guarantee cover',
    uz: 'Kafolat taʼminoti',
  },
} as const satisfies Record<string, Texts>;
