/** Server messages of invoices, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const invoicesMessages = {
  'invoices.account': {
    ru: 'Выберите открытый сумовой счёт вашей организации.',
    en: 'Choose an open soum account of your organisation.',
    uz: 'Tashkilotingizning ochiq soʻm hisobvaragʻini tanlang.',
  },
  'invoices.clientUnknown': {
    ru: 'Организация с таким ИНН не обслуживается в банке.',
    en: 'No organisation with this INN banks with us.',
    uz: 'Bu STIR bilan tashkilot bankimizda xizmat koʻrsatilmaydi.',
  },
  'invoices.clientSelf': {
    ru: 'Нельзя выставить счёт своей организации.',
    en: 'An invoice cannot be issued to your own organisation.',
    uz: 'Oʻz tashkilotingizga hisob-faktura yozib boʻlmaydi.',
  },
  'invoices.amountPositive': {
    ru: 'Сумма должна быть больше нуля.',
    en: 'The amount must be above zero.',
    uz: 'Summa noldan katta boʻlishi kerak.',
  },
  'invoices.dueDate': {
    ru: 'Срок оплаты — от сегодня до года вперёд.',
    en: 'The due date must be from today to a year ahead.',
    uz: 'Toʻlov muddati bugundan bir yilgacha boʻlishi kerak.',
  },
  'invoices.notDealer': {
    ru: 'Выставлять счета могут только организации-дилеры.',
    en: 'Only dealer organisations issue invoices.',
    uz: 'Hisob-fakturalarni faqat diler tashkilotlar yozadi.',
  },
  'invoices.notIssuer': {
    ru: 'Отменить счёт может только выставившая его организация.',
    en: 'Only the organisation that issued the invoice can cancel it.',
    uz: 'Hisob-fakturani faqat uni yozgan tashkilot bekor qila oladi.',
  },
  'invoices.notPayer': {
    ru: 'Оплатить счёт может только организация-плательщик.',
    en: 'Only the invoiced organisation can pay the invoice.',
    uz: 'Hisob-fakturani faqat toʻlovchi tashkilot toʻlay oladi.',
  },
  'invoices.notPayable': {
    ru: 'Счёт уже оплачен или отменён.',
    en: 'The invoice is already paid or cancelled.',
    uz: 'Hisob-faktura allaqachon toʻlangan yoki bekor qilingan.',
  },
  'invoices.notCancellable': {
    ru: 'Отменить можно только неоплаченный счёт.',
    en: 'Only an unpaid invoice can be cancelled.',
    uz: 'Faqat toʻlanmagan hisob-fakturani bekor qilish mumkin.',
  },
  'invoices.readOnly': {
    ru: 'Ваша роль может только просматривать счета.',
    en: 'Your role can only view invoices.',
    uz: 'Sizning rolingiz hisob-fakturalarni faqat koʻra oladi.',
  },
} satisfies Record<string, Texts>;
