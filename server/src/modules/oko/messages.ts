/** Server messages of OKO (tariffs and commissions), in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const okoMessages = {
  'oko.agreement': {
    ru: 'Выберите тарифный договор вашей организации.',
    en: 'Choose a tariff agreement of your organisation.',
    uz: 'Tashkilotingizning tarif shartnomasini tanlang.',
  },
  'oko.pending': {
    ru: 'По этому договору уже есть заявка на рассмотрении в банке.',
    en: 'An application for this agreement is already with the bank.',
    uz: 'Bu shartnoma boʻyicha ariza allaqachon bankda koʻrib chiqilmoqda.',
  },
  'oko.tariff': {
    ru: 'Выберите действующий тариф банка.',
    en: 'Choose one of the bank’s current tariffs.',
    uz: 'Bankning amaldagi tariflaridan birini tanlang.',
  },
  'oko.sameTariff': {
    ru: 'Договор уже обслуживается по этому тарифу.',
    en: 'The agreement is already on this tariff.',
    uz: 'Shartnoma allaqachon shu tarif boʻyicha.',
  },
  'oko.reason': {
    ru: 'Укажите причину отказа (не короче 3 символов).',
    en: 'Give the reason for refusing (at least 3 characters).',
    uz: 'Rad etish sababini kiriting (kamida 3 ta belgi).',
  },
  'oko.decided': {
    ru: 'По заявке уже принято решение.',
    en: 'The application has already been decided.',
    uz: 'Ariza boʻyicha qaror allaqachon qabul qilingan.',
  },
  'oko.readOnly': {
    ru: 'Ваша роль может только просматривать тарифы.',
    en: 'Your role can only view tariffs.',
    uz: 'Sizning rolingiz tariflarni faqat koʻra oladi.',
  },
} satisfies Record<string, Texts>;
