/** Server messages of the partner check and UZ-invest, in ru, en and uz (server/src/i18n.ts). */
import type { Texts } from '../../messages.ts';

export const servicesMessages = {
  'invest.offer': {
    ru: 'Такого предложения нет или приём заявок закрыт.',
    en: 'There is no such offer, or it no longer takes applications.',
    uz: 'Bunday taklif yoʻq yoki arizalar qabul qilinmaydi.',
  },
  'invest.minAmount': {
    ru: 'Сумма не меньше {min}.',
    en: 'The amount is {min} at least.',
    uz: 'Summa kamida {min}.',
  },
  'invest.notAllowed': {
    ru: 'Ваша роль может только просматривать предложения.',
    en: 'Your role can only view the offers.',
    uz: 'Sizning rolingiz takliflarni faqat koʻra oladi.',
  },
} satisfies Record<string, Texts>;
